/**
 * Backup and restore benchmark (issue 20: "backup and restore time and memory
 * for 100,000 rows with 1,000,000 history events").
 *
 * Run: pnpm bench:backup   (BENCH_BACKUP_ROWS / BENCH_BACKUP_EVENTS change the
 * sizes; DATABASE_URL runs it on PostgreSQL, in throw-away databases)
 *
 * The data is made by SQL (generate_series): one port, terminal, berth and comm,
 * ROWS line-up rows and EVENTS history events (one `_created` and one status
 * event per row, the rest quantity changes), with the statistics tables filled
 * by their trigger. Then, each measured (time, RSS peak, heap growth, largest
 * heap still held after a GC): the backup to a file, and its restore into an
 * empty database. Checked: the restored tables' rows and checksums against the
 * source's. Baseline on PostgreSQL: `pg_dump --format=custom` of the same
 * database and its `pg_restore` into an empty one (when they are on PATH).
 */
import { mkdtempSync, rmSync, statSync, createReadStream, createWriteStream } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import { Writable } from "node:stream";
import postgres from "postgres";
// drizzle-orm is the server's dependency, not the root's.
import { sql } from "../server/node_modules/drizzle-orm/index.js";
import { openDatabase, type Database } from "../server/src/db/client";
import { dumpBackup } from "../server/src/backup/dump";
import { restoreBackup } from "../server/src/backup/load";
import { measure } from "./measure";

const ROWS = Number(process.env.BENCH_BACKUP_ROWS ?? 100_000);
const EVENTS = Number(process.env.BENCH_BACKUP_EVENTS ?? 1_000_000);
const adminUrl = process.env.DATABASE_URL;
const dir = mkdtempSync(path.join(tmpdir(), "lineup-bench-backup-"));
const drops: string[] = [];

const urls = new Map<Database, string>();

async function fresh(name: string): Promise<Database> {
  if (!adminUrl) return openDatabase({ dataDir: path.join(dir, name) });
  const db = `lineup_bench_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${db}`);
  await admin.end();
  drops.push(db);
  const url = new URL(adminUrl);
  url.pathname = `/${db}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: dir });
  urls.set(database, url.toString());
  return database;
}

/** The baseline: PostgreSQL's own tools on the same database, timed (they run in their own processes). */
async function pgToolsBaseline(source: Database) {
  const from = urls.get(source);
  if (!from) return console.log("baseline: pg_dump and pg_restore read PostgreSQL only (run with DATABASE_URL)");
  if (spawnSync("pg_dump", ["--version"]).status !== 0) return console.log("baseline: pg_dump is not on PATH");
  const file = path.join(dir, "baseline.dump");
  const run = (label: string, cmd: string, args: string[]) => {
    const started = performance.now();
    const done = spawnSync(cmd, args, { stdio: ["ignore", "ignore", "pipe"] });
    if (done.status !== 0) throw new Error(`${cmd}: ${done.stderr.toString()}`);
    console.log(`${label.padEnd(54)} ${((performance.now() - started) / 1000).toFixed(2)} s`);
  };
  run("baseline: pg_dump --format=custom", "pg_dump", ["--format=custom", `--file=${file}`, from]);
  console.log(`  file ${(statSync(file).size / 2 ** 20).toFixed(1)} MiB`);
  const target = await fresh("baseline");
  const to = urls.get(target) ?? "";
  await target.close();
  run("baseline: pg_restore into an empty database", "pg_restore", ["--no-owner", `--dbname=${to}`, file]);
}

async function generate(database: Database) {
  const { db } = database;
  await db.execute(sql`insert into cargas_tipos (id, name) values (1, 'Grains')`);
  await db.execute(sql`insert into cargas (id, tipo_id, name, synonym) values (1, 1, 'SOYBEANS', 'SB')`);
  await db.execute(
    sql`insert into portos (id, name, max_draft, bunker, ordem) values (1, 'Santos', '12.5', 'NOT ALLOWED', 1)`,
  );
  await db.execute(
    sql`insert into terminais (id, porto_id, name, rate, av_dw_bw, max_draft, draft_berth, loa) values (1, 1, 'T1', '10000', '3', '12', '30', '250')`,
  );
  await db.execute(sql`insert into lineups (terminal_id, porto_id, carga_id, carga_tipo_id, status, qty, eta)
    select 1, 1, 1, 1, (array['Expected','Waiting','Loading','Sailed'])[1 + i % 4], 1000 + i % 90000, date '2026-01-01' + (i % 365)
    from generate_series(1, ${ROWS}) as i`);
  // Two events per row through the trigger (creation and status), the rest quantity changes (no trigger work).
  await db.execute(sql`insert into lineup_events (lineup_id, terminal_id, porto_id, field, before, after, at)
    select l.id, 1, 1, f.field, null, case when f.field = 'status' then to_jsonb(l.status) end, timestamptz '2026-01-01' + (l.id || ' minutes')::interval
    from lineups l cross join (values ('_created'), ('status')) as f(field)`);
  const rest = Math.max(0, EVENTS - 2 * ROWS);
  await db.execute(sql`insert into lineup_events (lineup_id, terminal_id, porto_id, field, before, after, at)
    select 1 + i % ${ROWS}, 1, 1, 'qty', to_jsonb(i), to_jsonb(i + 1), timestamptz '2026-02-01' + (i || ' seconds')::interval
    from generate_series(1, ${rest}) as i`);
}

const sink = () => new Writable({ write: (_c, _e, done) => done() });

async function main() {
  console.log(
    `Backup and restore: ${ROWS.toLocaleString("en")} rows, ${EVENTS.toLocaleString("en")} history events, on ${adminUrl ? "PostgreSQL" : "PGlite"}`,
  );
  const source = await fresh("source");
  await source.migrate();
  await measure("generate the data (SQL)", () => generate(source));
  const file = path.join(dir, "bench.ndjson.gz");
  const dumped = await measure("backup to a file", () => dumpBackup(source.db, source.kind, createWriteStream(file)), {
    retained: true,
  });
  console.log(
    `  file ${(statSync(file).size / 2 ** 20).toFixed(1)} MiB; ${Object.values(dumped.tables)
      .reduce((a, t) => a + t.rows, 0)
      .toLocaleString("en")} rows`,
  );
  await pgToolsBaseline(source);
  await source.close();
  const target = await fresh("target");
  await measure("restore into an empty database", () => restoreBackup(target.db, createReadStream(file)), {
    retained: true,
  });
  const check = await dumpBackup(target.db, target.kind, sink());
  const same = Object.keys(dumped.tables).every((t) => check.tables[t]?.sha256 === dumped.tables[t]?.sha256);
  console.log(`  restored tables ${same ? "match" : "DO NOT match"} the source (rows and checksums)`);
  await target.close();
}

main()
  .finally(async () => {
    if (adminUrl && drops.length) {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      for (const db of drops) await admin.unsafe(`drop database if exists ${db} with (force)`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  })
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
