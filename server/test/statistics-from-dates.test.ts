import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { rowsOf } from "../src/db/client";
import { lineups } from "../src/db/schema";
import { makeParties, makePort, type Place, type Parties } from "./factories";
import { bearer, createUser, startApp, type TestApp, type TestUser } from "./helpers";

/**
 * Rows that existed before history began, or were written straight into the database as a migration from
 * another system would, count from their own dates in every statistic (DESIGN.md "History"), each answer
 * saying how many calls came from dates alone; migration 0016's `lineup_baseline()` gives them a baseline
 * event so *As of* reaches back to it, and their first recorded change keeps what their dates said before.
 */
let t: TestApp;
let at: Place;
let p: Parties;
let admin: TestUser;

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const ids: Record<string, number> = {};

/** A row inserted with SQL, no event: as another system's migration leaves it. */
async function insertRaw(name: string, status: string, eta: string, etb: string, etc: string, qty = "5000") {
  const result = await t.app.db.execute(sql`
    insert into lineups (terminal_id, porto_id, berco_id, carga_tipo_id, carga_id, navio_id, agencia_id, afretador_id, recebedor_id, destination_porto, status, qty, qty_unidade, eta, etb, etc, created_at)
    values (${at.terminal.id}, ${at.port.id}, ${at.berth.id}, ${at.type.id}, ${at.comm.id}, ${p.vessel.id}, ${p.agency.id}, ${p.charterer.id}, ${p.receiver.id}, ${p.dest.id}, ${status}, ${qty}, 't', ${eta}, ${etb}, ${etc}, ${`${day(-40)}T00:00:00Z`})
    returning id`);
  ids[name] = Number(rowsOf<{ id: number }>(result)[0]?.id);
}

const get = (path: string) =>
  t.app.inject({ url: `/api/v1/statistics/${path}`, headers: bearer(admin.token) }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  });
/** Every statistic over the last month and the next days, for the test's port. */
async function answers() {
  const port = `porto_id[]=${at.port.id}`;
  const [waiting, counts, occupancy, volumes] = await Promise.all([
    get(`waiting-times?from=${day(-30)}&to=${day(0)}&${port}`),
    get(`lineup-counts?from=${day(-30)}&to=${day(0)}&${port}`),
    get(`berth-occupancy?from=${day(-30)}&to=${day(0)}&${port}`),
    get(`volumes?from=${day(-30)}&to=${day(0)}&interval=month&${port}`),
  ]);
  return { waiting, counts, occupancy, volumes };
}
const origins = (a: { calls_from_history: number; calls_from_dates: number }) => [
  a.calls_from_history,
  a.calls_from_dates,
];

beforeAll(async () => {
  t = await startApp();
  at = await makePort(t.app, "Dated");
  p = await makeParties(t.app);
  admin = await createUser(t.app, ROLE.admin);
  // sailed: arrived 20 days ago, berthed 17 days ago, sailed 14 days ago; loading: arrived 6 days ago, berthed 2 days ago;
  // waiting: arrived 3 days ago; expected: due in 5 days.
  await insertRaw("sailed", "Sailed", day(-20), day(-17), day(-14));
  await insertRaw("loading", "Loading", day(-6), day(-2), day(3));
  await insertRaw("waiting", "Waiting", day(-3), day(1), day(4));
  await insertRaw("expected", "Expected", day(5), day(6), day(9));
});
afterAll(() => t.close());

describe("rows written straight into the database, with no history", () => {
  it("count from their dates in every statistic, and every answer says so", async () => {
    const { waiting, counts, occupancy, volumes } = await answers();
    // Waiting times: sailed waited 3 days, loading 4.
    expect(waiting.data).toEqual([
      {
        key: at.terminal.id,
        name: `${at.terminal.name} (Dated)`,
        calls: 2,
        calls_from_dates: 2,
        mean_days: 3.5,
        median_days: 3.5,
        p90_days: 3.9,
      },
    ]);
    expect(origins(waiting)).toEqual([0, 2]);
    // Line-up counts: each day's status by the dates; today as the board: one berthed, one waiting, one expected.
    const byDay = new Map((counts.data as { day: string }[]).map((d) => [d.day, d]));
    expect(byDay.get(day(0))).toEqual({ day: day(0), berthed: 1, waiting: 1, expected: 1 });
    expect(byDay.get(day(-15))).toEqual({ day: day(-15), berthed: 1, waiting: 0, expected: 3 });
    expect(byDay.get(day(-19))).toEqual({ day: day(-19), berthed: 0, waiting: 1, expected: 3 });
    expect(origins(counts)).toEqual([0, 4]);
    // Berth occupancy: sailed from its ETB to its ETC, loading from its ETB and still there.
    const calls = occupancy.data.flatMap((g: { calls: object[] }) => g.calls);
    expect(calls).toEqual([
      expect.objectContaining({
        lineup_id: ids.sailed,
        start: `${day(-17)}T00:00:00.000Z`,
        end: expect.stringMatching(new RegExp(`^${day(-14)}T00:00:00`)),
        from_dates: true,
      }),
      expect.objectContaining({ lineup_id: ids.loading, end: null, from_dates: true }),
    ]);
    expect(origins(occupancy)).toEqual([0, 2]);
    // Volumes: the sailed call's cargo, loaded (its dates do not say which way).
    expect(
      volumes.data
        .map((v: { loaded: number; discharged: number; calls: number }) => [v.loaded, v.discharged, v.calls])
        .reduce((a: number[], b: number[]) => a.map((x, i) => x + (b[i] ?? 0)), [0, 0, 0]),
    ).toEqual([5000, 0, 1]);
    expect(origins(volumes)).toEqual([0, 1]);
  });

  it("the baseline (migration 0016) writes one event per row without history, changes no answer, lets As of reach back to it, and stays out of the cell history", async () => {
    const before = await answers();
    const written = async () =>
      Number(rowsOf<{ n: number }>(await t.app.db.execute(sql`select lineup_baseline() as n`))[0]?.n);
    expect(await written()).toBe(4);
    // Rows that have history get none: a second run writes nothing.
    expect(await written()).toBe(0);
    const after = await answers();
    expect(after).toEqual(before);
    const [start] = rowsOf<{ at: string }>(
      await t.app.db.execute(sql`select min(at)::text as at from lineup_events where field = '_baseline'`),
    );
    const asOf = (instant: string) =>
      t.app.inject({
        url: `/api/v1/lineups?carga_tipo_id=${at.type.id}&status[]=Sailed&status[]=Loading&status[]=Waiting&status[]=Expected&as_of=${encodeURIComponent(instant)}`,
        headers: bearer(admin.token),
      });
    const then = await asOf(new Date(Date.parse(start!.at.replace(" ", "T").replace(/\+00$/, "Z")) + 1).toISOString());
    expect(then.statusCode, then.body).toBe(200);
    const shown = then
      .json()
      .portos.flatMap((port: { terminais: { lineups: { id: number }[] }[] }) =>
        port.terminais.flatMap((x) => x.lineups.map((r) => r.id)),
      );
    expect(shown.sort()).toEqual(Object.values(ids).sort());
    expect((await asOf(new Date(Date.now() - DAY).toISOString())).statusCode).toBe(422);
    const history = await t.app.inject({ url: `/api/v1/lineups/${ids.loading}/history`, headers: bearer(admin.token) });
    expect(history.json()).toEqual([]);
  });

  it("after a recorded change, a baselined row keeps what its dates said before it: the sailing is recorded, the berthing from dates", async () => {
    const [row] = await t.app.db
      .select({ version: lineups.version })
      .from(lineups)
      .where(sql`${lineups.id} = ${ids.loading}`);
    const save = await t.app.inject({
      method: "POST",
      url: "/api/v1/lineups/list",
      headers: bearer(admin.token),
      payload: {
        terminal_id: at.terminal.id,
        list: [{ id: ids.loading, version: row?.version, status: "Sailed" }],
        deleted_lines: [],
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    const { waiting, counts, occupancy, volumes } = await answers();
    // Its berthing (2 days ago) and waiting still come from its dates; the rest unchanged.
    expect(origins(waiting)).toEqual([0, 2]);
    const loading = occupancy.data
      .flatMap((g: { calls: { lineup_id: number }[] }) => g.calls)
      .find((c: { lineup_id: number }) => c.lineup_id === ids.loading);
    expect(loading).toEqual(expect.objectContaining({ start: `${day(-2)}T00:00:00.000Z`, from_dates: false }));
    expect(loading.end).not.toBeNull();
    expect(origins(occupancy)).toEqual([1, 1]);
    expect(origins(volumes)).toEqual([1, 1]);
    expect((counts.data as { day: string }[]).find((d) => d.day === day(0))).toEqual({
      day: day(0),
      berthed: 0,
      waiting: 1,
      expected: 1,
    });
    expect((counts.data as { day: string }[]).find((d) => d.day === day(-1))).toEqual({
      day: day(-1),
      berthed: 1,
      waiting: 1,
      expected: 1,
    });
    // Counted by the days each status held: all of those began on its dates (the recorded Sailed counts on no day).
    expect(origins(counts)).toEqual([0, 4]);
  });
});
