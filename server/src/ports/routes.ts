import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { and, eq, exists, ilike } from "drizzle-orm";
import { MESSAGES } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { Port, PortMarked, TerminalMarked } from "@lineup/shared/wire/ports";
import { signedIn } from "../auth/plugin";
import { Message } from "../auth/schemas";
import { bercos, portos, terminais } from "../db/schema";
import { contains, likeTerm, linkedContains, listPage } from "../http/crud";
import { notFound, ValidationError } from "../http/errors";
import { FORM_CONSUMES, formFields } from "../http/form-body";
import { deleteItem, withMethodOverride } from "../http/method-override";
import { PageOf } from "../http/paging";
import { IdParams } from "../http/params";
import { assertScope, withinAssigned } from "../lineups/scope";
import { liveCommType } from "../comms/repository";
import { findPort, loadPorts } from "./repository";
import { deletePort, markPortCommType, markTerminalUpdated } from "./port-commands";
import { savePort } from "./save-port";
import { PortInput, PortListQuery } from "./schemas";
import { assertPortInScope, portScope } from "./scope";

const PortMarkBody = Type.Object({
  carga: Type.Integer({
    minimum: 1,
    maximum: 2147483647,
    description: "The comm type whose line-up at this port was checked",
  }),
  atualizar: Type.Optional(Type.Unknown()),
});

/** Ports with their terminals and berths (spec.md: Ports list and Port form). */
export async function portRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["ports"];

  const loadOne = async (id: number) => {
    const port = await findPort(app.db, id);
    if (!port) throw notFound("Port not found.");
    const [full] = await loadPorts(app.db, [port]);
    return { port, full };
  };

  app.get(
    "/portos",
    {
      onRequest: app.authorize("view", "ports"),
      schema: {
        tags,
        summary: "List ports (scoped to the user's ports for basic admins and operators)",
        querystring: PortListQuery,
        response: { 200: PageOf(Port) },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const q = request.query;
      const scope = await portScope(app.db, me);
      const berthTerm = q.berco?.trim();
      return listPage(app.db, portos, q, {
        rows: app.db.select().from(portos).$dynamic(),
        where: [
          contains(portos.name, q.name),
          withinAssigned(portos.id, scope),
          linkedContains(app.db, terminais.name, q.terminal, eq(terminais.porto_id, portos.id)),
          berthTerm
            ? exists(
                app.db
                  .select({ x: bercos.id })
                  .from(bercos)
                  .innerJoin(terminais, eq(terminais.id, bercos.terminal_id))
                  .where(and(eq(terminais.porto_id, portos.id), ilike(bercos.name, likeTerm(berthTerm)))),
              )
            : undefined,
        ],
        orderable: { name: portos.name, ordem: portos.ordem, created_at: portos.created_at },
        present: (rows) => loadPorts(app.db, rows),
      });
    },
  );

  app.get(
    "/portos/:id",
    {
      onRequest: app.authorize("view", "ports"),
      schema: {
        tags,
        summary: "Show a port with its terminals, berths and comms",
        params: IdParams,
        response: { 200: Port, 404: Message },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertPortInScope(app.db, signedIn(request), id);
      return (await loadOne(id)).full;
    },
  );

  app.post(
    "/portos",
    {
      config: { idempotent: "answer" },
      onRequest: app.authorize("create", "ports"),
      preValidation: formFields,
      schema: {
        tags,
        consumes: FORM_CONSUMES,
        summary: "Create a port with terminals and berths",
        body: PortInput,
        response: { 201: Port },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const port = await savePort({ transact: app.transact, user: me, input: request.body });
      // Read back in its transaction: a port just saved is always found.
      if (!port) throw new Error("The saved port could not be read.");
      // After the commit and without waiting: the forecast appears on the board when it arrives.
      void app.weather.refreshPort(port);
      return reply.status(201).send(port);
    },
  );

  withMethodOverride(app, "/portos/:id", {
    put: {
      options: {
        onRequest: app.authorize("update", "ports"),
        schema: {
          tags,
          summary: "Edit a port; terminals and berths left out are removed",
          params: IdParams,
          body: PortInput,
          response: { 200: Port },
        },
      },
      handler: async (request) => {
        const me = signedIn(request);
        const { id } = request.params;
        await assertPortInScope(app.db, me, id);
        const { port } = await loadOne(id);
        const saved = await savePort({ transact: app.transact, user: me, input: request.body, existing: port });
        if (saved) void app.weather.refreshPort(saved);
        return saved;
      },
    },
    delete: deleteItem(
      app.authorize("delete", "ports"),
      { tags, summary: "Delete a port (refused while line-up rows use it)" },
      async (request) => {
        const me = signedIn(request);
        const { id } = request.params;
        await assertPortInScope(app.db, me, id);
        const { port, full } = await loadOne(id);
        await deletePort(app.transact, me, port, full);
      },
    ),
  });

  app.post(
    "/portos/:id/atualizar",
    {
      onRequest: app.authorize("update", "portMarks"),
      preValidation: formFields,
      schema: {
        tags,
        consumes: FORM_CONSUMES,
        summary:
          "Mark the port's line-up of one comm type (`carga`, a comm type id) as updated now; returns who and " +
          "when (`carga_atualizada`)",
        params: IdParams,
        body: PortMarkBody,
        response: { 200: PortMarked, 404: Message },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const { id } = request.params;
      const { carga } = request.body;
      await assertPortInScope(app.db, me, id);
      const { port, full } = await loadOne(id);
      const commType = await liveCommType(app.db, carga);
      if (!commType) throw ValidationError.field("carga", "Choose a comm type that exists.");
      const terminalIds = (full?.terminais ?? []).map((t) => t.id);
      const stamped = await markPortCommType(app.transact, me, port, terminalIds, commType);
      return { carga_atualizada: { data: stamped, user: me.name, carga_tipo_id: carga }, message: MESSAGES.updated };
    },
  );

  app.post(
    "/terminais/:id/atualizar",
    {
      onRequest: app.authorize("update", "lineups"),
      preValidation: formFields,
      schema: {
        tags,
        summary: "Mark a terminal's line-up as updated now (staff of its port); returns who and when",
        consumes: FORM_CONSUMES,
        params: IdParams,
        body: Type.Optional(Type.Object({ atualizar: Type.Optional(Type.Unknown()) })),
        response: { 200: TerminalMarked, 404: Message },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const { id } = request.params;
      const [terminal] = await app.db.select().from(terminais).where(eq(terminais.id, id));
      if (!terminal) throw notFound("Terminal not found.");
      await assertScope(app.db, me, { portIds: [terminal.porto_id], rows: [], comms: [] });
      const stamped = await markTerminalUpdated(app.transact, me, terminal);
      return { atualizado_data: stamped, atualizador: me.name, message: MESSAGES.updated };
    },
  );
}
