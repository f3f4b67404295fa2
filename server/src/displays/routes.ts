import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { randomBytes } from "node:crypto";
import { MESSAGES } from "@lineup/shared";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { CreatedDisplay, DisplayList, Wall } from "@lineup/shared/wire/displays";
import { itemActivity, recordActivity } from "../activity/record";
import { signedIn } from "../auth/plugin";
import { Message } from "../auth/schemas";
import { sha256 } from "../auth/tokens";
import { displayPortos, displays, portos, terminais } from "../db/schema";
import { now } from "../http/crud";
import { notFound, unauthorized, ValidationError } from "../http/errors";
import { withMethodOverride } from "../http/method-override";
import { IdParams } from "../http/params";
import { DISPLAY_TOKEN_PREFIX, displayFromToken } from "./tokens";

const DisplayInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  porto_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
  rotate_seconds: Type.Optional(Type.Integer({ minimum: 5, maximum: 3600 })),
});

const displayActivity = itemActivity("displays", "wall display");

/** Wall displays: an admin creates read-only tokens scoped to ports and revokes them. */
export async function displayRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["displays"];

  const list = async () => {
    const rows = await app.db.select().from(displays).orderBy(desc(displays.id));
    const ids = rows.map((r) => r.id);
    const links = ids.length
      ? await app.db
          .select({ display_id: displayPortos.display_id, id: portos.id, name: portos.name })
          .from(displayPortos)
          .innerJoin(portos, eq(portos.id, displayPortos.porto_id))
          .where(inArray(displayPortos.display_id, ids))
      : [];
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      rotate_seconds: r.rotate_seconds,
      created_at: r.created_at,
      revoked_at: r.revoked_at,
      portos: links.filter((l) => l.display_id === r.id).map(({ id, name }) => ({ id, name })),
    }));
  };

  app.get(
    "/displays",
    {
      onRequest: app.authorize("view", "displays"),
      schema: { tags, summary: "List wall displays", response: { 200: DisplayList } },
    },
    async () => ({ data: await list() }),
  );

  app.post(
    "/displays",
    {
      config: { idempotent: "secret" },
      onRequest: app.authorize("create", "displays"),
      schema: {
        tags,
        summary: "Create a wall display; the token is shown only in this answer",
        body: DisplayInput,
        response: { 201: CreatedDisplay },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const body = request.body;
      const found = await app.db.select({ id: portos.id }).from(portos).where(inArray(portos.id, body.porto_ids));
      if (found.length !== new Set(body.porto_ids).size)
        throw ValidationError.field("porto_ids", "One of the selected ports does not exist.");
      const token = `${DISPLAY_TOKEN_PREFIX}${randomBytes(24).toString("base64url")}`;
      const display = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(displays)
          .values({
            name: body.name.trim(),
            token_hash: sha256(token),
            rotate_seconds: body.rotate_seconds ?? 20,
            created_by: me.id,
          })
          .returning();
        if (!row) throw new Error("insert returned no display");
        await tx
          .insert(displayPortos)
          .values([...new Set(body.porto_ids)].map((porto_id) => ({ display_id: row.id, porto_id })));
        await displayActivity(tx, me, "criou", row, { after: { name: row.name, porto_ids: body.porto_ids } });
        return row;
      });
      return reply.status(201).send({ id: display.id, name: display.name, token, url: `/wall/${token}` });
    },
  );

  withMethodOverride(app, "/displays/:id", {
    delete: {
      options: {
        onRequest: app.authorize("delete", "displays"),
        schema: {
          tags,
          summary: "Revoke a wall display (its screens disconnect within a second)",
          params: IdParams,
          response: { 200: Message, 404: Message },
        },
      },
      handler: async (request) => {
        const me = signedIn(request);
        const { id } = request.params;
        // Its screens disconnect once the revocation commits, on every instance.
        await app.transact(async (tx, outbox) => {
          const [row] = await tx
            .update(displays)
            .set({ revoked_at: now() })
            .where(and(eq(displays.id, id), isNull(displays.revoked_at)))
            .returning();
          if (!row) throw notFound("Display not found.");
          await recordActivity(tx, {
            userId: me.id,
            action: "excluiu",
            subjectType: "displays",
            subjectId: id,
            description: `${me.name} revoked wall display ${row.name}`,
          });
          outbox.accessChanged({ kind: "display", id });
        });
        return { message: MESSAGES.deleted };
      },
    },
  });

  app.get(
    "/wall",
    {
      schema: {
        tags,
        summary: "What a wall display shows (by its token)",
        querystring: Type.Object({ token: Type.String({ maxLength: 200 }) }),
        response: { 200: Wall },
      },
    },
    async (request) => {
      const display = await displayFromToken(app.db, request.query.token);
      if (!display) throw unauthorized("This display is not valid any more.");
      const ports = display.portIds.length
        ? await app.db
            .select({ id: portos.id, name: portos.name, time_zone: portos.time_zone })
            .from(portos)
            .where(inArray(portos.id, display.portIds))
            .orderBy(asc(portos.ordem), asc(portos.name))
        : [];
      const terms = ports.length
        ? await app.db
            .select({ id: terminais.id, name: terminais.name, porto_id: terminais.porto_id })
            .from(terminais)
            .where(
              inArray(
                terminais.porto_id,
                ports.map((p) => p.id),
              ),
            )
            .orderBy(asc(terminais.id))
        : [];
      return {
        name: display.name,
        rotate_seconds: display.rotateSeconds,
        portos: ports.map((p) => ({
          ...p,
          terminais: terms.filter((t) => t.porto_id === p.id).map(({ id, name }) => ({ id, name })),
        })),
      };
    },
  );
}
