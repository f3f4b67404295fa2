import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo, DEMO_PASSWORD, DEMO_USERS } from "../src/db/seed";
import { bearer, login, startApp, type TestApp } from "./helpers";

/**
 * The demo (SEED_DEMO=1) on first start: a year of history written as the write path records it, so every
 * statistic has data, today's line-up counts are the board's for every role and filter, *As of* reaches back
 * months, and the cell history shows several people's changes.
 */
let t: TestApp;
const tokens = new Map<string, string>();
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

type Counts = { berthed: number; waiting: number; expected: number };
interface Options {
  cargas_tipos: { id: number }[];
  portos: { id: number; name: string }[];
  cargas: { id: number; name: string }[];
}

beforeAll(async () => {
  t = await startApp();
  await seedDemo(t.app.db, t.app.config, () => {});
  for (const u of DEMO_USERS) tokens.set(u.email, (await login(t.app, u.email, DEMO_PASSWORD)).access_token);
}, 300_000);
afterAll(() => t.close());

const getAs = async (email: string, url: string) => {
  const res = await t.app.inject({ url: `/api/v1${url}`, headers: bearer(tokens.get(email) ?? "") });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

describe("the demo's history", () => {
  it("today's line-up counts are the board's counts for every role and filter", async () => {
    const admin = "admin@demo.local";
    const options: Options = await getAs(admin, "/lineups/parametros");
    const port = (name: string) => options.portos.find((p) => p.name === name)?.id ?? 0;
    const soybeans = options.cargas.find((c) => c.name === "SOYBEANS")?.id ?? 0;
    const urea = options.cargas.find((c) => c.name === "UREA")?.id ?? 0;
    const filters = [
      "",
      `&porto_id[]=${port("Santos")}`,
      `&carga_id[]=${soybeans}`,
      `&porto_id[]=${port("Paranaguá")}&porto_id[]=${port("Rio Grande")}&carga_id[]=${urea}&carga_id[]=${soybeans}`,
    ];
    let compared = 0;
    for (const { email } of DEMO_USERS) {
      for (const filter of filters) {
        const board: Counts = { berthed: 0, waiting: 0, expected: 0 };
        for (const type of options.cargas_tipos) {
          const answer: { portos: { counts: Counts }[] } = await getAs(
            email,
            `/lineups?carga_tipo_id=${type.id}${filter}`,
          );
          for (const p of answer.portos)
            for (const k of ["berthed", "waiting", "expected"] as const) board[k] += p.counts[k];
        }
        const counts = await getAs(email, `/statistics/lineup-counts?from=${day(0)}&to=${day(0)}${filter}`);
        expect(counts.data, `${email}${filter}`).toEqual([{ day: day(0), ...board }]);
        // Every call of the demo has its recorded history.
        expect(counts.calls_from_dates).toBe(0);
        compared += board.berthed + board.waiting + board.expected;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("every statistic has a year of data, all from recorded history", async () => {
    const admin = "admin@demo.local";
    const waiting = await getAs(admin, `/statistics/waiting-times?from=${day(-365)}&to=${day(0)}&group_by=carga`);
    expect(waiting.data.length).toBeGreaterThan(5);
    expect(waiting.calls_from_history).toBeGreaterThan(500);
    const counts = await getAs(admin, `/statistics/lineup-counts?from=${day(-300)}&to=${day(0)}`);
    const long = counts.data.find((d: { day: string }) => d.day === day(-200));
    expect(long.berthed + long.waiting + long.expected).toBeGreaterThan(10);
    const occupancy = await getAs(admin, `/statistics/berth-occupancy?from=${day(-90)}&to=${day(0)}`);
    expect(occupancy.calls_from_history).toBeGreaterThan(100);
    const volumes = await getAs(admin, `/statistics/volumes?from=${day(-365)}&to=${day(0)}&interval=month`);
    expect(volumes.data.filter((v: { loaded: number }) => v.loaded > 0).length).toBeGreaterThan(10);
    expect(volumes.data.filter((v: { discharged: number }) => v.discharged > 0).length).toBeGreaterThan(10);
    for (const answer of [waiting, counts, occupancy, volumes]) expect(answer.calls_from_dates).toBe(0);
  });

  it("As of shows the board months ago, and a row's history has several people's changes", async () => {
    const admin = "admin@demo.local";
    // The demo's past calls are laid out back from the moment it was seeded, 3 to 8 days apart per terminal:
    // a handful are at a terminal at any instant, how many depending on the hour the test runs.
    const asOf = new Date(Date.now() - 120 * DAY).toISOString();
    const past = await getAs(admin, `/lineups?carga_tipo_id=1&as_of=${asOf}`);
    const rows: { id: number }[] = past.portos.flatMap((p: { terminais: { lineups: { id: number }[] }[] }) =>
      p.terminais.flatMap((x) => x.lineups),
    );
    const now = await getAs(admin, "/lineups?carga_tipo_id=1");
    const nowIds = new Set(
      now.portos.flatMap((p: { terminais: { lineups: { id: number }[] }[] }) =>
        p.terminais.flatMap((x) => x.lineups.map((r) => r.id)),
      ),
    );
    // Calls that sailed and were removed since are back on the board as it stood.
    expect(rows.filter((r) => !nowIds.has(r.id)).length).toBeGreaterThan(2);
    const row = now.portos[0].terminais[0].lineups.find(
      (r: { status: string }) => r.status === "Loading" || r.status === "Discharging",
    );
    const history: { field: string; user: { id: number } | null }[] = await getAs(admin, `/lineups/${row.id}/history`);
    expect(history.map((e) => e.field)).toEqual(expect.arrayContaining(["_created", "status"]));
    expect(history.filter((e) => e.field === "status").length).toBeGreaterThanOrEqual(2);
  });
});
