/**
 * Scheduled backups (BACKUP_AT, off by default): each day at that UTC time one
 * instance claims the round (advisory lock + `job_runs`, as the weekly report)
 * and writes `lineup-backup-<time>.ndjson.gz` into BACKUP_DIR, keeping the
 * newest BACKUP_KEEP. A failure is logged and kept in `last-failure.json` there,
 * which the admins' list shows until a backup succeeds.
 */
import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { jobRuns } from "../db/schema";
import { roundClock } from "../jobs/round-clock";
import { dumpBackup } from "./dump";

const JOB = "backup";
const LOCK_KEY = 0x6261636b; // "back"
const DAY_MS = 86_400_000;
const FAILURE_FILE = "last-failure.json";
export const BACKUP_NAME = /^lineup-backup-(\d{8}T\d{6}Z)\.ndjson\.gz$/;

/**
 * A backup's file name, stamped with its time in UTC: `lineup-backup-20261126T022000Z.ndjson.gz`, as `BACKUP_NAME`
 * reads it.
 */
export const backupFileName = (at = new Date()) =>
  `lineup-backup-${at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}.ndjson.gz`;

export interface BackupFileInfo {
  name: string;
  size: number;
  created_at: string;
}

export interface BackupFailure {
  at: string;
  message: string;
}

export interface BackupServiceOptions {
  db: Db;
  kind: "pglite" | "postgres";
  dataDir: string;
  dir: string;
  /** Minutes after midnight UTC; undefined: no scheduled backups. */
  at: number | undefined;
  keep: number;
  log: FastifyBaseLogger;
  tickMs?: number;
}

/** The latest daily slot at or before `now`. */
export function lastDailySlot(now: Date, minutes: number): Date {
  const slot = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + minutes * 60_000;
  return new Date(slot > now.getTime() ? slot - DAY_MS : slot);
}

/** "every day at 03:00 UTC". */
export const describeBackupAt = (minutes: number) =>
  `every day at ${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")} UTC`;

async function claimRound(db: Db, minutes: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${LOCK_KEY})`, now: sql<string>`now()::text` })
      .from(sql`(select 1) as one`);
    if (!lock?.locked) return false;
    const now = new Date(lock.now);
    const slot = lastDailySlot(now, minutes);
    const [last] = await tx.select({ ran_at: jobRuns.ran_at }).from(jobRuns).where(eq(jobRuns.name, JOB));
    if (last && new Date(last.ran_at).getTime() >= slot.getTime()) return false;
    await tx
      .insert(jobRuns)
      .values({ name: JOB, ran_at: sql`now()` })
      .onConflictDoUpdate({ target: jobRuns.name, set: { ran_at: sql`now()` } });
    return true;
  });
}

/** The backups in `dir`, newest first. */
export async function listBackups(dir: string): Promise<BackupFileInfo[]> {
  const names = await readdir(dir).catch(() => []);
  const files: BackupFileInfo[] = [];
  for (const name of names) {
    const stamp = BACKUP_NAME.exec(name)?.[1];
    if (!stamp) continue;
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (!info?.isFile()) continue;
    const iso =
      `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}` +
      `T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`;
    files.push({ name, size: info.size, created_at: new Date(iso).toISOString() });
  }
  return files.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The last scheduled backup that failed, when none succeeded since. */
export async function lastFailure(dir: string): Promise<BackupFailure | undefined> {
  const text = await readFile(path.join(dir, FAILURE_FILE), "utf8").catch(() => undefined);
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === "object" &&
      value &&
      "at" in value &&
      "message" in value &&
      typeof value.at === "string" &&
      typeof value.message === "string"
    )
      return { at: value.at, message: value.message };
  } catch {
    // An unreadable record says only that something failed.
  }
  return { at: new Date(0).toISOString(), message: "A backup failed (its record is unreadable)." };
}

export interface BackupService {
  /** Writes one backup into the folder now (the scheduled round calls it once claimed). */
  backupNow(): Promise<BackupFileInfo>;
  /** Runs the day's backup unless it is not due or another instance has it. */
  runRound(): Promise<"ran" | "off" | "not due">;
  start(): void;
  close(): Promise<void>;
}

export function createBackupService(opts: BackupServiceOptions): BackupService {
  const clock = roundClock(opts.tickMs ?? 60_000);

  async function backupNow(): Promise<BackupFileInfo> {
    await mkdir(opts.dir, { recursive: true });
    const name = backupFileName();
    const file = path.join(opts.dir, name);
    const partial = `${file}.partial`;
    const out = createWriteStream(partial, { mode: 0o600 });
    try {
      await dumpBackup(opts.db, opts.kind, out, { dataDir: opts.dataDir });
      await rename(partial, file);
    } catch (err) {
      // The file is opened and closed asynchronously: once the stream has let go of it, or it would appear after its
      // removal.
      out.destroy();
      await finished(out).catch(() => {});
      await rm(partial, { force: true });
      const message = err instanceof Error ? err.message : String(err);
      opts.log.error({ reason: message }, "backup failed");
      await writeFile(path.join(opts.dir, FAILURE_FILE), JSON.stringify({ at: new Date().toISOString(), message }), {
        mode: 0o600,
      }).catch(() => {});
      throw err;
    }
    await rm(path.join(opts.dir, FAILURE_FILE), { force: true });
    for (const old of (await listBackups(opts.dir)).slice(opts.keep))
      await rm(path.join(opts.dir, old.name), { force: true });
    const info = await stat(file);
    opts.log.info({ file, size: info.size }, "backup written");
    return { name, size: info.size, created_at: new Date().toISOString() };
  }

  async function runRound(): Promise<"ran" | "off" | "not due"> {
    if (opts.at === undefined || clock.stopped) return "off";
    if (!(await claimRound(opts.db, opts.at))) return "not due";
    await backupNow();
    return "ran";
  }

  return {
    backupNow: () => clock.track(backupNow()),
    runRound: () => clock.track(runRound()),
    start() {
      // A failed backup is logged and recorded by backupNow.
      if (opts.at !== undefined) clock.start(() => void clock.track(runRound()).catch(() => {}));
    },
    close: () => clock.stop(),
  };
}
