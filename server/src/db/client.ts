import { existsSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { reconcileEmailKeys, type KeyReconciliation } from "../users/email-keys";
import { lockDataDir } from "./lock";
import type { Db } from "./db";
import * as schema from "./schema";

export { idAndName, rowsOf, type Db, type Schema } from "./db";

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Applies the SQL migrations in `migrations/`, then keys the e-mail addresses SQL could not (`reconcileEmailKeys`).
   */
  migrate(): Promise<KeyReconciliation>;
  close(): Promise<void>;
  /** The raw postgres.js client (for LISTEN/NOTIFY), when on PostgreSQL. */
  sql?: postgres.Sql;
}

/**
 * The repository's `migrations/`, looked up from this module's folder: the server runs from
 * source (server/src/db, under tsx) and compiled (server/dist), at different depths.
 */
function findMigrations(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "migrations");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`no migrations/ folder above ${from}`);
  }
}

export const MIGRATIONS_DIR = findMigrations(import.meta.dirname);

/**
 * The session settings every connection starts with, whatever the server's own (`postgresql.conf`, the role's or the
 * database's): times and dates are read as text (the app's parsers keep them so), and a server installed with its
 * machine's zone (`America/Sao_Paulo`) or another date style (`SQL, DMY`) would otherwise answer `… 11:36-03` or
 * `06/12/2026` where PGlite and every other server answer `… 14:36+00` and `2026-12-06`. Dates are cut in a port's
 * zone explicitly (`at time zone`), never in the session's. Only these two: PgBouncer refuses a connection that sends
 * a startup parameter it does not track.
 */
const SESSION = { TimeZone: "UTC", DateStyle: "ISO, YMD" };

/**
 * The app's writes are made for read committed (row locks, upserts, checks in the statement): under a `serializable`
 * default, saves in flight together were answered 500 instead of waiting for each other. Said once at start, with the
 * fix, rather than met as failed saves (a transaction that needs more asks for it: the board's snapshot, a backup).
 */
async function requireReadCommitted(sql: postgres.Sql): Promise<void> {
  const [row] = await sql<{ level: string }[]>`select current_setting('default_transaction_isolation') as level`;
  // PostgreSQL runs read uncommitted as read committed.
  if (row?.level === "read committed" || row?.level === "read uncommitted") return;
  throw new Error(
    `PostgreSQL's default_transaction_isolation is '${row?.level}' for this database and role; the app's writes ` +
      "need 'read committed': ALTER ROLE <its role> SET default_transaction_isolation = 'read committed'",
  );
}

/**
 * Opens PostgreSQL when a URL is given, otherwise an embedded PGlite database
 * in `dataDir` (or in memory for `dataDir === ":memory:"`). `from` starts an in-memory database from a copy of
 * another's data folder (`dumpDataDir`): the tests start each app from one migrated copy.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; from?: Blob }): Promise<Database> {
  if (opts.databaseUrl) {
    // Queries with parameters run as named prepared statements (patches/drizzle-orm@0.45.4.patch): described once
    // per connection, then pipelined, so a save's look-ups made together cost one round trip, not two each.
    const sql = postgres(opts.databaseUrl, { max: 10, prepare: true, onnotice: () => {}, connection: SESSION });
    const db: Db = drizzlePostgres(sql, { schema });
    return {
      db,
      kind: "postgres",
      sql,
      migrate: async () => {
        await requireReadCommitted(sql);
        await migratePostgres(drizzlePostgres(sql), { migrationsFolder: MIGRATIONS_DIR });
        return reconcileEmailKeys(db);
      },
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const onDisk = opts.dataDir !== ":memory:";
  // A second process on the same folder would corrupt it: refused (db/lock.ts).
  const unlock = onDisk ? lockDataDir(opts.dataDir) : () => {};
  const client = onDisk ? new PGlite(path.join(opts.dataDir, "pglite")) : new PGlite({ loadDataDir: opts.from });
  try {
    await client.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  const pg = drizzlePglite(client, { schema });
  const db: Db = pg;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(pg, { migrationsFolder: MIGRATIONS_DIR });
      return reconcileEmailKeys(db);
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
