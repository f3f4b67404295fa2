/**
 * Writes a backup (format.ts) of a live database: one REPEATABLE READ, read-only
 * transaction, so every table is read at the same instant while others keep
 * saving (on PostgreSQL they do not wait; PGlite has one connection, so there
 * saves queue behind the snapshot until it is read). Tables are read in keyset
 * pages and the gzip stream's backpressure is awaited, so memory stays bounded
 * by a page whatever the size of the database.
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "../db/client";
import { backupTables, migrationMark, quoteIdent, sequenceStates, type TableInfo } from "./catalog";
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader } from "./format";

export interface DumpOptions {
  /** Uploads under `dataDir/uploads` go into the backup. */
  dataDir?: string;
  /** Put the JWT secret in the backup (only when asked: it signs every token). */
  jwtSecret?: string;
  /** Rows per page (bounded memory). */
  pageRows?: number;
  onProgress?: (p: { table: string; done: number; total: number }) => void;
}

export interface TableSum {
  rows: number;
  sha256: string;
}

export interface DumpSummary {
  created_at: string;
  tables: Record<string, TableSum>;
  files: number;
  sha256: string;
}

/** Characters gathered before they go to gzip: a write per line would wait on zlib's thread pool for every 16 kB. */
const CHUNK_CHARS = 256 * 1024;

/** A line sink into a gzip stream that waits when the stream is full and hashes every line. */
function lineSink(out: NodeJS.WritableStream) {
  const gzip = createGzip({ chunkSize: 64 * 1024 });
  const done = pipeline(gzip, out);
  // A failing destination rejects `done`; keep it from being unhandled until awaited.
  done.catch(() => {});
  const whole = createHash("sha256");
  let pending: string[] = [];
  let size = 0;
  const flush = async () => {
    if (!pending.length) return;
    const chunk = pending.join("");
    pending = [];
    size = 0;
    if (!gzip.write(chunk)) await Promise.race([once(gzip, "drain"), done]);
  };
  return {
    async write(line: string, hashed = true) {
      const text = `${line}\n`;
      if (hashed) whole.update(text);
      pending.push(text);
      size += text.length;
      if (size >= CHUNK_CHARS) await flush();
    },
    digest: () => whole.digest("hex"),
    async end() {
      await flush();
      gzip.end();
      await done;
    },
  };
}

/**
 * Columns a backup leaves out: the transaction that wrote each change record (issue 25) means
 * nothing in another database; restored, the records read as history the watches have told.
 */
const UNSAVED_COLUMNS: Readonly<Record<string, string>> = { lineup_events: "tx" };

/** One page of a table after `after` (the last row read, as JSON), in key order. */
function pageQuery(table: TableInfo, after: string | undefined, limit: number) {
  const t = quoteIdent(table.name);
  const omitted = UNSAVED_COLUMNS[table.name];
  const json = sql.raw(omitted ? `(to_jsonb(t) - '${omitted}')::text` : "row_to_json(t)::text");
  if (!table.key.length) {
    // No primary key: the physical order, stable within the snapshot.
    const where = after ? sql` where t.ctid > ${after}::tid` : sql``;
    return sql`select ${json} as j, t.ctid::text as k from ${sql.raw(t)} as t${where} order by t.ctid limit ${limit}`;
  }
  const cols = table.key.map((c) => `t.${quoteIdent(c)}`).join(", ");
  const prev = table.key.map((c) => `p.${quoteIdent(c)}`).join(", ");
  const where = after
    ? sql` where (${sql.raw(cols)}) > (select ${sql.raw(prev)} from json_populate_record(null::${sql.raw(t)},
      ${after}::json) as p)`
    : sql``;
  return sql`select ${json} as j from ${sql.raw(t)} as t${where} order by ${sql.raw(cols)} limit ${limit}`;
}

/** Reads every row of a table in pages, handing each row's JSON line on. */
export async function eachRow(
  tx: Db,
  table: TableInfo,
  pageRows: number,
  onRow: (line: string) => Promise<void>,
  onPage?: (done: number) => void,
) {
  let after: string | undefined;
  let done = 0;
  for (;;) {
    const rows = rowsOf<{ j: string; k?: string }>(await tx.execute(pageQuery(table, after, pageRows)));
    for (const row of rows) await onRow(row.j);
    done += rows.length;
    onPage?.(done);
    const last = rows[rows.length - 1];
    if (!last || rows.length < pageRows) return done;
    after = table.key.length ? last.j : last.k;
  }
}

/** Settings that make `row_to_json` spell values the same on every server and session. */
export async function canonicalOutput(tx: Db) {
  await tx.execute(sql`set local timezone = 'UTC'`);
  await tx.execute(sql`set local intervalstyle = 'postgres'`);
  await tx.execute(sql`set local extra_float_digits = 1`);
}

async function* uploads(dataDir: string): AsyncGenerator<{ rel: string; full: string }> {
  const root = path.join(dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    yield { rel: path.relative(dataDir, full).split(path.sep).join("/"), full };
  }
}

/** Writes a backup of `db` to `out` (gzip'd). */
export async function dumpBackup(
  db: Db,
  kind: "pglite" | "postgres",
  out: NodeJS.WritableStream,
  opts: DumpOptions = {},
): Promise<DumpSummary> {
  const pageRows = opts.pageRows ?? 2000;
  const sink = lineSink(out);
  const sums: Record<string, TableSum> = {};
  let createdAt = "";
  try {
    await db.transaction(
      async (tx) => {
        await canonicalOutput(tx);
        const [now] = rowsOf<{ at: string }>(await tx.execute(sql`select to_json(now())#>>'{}' as at`));
        createdAt = now?.at ?? new Date().toISOString();
        const migration = await migrationMark(tx);
        if (!migration) throw new Error("The database has no schema yet (never migrated): nothing to back up.");
        const tables = await backupTables(tx);
        const counts: number[] = [];
        for (const t of tables) {
          const [c] = rowsOf<{ n: string }>(
            await tx.execute(sql.raw(`select count(*) as n from ${quoteIdent(t.name)}`)),
          );
          counts.push(Number(c?.n ?? 0));
        }
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          created_at: createdAt,
          database: kind,
          migration,
          tables: tables.map((t, i) => ({ name: t.name, key: t.key, rows: counts[i] ?? 0 })),
          jwt_secret: opts.jwtSecret !== undefined,
        };
        await sink.write(JSON.stringify(header));
        await sink.write(JSON.stringify({ "@sequences": await sequenceStates(tx) }));
        for (const [i, table] of tables.entries()) {
          const total = counts[i] ?? 0;
          const hash = createHash("sha256");
          await sink.write(JSON.stringify({ "@table": table.name, rows: total }));
          const rows = await eachRow(
            tx,
            table,
            pageRows,
            async (line) => {
              hash.update(`${line}\n`);
              await sink.write(line);
            },
            (done) => opts.onProgress?.({ table: table.name, done, total }),
          );
          // Counted in the same snapshot, so a difference means the snapshot did not hold.
          if (rows !== total) throw new Error(`${table.name}: read ${rows} rows, counted ${total}`);
          sums[table.name] = { rows, sha256: hash.digest("hex") };
          await sink.write(JSON.stringify({ "@end": table.name, ...sums[table.name] }));
        }
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    let files = 0;
    if (opts.dataDir) {
      for await (const f of uploads(opts.dataDir)) {
        const data = await readFile(f.full).catch(() => undefined);
        if (!data) continue; // removed since it was listed
        await sink.write(
          JSON.stringify({
            "@file": f.rel,
            sha256: createHash("sha256").update(data).digest("hex"),
            data: data.toString("base64"),
          }),
        );
        files += 1;
      }
    }
    if (opts.jwtSecret !== undefined) await sink.write(JSON.stringify({ "@jwt_secret": opts.jwtSecret }));
    const sha256 = sink.digest();
    await sink.write(JSON.stringify({ "@end_of_backup": true, files, sha256 }), false);
    await sink.end();
    return { created_at: createdAt, tables: sums, files, sha256 };
  } catch (err) {
    out.end();
    throw err;
  }
}
