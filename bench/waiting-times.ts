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
 * the median of 5 runs after one warm-up, and shows PostgreSQL's plan of one.
 * Then `GET /statistics/lineup-counts` (berthed / waiting / expected per day)
 * on the same events, for a month and a year, per role.
 */
import type { AddressInfo } from "node:net";
import postgres from "postgres";
import { ROLE } from "@lineup/shared";
import { afretadores, cargas, terminais } from "../server/src/db/schema";
import { assignComms, assignPorts, makePort } from "../server/test/factories";
import { bearer, createUser, startApp } from "../server/test/helpers";

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
        .values([1, 2, 3].map((i) => ({ porto_id: p.port.id, name: `${p.port.name} ${i}`, rate: "1", av_dw_bw: "1", max_draft: "1", draft_berth: "1", loa: "1" })))
        .returning({ id: terminais.id });
      terminalIds.push([p.terminal.id, ...more.map((m) => m.id)]);
    }
    const [santos, paranagua] = ports;
    if (!santos || !paranagua) throw new Error("no ports");
    const type = santos.type.id;
    const comms = await t.app.db.insert(cargas).values(Array.from({ length: 12 }, (_, i) => ({ tipo_id: type, name: `Comm ${i}`, synonym: "C" }))).returning({ id: cargas.id });
    const charterers = await t.app.db.insert(afretadores).values(Array.from({ length: 8 }, (_, i) => ({ name: `Charterer ${i}` }))).returning({ id: afretadores.id });
    const arr = (ids: number[]) => `{${ids.join(",")}}`;

    const started = performance.now();
    // Calls: port by id, terminal of that port, comm and charterer picked by the row number.
    await pg`
      insert into lineups (porto_id, terminal_id, carga_id, carga_tipo_id, afretador_id, status)
      select p.id, (${arr(terminalIds.flat())}::int[])[((g % 4) * 4) + ((g / 4) % 4) + 1], (${arr(comms.map((c) => c.id))}::int[])[(g % 12) + 1], ${type}, (${arr(charterers.map((c) => c.id))}::int[])[(g % 8) + 1], 'Sailed'
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
    const [{ n: count }] = (await pg`select count(*)::int as n from lineup_events`) as unknown as [{ n: number }];
    console.log(`Waiting-times benchmark on PostgreSQL: ${ROWS.toLocaleString("en-US")} calls, ${count.toLocaleString("en-US")} events (generated in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);

    const admin = await createUser(t.app, ROLE.admin);
    const operator = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, operator.user.id, [santos.port.id, paranagua.port.id]);
    const client = await createUser(t.app, ROLE.client);
    await assignComms(t.app, client.user.id, comms.slice(0, 3).map((c) => c.id));
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/statistics/waiting-times`;

    const time = async (label: string, token: string, query: string) => {
      const once = async () => {
        const start = performance.now();
        const res = await fetch(`${base}?${query}`, { headers: bearer(token) });
        const body = (await res.json()) as { data: { calls: number }[] };
        if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(body)}`);
        return { ms: performance.now() - start, calls: body.data.reduce((n, r) => n + r.calls, 0), groups: body.data.length };
      };
      await once();
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await once());
      const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
      const { calls, groups } = runs[0] ?? { calls: 0, groups: 0 };
      console.log(`${label.padEnd(44)} ${`${(ms[Math.floor(RUNS / 2)] ?? 0).toFixed(0)} ms`.padStart(8)} (max ${(ms.at(-1) ?? 0).toFixed(0)} ms)   ${calls.toLocaleString("en-US").padStart(7)} calls in ${groups} groups`);
    };
    const month = "from=2025-06-01&to=2025-06-30";
    const year = "from=2025-01-01&to=2025-12-31";
    // BENCH_ONLY=counts skips the waiting times.
    if (process.env.BENCH_ONLY !== "counts") for (const group of ["terminal", "carga", "afretador", "porto"]) await time(`admin, a month, by ${group}`, admin.token, `${month}&group_by=${group}`);
    if (process.env.BENCH_ONLY !== "counts") await time("admin, a year, by terminal", admin.token, `${year}&group_by=terminal`);
    if (process.env.BENCH_ONLY !== "counts") await time("admin, three years, by port", admin.token, "from=2023-12-01&to=2026-12-31&group_by=porto");
    if (process.env.BENCH_ONLY !== "counts") await time("admin, a month, one port and two comms", admin.token, `${month}&porto_id[]=${santos.port.id}&carga_id[]=${comms[0]?.id ?? 0}&carga_id[]=${comms[1]?.id ?? 0}`);
    if (process.env.BENCH_ONLY !== "counts") await time("operator (2 ports), a month, by terminal", operator.token, `${month}&group_by=terminal`);
    if (process.env.BENCH_ONLY !== "counts") await time("client (3 comms), a month, by comm", client.token, `${month}&group_by=carga`);
    if (process.env.BENCH_ONLY !== "counts") await time("client (3 comms), a year, by charterer", client.token, `${year}&group_by=afretador`);

    const countsBase = base.replace("waiting-times", "lineup-counts");
    const timeCounts = async (label: string, token: string, query: string) => {
      const runs: number[] = [];
      let days = 0;
      for (let i = 0; i <= RUNS; i++) {
        const start = performance.now();
        const res = await fetch(`${countsBase}?${query}`, { headers: bearer(token) });
        const body = (await res.json()) as { data: unknown[] };
        if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(body)}`);
        if (i) runs.push(performance.now() - start);
        days = body.data.length;
      }
      runs.sort((a, b) => a - b);
      console.log(`${label.padEnd(44)} ${`${(runs[Math.floor(RUNS / 2)] ?? 0).toFixed(0)} ms`.padStart(8)} (max ${(runs.at(-1) ?? 0).toFixed(0)} ms)   ${days} days`);
    };
    console.log("\nLine-up counts per day:");
    await timeCounts("counts: admin, a month", admin.token, month);
    await timeCounts("counts: admin, a year", admin.token, year);
    await timeCounts("counts: admin, a month, one port and two comms", admin.token, `${month}&porto_id[]=${santos.port.id}&carga_id[]=${comms[0]?.id ?? 0}&carga_id[]=${comms[1]?.id ?? 0}`);
    await timeCounts("counts: operator (2 ports), a month", operator.token, month);
    await timeCounts("counts: client (3 comms), a year", client.token, year);

    {
      // The plan of the month's berthings: the partial index, then each call's earlier statuses.
      const plan = (await pg`
        explain (analyze, costs off, timing off, summary on)
        select e.lineup_id, min(e.at) from lineup_events e
        where e.field = 'status' and e.after in ('"Loading"'::jsonb, '"Discharging"'::jsonb) and e.at >= '2025-06-01' and e.at < '2025-07-01'
        group by e.lineup_id`) as unknown as { "QUERY PLAN": string }[];
      console.log(`\nPlan of a month's berthings:\n${plan.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`);
    }
  } finally {
    await pg.end();
    await t.close();
  }
}

await main();
