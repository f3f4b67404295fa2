/**
 * Scheduled backups (BACKUP_AT): two instances reaching the day's slot at once
 * write one backup; BACKUP_KEEP old files are kept; a failure is shown to admins
 * until a backup succeeds. And a backup from an older version (its schema at
 * migration 0010) is migrated forward on restore, its rows counted by the
 * statistics as any row without history, or refused in words when a rule added
 * since (a check on the line-up's status) refuses one of its rows. Runs on
 * PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { createReadStream, mkdirSync, mkdtempSync, createWriteStream } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { openDatabase } from "../src/db/client";
import { localMigrations, migrationMark } from "../src/backup/catalog";
import { dumpBackup } from "../src/backup/dump";
import { applyMigrations, restoreBackup } from "../src/backup/load";
import { createBackupService } from "../src/backup/schedule";
import { bearer, createUser, startApp, throwAwayDatabase, type TestApp, type TestUser } from "./helpers";

const dir = mkdtempSync(path.join(tmpdir(), "lineup-backup-schedule-"));
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await startApp({ backupDir: path.join(dir, "backups"), backupKeep: 2 });
  admin = await createUser(t.app, ROLE.admin);
}, 60_000);
afterAll(() => t?.close());

const service = (over: { keep?: number; db?: TestApp["app"]["db"] } = {}) => {
  const now = new Date();
  // The slot a minute ago: due now, for whichever instance claims it first.
  const at = (now.getUTCHours() * 60 + now.getUTCMinutes() + 1439) % 1440;
  const { config, database } = t.app;
  return createBackupService({
    db: over.db ?? t.app.db,
    kind: database.kind,
    dataDir: config.dataDir,
    dir: config.backupDir,
    at,
    keep: over.keep ?? 2,
    log: t.app.log,
  });
};
const list = async () => {
  const res = await t.app.inject({ url: "/api/v1/admin/backups", headers: bearer(admin.token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { name: string; size: number }[]; keep: number; last_failure: { message: string } | null }>();
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("scheduled backups", () => {
  it("are written once a day by one of the instances that reach the slot together, the newest BACKUP_KEEP kept", async () => {
    const [a, b] = [service(), service()];
    const rounds = await Promise.all([a.runRound(), b.runRound()]);
    expect(rounds.sort()).toEqual(["not due", "ran"]);
    expect(await a.runRound()).toBe("not due");
    let shown = await list();
    expect(shown.data).toHaveLength(1);
    expect(shown.data[0]?.size).toBeGreaterThan(100);
    // Backups taken by hand on later seconds (names are to the second); the oldest beyond two goes.
    for (let i = 0; i < 2; i += 1) {
      await pause(1100);
      await a.backupNow();
    }
    shown = await list();
    expect(shown.keep).toBe(2);
    expect(shown.data.map((f) => f.name)).toEqual(
      (await readdir(t.app.config.backupDir))
        .filter((n) => n.endsWith(".gz"))
        .sort()
        .reverse(),
    );
    expect(shown.data).toHaveLength(2);
    const file = await t.app.inject({
      url: `/api/v1/admin/backups/${shown.data[0]?.name}`,
      headers: bearer(admin.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/gzip");
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="${shown.data[0]?.name}"`);
    const stored = await readFile(path.join(t.app.config.backupDir, shown.data[0]?.name ?? ""));
    expect(file.rawPayload.equals(stored)).toBe(true);
    expect(file.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    await Promise.all([a.close(), b.close()]);
  }, 60_000);

  it("that fail are shown to admins until one succeeds, and leave no partial file", async () => {
    // A database never migrated: the dump has nothing to read.
    const blank = await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "lineup-blank-")) });
    const failing = service({ db: blank.db });
    const before = (await list()).data;
    await expect(failing.backupNow()).rejects.toThrow(/no schema yet/);
    await blank.close();
    const shown = await list();
    expect(shown.last_failure?.message).toMatch(/no schema yet/);
    expect(shown.data).toEqual(before);
    expect((await readdir(t.app.config.backupDir)).some((n) => n.endsWith(".partial"))).toBe(false);
    await pause(1100);
    await service().backupNow();
    expect((await list()).last_failure).toBeNull();
  }, 60_000);
});

/**
 * A backup written by the version at migration `upTo` (0010_berth_occupancy_index: before the statistics tables of 0011
 * and the dated steps of rows without history of 0016), holding one line-up row of `status`.
 */
async function olderBackup(upTo: number, status: string) {
  const old = await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "lineup-old-")) });
  await old.db.transaction(async (tx) => {
    await tx.execute(sql`create schema drizzle`);
    await tx.execute(
      sql`create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    await applyMigrations(tx, localMigrations().slice(0, upTo + 1));
  });
  await old.db.execute(sql`insert into cargas_tipos (id, name) values (1, 'Grains')`);
  await old.db.execute(sql`insert into cargas (id, tipo_id, name) values (1, 1, 'SOYBEANS')`);
  await old.db.execute(sql`insert into portos (id, name) values (1, 'Santos')`);
  await old.db.execute(sql`insert into terminais (id, porto_id, name) values (1, 1, 'T1')`);
  await old.db.execute(sql`insert into bercos (id, terminal_id, name) values (1, 1, 'B1')`);
  await old.db
    .execute(sql`insert into lineups (terminal_id, porto_id, berco_id, carga_id, carga_tipo_id, status, qty, eta, etb, created_at)
    values (1, 1, 1, 1, 1, ${status}, 5000, '2026-10-01', '2026-10-03', '2026-09-20T00:00:00Z')`);
  const file = path.join(dir, `old-${status}.ndjson.gz`);
  await dumpBackup(old.db, old.kind, createWriteStream(file));
  await old.close();
  return file;
}

describe("a backup from an older version", () => {
  it("whose rows this version's rules refuse (a status no list holds) is refused in words, and changes nothing", async () => {
    const file = await olderBackup(10, "Berthed");
    const target = await openDatabase({
      databaseUrl: process.env.DATABASE_URL ? await throwAwayDatabase() : undefined,
      dataDir: mkdtempSync(path.join(tmpdir(), "lineup-refused-")),
    });
    try {
      await expect(restoreBackup(target.db, createReadStream(file))).rejects.toThrow(
        /^The backup's rows could not be brought up to this version \(.*lineups_status_known.*\)\. Nothing was changed\.$/,
      );
      expect(await migrationMark(target.db)).toBeUndefined();
    } finally {
      await target.close();
    }
  }, 120_000);

  it("is migrated forward on restore, and its rows without history count in the statistics from their dates", async () => {
    const local = localMigrations();
    const upTo = 10;
    const file = await olderBackup(upTo, "Loading");

    const databaseUrl = process.env.DATABASE_URL ? await throwAwayDatabase() : undefined;
    const dataDir = path.join(dir, "restored");
    mkdirSync(dataDir);
    const target = await openDatabase({ databaseUrl, dataDir });
    const summary = await restoreBackup(target.db, createReadStream(file));
    expect(summary.migratedForward).toBe(local.length - upTo - 1);
    expect((await migrationMark(target.db))?.hash).toBe(local[local.length - 1]?.hash);
    await target.close();

    const dst = await startApp(
      {},
      undefined,
      databaseUrl ? { databaseUrl, adoptDatabase: true, dataDir } : { dataDir },
    );
    try {
      const reader = await createUser(dst.app, ROLE.admin);
      const board = await dst.app.inject({
        url: "/api/v1/lineups?carga_tipo_id=1&porto_id[]=1",
        headers: bearer(reader.token),
      });
      expect(board.statusCode).toBe(200);
      expect(board.body).toContain('"status":"Loading"');
      const occupancy = await dst.app.inject({
        url: "/api/v1/statistics/berth-occupancy?from=2026-09-01&to=2026-11-30",
        headers: bearer(reader.token),
      });
      const calls = occupancy
        .json<{ data: { calls: { start: string; from_dates: boolean }[] }[] }>()
        .data.flatMap((b) => b.calls);
      // Its port, from before port time zones (migration 0018), is in São Paulo's: its ETB is that day's midnight there.
      expect(calls).toEqual([expect.objectContaining({ start: "2026-10-03T00:00:00.000-03:00", from_dates: true })]);
    } finally {
      await dst.close();
    }
  }, 120_000);
});
