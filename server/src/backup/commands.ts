/**
 * The three commands, as functions (the `*-cli.ts` files read the arguments):
 * backup, restore, and copy to another database with a check of every table.
 */
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { request, type IncomingMessage } from "node:http";
import { PassThrough, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Config } from "../config";
import { openDatabase, type Database } from "../db/client";
import { lockHolder, DataDirLockedError } from "../db/lock";
import { readControl } from "./control";
import { dumpBackup, type DumpSummary } from "./dump";
import { restoreBackup, type RestoreSummary } from "./load";
import { verifyBackup } from "./reader";
import { uploadStage } from "./cli-common";

type Progress = (p: { table: string; done: number; total: number }) => void;

export interface BackupResult {
  file: string;
  bytes: number;
  tables: Record<string, number>;
  files: number;
  via: "server" | "database";
}

/** Asks the running server on this DATA_DIR for the snapshot (its control file names it and holds the token). */
async function backupFromServer(config: Config, holder: number, partial: string, withSecret: boolean) {
  const control = readControl(config.dataDir);
  if (!control || control.pid !== holder) throw new DataDirLockedError(config.dataDir, holder);
  const url = `${control.url}/api/v1/admin/backups/snapshot${withSecret ? "?jwt_secret=true" : ""}`;
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    request(url, { method: "POST", headers: { authorization: `Bearer ${control.token}` } }, resolve)
      .on("error", reject)
      .end();
  });
  if (res.statusCode !== 200) {
    let body = "";
    for await (const chunk of res) body += String(chunk);
    throw new Error(`The server at ${control.url} refused the backup: ${res.statusCode} ${body}`);
  }
  await pipeline(res, createWriteStream(partial, { mode: 0o600 }));
  // The stream may have been cut mid-way (the server failed): only a complete, matching file is kept.
  const summary = await verifyBackup(createReadStream(partial));
  return {
    tables: Object.fromEntries(Object.entries(summary.tables).map(([k, v]) => [k, v.rows])),
    files: summary.files,
  };
}

/**
 * `pnpm db:backup --out FILE`: from PostgreSQL directly, from the embedded database directly or through its running
 * server.
 */
export async function backupCommand(
  config: Config,
  out: string,
  opts: { withSecret?: boolean; onProgress?: Progress } = {},
): Promise<BackupResult> {
  const partial = `${out}.partial`;
  try {
    let result: Omit<BackupResult, "file" | "bytes">;
    const holder = config.databaseUrl ? undefined : lockHolder(config.dataDir);
    if (holder !== undefined)
      result = { ...(await backupFromServer(config, holder, partial, !!opts.withSecret)), via: "server" };
    else {
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        const summary = await dumpBackup(database.db, database.kind, createWriteStream(partial, { mode: 0o600 }), {
          dataDir: config.dataDir,
          jwtSecret: opts.withSecret ? config.jwtSecret : undefined,
          onProgress: opts.onProgress,
        });
        result = { tables: rowCounts(summary), files: summary.files, via: "database" };
      } finally {
        await database.close();
      }
    }
    await rename(partial, out);
    return { ...result, file: out, bytes: (await stat(out)).size };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

const rowCounts = (s: DumpSummary) => Object.fromEntries(Object.entries(s.tables).map(([k, v]) => [k, v.rows]));

/**
 * Opens a target for a restore or a copy, noting whether an embedded one existed before (a failed first restore removes
 * it again).
 */
async function openTarget(target: { databaseUrl?: string; dataDir: string }) {
  const fresh = !target.databaseUrl && !existsSync(path.join(target.dataDir, "pglite"));
  const database = await openDatabase(target);
  return {
    database,
    async close(failed: boolean) {
      await database.close();
      if (failed && fresh) await rm(path.join(target.dataDir, "pglite"), { recursive: true, force: true });
    },
  };
}

/** Restores from `input` into the target, uploads staged until the commit, the JWT secret kept when the file has it. */
async function restoreInto(
  target: { databaseUrl?: string; dataDir: string },
  input: NodeJS.ReadableStream,
  opts: { replace?: boolean; onProgress?: Progress },
) {
  const { database, close } = await openTarget(target);
  const stage = uploadStage(target.dataDir);
  let summary: RestoreSummary;
  try {
    summary = await restoreBackup(database.db, input, {
      replace: opts.replace,
      onProgress: opts.onProgress,
      onFile: stage.put,
    });
  } catch (err) {
    await stage.discard();
    await close(true);
    throw err;
  }
  await close(false);
  await stage.commit(!!opts.replace);
  if (summary.jwtSecret !== undefined)
    await writeFile(path.join(target.dataDir, "jwt-secret"), summary.jwtSecret, { mode: 0o600 });
  return summary;
}

/** `pnpm db:restore FILE [--replace]` into the configured database (DATABASE_URL, or DATA_DIR's embedded one). */
export function restoreCommand(config: Config, file: string, opts: { replace?: boolean; onProgress?: Progress } = {}) {
  return restoreInto({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, createReadStream(file), opts);
}

export interface CopyResult {
  tables: Record<string, { rows: number; sha256: string }>;
  files: number;
}

/** Per-table rows and checksums of a database, read as a backup would read them (to nowhere). */
async function tableSums(database: Database): Promise<DumpSummary["tables"]> {
  const sink = new Writable({ write: (_chunk, _enc, done) => done() });
  return (await dumpBackup(database.db, database.kind, sink)).tables;
}

/**
 * `pnpm db:copy-to TARGET`: the configured database (stopped: the copy must be
 * the last word) into PostgreSQL or an embedded database's folder, then every
 * table of the target read back and compared with the source by rows and checksum.
 */
export async function copyCommand(
  config: Config,
  target: { databaseUrl?: string; dataDir: string },
  opts: { replace?: boolean; onProgress?: Progress } = {},
): Promise<CopyResult> {
  const source = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const pass = new PassThrough();
    // Uploads travel only to another folder; a copy to PostgreSQL leaves them in this DATA_DIR, where the server reads
    // them.
    const withUploads = !target.databaseUrl && path.resolve(target.dataDir) !== path.resolve(config.dataDir);
    const [dumped] = await Promise.all([
      dumpBackup(source.db, source.kind, pass, {
        dataDir: withUploads ? config.dataDir : undefined,
        onProgress: opts.onProgress,
      }).catch((err: unknown) => {
        pass.destroy();
        throw err;
      }),
      restoreInto(target, pass, { replace: opts.replace }),
    ]);
    const copied = await openDatabase(target);
    let sums: DumpSummary["tables"];
    try {
      sums = await tableSums(copied);
    } finally {
      await copied.close();
    }
    const differ = Object.keys(dumped.tables).filter(
      (t) => sums[t]?.rows !== dumped.tables[t]?.rows || sums[t]?.sha256 !== dumped.tables[t]?.sha256,
    );
    if (differ.length) throw new Error(`The copy does not match the source in: ${differ.join(", ")}`);
    return { tables: dumped.tables, files: dumped.files };
  } finally {
    await source.close();
  }
}
