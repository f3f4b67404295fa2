import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { asc, eq } from "drizzle-orm";
import { MESSAGES } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import sanitizeHtml from "sanitize-html";
import { Type } from "typebox";
import { EmailInformation, SavedEmailInformation } from "@lineup/shared/wire/email-information";
import { recordActivity } from "../activity/record";
import { signedIn } from "../auth/plugin";
import type { Db } from "../db/client";
import { emailInformation } from "../db/schema";
import { now } from "../http/crud";
import { FORM_CONSUMES, formFields } from "../http/form-body";
import type { UserRow } from "../users/repository";

const Body = Type.Object({ description: Type.String({ maxLength: 200_000 }) });

/**
 * Keeps the formatting the editor produces and nothing that can run: no
 * scripts, no event handlers, links only to http(s) and mailto.
 */
export function sanitizeEmailBody(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "p",
      "br",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "s",
      "a",
      "ul",
      "ol",
      "li",
      "h1",
      "h2",
      "h3",
      "h4",
      "blockquote",
      "code",
      "pre",
      "span",
      "hr",
      "mark",
      "sub",
      "sup",
    ],
    allowedAttributes: { a: ["href", "target", "rel"], span: ["style"], p: ["style"], mark: ["data-color", "style"] },
    allowedStyles: {
      "*": {
        "text-align": [/^(left|right|center|justify)$/],
        color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(\d+,\s*\d+,\s*\d+\)$/],
      },
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  });
}

/** The stored informational e-mail body (the first row), if any. */
export async function currentEmailInformation(db: Db) {
  const [row] = await db.select().from(emailInformation).orderBy(asc(emailInformation.id)).limit(1);
  return row;
}

/** The informational e-mail body (admin and basic admin). */
export async function emailInformationRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["email information"];
  const current = () => currentEmailInformation(app.db);

  app.get(
    "/email_information",
    {
      onRequest: app.authorize("view", "emailInformation"),
      schema: { tags, summary: "The informational e-mail body", response: { 200: EmailInformation } },
    },
    async () => {
      const row = await current();
      return { description: row?.description ?? "", updated_at: row?.updated_at ?? null };
    },
  );

  const save = async (me: UserRow, html: string) => {
    const description = sanitizeEmailBody(html);
    const before = await current();
    const row = await app.db.transaction(async (tx) => {
      const [saved] = before
        ? await tx
            .update(emailInformation)
            .set({ description, updated_by: me.id, updated_at: now() })
            .where(eq(emailInformation.id, before.id))
            .returning()
        : await tx.insert(emailInformation).values({ description, updated_by: me.id }).returning();
      await recordActivity(tx, {
        userId: me.id,
        action: "editou",
        subjectType: "email_information",
        subjectId: saved?.id,
        description: `${me.name} edited the information e-mail`,
        before: { description: before?.description ?? "" },
        after: { description },
      });
      return saved;
    });
    return {
      description: row?.description ?? description,
      updated_at: row?.updated_at ?? null,
      message: MESSAGES.saved,
    };
  };

  const options = {
    onRequest: app.authorize("update", "emailInformation"),
    preValidation: formFields,
    schema: {
      tags,
      summary: "Save the informational e-mail body (sanitised)",
      consumes: FORM_CONSUMES,
      body: Body,
      response: { 200: SavedEmailInformation },
    },
  };
  app.post("/email_information", options, async (request) => save(signedIn(request), request.body.description));
  app.put("/email_information", options, async (request) => save(signedIn(request), request.body.description));
}
