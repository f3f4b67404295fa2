import type { LineupRow } from "../api/types";
import type { BoardLookups } from "../board-lookups";

/** How the table names a row in messages: its vessel (or note text). */
export const rowLabel = (row: LineupRow | undefined, lookups: BoardLookups) =>
  row
    ? (row.navio?.name ??
      (row.navio_id !== null ? lookups.navios.get(row.navio_id)?.name : undefined) ??
      row.observacao ??
      `line ${row.id}`)
    : "a line";
