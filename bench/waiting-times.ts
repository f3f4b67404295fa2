/**
 * Waiting-times benchmark (issue 14: "stays fast with millions of events …
 * goal: every statistics query under 300 ms").
 *
 * Run: DATABASE_URL=postgres://… pnpm bench:waiting-times   (PostgreSQL only;
 * BENCH_ROWS sets the number of calls, 100,000 by default).
 *
 * Generates, in SQL, BENCH_ROWS calls over three years on 4 ports × 4
 * terminals with 12 comms and 8 charterers, each with 10 history events
 * (`_created`, Expected, Waiting, Loading, Sailed and five date and quantity
 * changes): 1,000,000 `lineup_events` for 100,000 calls. Then times
 * `GET /statistics/waiting-times` over HTTP for a month and for a year, per
 * grouping and per role (admin, operator of two ports, client of three comms):
 * the median of 5 runs after one warm-up. Then `GET /statistics/lineup-counts`
 * (berthed / waiting / expected per day) on the same events, for a month and
 * a year, per role. Each case is also timed, in the same run, with the SQL
 * the statistics had before migration 0011 (straight from the events,
 * server/test/statistics-from-events.ts), whose answer must be the same;
 * then PostgreSQL's plan of a year's calls. BENCH_ONLY=counts times only the
 * counts. Then `GET /statistics/berth-occupancy` (the calls at each berth;
 * 32 berths, every 20th call without one) for a month and a quarter per role
 * (BENCH_ONLY=occupancy times only it), also against the event-based SQL of
 * before. Then `GET /statistics/volumes` (bench/volumes.ts), a month by week
 * and a year by month, per role, likewise (BENCH_ONLY=volumes times only it).
 */
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import postgres from "postgres";
import { ROLE } from "@lineup/shared";
import { afretadores, bercos, cargas, navios, terminais } from "../server/src/db/schema";
import { WAITING_GROUPS, type WaitingGroup } from "../server/src/statistics/waiting-times";
import type { UserRow } from "../server/src/users/repository";
import { assignComms, assignPorts, makePort } from "../server/test/factories";
import { bearer, createUser, startApp } from "../server/test/helpers";
import { benchVolumes, canonical } from "./volumes";
import {
  berthOccupancyFromEvents,
  lineupCountsFromEvents,
  waitingTimesFromEvents,
} from "../server/test/statistics-from-events";
import { timedRuns } from "./measure";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = 5;

async function main() {
  if (!process.env.DATABASE_URL) throw new Error("Set DATABASE_URL: this benchmark runs on PostgreSQL.");
  const t = await startApp({ accessTokenTtlSeconds: 3600 });
  const pg = postgres(t.databaseUrl ?? process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    const ports = [];
    for (const name of ["Santos", "Paranaguá", "Rio Grande", "Itaqui"]) ports.push(await makePort(t.app, name));
    const terminalIds: number[][] = [];
    for (const p of ports) {
      const more = await t.app.db
        .insert(terminais)
        .values(
          [1, 2, 3].map((i) => ({
            porto_id: p.port.id,
            name: `${p.port.name} ${i}`,
            rate: "1",
            av_dw_bw: "1",
            max_draft: "1",
            draft_berth: "1",
            loa: "1",
          })),
        )
        .returning({ id: terminais.id });
      terminalIds.push([p.terminal.id, ...more.map((m) => m.id)]);
    }
    const [santos, paranagua] = ports;
    if (!santos || !paranagua) throw new Error("no ports");
    const type = santos.type.id;
    const comms = await t.app.db
      .insert(cargas)
      .values(Array.from({ length: 12 }, (_, i) => ({ tipo_id: type, name: `Comm ${i}`, synonym: "C" })))
      .returning({ id: cargas.id });
    const charterers = await t.app.db
      .insert(afretadores)
      .values(Array.from({ length: 8 }, (_, i) => ({ name: `Charterer ${i}` })))
      .returning({ id: afretadores.id });
    const arr = (ids: number[]) => `{${ids.join(",")}}`;

    const started = performance.now();
    // Two berths per terminal and 500 vessels, for the berth occupancy.
    const berths = await t.app.db
      .insert(bercos)
      .values(terminalIds.flat().flatMap((terminal_id) => ["A", "B"].map((b) => ({ terminal_id, name: `Berth ${b}` }))))
      .returning({ id: bercos.id });
    const vessels = await t.app.db
      .insert(navios)
      .values(Array.from({ length: 500 }, (_, i) => ({ name: `Vessel ${i}` })))
      .returning({ id: navios.id });
    // Calls: port by id, terminal of that port, one of its two berths (every 20th call none), vessel, comm and charterer picked by the row number.
    await pg`
      insert into lineups (porto_id, terminal_id, berco_id, navio_id, carga_id, carga_tipo_id, afretador_id, status)
      select p.id, (${arr(terminalIds.flat())}::int[])[((g % 4) * 4) + ((g / 4) % 4) + 1],
        case when g % 20 = 19 then null else (${arr(berths.map((b) => b.id))}::int[])[(((g % 4) * 4) + ((g / 4) % 4)) * 2 + ((g / 16) % 2) + 1] end,
        (${arr(vessels.map((v) => v.id))}::int[])[(g % 500) + 1], (${arr(comms.map((c) => c.id))}::int[])[(g % 12) + 1], ${type}, (${arr(charterers.map((c) => c.id))}::int[])[(g % 8) + 1], 'Sailed'
      from generate_series(0, ${ROWS - 1}) g
      join lateral (select (${arr(ports.map((p) => p.port.id))}::int[])[(g % 4) + 1] as id) p on true`;
    // Ten events per call: created three years back at most; waits of 0 to 20 days.
    await pg`
      insert into lineup_events (lineup_id, terminal_id, porto_id, field, before, after, at)
      select l.id, l.terminal_id, l.porto_id, e.field, e.before, e.after, c.created + e.offs
      from lineups l
      cross join lateral (select timestamptz '2023-12-01' + (random() * 1095 + l.id * 0) * interval '1 day' as created, (random() + l.id * 0) * 20 * interval '1 day' as wait) c
      cross join lateral (values
        ('_created', null::jsonb, null::jsonb, interval '0'),
        ('status', null, '"Expected"', interval '0'),
        ('eta', null, '"2025-01-01"', interval '1 hour'),
        ('qty', '"1000.000"', '"2000.000"', interval '2 days'),
        ('status', '"Expected"', '"Waiting"', interval '3 days'),
        ('etb', null, '"2025-01-05"', interval '3 days 1 hour'),
        ('status', '"Waiting"', '"Loading"', interval '3 days' + c.wait),
        ('etc', null, '"2025-01-09"', interval '4 days' + c.wait),
        ('status', '"Loading"', '"Sailed"', interval '6 days' + c.wait),
        ('atualizado_data', null, '"2025-01-10"', interval '6 days 1 hour' + c.wait)
      ) e(field, before, after, offs)`;
    // As autovacuum leaves them after a bulk load: statistics, and the visibility map the index-only scans need.
    await pg`vacuum analyze lineups`;
    await pg`vacuum analyze lineup_events`;
    // The tables the trigger on lineup_events kept while the events were inserted (migration 0011).
    await pg`vacuum analyze lineup_calls`;
    await pg`vacuum analyze lineup_status_days`;
    // The rows listed without calls when inserted, and unlisted by their events (migration 0022).
    await pg`vacuum analyze lineups_without_calls`;
    const [{ n: count }] = (await pg`select count(*)::int as n from lineup_events`) as unknown as [{ n: number }];
    console.log(
      `Waiting-times benchmark on PostgreSQL: ${ROWS.toLocaleString("en-US")} calls, ${count.toLocaleString("en-US")} events (generated in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
    );

    console.log(
      `Load average (1, 5, 15 min): ${loadavg()
        .map((l) => l.toFixed(1))
        .join(", ")}`,
    );
    const admin = await createUser(t.app, ROLE.admin);
    const operator = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, operator.user.id, [santos.port.id, paranagua.port.id]);
    const client = await createUser(t.app, ROLE.client);
    await assignComms(
      t.app,
      client.user.id,
      comms.slice(0, 3).map((c) => c.id),
    );
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/statistics/waiting-times`;

    // Each case over HTTP (the tables of migration 0011), then, in the same run and process, the SQL of before
    // (straight from the events, server/test/statistics-from-events.ts) with the same user and filters;
    // both answers must be equal.
    type Filters = { from: string; to: string; group_by?: WaitingGroup; porto_id?: number[]; carga_id?: number[] };
    const queryOf = (f: Filters) =>
      [
        `from=${f.from}`,
        `to=${f.to}`,
        ...(f.group_by ? [`group_by=${f.group_by}`] : []),
        ...(f.porto_id ?? []).map((id) => `porto_id[]=${id}`),
        ...(f.carga_id ?? []).map((id) => `carga_id[]=${id}`),
      ].join("&");
    /** `run` timed over `RUNS` runs after a warm-up: its last answer and its median (and longest) time. */
    const timed = (run: () => Promise<unknown>) => timedRuns(RUNS, run);
    const fetchBody = async (url: string, token: string) => {
      const res = await fetch(url, { headers: bearer(token) });
      const body = (await res.json()) as { data: unknown[]; time_zones?: unknown };
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
      return body;
    };
    const fetchData = async (url: string, token: string) => (await fetchBody(url, token)).data;
    type Who = { token: string; user: UserRow };
    const time = async (label: string, who: Who, f: Filters & { group_by: WaitingGroup }) => {
      const now = await timed(() => fetchData(`${base}?${queryOf(f)}`, who.token));
      const before = await timed(() => waitingTimesFromEvents(t.app.db, who.user, f));
      const data = now.answer as { calls: number }[];
      if (JSON.stringify(data) !== JSON.stringify(before.answer))
        throw new Error(`${label}: the tables' answer differs from the events'`);
      console.log(
        `${label.padEnd(44)} ${now.text}   before ${before.text}   ${data
          .reduce((n, r) => n + r.calls, 0)
          .toLocaleString("en-US")
          .padStart(7)} calls in ${data.length} groups`,
      );
    };
    const month = { from: "2025-06-01", to: "2025-06-30" };
    const year = { from: "2025-01-01", to: "2025-12-31" };
    // Berth occupancy's longest period (MAX_OCCUPANCY_DAYS).
    const quarter = { from: "2025-04-01", to: "2025-06-30" };
    const twoComms = { porto_id: [santos.port.id], carga_id: comms.slice(0, 2).map((c) => c.id) };
    console.log(`${"".padEnd(44)} ${"now (tables), median (max)".padEnd(26)} before (events)\n`);
    const occupancy = async () => {
      console.log("\nBerth occupancy:");
      const cases: [string, Who, Filters][] = [
        ["admin, a month", admin, month],
        ["admin, a quarter", admin, quarter],
        ["admin, a month, one port and two comms", admin, { ...month, ...twoComms }],
        ["operator (2 ports), a month", operator, month],
        ["client (3 comms), a month", client, month],
        ["client (3 comms), a quarter", client, quarter],
      ];
      for (const [label, who, f] of cases) {
        // The whole answer ({ data, calls_from_history, calls_from_dates }, as berthOccupancy's since 5b6fb43)
        // less the ports' time zones, which only the route adds; compared whatever the order of its keys.
        const now = await timed(async () => {
          const { time_zones: _zones, ...body } = await fetchBody(
            `${base.replace("waiting-times", "berth-occupancy")}?${queryOf(f)}`,
            who.token,
          );
          return body;
        });
        const before = await timed(() => berthOccupancyFromEvents(t.app.db, who.user, f));
        if (canonical(now.answer) !== canonical(before.answer))
          throw new Error(`occupancy, ${label}: the tables' answer differs from the events'`);
        const berths = (now.answer as { data: { calls: unknown[] }[] }).data;
        console.log(
          `${`occupancy: ${label}`.padEnd(44)} ${now.text}   before ${before.text}   ${berths.reduce((n, g) => n + g.calls.length, 0).toLocaleString("en-US")} calls at ${berths.length} berths`,
        );
      }
    };
    const volumes = () =>
      benchVolumes({
        pg,
        db: t.app.db,
        url: base.replace("waiting-times", "volumes"),
        who: { admin, operator, client },
        santos: santos.port.id,
        comms: comms.map((c) => c.id),
        runs: RUNS,
      });
    if (process.env.BENCH_ONLY === "occupancy") return await occupancy();
    if (process.env.BENCH_ONLY === "volumes") return await volumes();
    // BENCH_ONLY=counts skips the waiting times.
    if (process.env.BENCH_ONLY !== "counts") {
      for (const group_by of WAITING_GROUPS)
        await time(`admin, a month, by ${group_by}`, admin, { ...month, group_by });
      await time("admin, a year, by terminal", admin, { ...year, group_by: "terminal" });
      await time("admin, three years, by port", admin, { from: "2023-12-01", to: "2026-12-31", group_by: "porto" });
      await time("admin, a month, one port and two comms", admin, { ...month, ...twoComms, group_by: "terminal" });
      await time("operator (2 ports), a month, by terminal", operator, { ...month, group_by: "terminal" });
      await time("client (3 comms), a month, by comm", client, { ...month, group_by: "carga" });
      await time("client (3 comms), a year, by charterer", client, { ...year, group_by: "afretador" });
    }

    const countsBase = base.replace("waiting-times", "lineup-counts");
    const timeCounts = async (label: string, who: Who, f: Filters) => {
      const now = await timed(() => fetchData(`${countsBase}?${queryOf(f)}`, who.token));
      const before = await timed(() => lineupCountsFromEvents(t.app.db, who.user, f));
      if (JSON.stringify(now.answer) !== JSON.stringify(before.answer))
        throw new Error(`${label}: the tables' answer differs from the events'`);
      console.log(`${label.padEnd(44)} ${now.text}   before ${before.text}   ${(now.answer as unknown[]).length} days`);
    };
    console.log("\nLine-up counts per day:");
    await timeCounts("counts: admin, a month", admin, month);
    await timeCounts("counts: admin, a year", admin, year);
    await timeCounts("counts: admin, a month, one port and two comms", admin, { ...month, ...twoComms });
    await timeCounts("counts: operator (2 ports), a month", operator, month);
    await timeCounts("counts: client (3 comms), a year", client, year);
    if (process.env.BENCH_ONLY !== "counts") await occupancy();
    console.log(
      `\nLoad average (1, 5, 15 min) at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(", ")}`,
    );

    {
      // The plan of a year's calls: a range of lineup_calls_berthed_at, joined with their rows.
      const plan = (await pg`
        explain (analyze, costs off, timing off, summary on)
        select l.terminal_id, count(*), avg(extract(epoch from (c.berthed_at - c.waited_at)))
        from lineup_calls c join lineups l on l.id = c.lineup_id
        where c.berthed_at >= '2025-01-01' and c.berthed_at < '2026-01-01' and c.waited_at <= c.berthed_at and l.is_observacao = 0
        group by l.terminal_id`) as unknown as { "QUERY PLAN": string }[];
      console.log(`\nPlan of a year's calls:\n${plan.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`);
    }
    await volumes();
  } finally {
    await pg.end();
    // BENCH_KEEP_DB=1 leaves the generated database (its URL printed) for looking into a query afterwards.
    if (process.env.BENCH_KEEP_DB === "1") console.log(`\nDatabase kept: ${t.databaseUrl}`);
    await t.close(process.env.BENCH_KEEP_DB === "1");
  }
}

await main();
