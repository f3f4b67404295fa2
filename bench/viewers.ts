/**
 * Viewers benchmark (issue 11: "N viewers of one port while operators save
 * once a second: server CPU per save and the largest N the 2-core server
 * holds with p99 save-to-visible under 1 s. Goal: 1,000 viewers").
 *
 * Run: pnpm bench:viewers
 *   BENCH_STEPS=250,500,1000,1500,2000  BENCH_SECONDS=20  BENCH_TERMINALS=2  BENCH_ROWS=100  BENCH_CLIENT_PROCS=4
 *   DATABASE_URL=postgres://…  (PostgreSQL instead of embedded PGlite; a throw-away database)
 *
 * 1. The real app in its own process (bench/live/server.ts): one port with
 *    BENCH_TERMINALS terminals of BENCH_ROWS rows each.
 * 2. N viewer sockets of that port, spread evenly over its terminals, in
 *    BENCH_CLIENT_PROCS other processes: half admins (staff rooms), a quarter
 *    a wall display and a quarter a client with the port's comm (client
 *    rooms). Steps add sockets to those already open.
 * 3. Per step, after a warm-up, two operators each save one row of "their"
 *    terminal once a second through the HTTP API (POST /lineups/list), for
 *    BENCH_SECONDS. Save-to-visible: when a viewer receives the message that
 *    carries the change (on arrival, before its Yjs work) minus when the
 *    operator sent the request; over every viewer of that terminal.
 *    Server CPU per save: the server process's CPU time over the step
 *    (periodic work included) divided by the saves.
 */
import { now, pct, productionFlags, sleep, spawn, type Child } from "./live/ipc";
import type { Seeded } from "./live/server";

const STEPS = (process.env.BENCH_STEPS ?? "250,500,1000,1500,2000").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TERMINALS = Number(process.env.BENCH_TERMINALS ?? 2);
const ROWS = Number(process.env.BENCH_ROWS ?? 100);
const PROCS = Number(process.env.BENCH_CLIENT_PROCS ?? 4);
const OPERATORS = 2;
const TIMEOUT_MS = 10_000;

const server = spawn("./server.ts", productionFlags());
const largest = Math.max(...STEPS);
const { seeded } = await server.request<{ seeded: Seeded }>("seed", {
  seed: { ports: 1, terminalsPerPort: TERMINALS, rowsPerTerminal: ROWS, maxSocketsPerUser: largest },
});
const clients = Array.from({ length: PROCS }, () => spawn("./clients.ts"));
const all = <T>(type: string, body: Record<string, unknown>) =>
  Promise.all(clients.map((c) => c.request<T>(type, body)));
const terminal = (i: number) => seeded.terminals[i % TERMINALS] as Seeded["terminals"][number];
const viewerToken = (i: number) => [seeded.admin, seeded.admin, seeded.display, seeded.client][i % 4] as string;
let saveCount = 0;

/** One operator's save of a row of its terminal, and when each viewer of that terminal saw it. */
async function save(operator: number, latencies: number[], misses: { n: number }) {
  const t = terminal(operator);
  const slot = saveCount % ROWS;
  const rowId = t.rowIds[slot] as number;
  const qty = String(30_000 + saveCount++);
  const key = `v${saveCount}`;
  await all("expect", { key, terminalId: t.id, rowId, qty });
  const sentAt = now();
  const res = await fetch(`http://${seeded.origin}/api/v1/lineups/list`, {
    method: "POST",
    headers: { authorization: `Bearer ${seeded.operators[operator]}`, "content-type": "application/json" },
    body: JSON.stringify({ terminal_id: t.id, list: [{ id: rowId, version: t.versions[slot], qty }] }),
  });
  if (res.status !== 200) throw new Error(`save failed: ${res.status} ${await res.text()}`);
  t.versions[slot] = ((await res.json()) as { lineups: { version: number }[] }).lineups[0]?.version ?? 0;
  for (const r of await all<{ times: number[]; missing: number }>("collect", { key, timeoutMs: TIMEOUT_MS })) {
    for (const at of r.times) latencies.push(at - sentAt);
    misses.n += r.missing;
  }
}

/** Both operators save once a second (half a second apart) for `seconds`; returns the latencies and the saves made. */
async function operate(seconds: number) {
  const latencies: number[] = [];
  const misses = { n: 0 };
  const runs: Promise<void>[] = [];
  const start = now();
  for (let k = 0; k < seconds * OPERATORS; k++) {
    const wait = start + k * (1000 / OPERATORS) - now();
    if (wait > 0) await sleep(wait);
    runs.push(save(k % OPERATORS, latencies, misses));
  }
  await Promise.all(runs);
  return { latencies, misses: misses.n, saves: runs.length };
}

let open = 0;
const held: number[] = [];
console.log(
  `viewers: one port, ${TERMINALS} terminals of ${ROWS} rows, ${OPERATORS} operators saving once a second each, ${SECONDS} s per step, ${PROCS} client processes`,
);
for (const n of STEPS) {
  const sockets = Array.from({ length: n - open }, (_, k) => ({
    terminalId: terminal(open + k).id,
    token: viewerToken(open + k),
  }));
  await Promise.all(
    clients.map((c, p) =>
      c.request("open-live", { origin: seeded.origin, sockets: sockets.filter((_, i) => i % PROCS === p) }),
    ),
  );
  open = n;
  await operate(2); // warm-up
  const cpu0 = (await server.request<{ ms: number }>("cpu")).ms;
  const run = await operate(SECONDS);
  const cpu = ((await server.request<{ ms: number }>("cpu")).ms - cpu0) / run.saves;
  const p99 = pct(run.latencies, 99);
  if (p99 < 1000 && !run.misses) held.push(n);
  console.log(
    `  ${String(n).padStart(5)} viewers  save-to-visible p50 ${pct(run.latencies, 50).toFixed(0)} ms  p99 ${p99.toFixed(0)} ms  max ${Math.max(...run.latencies).toFixed(0)} ms  server CPU ${cpu.toFixed(1)} ms per save  (${run.saves} saves, ${run.latencies.length} deliveries, ${run.misses} missed)`,
  );
}
console.log(`largest N with p99 save-to-visible under 1 s: ${held.length ? Math.max(...held) : "none"}`);
await Promise.all([...clients, server].map((c: Child) => c.kill()));
process.exit(0);
