import { createReadStream, createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { dumpBackup } from "../src/backup/dump";
import { restoreBackup } from "../src/backup/load";
import { openDatabase, rowsOf, type Db } from "../src/db/client";
import { lineups } from "../src/db/schema";
import { callFields, makeLineupRow, makeParties, makePort, type Parties, type Place } from "./factories";
import { bearer, createUser, startApp, type TestApp, type TestUser } from "./helpers";

/**
 * `lineups_without_calls` (migration 0022) lists the line-ups the statistics count from their dates: those with no
 * `lineup_calls` row. Its triggers keep it equal to what comparing the two tables says, whatever writes the rows.
 */
let t: TestApp;
let at: Place;
let p: Parties;
let admin: TestUser;

const ids = async (db: Db, query: ReturnType<typeof sql>) =>
  rowsOf<{ id: number }>(await db.execute(query))
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
const listed = (db: Db) => ids(db, sql`select lineup_id as id from lineups_without_calls`);
/** What the list stands for, worked out the slow way. */
const withoutCalls = (db: Db) =>
  ids(db, sql`select l.id from lineups l where not exists (select 1 from lineup_calls c where c.lineup_id = l.id)`);

const save = (list: object[], place = at) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/list",
    headers: bearer(admin.token),
    payload: { terminal_id: place.terminal.id, list, deleted_lines: [] },
  });

beforeAll(async () => {
  t = await startApp();
  at = await makePort(t.app, "Listed");
  p = await makeParties(t.app);
  admin = await createUser(t.app, ROLE.admin);
});
afterAll(() => t.close());

describe("the line-ups without calls", () => {
  it("lists a row written straight into the database until its baseline, and drops a deleted one", async () => {
    const raw = await makeLineupRow(t.app, at, { status: "Loading", etb: "2026-10-03" });
    const gone = await makeLineupRow(t.app, at, { status: "Waiting" });
    expect(await listed(t.app.db)).toEqual(expect.arrayContaining([raw.id, gone.id]));
    await t.app.db.delete(lineups).where(eq(lineups.id, gone.id));
    expect(await listed(t.app.db)).not.toContain(gone.id);
    expect(await listed(t.app.db)).toContain(raw.id);
    await t.app.db.execute(sql`select lineup_baseline()`);
    expect(await listed(t.app.db)).not.toContain(raw.id);
    expect(await listed(t.app.db)).toEqual(await withoutCalls(t.app.db));
  });

  it("never lists a call saved through the API, even many saved at once by several people", async () => {
    const before = await listed(t.app.db);
    const saves = await Promise.all(
      Array.from({ length: 6 }, () => save([callFields(at, p), { ...callFields(at, p), status: "Expected" }])),
    );
    for (const res of saves) expect(res.statusCode, res.body).toBe(200);
    const saved = saves.flatMap((res) => res.json<{ lineups: { id: number }[] }>().lineups.map((r) => r.id));
    expect(saved).toHaveLength(12);
    expect(await listed(t.app.db)).toEqual(before);
    expect(await listed(t.app.db)).toEqual(await withoutCalls(t.app.db));
  });

  it("keeps to its meaning for notes, which the statistics leave out", async () => {
    const place = await makePort(t.app, "Notes");
    const res = await save([{ is_observacao: 1, observacao: "Berth 2 closed", carga_tipo_id: place.type.id }], place);
    expect(res.statusCode, res.body).toBe(200);
    expect(await listed(t.app.db)).toEqual(await withoutCalls(t.app.db));
    const today = new Date().toISOString().slice(0, 10);
    const counts = await t.app.inject({
      url: `/api/v1/statistics/lineup-counts?from=${today}&to=${today}&porto_id[]=${place.port.id}`,
      headers: bearer(admin.token),
    });
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.json()).toMatchObject({
      data: [{ day: today, berthed: 0, waiting: 0, expected: 0 }],
      calls_from_history: 0,
      calls_from_dates: 0,
    });
  });

  it("comes back from a backup as it was", async () => {
    const raw = await makeLineupRow(t.app, at, { status: "Sailed", etb: "2026-10-03", etc: "2026-10-05" });
    const dir = mkdtempSync(path.join(tmpdir(), "lineup-listed-"));
    const target = await openDatabase({ dataDir: path.join(dir, "restored") });
    try {
      const file = path.join(dir, "backup.ndjson.gz");
      const out = createWriteStream(file);
      await dumpBackup(t.app.db, process.env.DATABASE_URL ? "postgres" : "pglite", out);
      await finished(out);
      await restoreBackup(target.db, createReadStream(file));
      expect(await listed(target.db)).toEqual(await listed(t.app.db));
      expect(await listed(target.db)).toContain(raw.id);
      expect(await listed(target.db)).toEqual(await withoutCalls(target.db));
    } finally {
      await target.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
