import { eq } from "drizzle-orm";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type, type Static } from "typebox";
import { hiddenFieldAttributes, mayCreateFieldItem, mayReadFieldList, MESSAGES, type PolicyUser } from "@lineup/shared";
import { signedIn } from "../auth/plugin";
import { Message } from "../auth/schemas";
import { contains, listPage } from "../http/crud";
import { forbidden, notFound } from "../http/errors";
import { FORM_CONSUMES, formFields } from "../http/form-body";
import { deleteItem, withMethodOverride } from "../http/method-override";
import { PageOf, PagingQuery } from "../http/paging";
import { IdParams } from "../http/params";
import { createFieldItem, deleteFieldItem, updateFieldItem } from "./field-commands";
import { fieldItemSchema } from "./item-schema";
import { mergeParty } from "./merge";
import { asBool, FIELD_RESOURCES, flag, type FieldResource } from "./resources";

/** CRUD for every generic field of line-ups (vessels, agencies, charterers, ...). */
export async function fieldRoutes(app: FastifyInstance) {
  for (const resource of FIELD_RESOURCES) registerResource(app, resource);
}

function registerResource(parent: FastifyInstance, r: FieldResource) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["fields"];
  const item = fieldItemSchema(r);
  const present = (row: Record<string, unknown>) => ({ ...row, ...r.present?.(row) });
  /** An item as `user` may see it: attributes the policy hides from them left out. */
  const presentFor = (user: PolicyUser, row: Record<string, unknown>) => {
    const shaped: Record<string, unknown> = present(row);
    for (const attribute of hiddenFieldAttributes(user, r.path)) delete shaped[attribute];
    return shaped;
  };
  // Listing and reading follow the shared policy: clients never read the lists whose columns the board hides from them.
  const mayRead = async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!mayReadFieldList(signedIn(request), r.path)) throw forbidden(MESSAGES.forbidden);
  };
  const mayCreate = async (request: FastifyRequest) => {
    await app.authenticate(request);
    const user = signedIn(request);
    // Who creates which list is the shared policy's one rule (receivers: whoever edits line-ups).
    if (!mayCreateFieldItem(user, r.path)) throw forbidden(MESSAGES.forbidden);
  };
  const find = async (id: number): Promise<Record<string, unknown>> => {
    const [row] = await app.db.select().from(r.table).where(eq(r.table.id, id)).limit(1);
    if (!row) throw notFound(`${r.noun} not found.`);
    return row;
  };

  const createBody = r.similar
    ? Type.Object({
        ...r.body.properties,
        allow_similar: Type.Optional({
          ...flag,
          description:
            "Create it although a listed item's name differs from it only in case, accents, punctuation or " +
            "company form (refused with 422 and `similar` otherwise)",
        }),
      })
    : r.body;

  /** The resource's own list filters (`r.filters`), each an optional text. */
  const filterQuery = Type.Object(
    Object.fromEntries(Object.keys(r.filters).map((k) => [k, Type.Optional(Type.String({ maxLength: 200 }))])),
  );
  const listQuery = Type.Object({ ...PagingQuery.properties, ...filterQuery.properties });

  // Typed by hand from the two schemas: the spread of filters keyed at run time leaves `listQuery`'s type without them.
  app.get<{ Querystring: PagingQuery & Static<typeof filterQuery> }>(
    `/${r.path}`,
    {
      onRequest: mayRead,
      schema: { tags, summary: `List ${r.noun}`, querystring: listQuery, response: { 200: PageOf(item) } },
    },
    async (request) => {
      const me = signedIn(request);
      const q = request.query;
      return listPage(app.db, r.table, q, {
        rows: app.db.select().from(r.table).$dynamic(),
        where: [
          contains(r.table.name, q.name),
          ...Object.entries(r.filters).map(([key, column]) => contains(column, q[key])),
        ],
        orderable: r.orderable,
        present: (rows) => rows.map((row) => presentFor(me, row)),
      });
    },
  );

  app.get(
    `/${r.path}/:id`,
    {
      onRequest: mayRead,
      schema: {
        tags,
        summary: `Show one of the ${r.noun}`,
        params: IdParams,
        response: { 200: item, 403: Message, 404: Message },
      },
    },
    async (request) => presentFor(signedIn(request), await find(request.params.id)),
  );

  app.post(
    `/${r.path}`,
    {
      config: { idempotent: "answer" },
      onRequest: mayCreate,
      preValidation: formFields,
      schema: {
        tags,
        consumes: FORM_CONSUMES,
        summary: `Create ${r.noun}`,
        body: createBody,
        response: { 201: item },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const body = request.body;
      const values = r.values(body);
      const created = await createFieldItem(app.db, r, me, values, asBool(body.allow_similar));
      return reply.status(201).send(present(created));
    },
  );

  if (r.similar)
    app.post(
      `/${r.path}/:id/merge`,
      {
        onRequest: app.authorize("delete", "fields"),
        schema: {
          tags,
          summary: `Merge one of the ${r.noun} into another`,
          description:
            "Merges this item (B) into `into` (A): every line-up row and split line naming B names A, with a " +
            "new version; the history names A (statistics, filters and As of follow); B's name becomes an alias " +
            "of A, so a sheet naming B imports as A; B is removed. Recorded in the activity log; the boards " +
            "showing those rows update live.",
          params: IdParams,
          body: Type.Object({
            into: Type.Integer({ minimum: 1, maximum: 2147483647, description: "The item kept (A)" }),
          }),
          response: {
            200: Type.Object({
              merged_into: Type.Integer(),
              rows: Type.Integer({ description: "Line-up rows that named B" }),
              split_lines: Type.Integer({ description: "Split lines that named B" }),
            }),
            403: Message,
            404: Message,
          },
        },
      },
      async (request) => {
        const me = signedIn(request);
        const { id } = request.params;
        const { into } = request.body;
        const merged = await mergeParty(app.transact, r, { from: id, into }, me);
        return { merged_into: into, rows: merged.rows, split_lines: merged.split_lines };
      },
    );

  withMethodOverride(app, `/${r.path}/:id`, {
    put: {
      options: {
        onRequest: app.authorize("update", "fields"),
        schema: { tags, summary: `Update ${r.noun}`, params: IdParams, body: r.body, response: { 200: item } },
      },
      handler: async (request) => {
        const me = signedIn(request);
        const { id } = request.params;
        const before = await find(id);
        return present(await updateFieldItem(app.db, r, me, id, before, r.values(request.body)));
      },
    },
    delete: deleteItem(app.authorize("delete", "fields"), { tags, summary: `Delete ${r.noun}` }, async (request) => {
      const me = signedIn(request);
      const { id } = request.params;
      const before = await find(id);
      await deleteFieldItem(app.db, r, me, id, before);
    }),
  });
}
