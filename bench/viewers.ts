/**
 * Viewers benchmark (issue 11: "N viewers of one port while operators save
 * once a second: server CPU per save and the largest N the 2-core server
 * holds with p99 save-to-visible under 1 s. Goal: 1,000 viewers").
 *
 * Run: pnpm bench:viewers
 *   BENCH_STEPS=250,500,1000,1500,2000  BENCH_SECONDS=20  BENCH_TERMINALS=2  BENCH_ROWS=100  BENCH_CLIENT_PROCS=4
 *   BENCH_PORT=4740  (instance k listens on BENCH_PORT + k; any free port without it)
 *   DATABASE_URL=postgres://…  (PostgreSQL instead of embedded PGlite; a throw-away database)
 *   BENCH_INSTANCES=2,4  (PostgreSQL only) also runs 2 and 4 instances of the app on one database, after one
 *     instance as the baseline, each at the largest step (2,000 viewers in all unless BENCH_STEPS says otherwise)
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
 * 4. With BENCH_INSTANCES: the same on n instances (each its own process) on
 *    one PostgreSQL database, the viewers spread evenly over them (each client
 *    process connects to one instance), the saves through the first: the
 *    others hear each save by NOTIFY and reload its row. Save-to-visible is
 *    printed for the viewers of the saving instance and for those of the
 *    others, beside the one-instance figure of the same run.
 */
import postgres from "postgres";
import { now, pct, productionFlags, sleep, spawn, type Child } from "./live/ipc";
import type { Seeded } from "./live/server";

const STEPS = (process.env.BENCH_STEPS ?? "250,500,1000,1500,2000").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TERMINALS = Number(process.env.BENCH_TERMINALS ?? 2);
const ROWS = Number(process.env.BENCH_ROWS ?? 100);
const PROCS = Number(process.env.BENCH_CLIENT_PROCS ?? 4);
const INSTANCES = (process.env.BENCH_INSTANCES ?? "").split(",").filter(Boolean).map(Number);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 0);
const portOf = (instance: number) => (BASE_PORT ? BASE_PORT + instance : 0);
const OPERATORS = 2;
const TIMEOUT_MS = 10_000;
if (INSTANCES.length && !process.env.DATABASE_URL) throw new Error("BENCH_INSTANCES needs DATABASE_URL (PostgreSQL).");
if (INSTANCES.some((n) => PROCS % n)) throw new Error("BENCH_CLIENT_PROCS must be a multiple of each BENCH_INSTANCES.");

interface Step {
  n: number;
  /** Save-to-visible on the instance the saves go through, and on the others. */
  local: number[];
  remote: number[];
  misses: number;
  saves: number;
  /** CPU per save of the saving instance, and of each other instance on average. */
  cpu: number;
  remoteCpu: number;
}

const fmt = (ms: number[]) =>
  ms.length
    ? `p50 ${pct(ms, 50).toFixed(0)} ms  p99 ${pct(ms, 99).toFixed(0)} ms  max ${Math.max(...ms).toFixed(0)} ms`
    : "none";

/** One run: `instances` app processes on one database, the viewer steps `steps`; returns each step's figures. */
async function run(instances: number, steps: number[]): Promise<Step[]> {
  const largest = Math.max(...steps);
  const server = spawn("./server.ts", productionFlags());
  const { seeded } = await server.request<{ seeded: Seeded }>("seed", {
    seed: { ports: 1, terminalsPerPort: TERMINALS, rowsPerTerminal: ROWS, maxSocketsPerUser: largest, port: portOf(0) },
  });
  const servers = [server];
  const origins = [seeded.origin];
  for (let i = 1; i < instances; i++) {
    const other = spawn("./server.ts", productionFlags());
    servers.push(other);
    const joined = await other.request<{ origin: string }>("join", {
      databaseUrl: seeded.databaseUrl,
      maxSocketsPerUser: largest,
      port: portOf(i),
    });
    origins.push(joined.origin);
  }
  // Client process p connects to instance p % instances; viewer i to instance floor(i / 4) % instances (so every
  // instance has viewers of each kind and terminal), through one of that instance's client processes.
  const clients = Array.from({ length: PROCS }, () => spawn("./clients.ts"));
  const instanceOf = (p: number) => p % instances;
  const procOf = (i: number) => {
    const inst = Math.floor(i / 4) % instances;
    return inst + instances * (Math.floor(i / (4 * instances)) % (PROCS / instances));
  };
  const all = <T>(type: string, body: Record<string, unknown>) =>
    Promise.all(clients.map((c) => c.request<T>(type, body)));
  const terminal = (i: number) => seeded.terminals[i % TERMINALS] as Seeded["terminals"][number];
  const viewerToken = (i: number) => [seeded.admin, seeded.admin, seeded.display, seeded.client][i % 4] as string;
  let saveCount = 0;

  /** One operator's save of a row of its terminal (through the first instance), and when each viewer saw it. */
  async function save(operator: number, step: { local: number[]; remote: number[]; misses: number }) {
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
    const collected = await all<{ times: number[]; missing: number }>("collect", { key, timeoutMs: TIMEOUT_MS });
    collected.forEach((r, p) => {
      for (const at of r.times) (instanceOf(p) ? step.remote : step.local).push(at - sentAt);
      step.misses += r.missing;
    });
  }

  /** Both operators save once a second (half a second apart) for `seconds`. */
  async function operate(seconds: number) {
    const step = { local: [] as number[], remote: [] as number[], misses: 0 };
    const runs: Promise<void>[] = [];
    const start = now();
    for (let k = 0; k < seconds * OPERATORS; k++) {
      const wait = start + k * (1000 / OPERATORS) - now();
      if (wait > 0) await sleep(wait);
      runs.push(save(k % OPERATORS, step));
    }
    await Promise.all(runs);
    return { ...step, saves: runs.length };
  }

  const cpus = () => Promise.all(servers.map(async (s) => (await s.request<{ ms: number }>("cpu")).ms));
  const results: Step[] = [];
  let open = 0;
  for (const n of steps) {
    const sockets = Array.from({ length: n - open }, (_, k) => ({
      i: open + k,
      terminalId: terminal(open + k).id,
      token: viewerToken(open + k),
    }));
    await Promise.all(
      clients.map((c, p) =>
        c.request("open-live", {
          origin: origins[instanceOf(p)],
          sockets: sockets.filter(({ i }) => procOf(i) === p).map(({ terminalId, token }) => ({ terminalId, token })),
        }),
      ),
    );
    open = n;
    await operate(2); // warm-up
    const cpu0 = await cpus();
    const r = await operate(SECONDS);
    const cpu = (await cpus()).map((ms, k) => (ms - (cpu0[k] ?? 0)) / r.saves);
    const others = cpu.slice(1);
    const result: Step = {
      n,
      ...r,
      cpu: cpu[0] ?? NaN,
      remoteCpu: others.length ? others.reduce((a, b) => a + b, 0) / others.length : NaN,
    };
    results.push(result);
    const both = [...r.local, ...r.remote];
    console.log(
      `  ${String(n).padStart(5)} viewers  save-to-visible ${fmt(both)}  server CPU ${result.cpu.toFixed(1)} ms per save  (${r.saves} saves, ${both.length} deliveries, ${r.misses} missed)`,
    );
    if (instances > 1)
      console.log(
        `         on the saving instance ${fmt(r.local)}; on the ${instances - 1} others ${fmt(r.remote)}, CPU ${result.remoteCpu.toFixed(1)} ms per save each`,
      );
  }
  await Promise.all([...clients, ...servers].map((c: Child) => c.kill()));
  // The seeding instance's process exits without dropping its throw-away database.
  const name = seeded.databaseUrl ? new URL(seeded.databaseUrl).pathname.slice(1) : "";
  if (process.env.DATABASE_URL && name.startsWith("lineup_test_")) {
    const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return results;
}

console.log(
  `viewers: one port, ${TERMINALS} terminals of ${ROWS} rows, ${OPERATORS} operators saving once a second each, ${SECONDS} s per step, ${PROCS} client processes, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
);
if (!INSTANCES.length) {
  const held = (await run(1, STEPS)).filter((s) => pct([...s.local, ...s.remote], 99) < 1000 && !s.misses);
  console.log(
    `largest N with p99 save-to-visible under 1 s: ${held.length ? Math.max(...held.map((s) => s.n)) : "none"}`,
  );
} else {
  // The baseline: one instance, the same viewers, in the same run.
  const n = Math.max(...STEPS);
  console.log(`one instance (baseline), ${n} viewers:`);
  const base = (await run(1, [n])).at(-1);
  const baseP99 = base ? pct(base.local, 99) : NaN;
  const lines: string[] = [];
  for (const k of INSTANCES) {
    console.log(`${k} instances on one PostgreSQL, ${n} viewers in all, saves through the first:`);
    const r = (await run(k, [n])).at(-1);
    if (!r) continue;
    const p99 = pct(r.remote, 99);
    lines.push(
      `${k} instances, ${n} viewers: save-to-visible p99 on the other instances ${p99.toFixed(0)} ms, one instance ${baseP99.toFixed(0)} ms: ${(p99 / baseP99).toFixed(2)}x (goal: under 1,000 ms; ${r.misses} missed)`,
    );
  }
  console.log(["", ...lines].join("\n"));
}
process.exit(0);
