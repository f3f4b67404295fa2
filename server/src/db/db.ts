import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Schema = typeof schema;
/** A drizzle handle or transaction: repositories accept either, so the caller owns the transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of `db.execute`: postgres.js answers with the rows, PGlite with `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
