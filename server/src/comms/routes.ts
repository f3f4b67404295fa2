import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { eq, isNull } from "drizzle-orm";
import { MESSAGES } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { CommType, CommTypeMarked } from "@lineup/shared/wire/comms";
import { signedIn } from "../auth/plugin";
import { Message } from "../auth/schemas";
import { cargas, cargasTipos } from "../db/schema";
import { contains, linkedContains, listPage } from "../http/crud";
import { FORM_CONSUMES, formFields } from "../http/form-body";
import { deleteItem, withMethodOverride } from "../http/method-override";
import { PageOf, PagingQuery } from "../http/paging";
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
      schema: {
        tags,
        summary: "List comm types with their comms",
        querystring: TypeListQuery,
        response: { 200: PageOf(CommType) },
      },
    },
    async (request) => {
      const q = request.query;
      return listPage(app.db, cargasTipos, q, {
        rows: app.db.select().from(cargasTipos).$dynamic(),
        where: [
          live,
          contains(cargasTipos.name, q.name),
          linkedContains(app.db, cargas.name, q.carga, eq(cargas.tipo_id, cargasTipos.id), isNull(cargas.deleted_at)),
        ],
        orderable: { name: cargasTipos.name, created_at: cargasTipos.created_at, id: cargasTipos.id },
        present: (rows) => loadCommTypes(app.db, rows),
      });
    },
  );

  app.get(
    "/cargas_tipos/:id",
    {
      onRequest: app.authorize("view", "commTypes"),
      schema: {
        tags,
        summary: "Show a comm type with its comms",
        params: IdParams,
        response: { 200: CommType, 404: Message },
      },
    },
    async (request) => findType(request.params.id),
  );

  app.post(
    "/cargas_tipos",
    {
      config: { idempotent: "answer" },
      onRequest: app.authorize("create", "commTypes"),
      preValidation: formFields,
      schema: {
        tags,
        consumes: FORM_CONSUMES,
        summary: "Create a comm type with comms",
        body: CommTypeInput,
        response: { 201: CommType },
      },
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
          response: { 200: CommType },
        },
      },
      handler: async (request) => {
        const me = signedIn(request);
        await updateCommType(app.db, me, request.params.id, request.body);
        return findType(request.params.id);
      },
    },
    delete: deleteItem(
      app.authorize("delete", "commTypes"),
      { tags, summary: "Delete a comm type (refused while its comms are in use)" },
      (request) => deleteCommType(app.db, signedIn(request), request.params.id),
    ),
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
        response: { 200: CommTypeMarked, 404: Message },
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
