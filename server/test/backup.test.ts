/**
 * Backups (issue 20): a snapshot taken while people save restores every save
 * acknowledged before it, with history, board, as-of and statistics as the
 * source answered; a truncated, changed or foreign file is refused without a
 * change; an older backup is migrated forward; the snapshot route admits only
 * the admin and the local token. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync, existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { restoreCommand } from "../src/backup/commands";
import { tableCounts } from "../src/backup/catalog";
import { rowsOf } from "../src/db/client";
import { makeCall, makeLineupRow, makeParties, makePort, callFields, type Place } from "./factories";
import { bearer, createUser, startApp, throwAwayDatabase, type TestApp, type TestUser } from "./helpers";
import { reads } from "./backup-reads";

const onPostgres = Boolean(process.env.DATABASE_URL);
let src: TestApp;
let admin: TestUser;
let ctx: Place;
let filter: string;
let file: string;
let dst: TestApp | undefined;
const dir = mkdtempSync(path.join(tmpdir(), "lineup-backup-test-"));

/** A fresh target: a throw-away PostgreSQL database or an empty DATA_DIR. */
async function target(name: string) {
  const dataDir = path.join(dir, name);
  mkdirSync(dataDir, { recursive: true });
  return { dataDir, databaseUrl: onPostgres ? await throwAwayDatabase() : undefined };
}
const startOn = (t: { dataDir: string; databaseUrl?: string }) =>
  startApp(
    {},
    undefined,
    t.databaseUrl ? { databaseUrl: t.databaseUrl, adoptDatabase: true, dataDir: t.dataDir } : { dataDir: t.dataDir },
  );
const restore = (t: { dataDir: string; databaseUrl?: string }, from: string, replace = false) =>
  restoreCommand({ ...src.app.config, ...t }, from, { replace });

beforeAll(async () => {
  src = await startApp(
    {},
    undefined,
    onPostgres ? {} : { dataDir: mkdtempSync(path.join(tmpdir(), "lineup-backup-src-")) },
  );
  admin = await createUser(src.app, ROLE.admin);
  ctx = await makePort(src.app);
  filter = `carga_tipo_id=${ctx.type.id}&porto_id[]=${ctx.port.id}`;
  // Calls with a status history (statistics), and one deleted, whose id must never be handed out again.
  await makeCall(
    src.app,
    ctx,
    { qty: "5000" },
    [
      ["2026-10-01T08:00:00Z", "Waiting"],
      ["2026-10-03T10:00:00Z", "Loading"],
      ["2026-10-06T12:00:00Z", "Sailed"],
    ],
    admin.user.id,
  );
  await makeCall(
    src.app,
    ctx,
    { qty: "7000" },
    [
      ["2026-10-02T08:00:00Z", "Expected"],
      ["2026-10-04T08:00:00Z", "Waiting"],
    ],
    admin.user.id,
  );
  await makeCall(src.app, ctx, {}, [["2026-10-05T08:00:00Z", "Waiting"]], admin.user.id, "2026-10-07T00:00:00Z");
  mkdirSync(path.join(src.dataDir, "uploads", "avatars"), { recursive: true });
  writeFileSync(path.join(src.dataDir, "uploads", "avatars", "photo.png"), "not really a png");
}, 120_000);

afterAll(async () => {
  await dst?.close();
  await src?.close();
});

describe("a backup taken while people save", () => {
  it("restores every save acknowledged before it started, with versions, history, board, as-of and statistics as the source answered", async () => {
    const p = await makeParties(src.app);
    const full = { ...callFields(ctx, p), qty: "100" };
    const rows = await Promise.all([1, 2, 3].map(() => makeLineupRow(src.app, ctx, full)));
    // The writers change quantities of waiting rows only: the statistics stay as they are now.
    const statsBefore = await reads(src.app, admin.token, filter, "2026-10-10T00:00:00Z", []);
    const acked: { id: number; version: number; at: number }[] = [];
    const inFlight = new Map<number, number>();
    let stop = false;
    const writer = async (row: (typeof rows)[number]) => {
      for (let version = row.version, n = 1; !stop; n += 1) {
        inFlight.set(row.id, Date.now());
        const res = await src.app.inject({
          method: "POST",
          url: "/api/v1/lineups/list",
          headers: bearer(admin.token),
          payload: { terminal_id: ctx.terminal.id, list: [{ id: row.id, version, qty: String(100 + n) }] },
        });
        if (res.statusCode !== 200) throw new Error(`save refused: ${res.statusCode} ${res.body}`);
        version += 1;
        acked.push({ id: row.id, version, at: Date.now() });
      }
    };
    const writers = rows.map(writer);
    await expect.poll(() => acked.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(6);
    const started = Date.now();
    // Every save begun before this instant was acknowledged before the backup started (each writer waits for its last).
    const settled = new Date(Math.min(...inFlight.values()) - 1).toISOString();
    const res = await src.app.inject({
      method: "POST",
      url: "/api/v1/admin/backups/snapshot",
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/gzip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="lineup-backup-\d{8}T\d{6}Z\.ndjson\.gz"$/,
    );
    file = path.join(dir, "live.ndjson.gz");
    writeFileSync(file, res.rawPayload);
    await expect.poll(() => acked.filter((a) => a.at > started + 50).length, { timeout: 60_000 }).toBeGreaterThan(0);
    stop = true;
    await Promise.all(writers);
    const sourceThen = await reads(src.app, admin.token, filter, settled, []);

    const t = await target("restored");
    const summary = await restore(t, file);
    expect(summary.files).toBe(1);
    dst = await startOn(t);
    const { token } = await createUser(dst.app, ROLE.admin);
    // Every acknowledged save made before the backup began is there; a row's version counts its saves in its history.
    for (const a of acked.filter((x) => x.at < started)) {
      const row = await dst.app.inject({ url: `/api/v1/lineups/${a.id}/history`, headers: bearer(token) });
      expect(row.statusCode).toBe(200);
      const board = (await reads(dst.app, token, filter, settled, [])).board;
      expect(JSON.stringify(board)).toContain(`"id":${a.id}`);
    }
    const restoredRows = await dst.app.db.query.lineups.findMany();
    for (const r of rows) {
      const restored = restoredRows.find((x) => x.id === r.id);
      const lastAcked = Math.max(...acked.filter((a) => a.id === r.id && a.at < started).map((a) => a.version));
      expect(restored?.version).toBeGreaterThanOrEqual(lastAcked);
      const history = (await dst.app.inject({ url: `/api/v1/lineups/${r.id}/history`, headers: bearer(token) })).json<
        { field: string }[]
      >();
      expect(history.filter((e) => e.field === "qty")).toHaveLength((restored?.version ?? 0) - r.version);
    }
    // The rows as they stood (a terminal's *Updated* mark is left out: as-of reads it from activity entries stamped at
    // their transaction's start, and on PostgreSQL saves of one terminal commit in another order than they start).
    const rowsOnly = (board: unknown) =>
      JSON.stringify(board, (key, value: unknown) =>
        key === "terminais" && Array.isArray(value)
          ? value.map((t: Record<string, unknown>) => ({ ...t, atualizado_data: undefined, atualizador: undefined }))
          : value,
      );
    const restoredThen = await reads(dst.app, token, filter, settled, []);
    expect(rowsOnly(restoredThen.asOf)).toEqual(rowsOnly(sourceThen.asOf));
    const restoredStats = await reads(dst.app, token, filter, "2026-10-10T00:00:00Z", []);
    for (const k of ["waiting", "counts", "occupancy", "volumes", "asOf"] as const)
      expect(restoredStats[k]).toEqual(statsBefore[k]);
    // Uploads come back; sessions do not; a new row never takes a used id (the deleted call's history keeps its).
    expect(readFileSync(path.join(t.dataDir, "uploads", "avatars", "photo.png"), "utf8")).toBe("not really a png");
    const refresh = await dst.app.inject({
      method: "POST",
      url: "/api/v1/oauth/token",
      payload: { grant_type: "refresh_token", refresh_token: admin.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const fresh = await makeLineupRow(dst.app, ctx);
    const [maxEvent] = await dst.app.db.query.lineupFieldEvents.findMany({
      orderBy: (e, { desc }) => desc(e.lineup_id),
      limit: 1,
    });
    expect(fresh.id).toBeGreaterThan(maxEvent?.lineup_id ?? 0);
  }, 180_000);
});

describe("a PostgreSQL database owned by a role that is not a superuser", () => {
  it.skipIf(!onPostgres)(
    "takes the restore, parents loaded before their children, every table as the backup holds it",
    async () => {
      const role = `lineup_owner_${randomBytes(4).toString("hex")}`;
      const admin = postgres(process.env.DATABASE_URL ?? "", { max: 1, onnotice: () => {} });
      const url = new URL(await throwAwayDatabase());
      await admin.unsafe(`create role ${role} login nosuperuser nocreatedb nocreaterole`);
      await admin.unsafe(`alter database ${url.pathname.slice(1)} owner to ${role}`);
      url.username = role;
      try {
        const t = { dataDir: path.join(dir, "owner"), databaseUrl: url.toString() };
        mkdirSync(t.dataDir);
        const summary = await restore(t, file);
        const owned = await startOn(t);
        const [me] = rowsOf<{ su: boolean }>(
          await owned.app.db.execute(sql`select rolsuper as su from pg_roles where rolname = current_user`),
        );
        expect(me?.su).toBe(false);
        const counts = await tableCounts(owned.app.db);
        await owned.close();
        expect(counts).toMatchObject(Object.fromEntries(summary.header.tables.map((x) => [x.name, x.rows])));
      } finally {
        await admin.unsafe(`drop role if exists ${role}`).catch(() => {});
        await admin.end();
      }
    },
    120_000,
  );
});

describe("a file that is not a whole backup", () => {
  const variants: [string, () => Buffer, RegExp][] = [
    ["truncated", () => readFileSync(file).subarray(0, Math.floor(statSync(file).size * 0.6)), /truncated/],
    [
      "with a row changed",
      () => gzipSync(gunzipSync(readFileSync(file)).toString().replace(`"qty":7000.000`, `"qty":7001.000`)),
      /rows of table lineups do not match their checksum/,
    ],
    [
      "with a damaged byte",
      () => {
        const b = Buffer.from(readFileSync(file));
        const i = Math.floor(b.length / 2);
        b[i] = (b[i] ?? 0) ^ 0xff;
        return b;
      },
      /corrupted|truncated|not a Line-up board backup/,
    ],
    [
      "cut after a table",
      () => gzipSync(gunzipSync(readFileSync(file)).toString().split("\n").slice(0, 8).join("\n")),
      /truncated/,
    ],
    ["foreign JSON lines", () => gzipSync('{"hello":"world"}\n'), /not a Line-up board backup/],
    ["plain text", () => Buffer.from("id,name\n1,x\n"), /not a Line-up board backup/],
  ];

  it("is refused with a clear message and leaves a database, even with --replace, as it was", async () => {
    if (!dst) throw new Error("needs the restored database of the test before");
    const before = await tableCounts(dst.app.db);
    const t = { dataDir: dst.dataDir, databaseUrl: dst.databaseUrl };
    await dst.close(true);
    dst = undefined;
    for (const [name, make, message] of variants) {
      const bad = path.join(dir, `${name}.gz`);
      const bytes = make();
      expect(bytes.equals(readFileSync(file)), name).toBe(false);
      writeFileSync(bad, bytes);
      await expect(restore(t, bad, true), name).rejects.toThrow(message);
    }
    await expect(restore(t, file)).rejects.toThrow(/not empty \(.*lineups: \d+ rows/);
    dst = await startOn(t);
    expect(await tableCounts(dst.app.db)).toEqual(before);
  }, 120_000);

  it("leaves an empty target empty", async () => {
    const t = await target("empty");
    const bad = path.join(dir, "cut.gz");
    writeFileSync(bad, readFileSync(file).subarray(0, 2000));
    await expect(restore(t, bad)).rejects.toThrow(/truncated|corrupted/);
    expect(existsSync(path.join(t.dataDir, "pglite"))).toBe(false);
    expect(existsSync(path.join(t.dataDir, "uploads"))).toBe(false);
    if (t.databaseUrl) {
      const app = await startOn(t);
      await app.close();
    }
  }, 60_000);
});

describe("POST /admin/backups/snapshot", () => {
  it("is the admin's alone, and the JWT secret only the local token's", async () => {
    const operator = await createUser(src.app, ROLE.operator);
    const post = (headers: Record<string, string>, query = "", remoteAddress = "127.0.0.1") =>
      src.app.inject({ method: "POST", url: `/api/v1/admin/backups/snapshot${query}`, headers, remoteAddress });
    expect((await post({})).statusCode).toBe(401);
    expect((await post(bearer(operator.token))).statusCode).toBe(403);
    expect((await post(bearer(admin.token), "?jwt_secret=true")).statusCode).toBe(403);
    expect((await post(bearer("made-up-token"))).statusCode).toBe(401);
    const list = await src.app.inject({ url: "/api/v1/admin/backups", headers: bearer(operator.token) });
    expect(list.statusCode).toBe(403);
  });
});
