import { and, asc, count, desc, eq, exists, ilike, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { conflict } from "./errors";
import { pageOf, paging, ordering, type PagingQuery } from "./paging";

/** Escapes LIKE wildcards so a search for `50%` means the text `50%`. */
export const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `ilike` on a column for a non-empty search term, else no condition. */
export const contains = (column: PgColumn, term: string | undefined): SQL | undefined =>
  term?.trim() ? ilike(column, likeTerm(term.trim())) : undefined;

/**
 * Items with a row of `column`'s table, linked to them by `link`, whose `column` contains the term; no condition
 * for an empty term (comm types by the names of their comms, ports by those of their terminals).
 */
export function linkedContains(db: Db, column: PgColumn, term: string | undefined, ...link: SQL[]): SQL | undefined {
  const match = contains(column, term);
  return (
    match &&
    exists(
      db
        .select({ x: column })
        .from(column.table)
        .where(and(...link, match)),
    )
  );
}

/**
 * A paged, filtered, ordered list of a table (DESIGN.md list conventions):
 * orders by an allow-listed column (default `name`), then by id for stable pages.
 * `rows` is the table's select (`db.select().from(table).$dynamic()`, typed as the
 * table's rows), `present` shapes one page of them at once (so it may load what they link to).
 */
export async function listPage<Rows extends PgSelect, Item>(
  db: Db,
  table: PgTable & { id: PgColumn },
  query: PagingQuery,
  opts: {
    rows: Rows;
    where: (SQL | undefined)[];
    orderable: Record<string, PgColumn>;
    /** The column ordered by when `campo` names none of `orderable`: `name` unless said. */
    defaultOrder?: string;
    present: (rows: Awaited<Rows>) => Item[] | Promise<Item[]>;
  },
) {
  const p = paging(query);
  const where = and(...opts.where);
  const { column, direction } = ordering(query, Object.keys(opts.orderable), opts.defaultOrder ?? "name");
  const orderColumn = opts.orderable[column];
  const [rows, totals] = await Promise.all([
    opts.rows
      .where(where)
      .orderBy(...(orderColumn ? [direction === "desc" ? desc(orderColumn) : asc(orderColumn)] : []), asc(table.id))
      .limit(p.perPage)
      .offset(p.offset),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return pageOf(await opts.present(rows), totals[0]?.n ?? 0, p);
}

/** A reference that blocks deletion: rows of `table` whose `column` points at the item. */
export interface Reference {
  table: PgTable;
  column: PgColumn;
  /** How a person calls those rows, plural: "line-up rows". */
  label: string;
}

/** Refuses (409) to delete an item still referenced, naming what uses it. */
export async function assertUnreferenced(db: Db, id: number, what: string, references: Reference[]): Promise<void> {
  for (const ref of references) {
    const [row] = await db.select({ n: count() }).from(ref.table).where(eq(ref.column, id));
    const n = row?.n ?? 0;
    if (n > 0) throw conflict(`${what} is used by ${n} ${ref.label} and cannot be deleted.`);
  }
}

export const now = () => sql`now()`;
