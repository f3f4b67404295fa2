import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { Comm } from "@lineup/shared/wire/comms";
import { signedIn } from "../auth/plugin";
import { Message } from "../auth/schemas";
import { cargas } from "../db/schema";
import { contains, listPage } from "../http/crud";
import { FORM_CONSUMES, formFields } from "../http/form-body";
import { deleteItem, withMethodOverride } from "../http/method-override";
import { PageOf, PagingQuery } from "../http/paging";
import { IdParams } from "../http/params";
import { createComm, deleteComm, findComm, updateComm } from "./comm-commands";
import { presentComm } from "./repository";
import { NewCommInput, StandaloneCommInput } from "./schemas";

const CommListQuery = Type.Object({ ...PagingQuery.properties, tipo_id: Type.Optional(Type.Integer({ minimum: 1 })) });

/** The generic `/cargas` resource: one comm at a time (the comm type's form writes its whole list). */
export async function commItemRoutes(parent: FastifyInstance, tags: string[]) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/cargas",
    {
      onRequest: app.authorize("view", "commTypes"),
      schema: {
        tags,
        summary: "List comms (optionally of one type)",
        querystring: CommListQuery,
        response: { 200: PageOf(Comm) },
      },
    },
    async (request) => {
      const q = request.query;
      return listPage(app.db, cargas, q, {
        rows: app.db.select().from(cargas).$dynamic(),
        where: [
          isNull(cargas.deleted_at),
          contains(cargas.name, q.name),
          q.tipo_id ? eq(cargas.tipo_id, q.tipo_id) : undefined,
        ],
        orderable: { name: cargas.name, synonym: cargas.synonym, created_at: cargas.created_at },
        present: (rows) => rows.map(presentComm),
      });
    },
  );

  app.get(
    "/cargas/:id",
    {
      onRequest: app.authorize("view", "commTypes"),
      schema: { tags, summary: "Show a comm", params: IdParams, response: { 200: Comm, 404: Message } },
    },
    async (request) => presentComm(await findComm(app.db, request.params.id)),
  );

  app.post(
    "/cargas",
    {
      config: { idempotent: "answer" },
      onRequest: app.authorize("create", "commTypes"),
      preValidation: formFields,
      schema: {
        tags,
        consumes: FORM_CONSUMES,
        summary: "Create a comm (quick-create; To analyze defaults to on)",
        body: NewCommInput,
        response: { 201: Comm },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const comm = await createComm(app.db, me, request.body);
      return reply.status(201).send(comm);
    },
  );

  withMethodOverride(app, "/cargas/:id", {
    put: {
      options: {
        onRequest: app.authorize("update", "commTypes"),
        schema: {
          tags,
          summary: "Edit a comm",
          description:
            "Name, synonym and tipo_id as sent; color and the flags only when sent (left out, they are kept).",
          params: IdParams,
          body: StandaloneCommInput,
          response: { 200: Comm },
        },
      },
      handler: async (request) => {
        const me = signedIn(request);
        return updateComm(app.db, me, request.params.id, request.body);
      },
    },
    delete: deleteItem(
      app.authorize("delete", "commTypes"),
      { tags, summary: "Delete a comm (refused while line-ups use it)" },
      (request) => deleteComm(app.db, signedIn(request), request.params.id),
    ),
  });
}
