import { Type, type Static } from "typebox";
import { nullable, timestamp } from "./common";

/**
 * The wire shapes of a line-up row's single-field writes (server/src/lineups/routes.ts): the *Updated* mark and a
 * date set. Imported by path, not through the package's index, so the web takes the types without TypeBox.
 */

/** `POST /lineups/{id}/atualizar`: when the row was marked and by whom. */
export const LineupMarked = Type.Object({
  atualizado_data: nullable({ ...timestamp, description: "When it was marked updated (the database's now)" }),
  atualizador: Type.String({ description: "The name of who marked it" }),
  message: Type.String(),
});
export type LineupMarked = Static<typeof LineupMarked>;

/** `POST /lineups/{id}/data`: the date as stored, the waiting time it gives and the row's new version. */
export const LineupDateSet = Type.Object({
  data: nullable(Type.String({ format: "date", description: "The date set (YYYY-MM-DD); null when cleared" })),
  espera: nullable(Type.Number({ description: "Days from ETA to ETB; null without both" })),
  version: Type.Integer({ description: "The row's version after the change: send it with the next one" }),
});
export type LineupDateSet = Static<typeof LineupDateSet>;
