import { Type, type Static } from "typebox";

/**
 * The wire shape of a line-up row's history (`GET /lineups/{id}/history`), for the server's route
 * schema and the web's types alike. Imported by path, not through the package's index, so the web
 * takes the types without TypeBox.
 */

/** One event of `GET /lineups/{id}/history`. */
export const HistoryEntry = Type.Object({
  at: Type.String({ description: "When the change was committed (timestamp with time zone as PostgreSQL prints it)" }),
  user: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()], {
    description: "Who made it; null once the user is deleted",
  }),
  field: Type.String({
    description:
      "The field (`status`, `etb`, `cargas_afretadores`…), `terminal_id` for a move, `atualizado_data` for " +
      "*Updated*, or `_created`",
  }),
  before: Type.Unknown({ description: "The stored value before (null for a new row's fields)" }),
  after: Type.Unknown({ description: "The stored value after (null for `_created`)" }),
});
export type HistoryEntry = Static<typeof HistoryEntry>;
