import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { isClient } from "@lineup/shared";
import { HistoryEntry } from "@lineup/shared/wire/lineup-history";
import { signedIn } from "../auth/plugin";
import { Message } from "../auth/schemas";
import { IdParams } from "../http/params";
import { loadBoard } from "./board";
import { BoardQuery } from "@lineup/shared/wire/board-query";
import { withDefaults } from "./board-query";
import { ClientBoard, ClientRowRead, StaffBoard, StaffRowRead } from "@lineup/shared/wire/board";
import { lineupHistory } from "./history";
import { presentLineup, visibleLineup } from "./row-read";
import { commScope } from "./scope";

/** The board, one row, and a row's history. */
export async function lineupReadRoutes(parent: FastifyInstance, tags: string[]) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  // A plain copy made once: Fastify caches a compiled serializer per schema object.
  const clientBoard = { ...ClientBoard };
  app.get(
    "/lineups",
    {
      onRequest: app.authorize("view", "lineups"),
      schema: {
        tags,
        summary: "The board: ports, terminals, counts and rows for the filters",
        description:
          "Staff receive `Board (staff)`; clients `Board (client)`, which has no receiver, agency, destination " +
          "port, client type, worker lists, split-line receivers or vessel agency-client flag. With `as_of`, " +
          "the board as it stood at that instant, rebuilt from the recorded history (`lineup_events`) in the " +
          "same shape, filters and scoping: rows made since are absent, rows deleted since are back with their " +
          "values then, every terminal has `editable: false`, and split lines and worker lines changed since " +
          "carry negative placeholder ids. The weather strip and terminal headers are today's. 422 when `as_of` " +
          "is unreadable, in the future, or before the first recorded event (the message says when the history " +
          "starts).",
        querystring: BoardQuery,
        response: { 200: Type.Unsafe({ anyOf: [StaffBoard, ClientBoard] }) },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const board = await loadBoard(app.db, me, withDefaults(request.query));
      // A client's answer is written by their schema, compiled once (fast-json-stringify): what it lacks is never sent.
      // Staff rows are exactly StaffBoard (tested), and on Node 20 JSON.stringify writes a 2,000-row board in a
      // third of fast-json-stringify's time, garbage collection included (bench/README.md).
      // A serializer of its own sets no content type: said here, for integrators and caches.
      return reply
        .type("application/json; charset=utf-8")
        .serializer(isClient(me) ? reply.compileSerializationSchema(clientBoard, "200") : JSON.stringify)
        .send(board);
    },
  );

  app.get(
    "/lineups/:id",
    {
      onRequest: app.authorize("view", "lineups"),
      schema: {
        tags,
        summary: "Show a line-up row as the board shows it, with its cargaTipo and terminal",
        description:
          "Staff receive `Line-up (staff)`; clients `Line-up (client)`, without the fields the board hides from them.",
        params: IdParams,
        // anyOf, not oneOf: each answer fits one shape only, but the schemas' keys overlap (Redocly's composition
        // rule).
        response: { 200: Type.Unsafe({ anyOf: [StaffRowRead, ClientRowRead] }), 404: Message },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const row = await visibleLineup(app.db, me, request.params.id);
      return presentLineup(app.db, me, row.id);
    },
  );

  app.get(
    "/lineups/:id/history",
    {
      onRequest: app.authorize("view", "lineups"),
      schema: {
        tags,
        summary: "A line-up's history: one event per changed field, newest first",
        description:
          "Each save records one event per field it changed, with the values as stored before and after; a new " +
          "row has a `_created` event and one per field it was given, a move a `terminal_id` event. Clients see " +
          "only rows of their comms, and no event of a field they do not receive (split lines without their " +
          "receiver). 404 for a row the user may not see, deleted rows included (their last values stay " +
          "recorded in a `_deleted` event).",
        params: IdParams,
        response: { 200: Type.Array(HistoryEntry), 404: Message },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const row = await visibleLineup(app.db, me, request.params.id);
      const commIds = await commScope(app.db, me);
      return lineupHistory(app.db, row.id, { client: isClient(me), commIds });
    },
  );
}
