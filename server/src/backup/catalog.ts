/**
 * What a backup holds, read from the database's own catalog rather than from a
 * list kept by hand, so a table another change adds is backed up without
 * anyone remembering to add it here.
 */
import { sql } from "drizzle-orm";
import { readMigrationFiles, type MigrationMeta } from "drizzle-orm/migrator";
import { MIGRATIONS_DIR, rowsOf, type Db } from "../db/client";

/**
 * Sign-in state is left out: a restored database starts with every session
 * ended (refresh tokens, password-reset links, login counters), so a stolen
 * backup opens no account and a restore signs everyone out.
 */
export const EXCLUDED_TABLES: readonly string[] = [
  "refresh_tokens",
  "password_resets",
  "rate_limits",
  // The watches' place in the change records: a restore starts it afresh (its migration sets it).
  "change_cursors",
  // Creates' idempotency keys: a day's answers to retries, of no use to a restored database.
  "request_keys",
];
const isExcluded = (name: string) => EXCLUDED_TABLES.includes(name) || /(^|_)sessions?$/.test(name);

export interface TableInfo {
  name: string;
  /** The primary key's columns in key order (empty: none, pages follow the physical order). */
  key: string[];
}

/** `"name"` with embedded quotes doubled. */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The public schema's tables to back up, parents before the tables whose
 * foreign keys point to them, so a restore that checks foreign keys can insert
 * them in this order.
 */
export async function backupTables(db: Db): Promise<TableInfo[]> {
  const tables = rowsOf<{ name: string; key: string[] | null }>(
    await db.execute(sql`
      select c.relname as name,
        (select array_agg(a.attname order by k.ord) from pg_index i
           cross join unnest(i.indkey) with ordinality as k(attnum, ord)
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
          where i.indrelid = c.oid and i.indisprimary) as key
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`),
  ).filter((t) => !isExcluded(t.name));
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select c.relname as child, p.relname as parent from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`),
  );
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  let pending = tables.map((t) => ({ name: t.name, key: t.key ?? [] }));
  while (pending.length) {
    const ready = pending.filter((t) =>
      edges.every((e) => e.child !== t.name || placed.has(e.parent) || !pending.some((p) => p.name === e.parent)),
    );
    // A cycle between tables (none today) falls back to name order rather than looping.
    const next = ready.length ? ready : pending.slice(0, 1);
    for (const t of next) {
      ordered.push(t);
      placed.add(t.name);
    }
    pending = pending.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** Where a sequence stands, as `setval(name, last_value, is_called)` takes it back. */
export interface SequenceState {
  last_value: string;
  is_called: boolean;
}

/**
 * The public schema's sequences. Kept as they stand rather than recomputed from
 * the largest id: a deleted line-up's history keeps its id, and a restored
 * database must never hand that id to a new row.
 */
export async function sequenceStates(db: Db): Promise<Record<string, SequenceState>> {
  const names = rowsOf<{ name: string }>(
    await db.execute(
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by 1`,
    ),
  );
  const states: Record<string, SequenceState> = {};
  for (const { name } of names) {
    const [row] = rowsOf<{ last_value: string | number; is_called: boolean }>(
      await db.execute(sql.raw(`select last_value, is_called from ${quoteIdent(name)}`)),
    );
    if (row) states[name] = { last_value: String(row.last_value), is_called: row.is_called };
  }
  return states;
}

/** The migration a database's schema stands at (the last applied), or undefined for a database never migrated. */
export interface MigrationMark {
  created_at: number;
  hash: string;
  count: number;
}

export async function migrationMark(db: Db): Promise<MigrationMark | undefined> {
  const [exists] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`),
  );
  if (!exists?.ok) return undefined;
  const rows = rowsOf<{ created_at: string; hash: string; count: string }>(
    await db.execute(
      sql`select created_at, hash, count(*) over () as count from drizzle.__drizzle_migrations order by created_at desc
        limit 1`,
    ),
  );
  const last = rows[0];
  return last ? { created_at: Number(last.created_at), hash: last.hash, count: Number(last.count) } : undefined;
}

/** This program's migrations, oldest first. */
export const localMigrations = (): MigrationMeta[] => readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });

/** Row counts of the given tables (of those present), for telling what a restore would overwrite. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const names = rowsOf<{ name: string }>(
    await db.execute(
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    ),
  );
  for (const { name } of names) {
    const [row] = rowsOf<{ n: string }>(await db.execute(sql.raw(`select count(*) as n from ${quoteIdent(name)}`)));
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}
