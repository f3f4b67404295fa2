/**
 * Merging one party into another (issue 23): a charterer with 30 calls merged into one with 12 leaves one
 * charterer with 42 calls, one bar in the waiting-time statistics, its split lines and history following, B's
 * name an alias a sheet still matches, and B gone; admins only, announced to the live boards.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { rowsOf } from "../src/db/client";
import { activityLogs, afretadores, lineupCargasAfretadores, lineups, navios } from "../src/db/schema";
import { nameIndex } from "../src/exports/import-names";
import type { LineupChange } from "../src/lineups/events";
import { makeCall, makePort, type Place } from "./factories";
import { bearer, createUser, startApp, type TestApp, type TestUser } from "./helpers";

let t: TestApp;
let admin: TestUser;
let port: Place;
let kept: typeof afretadores.$inferSelect;
let merged: typeof afretadores.$inferSelect;
let splitRowId: number;

const charterer = async (name: string) =>
  (await t.app.db.insert(afretadores).values({ name }).returning())[0] as typeof afretadores.$inferSelect;
const calls = (afretador_id: number, n: number, deletedAt?: string) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      makeCall(
        t.app,
        port,
        { afretador_id },
        [
          [`2026-10-0${1 + (i % 5)}T08:00:00Z`, "Waiting"],
          [`2026-10-0${2 + (i % 5)}T08:00:00Z`, "Loading"],
        ],
        admin.user.id,
        deletedAt,
      ),
    ),
  );
const merge = (from: number, into: number, token = admin.token) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/afretadores/${from}/merge`,
    headers: bearer(token),
    payload: { into },
  });
const byCharterer = async () =>
  (
    await t.app.inject({
      url: "/api/v1/statistics/waiting-times?from=2026-10-01&to=2026-10-31&group_by=afretador",
      headers: bearer(admin.token),
    })
  )
    .json()
    .data.filter((g: { name: string }) => g.name !== "Bunge") as { key: number; name: string; calls: number }[];

beforeAll(async () => {
  t = await startApp();
  admin = await createUser(t.app, ROLE.admin);
  port = await makePort(t.app);
  kept = await charterer("Cargill");
  merged = await charterer("CARGILL S.A.");
  await calls(kept.id, 12);
  await calls(merged.id, 29);
  // One more of B's, deleted since: counted from its snapshot, which holds its charterer as a real deletion's does.
  const [gone] = await calls(merged.id, 1, "2026-10-20T00:00:00Z");
  await t.app.db
    .execute(sql`update lineup_events set before = before || jsonb_build_object('afretador_id', ${merged.id}::int)
    where lineup_id = ${gone!.id} and field = '_deleted'`);
  // A call of another charterer with a split line of B's.
  const [split] = await calls((await charterer("Bunge")).id, 1);
  splitRowId = split!.id;
  await t.app.db.insert(lineupCargasAfretadores).values({ lineup_id: splitRowId, afretador_id: merged.id, qty: "500" });
  // Its history, as a save records a list field.
  const line = { carga_id: null, qty: "500.000", afretador_id: merged.id, recebedor_id: null };
  await t.app.db.execute(sql`insert into lineup_events (lineup_id, terminal_id, porto_id, field, before, after)
    values (${splitRowId}, ${port.terminal.id}, ${port.port.id}, 'cargas_afretadores', '[]'::jsonb, ${JSON.stringify([line])}::jsonb)`);
});
afterAll(() => t.close());

describe("merging a charterer into another", () => {
  it("refuses anonymous callers, operators, a merge into itself or into nothing, and an unknown party", async () => {
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/v1/afretadores/${merged.id}/merge`,
          payload: { into: kept.id },
        })
      ).statusCode,
    ).toBe(401);
    const operator = await createUser(t.app, ROLE.operator);
    expect((await merge(merged.id, kept.id, operator.token)).statusCode).toBe(403);
    expect((await merge(merged.id, merged.id)).json().errors.into).toEqual(["A party cannot be merged into itself."]);
    expect((await merge(merged.id, 999_999)).statusCode).toBe(422);
    expect((await merge(999_999, kept.id)).statusCode).toBe(404);
    // Nothing moved.
    expect((await byCharterer()).map((g) => [g.name, g.calls])).toEqual([
      ["CARGILL S.A.", 30],
      ["Cargill", 12],
    ]);
  });

  it("moves B's rows, split lines and history to A, keeps B's name as an alias and removes B, announcing the rows", async () => {
    const announced: LineupChange[] = [];
    const off = t.app.lineupEvents.on((change) => announced.push(change));
    const versionBefore = (await t.app.db.select().from(lineups).where(eq(lineups.id, splitRowId)))[0]!.version;

    // The same merge twice at once: one does it, the other finds B gone.
    const [first, second] = await Promise.all([merge(merged.id, kept.id), merge(merged.id, kept.id)]);
    off();
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
    const done = first.statusCode === 200 ? first : second;
    expect(done.json()).toEqual({ merged_into: kept.id, rows: 29, split_lines: 1 });

    // One charterer, one bar: 12 + 29 + the deleted one.
    expect((await byCharterer()).map((g) => [g.name, g.calls])).toEqual([["Cargill", 42]]);
    const rows = await t.app.db.select().from(lineups).where(eq(lineups.afretador_id, kept.id));
    expect(rows).toHaveLength(41);
    const [line] = await t.app.db
      .select()
      .from(lineupCargasAfretadores)
      .where(eq(lineupCargasAfretadores.lineup_id, splitRowId));
    expect(line?.afretador_id).toBe(kept.id);
    // The split line's row has a new version, its split lines marked changed by it.
    const [splitRow] = await t.app.db.select().from(lineups).where(eq(lineups.id, splitRowId));
    expect(splitRow!.version).toBe(versionBefore + 1);
    expect(splitRow!.field_versions.cargas_afretadores).toBe(versionBefore + 1);

    // The history names A: no event holds B any more, snapshots included.
    const left = rowsOf<{ n: number }>(
      await t.app.db.execute(sql`select count(*)::int as n from lineup_events
        where (field = 'afretador_id' and (before = to_jsonb(${merged.id}::int) or after = to_jsonb(${merged.id}::int)))
          or (field = '_deleted' and before -> 'afretador_id' = to_jsonb(${merged.id}::int))`),
    );
    expect(left[0]?.n).toBe(0);
    const [lines] = rowsOf<{ after: { afretador_id: number }[] }>(
      await t.app.db.execute(
        sql`select after from lineup_events where lineup_id = ${splitRowId} and field = 'cargas_afretadores'`,
      ),
    );
    expect(lines?.after.map((l) => l.afretador_id)).toEqual([kept.id]);

    expect(
      (await t.app.inject({ url: `/api/v1/afretadores/${merged.id}`, headers: bearer(admin.token) })).statusCode,
    ).toBe(404);
    const names = await nameIndex(t.app.db, port.terminal.id);
    expect(names.charterer.get("cargill s.a.")).toBe(kept.id);
    expect(names.charterer.get("cargill")).toBe(kept.id);

    const [entry] = await t.app.db.select().from(activityLogs).where(eq(activityLogs.subject_id, merged.id));
    expect(entry?.description).toBe(
      `${admin.user.name} merged charterer CARGILL S.A. into Cargill: 29 line-up rows and 1 split lines now name Cargill`,
    );
    // Every moved row was announced to its terminal, with the field that changed.
    const ids = announced.flatMap((c) => c.row_ids);
    expect(ids).toHaveLength(30);
    expect(announced[0]?.fields[splitRowId]).toEqual(["cargas_afretadores"]);
  });

  it("keeps a vessel an agency client when the one merged into it was", async () => {
    const [a] = await t.app.db.insert(navios).values({ name: "MV KEPT", imo: "9100001" }).returning();
    const [b] = await t.app.db.insert(navios).values({ name: "M/V Kept", is_agency_client: true }).returning();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/navios/${b!.id}/merge`,
      headers: bearer(admin.token),
      payload: { into: a!.id },
    });
    expect(res.json()).toEqual({ merged_into: a!.id, rows: 0, split_lines: 0 });
    const [kept] = await t.app.db.select().from(navios).where(eq(navios.id, a!.id));
    expect(kept).toMatchObject({ name: "MV KEPT", imo: "9100001", is_agency_client: true });
  });
});
