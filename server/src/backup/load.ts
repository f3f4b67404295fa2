/**
 * Restores a backup (format.ts) into a database in one transaction: the schema
 * is built up to the backup's migration, the rows are loaded with triggers off
 * (the statistics tables come from the file as they were), the sequences are set
 * where they stood, every checksum is checked (reader.ts), and only then are the
 * later migrations applied and the whole committed. A file that is truncated,
 * changed or foreign throws before the commit, so the target is left as it was.
 */
import { sql } from "drizzle-orm";
import type { MigrationMeta } from "drizzle-orm/migrator";
import { rowsOf, type Db } from "../db/client";
import { localMigrations, quoteIdent, tableCounts } from "./catalog";
import { canonicalOutput } from "./dump";
import { BackupFileError, type BackupHeader } from "./format";
import { openBackup, type BodySummary } from "./reader";

/** The target holds data and `--replace` was not given: nothing was changed. */
export class TargetNotEmptyError extends Error {
  constructor(readonly counts: Record<string, number>) {
    const filled = Object.entries(counts).filter(([, n]) => n > 0);
    const list = filled.length
      ? filled.map(([t, n]) => `${t}: ${n} rows`).join(", ")
      : `${Object.keys(counts).length} tables, all empty`;
    super(
      `The target database is not empty (${list}). Restore into an empty database, or pass --replace to drop ` +
        `everything in it first.`,
    );
    this.name = "TargetNotEmptyError";
  }
}

export interface RestoreOptions {
  /** Drop whatever the target holds (the public schema and the migration log) in the same transaction. */
  replace?: boolean;
  /** Rows per insert. */
  batchRows?: number;
  onProgress?: (p: { table: string; done: number; total: number }) => void;
  /** Each upload of the file, after its checksum was checked (the caller stages it until the commit). */
  onFile?: (relPath: string, data: Buffer) => Promise<void>;
}

export interface RestoreSummary extends BodySummary {
  header: BackupHeader;
  /** Migrations applied after loading (the backup came from an older version). */
  migratedForward: number;
}

/** Where the backup's schema stands among this program's migrations (its index), refusing one it does not know. */
function migrationIndex(header: BackupHeader, local: MigrationMeta[]): number {
  const at = local.findIndex((m) => m.folderMillis === header.migration.created_at);
  if (at >= 0 && local[at]?.hash === header.migration.hash) return at;
  const newest = local[local.length - 1]?.folderMillis ?? 0;
  if (header.migration.created_at > newest)
    throw new BackupFileError(
      "This backup comes from a newer version of Line-up board (its schema has migrations this program lacks): " +
        "upgrade this program first.",
    );
  throw new BackupFileError(
    "This backup's schema version is not one this program knows (a migration differs): it was made by another build.",
  );
}

/** Runs `migrations` in order inside `tx`, logging each as drizzle's migrator does. */
export async function applyMigrations(tx: Db, migrations: MigrationMeta[]) {
  for (const m of migrations) {
    for (const statement of m.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${m.hash}, ${m.folderMillis})`,
    );
  }
}

/** The database's own words, first line (drizzle's message repeats the statement, rows and password hashes too). */
const databaseWords = (err: unknown) =>
  (err instanceof Error && err.cause instanceof Error ? err.cause.message : "the database refused them").split("\n")[0];

/** Turns user triggers off for the load (and back on), as the connection's rights allow. */
async function triggers(tx: Db, tables: string[], on: boolean) {
  const [role] = rowsOf<{ su: boolean }>(
    await tx.execute(sql`select rolsuper as su from pg_roles where rolname = current_user`),
  );
  // A superuser skips foreign-key checks too (the snapshot was consistent); anyone else loads parents first.
  if (role?.su)
    return void (await tx.execute(sql.raw(`set local session_replication_role = ${on ? "origin" : "replica"}`)));
  for (const t of tables)
    await tx.execute(sql.raw(`alter table ${quoteIdent(t)} ${on ? "enable" : "disable"} trigger user`));
}

/** Restores the backup read from `input` into `db`. */
export async function restoreBackup(
  db: Db,
  input: NodeJS.ReadableStream,
  opts: RestoreOptions = {},
): Promise<RestoreSummary> {
  const backup = await openBackup(input);
  try {
    const { header } = backup;
    const local = localMigrations();
    const at = migrationIndex(header, local);
    const counts = await tableCounts(db);
    if (Object.keys(counts).length && !opts.replace) throw new TargetNotEmptyError(counts);

    return await db.transaction(async (tx) => {
      if (opts.replace) {
        await tx.execute(sql`drop schema if exists public cascade`);
        await tx.execute(sql`create schema public`);
      }
      await tx.execute(sql`drop schema if exists drizzle cascade`);
      await tx.execute(sql`create schema drizzle`);
      await tx.execute(
        sql`create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
      );
      await applyMigrations(tx, local.slice(0, at + 1));
      await canonicalOutput(tx);
      const names = header.tables.map((t) => t.name);
      await triggers(tx, names, false);
      const body = await backup.body({
        batchRows: opts.batchRows,
        rows: async (table, lines, done, total) => {
          const t = sql.raw(quoteIdent(table));
          try {
            await tx.execute(
              sql`insert into ${t} overriding system value select * from json_populate_recordset(null::${t},
                ${`[${lines.join(",")}]`}::json)`,
            );
          } catch (err) {
            throw new BackupFileError(
              `The rows of table ${table} could not be loaded (${databaseWords(err)}): the backup is ` +
                `corrupted, or not from this product. Nothing was changed.`,
            );
          }
          opts.onProgress?.({ table, done, total });
        },
        file: opts.onFile,
      });
      for (const [name, s] of Object.entries(body.sequences)) {
        await tx.execute(sql`select setval(${quoteIdent(name)}::regclass, ${s.last_value}::bigint, ${s.is_called})`);
      }
      await triggers(tx, names, true);
      const later = local.slice(at + 1);
      // A rule added since (a check) that a row of the backup breaks.
      await applyMigrations(tx, later).catch((err: unknown) => {
        throw new BackupFileError(
          `The backup's rows could not be brought up to this version (${databaseWords(err)}). Nothing was changed.`,
        );
      });
      return { ...body, header, migratedForward: later.length };
    });
  } finally {
    await backup.close();
  }
}
