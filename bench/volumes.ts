/**
 * Volume-by-commodity part of the statistics benchmark (bench/waiting-times.ts
 * runs it last, on the same 1,000,000 events): gives the generated calls
 * quantities (one in ten in m³), a split line to one in five and a berthing as
 * Discharging to one in three, then times `GET /statistics/volumes` for a
 * month by week and a year by month, per role: over HTTP (the sailings kept
 * in `lineup_calls`, migration 0013), then in process the SQL of before (the
 * sailings found in `lineup_events`, server/test/statistics-from-events.ts),
 * whose answer must be the same.
 */
import { readFileSync } from "node:fs";
import type postgres from "postgres";
import type { Db } from "../server/src/db/client";
import type { UserRow } from "../server/src/users/repository";
import { bearer } from "../server/test/helpers";
import { volumesFromEvents } from "../server/test/statistics-from-events";
import { timedRuns } from "./measure";

type Who = { token: string; user: UserRow };

/** JSON with every object's keys sorted. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y)))
      : v,
  );

interface VolumesBench {
  pg: postgres.Sql;
  db: Db;
  /** `…/api/v1/statistics/volumes` on the running app. */
  url: string;
  who: { admin: Who; operator: Who; client: Who };
  santos: number;
  comms: number[];
  runs: number;
}

export async function benchVolumes({ pg, db, url, who, santos, comms, runs }: VolumesBench) {
  const started = performance.now();
  await pg`update lineups set qty = 1000 + (id % 50) * 100, qty_unidade = case when id % 10 = 0 then 'm³' else 't' end`;
  await pg`
    insert into lineup_cargas_afretadores (lineup_id, carga_id, qty)
    select id, (${`{${comms.join(",")}}`}::int[])[((id + 5) % ${comms.length}) + 1], 500 from lineups where id % 5 = 0`;
  await pg`update lineup_events e set after = '"Discharging"' where e.field = 'status' and e.after = '"Loading"' and e.lineup_id % 3 = 0`;
  await pg`update lineup_events e set before = '"Discharging"' where e.field = 'status' and e.before = '"Loading"' and e.lineup_id % 3 = 0`;
  // The trigger follows inserts only: the calls are recomputed by migration 0013's backfill (every call that
  // berthed), timed as it would run on these 1,000,000 events.
  const backfill =
    readFileSync(new URL("../migrations/0013_lineup_calls_sailings.sql", import.meta.url), "utf8")
      .split("--> statement-breakpoint")
      .at(-1) ?? "";
  const refreshed = performance.now();
  await pg.unsafe(backfill);
  console.log(
    `\nMigration 0013's backfill (lineup_calls and lineup_status_days of every call that berthed): ${((performance.now() - refreshed) / 1000).toFixed(1)} s`,
  );
  for (const table of ["lineups", "lineup_cargas_afretadores", "lineup_events", "lineup_calls"])
    await pg`vacuum analyze ${pg(table)}`;
  console.log(
    `Volumes by commodity (quantities, split lines and discharges added in ${((performance.now() - started) / 1000).toFixed(1)} s):`,
  );

  type Query = { from: string; to: string; interval: "week" | "month"; porto_id?: number[]; carga_id?: number[] };
  /** `run` timed over `runs` runs after a warm-up: its last answer and its median (and longest) time. */
  const timed = (run: () => Promise<unknown>) => timedRuns(runs, run);
  const time = async (label: string, { token, user }: Who, q: Query) => {
    const query = [
      `from=${q.from}`,
      `to=${q.to}`,
      `interval=${q.interval}`,
      ...(q.porto_id ?? []).map((id) => `porto_id[]=${id}`),
      ...(q.carga_id ?? []).map((id) => `carga_id[]=${id}`),
    ].join("&");
    const now = await timed(async () => {
      const res = await fetch(`${url}?${query}`, { headers: bearer(token) });
      // The route adds the ports' time zones (`time_zones`), which the function compared with does not answer.
      const { time_zones: _zones, ...body } = (await res.json()) as {
        periods: string[];
        data: { calls: number }[];
        time_zones?: unknown;
      };
      if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(body)}`);
      return body;
    });
    const before = await timed(() => volumesFromEvents(db, user, q));
    // Compared whatever the order of their keys (the route's schema writes `periods` and `data` first).
    if (canonical(now.answer) !== canonical(before.answer))
      throw new Error(`${label}: the tables' answer differs from the events'`);
    const body = now.answer as { periods: string[]; data: unknown[] };
    console.log(
      `${label.padEnd(44)} ${now.text}   before ${before.text}   ${body.data.length} entries in ${body.periods.length} periods`,
    );
  };
  const month: Query = { from: "2025-06-01", to: "2025-06-30", interval: "week" };
  const year: Query = { from: "2025-01-01", to: "2025-12-31", interval: "month" };
  await time("volumes: admin, a month by week", who.admin, month);
  await time("volumes: admin, a year by month", who.admin, year);
  await time("volumes: admin, three years by month", who.admin, {
    from: "2023-12-01",
    to: "2026-11-30",
    interval: "month",
  });
  await time("volumes: admin, a year, one port and two comms", who.admin, {
    ...year,
    porto_id: [santos],
    carga_id: comms.slice(0, 2),
  });
  await time("volumes: operator (2 ports), a year by month", who.operator, year);
  await time("volumes: client (3 comms), a month by week", who.client, month);
  await time("volumes: client (3 comms), a year by month", who.client, year);

  // The plan of a year's sailings: a range of lineup_calls_sailed_at.
  const plan = (await pg`
    explain (analyze, costs off, timing off, summary on)
    select c.lineup_id, c.sailed_at, c.discharged from lineup_calls c
    where c.sailed_at >= '2025-01-01' and c.sailed_at < '2026-01-01'`) as unknown as { "QUERY PLAN": string }[];
  console.log(`\nPlan of a year's sailings:\n${plan.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`);
}
