import type { PgColumn, PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { isRecord } from "@lineup/shared";
import type * as schema from "./schema";

export type Schema = typeof schema;
/** A drizzle handle or transaction: repositories accept either, so the caller owns the transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of `db.execute`: postgres.js answers with the rows, PGlite with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  const rows: unknown = Array.isArray(result) ? result : isRecord(result) ? result.rows : undefined;
  if (!Array.isArray(rows)) throw new Error("a raw query answered without rows");
  // cast: the caller names the columns its own SQL selects, as each driver returns them (`count(*)` as
  // string | number, and so on); the callers convert what differs between the drivers
  return rows as T[];
}

/** A table's id and name, selected as one object: how an answer names what a row links to (`{ id, name }`). */
export const idAndName = <T extends { id: PgColumn; name: PgColumn }>(table: T): Pick<T, "id" | "name"> => ({
  id: table.id,
  name: table.name,
});
