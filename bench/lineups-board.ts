/**
 * Board read benchmark (issue 11: "`GET /lineups` ≥ 0.9× the bare baseline").
 *
 * Run: pnpm bench:board   (needs PostgreSQL; DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, a throw-away database is created)
 *
 * 1. The real app on a fresh PostgreSQL database; one port, two terminals,
 *    2,000 line-up rows (a quarter with a split line) with their parties.
 * 2. autocannon (in a worker thread, so its own work does not hold the
 *    servers' event loop) drives `GET /api/v1/lineups?porto_id[]=…` as an admin
 *    with CONNECTIONS connections.
 * 3. Baseline in the same run: a bare node:http server answering one
 *    postgres.js query (the rows joined with their names) with
 *    JSON.stringify, driven the same way on the same database.
 * 4. The two alternate for ROUNDS rounds of DURATION seconds each (app, bare,
 *    bare, app, …), so a change in the load of a shared machine falls on both;
 *    the ratio is app ÷ bare over the whole run, with the range of the rounds.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import postgres from "postgres";
import { bercos, lineupCargasAfretadores, lineups, terminais, terminalCargas } from "../server/src/db/schema";
import { startBoardApp } from "./board-app";
import { median, roundRange } from "./measure";

const ROWS = 2000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STATUSES = ["Loading", "Discharging", "Waiting", "Expected"] as const;

process.env.DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";

interface Run {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  bytes: number;
  /** Milliseconds the servers' event loop was busy (autocannon runs in its own thread). */
  busy: number;
}

/** One autocannon run against `url`: requests answered, seconds, latency percentiles and bytes per response. */
async function drive(url: string, headers: Record<string, string> = {}): Promise<Run> {
  const before = performance.eventLoopUtilization();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, workers: 1 });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const busy = performance.eventLoopUtilization(before).active;
  const requests = result.requests.total;
  return {
    requests,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total / Math.max(1, requests),
    busy,
  };
}

const rps = (runs: Run[]) => runs.reduce((n, r) => n + r.requests, 0) / runs.reduce((n, r) => n + r.seconds, 0);
const busyPerRequest = (runs: Run[]) =>
  runs.reduce((n, r) => n + r.busy, 0) /
  Math.max(
    1,
    runs.reduce((n, r) => n + r.requests, 0),
  );

async function main() {
  const { t, admin, parties, place } = await startBoardApp();
  try {
    const [secondTerminal] = await t.app.db
      .insert(terminais)
      .values({ porto_id: place.port.id, name: "South" })
      .returning();
    const [secondBerth] = await t.app.db
      .insert(bercos)
      .values({ terminal_id: secondTerminal?.id ?? 0, name: "S1" })
      .returning();
    if (!secondTerminal || !secondBerth) throw new Error("no second terminal");
    await t.app.db.insert(terminalCargas).values({ terminal_id: secondTerminal.id, carga_id: place.comm.id });
    const day = (offset: number) => new Date(Date.UTC(2026, 10, 1 + offset)).toISOString().slice(0, 10);
    const values = Array.from({ length: ROWS }, (_, i) => ({
      terminal_id: i % 2 ? secondTerminal.id : place.terminal.id,
      porto_id: place.port.id,
      berco_id: i % 2 ? secondBerth.id : place.berth.id,
      carga_id: place.comm.id,
      carga_tipo_id: place.type.id,
      status: STATUSES[i % STATUSES.length] ?? "Waiting",
      navio_id: parties.vessel.id,
      agencia_id: parties.agency.id,
      afretador_id: parties.charterer.id,
      recebedor_id: parties.receiver.id,
      destination_porto: parties.dest.id,
      qty: String(10_000 + i * 7.125),
      eta: day(i % 60),
      etb: day((i % 60) + 2),
      etc: day((i % 60) + 5),
    }));
    const inserted = [];
    for (let i = 0; i < values.length; i += 500)
      inserted.push(
        ...(await t.app.db
          .insert(lineups)
          .values(values.slice(i, i + 500))
          .returning({ id: lineups.id })),
      );
    await t.app.db
      .insert(lineupCargasAfretadores)
      .values(
        inserted
          .filter((_, i) => i % 4 === 0)
          .map((r) => ({ lineup_id: r.id, carga_id: place.comm.id, qty: "1500", afretador_id: parties.charterer2.id })),
      );

    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const appPort = (t.app.server.address() as AddressInfo).port;
    const boardUrl = `http://127.0.0.1:${appPort}/api/v1/lineups?carga_tipo_id=${place.type.id}&porto_id[]=${place.port.id}`;
    const check = await fetch(boardUrl, { headers: { authorization: `Bearer ${admin.token}` } });
    const board = (await check.json()) as { portos: Array<{ terminais: Array<{ lineups: unknown[] }> }> };
    const shown = board.portos.flatMap((p) => p.terminais).reduce((n, term) => n + term.lineups.length, 0);
    if (shown !== ROWS) throw new Error(`the board shows ${shown} rows, expected ${ROWS}`);

    const sql = postgres(t.databaseUrl ?? "", { max: CONNECTIONS, onnotice: () => {} });
    const bare = http.createServer((_req, res) => {
      sql`
        select l.*, n.name as navio, c.name as carga, a.name as afretador, r.name as recebedor, g.name as agencia, d.name as destination, b.name as berco,
          coalesce((select json_agg(s) from lineup_cargas_afretadores s where s.lineup_id = l.id), '[]') as cargas_afretadores
        from lineups l
        left join navios n on n.id = l.navio_id left join cargas c on c.id = l.carga_id left join afretadores a on a.id = l.afretador_id
        left join recebedores r on r.id = l.recebedor_id left join agencias g on g.id = l.agencia_id
        left join lineups_portos d on d.id = l.destination_porto left join bercos b on b.id = l.berco_id
        where l.porto_id = ${place.port.id} and l.carga_tipo_id = ${place.type.id}
        order by l.etb asc nulls last, l.id`.then(
        (rows) => {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify(rows));
        },
        (error: unknown) => {
          res.writeHead(500);
          res.end(String(error));
        },
      );
    });
    await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
    const barePort = (bare.address() as AddressInfo).port;

    console.log(
      `GET /lineups, ${ROWS} rows on one port (2 terminals), ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per side, PostgreSQL\n`,
    );
    const appUrl = { url: boardUrl, headers: { authorization: `Bearer ${admin.token}` } };
    const bareUrl = { url: `http://127.0.0.1:${barePort}/`, headers: {} };
    const appRuns: Run[] = [];
    const bareRuns: Run[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? ([bareUrl, appUrl] as const) : ([appUrl, bareUrl] as const);
      for (const side of order) (side === appUrl ? appRuns : bareRuns).push(await drive(side.url, side.headers));
      const [a, b] = [appRuns[round], bareRuns[round]];
      if (a && b)
        console.log(
          `round ${round + 1}: app ${(a.requests / a.seconds).toFixed(1)} req/s, bare ${(b.requests / b.seconds).toFixed(1)} req/s, app/bare ${(a.requests / a.seconds / (b.requests / b.seconds)).toFixed(2)}`,
        );
    }
    const line = (name: string, runs: Run[]) =>
      `${name.padEnd(34)} ${rps(runs).toFixed(1).padStart(8)} req/s   p50 ${String(median(runs.map((r) => r.p50))).padStart(5)} ms   p99 ${String(median(runs.map((r) => r.p99))).padStart(5)} ms   ${(median(runs.map((r) => r.bytes)) / 1024).toFixed(0)} KiB/response   ${busyPerRequest(runs).toFixed(1).padStart(5)} ms event loop/request`;
    console.log("");
    console.log(line("app GET /lineups", appRuns));
    console.log(line("bare postgres.js + JSON.stringify", bareRuns));
    const perRound = roundRange(appRuns, bareRuns, (r) => r.requests / r.seconds);
    console.log(
      `\nratio app/bare  requests/s ${(rps(appRuns) / rps(bareRuns)).toFixed(2)}x (rounds ${perRound})  p99 ${(median(appRuns.map((r) => r.p99)) / Math.max(1, median(bareRuns.map((r) => r.p99)))).toFixed(1)}x  event loop/request ${(busyPerRequest(appRuns) / busyPerRequest(bareRuns)).toFixed(2)}x`,
    );

    await new Promise((resolve) => bare.close(resolve));
    await sql.end();
  } finally {
    await t.close();
  }
}

await main();
