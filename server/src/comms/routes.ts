import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { and, asc, count, desc, eq, exists, ilike, isNull } from "drizzle-orm";
import { MESSAGES } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { signedIn } from "../auth/plugin";
import { Message } from "../auth/schemas";
import { cargas, cargasTipos } from "../db/schema";
import { contains, likeTerm } from "../http/crud";
import { FORM_CONSUMES, formFields } from "../http/form-body";
import { withMethodOverride } from "../http/method-override";
import { ordering, pageOf, paging, PagingQuery } from "../http/paging";
import { IdParams } from "../http/params";
import { commItemRoutes } from "./comm-routes";
import { loadCommTypes } from "./repository";
import { CommTypeInput } from "./schemas";
import { createCommType, deleteCommType, findCommType, markCommTypeUpdated, updateCommType } from "./type-commands";

const TypeListQuery = Type.Object({
  ...PagingQuery.properties,
  carga: Type.Optional(Type.String({ maxLength: 200 })),
  with: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
});

/** Comm types with their comms (their writes: type-commands.ts), and the generic `/cargas` resource. */
export async function commRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["comms"];
  const live = isNull(cargasTipos.deleted_at);

  const findType = (id: number) => findCommType(app.db, id);

  app.get(
    "/cargas_tipos",
    {
      onRequest: app.authorize("view", "commTypes"),
      schema: { tags, summary: "List comm types with their comms", querystring: TypeListQuery },
    },
    async (request) => {
      const q = request.query;
      const p = paging(q);
      const commTerm = q.carga?.trim();
      const where = and(
        live,
        contains(cargasTipos.name, q.name),
        commTerm
          ? exists(
              app.db
                .select({ x: cargas.id })
                .from(cargas)
                .where(
                  and(
                    eq(cargas.tipo_id, cargasTipos.id),
                    isNull(cargas.deleted_at),
                    ilike(cargas.name, likeTerm(commTerm)),
                  ),
                ),
            )
          : undefined,
      );
      const { column, direction } = ordering(q, ["name", "created_at", "id"] as const, "name");
      const [rows, totals] = await Promise.all([
        app.db
          .select()
          .from(cargasTipos)
          .where(where)
          .orderBy(direction === "desc" ? desc(cargasTipos[column]) : asc(cargasTipos[column]), asc(cargasTipos.id))
          .limit(p.perPage)
          .offset(p.offset),
        app.db.select({ n: count() }).from(cargasTipos).where(where),
      ]);
      return pageOf(await loadCommTypes(app.db, rows), totals[0]?.n ?? 0, p);
    },
  );

  // Route types, not schema inference: the schema's responses (404) do not describe the comm type answered.
  app.get<{ Params: IdParams }>(
    "/cargas_tipos/:id",
    {
      onRequest: app.authorize("view", "commTypes"),
      schema: { tags, summary: "Show a comm type with its comms", params: IdParams, response: { 404: Message } },
    },
    async (request) => findType(request.params.id),
  );

  app.post(
    "/cargas_tipos",
    {
      onRequest: app.authorize("create", "commTypes"),
      preValidation: formFields,
      schema: { tags, consumes: FORM_CONSUMES, summary: "Create a comm type with comms", body: CommTypeInput },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const id = await createCommType(app.db, me, request.body);
      return reply.status(201).send(await findType(id));
    },
  );

  withMethodOverride(app, "/cargas_tipos/:id", {
    put: {
      options: {
        onRequest: app.authorize("update", "commTypes"),
        schema: {
          tags,
          summary: "Edit a comm type; comms left out are removed",
          description:
            "Each comm sent with its id is edited: its name and synonym as sent, its color and flags " +
            "(ie_analise, ie_export, ie_import) only when sent (left out, they are kept).",
          params: IdParams,
          body: CommTypeInput,
        },
      },
      handler: async (request) => {
        const me = signedIn(request);
        await updateCommType(app.db, me, request.params.id, request.body);
        return findType(request.params.id);
      },
    },
    delete: {
      options: {
        onRequest: app.authorize("delete", "commTypes"),
        schema: {
          tags,
          summary: "Delete a comm type (refused while its comms are in use)",
          params: IdParams,
          response: { 404: Message, 409: Message },
        },
      },
      handler: async (request) => {
        const me = signedIn(request);
        await deleteCommType(app.db, me, request.params.id);
        return { message: MESSAGES.deleted };
      },
    },
  });

  app.post(
    "/cargas_tipos/:id/atualizar",
    {
      onRequest: app.authorize("update", "commTypes"),
      preValidation: formFields,
      schema: {
        tags,
        consumes: FORM_CONSUMES,
        summary: "Mark the comm type as updated now; returns when and who (`atualizador`: id and name)",
        params: IdParams,
        body: Type.Optional(Type.Object({ atualizar: Type.Optional(Type.Unknown()) })),
        response: { 404: Message },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const atualizado_data = await markCommTypeUpdated(app.db, me, request.params.id);
      return {
        atualizado_data,
        atualizador: { id: me.id, name: me.name },
        message: MESSAGES.updated,
      };
    },
  );

  await commItemRoutes(app, tags);
}
