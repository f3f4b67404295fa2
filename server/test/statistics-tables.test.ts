import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { lineupFieldEvents, lineups, terminais } from "../src/db/schema";
import { rowsOf } from "../src/db/client";
import { lineupScope } from "../src/lineups/scope";
import { berthOccupancy } from "../src/statistics/berth-occupancy";
import { lineupCounts } from "../src/statistics/lineup-counts";
import { commodityVolumes, VOLUME_INTERVALS } from "../src/statistics/volumes";
import { WAITING_GROUPS, waitingTimes } from "../src/statistics/waiting-times";
import { addTerminal, callFields, assignComms, assignPorts, makeLineupRow, makeParties, makePort } from "./factories";
import { bearer, createUser, startApp, type TestApp } from "./helpers";
import { postFile } from "./import-sheets";
import { sheetLine, writeSheet } from "./sheets";
import {
  berthOccupancyFromEvents,
  lineupCountsFromEvents,
  volumesFromEvents,
  waitingTimesFromEvents,
} from "./statistics-from-events";

/**
 * `lineup_calls` and `lineup_status_days` (migrations 0011, 0013) are kept from the
 * status events by a trigger on `lineup_events`. Checked here: after every
 * write path, concurrent writes and the migration's backfill, both tables
 * hold what the events say (worked out here in TypeScript from the events);
 * and on a random history, waiting times, line-up counts, volumes and berth
 * occupancy read from them equal those computed from the events as before
 * (statistics-from-events.ts).
 */
let t: TestApp;
let ctx: Awaited<ReturnType<typeof makePort>>;
let other: Awaited<ReturnType<typeof makePort>>;
let p: Awaited<ReturnType<typeof makeParties>>;
let ana: Awaited<ReturnType<typeof createUser>>;
let north: typeof terminais.$inferSelect;

const DAY = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const KIND: Record<string, string> = {
  Loading: "berthed",
  Discharging: "berthed",
  Waiting: "waiting",
  Expected: "expected",
};

/** What both tables should hold, worked out from the status events (ordered by time, then id). */
async function expectedFromEvents() {
  const events = rowsOf<{ id: string | number; lineup_id: number; status: string | null; at_ms: number }>(
    await t.app.db.execute(
      sql`select id, lineup_id, after #>> '{}' as status, (extract(epoch from at) * 1000)::float8 as at_ms from lineup_events where field = 'status' order by lineup_id, at, id`,
    ),
  );
  const calls = new Map<number, { waited: number | null; berthed: number | null }>();
  const byCall = new Map<number, { status: string | null; at: number }[]>();
  const days: { event_id: number; lineup_id: number; kind: string; first_day: string; last_day: string | null }[] = [];
  events.forEach((e, i) => {
    const at = Number(e.at_ms);
    const call = calls.get(e.lineup_id) ?? { waited: null, berthed: null };
    if (e.status === "Waiting" && (call.waited === null || at < call.waited)) call.waited = at;
    if ((e.status === "Loading" || e.status === "Discharging") && (call.berthed === null || at < call.berthed))
      call.berthed = at;
    calls.set(e.lineup_id, call);
    byCall.set(e.lineup_id, [...(byCall.get(e.lineup_id) ?? []), { status: e.status, at }]);
    const next = events[i + 1]?.lineup_id === e.lineup_id ? Number(events[i + 1]!.at_ms) : null;
    const kind = e.status ? KIND[e.status] : undefined;
    const first = utcDay(at);
    const last = next === null ? null : utcDay(next - DAY);
    if (kind && (last === null || first <= last))
      days.push({ event_id: Number(e.id), lineup_id: e.lineup_id, kind, first_day: first, last_day: last });
  });
  return {
    calls: [...calls]
      .map(([lineup_id, c]) => {
        // The first Sailed after the first berthing; the direction: the last berthing before it (time, then id order).
        const events = byCall.get(lineup_id)!;
        const sailed = c.berthed === null ? undefined : events.find((e) => e.status === "Sailed" && e.at > c.berthed!);
        const last =
          sailed &&
          events.filter((e) => (e.status === "Loading" || e.status === "Discharging") && e.at < sailed.at).at(-1);
        return {
          lineup_id,
          waited_ms: c.waited,
          berthed_ms: c.berthed,
          sailed_ms: sailed?.at ?? null,
          discharged: last ? last.status === "Discharging" : null,
        };
      })
      .sort((a, b) => a.lineup_id - b.lineup_id),
    days: days.sort((a, b) => a.event_id - b.event_id),
  };
}

/** What both tables hold. */
async function stored() {
  const ms = (v: number | null) => (v === null ? null : Number(v));
  const calls = rowsOf<{
    lineup_id: number;
    waited_ms: number | null;
    berthed_ms: number | null;
    sailed_ms: number | null;
    discharged: boolean | null;
  }>(
    await t.app.db.execute(
      sql`select lineup_id, (extract(epoch from waited_at) * 1000)::float8 as waited_ms, (extract(epoch from berthed_at) * 1000)::float8 as berthed_ms, (extract(epoch from sailed_at) * 1000)::float8 as sailed_ms, discharged from lineup_calls order by lineup_id`,
    ),
  ).map((c) => ({
    lineup_id: c.lineup_id,
    waited_ms: ms(c.waited_ms),
    berthed_ms: ms(c.berthed_ms),
    sailed_ms: ms(c.sailed_ms),
    discharged: c.discharged,
  }));
  const days = rowsOf<{
    event_id: string | number;
    lineup_id: number;
    kind: string;
    first_day: string;
    last_day: string | null;
  }>(
    await t.app.db.execute(
      sql`select event_id, lineup_id, kind, first_day::text as first_day, last_day::text as last_day from lineup_status_days order by event_id`,
    ),
  ).map((d) => ({ ...d, event_id: Number(d.event_id) }));
  return { calls, days };
}

async function expectTablesMatchEvents() {
  const want = await expectedFromEvents();
  const have = await stored();
  expect(have.calls).toEqual(want.calls);
  expect(have.days).toEqual(want.days);
  return want;
}

beforeAll(async () => {
  t = await startApp();
  ctx = await makePort(t.app, "Santos");
  other = await makePort(t.app, "Paranagua");
  p = await makeParties(t.app);
  ana = await createUser(t.app, ROLE.admin, { name: "Ana" });
  north = await addTerminal(t.app, ctx);
});
afterAll(() => t.close());

const full = () => callFields(ctx, p);
const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/v1${url}`, headers: bearer(ana.token), payload });
const tableSave = (body: object, terminalId = ctx.terminal.id) =>
  post("/lineups/list", { terminal_id: terminalId, ...body });
const version = async (id: number) =>
  (await t.app.db.select({ v: lineups.version }).from(lineups).where(eq(lineups.id, id)))[0]?.v ?? 0;
const today = () => new Date().toISOString().slice(0, 10);

describe("lineup_calls and lineup_status_days follow the status events", () => {
  it("through every write path: table save, form with a move, date, atualizar, import, deletion; the answers equal those from the events", async () => {
    const created = await tableSave({ list: [{ ...full(), status: "Expected" }, { ...full() }] });
    expect(created.statusCode, created.body).toBe(200);
    const [a, b] = (created.json().lineups as { id: number }[]).map((r) => r.id) as [number, number];
    expect(
      (
        await tableSave({
          list: [
            { id: a, version: await version(a), status: "Waiting" },
            { id: b, version: await version(b), status: "Loading" },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const moved = await t.app.inject({
      method: "PUT",
      url: `/api/v1/lineups/${a}`,
      headers: bearer(ana.token),
      payload: {
        ...full(),
        status: "Discharging",
        porto_id: ctx.port.id,
        terminal_id: north.id,
        version: await version(a),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (await post(`/lineups/${a}/data`, { campo: "etb", valor: "2026-12-24", version: await version(a) })).statusCode,
    ).toBe(200);
    expect((await post(`/lineups/${a}/atualizar`, {})).statusCode).toBe(200);
    const file = path.join(t.dataDir, "import.xlsx");
    await writeSheet(file, 3, sheetLine(other.comm.name));
    const imported = await postFile(t, ana.token, other.terminal.id, readFileSync(file));
    expect(imported.statusCode, imported.body).toBe(201);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/lineups/${b}?version=${await version(b)}`,
      headers: bearer(ana.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const importedIds = (
      await t.app.db
        .select({ id: lineups.id })
        .from(lineups)
        .where(eq(lineups.terminal_id, other.terminal.id))
        .orderBy(lineups.id)
    ).map((r) => r.id);
    expect(importedIds).toHaveLength(3);
    const want = await expectTablesMatchEvents();
    // a: Expected, Waiting, Discharging; b: Waiting, Loading (then deleted); three imported rows Waiting.
    expect(
      want.calls
        .filter((c) => c.lineup_id === a || c.lineup_id === b)
        .map((c) => [c.waited_ms !== null, c.berthed_ms !== null]),
    ).toEqual([
      [true, true],
      [true, true],
    ]);
    // All today: only each row's last status holds at a day's end (b's too: the table leaves deletions to the query).
    expect(
      want.days.map((d) => [d.lineup_id, d.kind, d.first_day, d.last_day]).sort((x, y) => Number(x[0]) - Number(y[0])),
    ).toEqual([a, b, ...importedIds].map((id, i) => [id, i < 2 ? "berthed" : "waiting", today(), null]));
    const period = { from: today(), to: today() };
    const anasScope = await lineupScope(t.app.db, ana.user);
    expect(await waitingTimes(t.app.db, anasScope, { ...period, group_by: "terminal" })).toEqual(
      await waitingTimesFromEvents(t.app.db, ana.user, { ...period, group_by: "terminal" }),
    );
    // Today's end: a is berthed, b was deleted, the three imported rows wait.
    const counts = await lineupCounts(t.app.db, anasScope, period);
    expect(counts).toEqual({
      days: [{ day: today(), berthed: 1, waiting: 3, expected: 0 }],
      calls_from_history: 4,
      calls_from_dates: 0,
    });
    expect(counts.days).toEqual(await lineupCountsFromEvents(t.app.db, ana.user, period));
  });

  it("concurrent saves of one terminal's rows, and concurrent inserts of one row's events, leave both tables as the events say", async () => {
    const rows = await Promise.all(
      Array.from({ length: 4 }, () => makeLineupRow(t.app, ctx, { ...full(), status: "Expected" })),
    );
    const statuses = ["Waiting", "Loading", "Expected", "Discharging", "Sailed"];
    // Every save races every other; stale versions are refused (409), the rest commit one after another.
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const row = rows[i % rows.length]!;
        return tableSave({
          list: [{ id: row.id, version: row.version + Math.floor(i / rows.length), status: statuses[i % 4] }],
        });
      }),
    );
    expect(results.filter((r) => r.statusCode !== 200 && r.statusCode !== 409).map((r) => r.body)).toEqual([]);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    // Events of one row written at once by separate statements, out of time order.
    const row = await makeLineupRow(t.app, ctx, full());
    const times = [
      "2026-10-05T00:00:00Z",
      "2026-10-01T00:00:00Z",
      "2026-10-03T12:00:00Z",
      "2026-10-02T00:00:00Z",
      "2026-10-04T00:00:00Z",
      "2026-10-01T12:00:00Z",
    ];
    await Promise.all(
      times.map((at, i) =>
        t.app.db.insert(lineupFieldEvents).values({
          lineup_id: row.id,
          terminal_id: row.terminal_id,
          porto_id: row.porto_id,
          field: "status",
          before: null,
          after: statuses[i % statuses.length],
          at,
        }),
      ),
    );
    const want = await expectTablesMatchEvents();
    // In time order: Loading 1 Oct (no day's end), Waiting 1 Oct 12:00, Discharging 2 Oct, Expected 3 Oct 12:00, Sailed 4 Oct, Waiting 5 Oct.
    expect(
      want.days
        .filter((d) => d.lineup_id === row.id)
        .map((d) => [d.kind, d.first_day, d.last_day])
        .sort((x, y) => String(x[1]).localeCompare(String(y[1]))),
    ).toEqual([
      ["waiting", "2026-10-01", "2026-10-01"],
      ["berthed", "2026-10-02", "2026-10-02"],
      ["expected", "2026-10-03", "2026-10-03"],
      ["waiting", "2026-10-05", null],
    ]);
    expect(want.calls.find((c) => c.lineup_id === row.id)).toEqual({
      lineup_id: row.id,
      waited_ms: Date.parse("2026-10-01T12:00:00Z"),
      berthed_ms: Date.parse("2026-10-01T00:00:00Z"),
      // Sailed on 4 Oct, after Discharging on 2 Oct.
      sailed_ms: Date.parse("2026-10-04T00:00:00Z"),
      discharged: true,
    });
  });

  it("migration 0011's backfill rebuilds both tables from the events recorded before it, migration 0013's the sailings; a second run changes nothing", async () => {
    const backfillOf = (file: string) =>
      readFileSync(path.join(__dirname, "../../migrations", file), "utf8")
        .split("--> statement-breakpoint")
        .at(-1)!;
    const backfill = backfillOf("0011_lineup_statistics_tables.sql");
    const sailings = backfillOf("0013_lineup_calls_sailings.sql");
    expect(backfill).toContain("lineup_statistics_refresh");
    const before = await stored();
    expect(before.days.length).toBeGreaterThan(0);
    expect(before.calls.filter((c) => c.sailed_ms !== null).length).toBeGreaterThan(0);
    await t.app.db.execute(sql`delete from lineup_calls`);
    await t.app.db.execute(sql`delete from lineup_status_days`);
    await t.app.db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(before);
    await t.app.db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(before);
    // As the calls were before migration 0013: no sailings.
    await t.app.db.execute(sql`update lineup_calls set sailed_at = null, discharged = null`);
    await t.app.db.execute(sql.raw(sailings));
    expect(await stored()).toEqual(before);
    await expectTablesMatchEvents();
  });
});

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe("on a random history, the answers from the tables equal those from the events", () => {
  it("waiting times per grouping, line-up counts, volumes and berth occupancy, for random periods, as admin, operator and client", async () => {
    const seed = Number(process.env.STATS_SEED ?? 20261124);
    const rnd = random(seed);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const places = [await makePort(t.app, "Random A"), await makePort(t.app, "Random B")];
    const comms = places.map((pl) => pl.comm.id);
    const start = Date.parse("2026-08-01T00:00:00Z");
    const statuses = ["Expected", "Waiting", "Loading", "Discharging", "Sailed"] as const;
    const pending: (typeof lineupFieldEvents.$inferInsert)[] = [];
    const deletions: { id: number; at: number }[] = [];
    for (let n = 0; n < 90; n++) {
      const place = pick(places);
      const row = await makeLineupRow(t.app, place, {
        carga_id: pick([...comms, null]),
        afretador_id: pick([p.charterer.id, p.charterer2.id, null]),
        is_observacao: rnd() < 0.1 ? 1 : 0,
        qty: pick([null, "1000", "2500.5", "700", "120.25"]),
        qty_unidade: pick(["t", "m³"]),
      });
      let at = start + Math.floor(rnd() * 90) * DAY + Math.floor(rnd() * 24) * 3_600_000;
      const base = { lineup_id: row.id, terminal_id: row.terminal_id, porto_id: row.porto_id };
      pending.push({ ...base, field: "_created", at: new Date(at).toISOString() });
      for (let k = 0, changes = 1 + Math.floor(rnd() * 5); k < changes; k++) {
        pending.push({ ...base, field: "status", after: pick(statuses), at: new Date(at).toISOString() });
        // Sometimes the next change comes within the same day.
        at += pick([3_600_000, 12 * 3_600_000, DAY, 2.5 * DAY, 7 * DAY]);
      }
      if (rnd() < 0.15) deletions.push({ id: row.id, at: at + DAY });
      // Some rows move to the other port afterwards: statistics follow the row where it is.
      if (rnd() < 0.1) {
        const to = places.find((pl) => pl.port.id !== place.port.id)!;
        await t.app.db
          .update(lineups)
          .set({ porto_id: to.port.id, terminal_id: to.terminal.id })
          .where(eq(lineups.id, row.id));
      }
    }
    for (const d of deletions) {
      const [row] = await t.app.db.select().from(lineups).where(eq(lineups.id, d.id));
      pending.push({
        lineup_id: d.id,
        terminal_id: row!.terminal_id,
        porto_id: row!.porto_id,
        field: "_deleted",
        before: { terminal_id: row!.terminal_id, carga_id: row!.carga_id, is_observacao: row!.is_observacao },
        at: new Date(d.at).toISOString(),
      });
      await t.app.db.delete(lineups).where(eq(lineups.id, d.id));
    }
    // Written shuffled, in statements of up to 25 events: a row's events arrive out of order over several statements.
    for (let i = pending.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [pending[i], pending[j]] = [pending[j]!, pending[i]!];
    }
    for (let i = 0; i < pending.length; i += 25)
      await t.app.db.insert(lineupFieldEvents).values(pending.slice(i, i + 25));
    await expectTablesMatchEvents();

    const operator = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, operator.user.id, [places[0]!.port.id]);
    const client = await createUser(t.app, ROLE.client);
    await assignComms(t.app, client.user.id, [comms[1]!]);
    // What the volumes and occupancy compared had in them (so the comparisons are not of empty answers).
    let loaded = 0;
    let discharged = 0;
    let atBerth = 0;
    for (let k = 0; k < 12; k++) {
      const from = start + Math.floor(rnd() * 100) * DAY;
      const period = {
        from: utcDay(from),
        to: utcDay(from + Math.floor(rnd() * 60) * DAY),
        ...(rnd() < 0.3 ? { porto_id: [places[1]!.port.id] } : {}),
        ...(rnd() < 0.3 ? { carga_id: [comms[0]!] } : {}),
      };
      for (const user of [ana.user, operator.user, client.user]) {
        const group_by = pick(WAITING_GROUPS);
        const label = `seed ${seed}, ${JSON.stringify(period)}, ${group_by}, role ${user.role_id}`;
        const scope = await lineupScope(t.app.db, user);
        expect(await waitingTimes(t.app.db, scope, { ...period, group_by }), label).toEqual(
          await waitingTimesFromEvents(t.app.db, user, { ...period, group_by }),
        );
        expect((await lineupCounts(t.app.db, scope, period)).days, label).toEqual(
          await lineupCountsFromEvents(t.app.db, user, period),
        );
        const interval = pick(VOLUME_INTERVALS);
        const volumes = await commodityVolumes(t.app.db, scope, { ...period, interval });
        expect(volumes, `${label}, ${interval}`).toEqual(
          await volumesFromEvents(t.app.db, user, { ...period, interval }),
        );
        const occupancy = await berthOccupancy(t.app.db, scope, period);
        expect(occupancy, label).toEqual(await berthOccupancyFromEvents(t.app.db, user, period));
        loaded += volumes.data.filter((v) => v.loaded > 0).length;
        discharged += volumes.data.filter((v) => v.discharged > 0).length;
        atBerth += occupancy.data.reduce((n, g) => n + g.calls.length, 0);
      }
    }
    expect(
      [loaded, discharged, atBerth].every((n) => n > 0),
      `${loaded} loaded, ${discharged} discharged, ${atBerth} at a berth`,
    ).toBe(true);
  });
});
