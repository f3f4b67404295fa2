/**
 * Live layer benchmark (issue 11: "clients in separate processes, 50 / 500 /
 * 2,000 subscribers, a warm-up, then at least 200 saves spread over more than
 * a minute; commit-to-subscriber p50/p99 and server CPU per save next to a
 * bare ws broadcast of the same bytes").
 *
 * Run: pnpm bench:live
 *   BENCH_SIZES=50,500,2000  BENCH_SAVES=200  BENCH_SECONDS=65  BENCH_CLIENT_PROCS=4  BENCH_WARMUP=10  BENCH_SPLIT=1
 *   BENCH_WATCHERS=display (the subscribers a wall display of every port instead of an admin)
 *   DATABASE_URL=postgres://…  (PostgreSQL instead of embedded PGlite; a throw-away database)
 *
 * For each size:
 * 1. The real app in its own process (bench/live/server.ts), 10 terminals of
 *    20 rows each; the subscribers, admins' y-websocket clients spread evenly
 *    over the terminals, in BENCH_CLIENT_PROCS other processes.
 * 2. Heap of the server per idle subscriber: its heap after GC with every
 *    subscriber synced, minus before the first connected, divided by the size.
 * 3. A warm-up of 10 saves, then BENCH_SAVES saves (POST /lineups/list, one
 *    row's qty, the terminals in turn) spread evenly over BENCH_SECONDS.
 *    Latency: when each subscriber of that terminal receives the message that
 *    carries the change (timestamped on arrival, before its Yjs work) minus
 *    when the server announced the commit. Server CPU per save: the server
 *    process's CPU time over the measured period (periodic work included)
 *    divided by the saves.
 * 4. Baseline: a bare `ws` server in its own process sends a message of the
 *    same size as the live update to the same sockets' group, paced the same,
 *    to the same number of sockets in the same client processes.
 * 5. BENCH_SPLIT=1, what a live layer in a process of its own could give at best: a new app process with no
 *    subscribers makes the same saves; at each commit it writes the terminal's id to the bare server, which does a
 *    room's Yjs work (one row of a 20-row document) and sends the update's size in bytes to the baseline's sockets.
 *    Latency from the commit. The subscribers are the baseline's (no y-websocket work), as is the fan-out (no
 *    presence, no access checks), so this is a floor for such a split, not its measure.
 */
import { loadavg } from "node:os";
import { now, pct, productionFlags, sleep, spawn, type Child } from "./live/ipc";
import type { Seeded } from "./live/server";

const SIZES = (process.env.BENCH_SIZES ?? "50,500,2000").split(",").map(Number);
const SAVES = Number(process.env.BENCH_SAVES ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 65);
const PROCS = Number(process.env.BENCH_CLIENT_PROCS ?? 4);
/** BENCH_SAVER=operator: the saves are an operator's (of every port) rather than an admin's. */
const SAVER = process.env.BENCH_SAVER === "operator" ? "operator" : "admin";
/** BENCH_DEFLATE=1: the live sockets with permessage-deflate (LiveOptions.deflate). */
const DEFLATE = process.env.BENCH_DEFLATE === "1";
/** BENCH_WATCHERS=display: the subscribers are a wall display of every port (read-only: no presence) instead of an admin. */
const WATCHERS = process.env.BENCH_WATCHERS === "display" ? "display" : "admin";
/** BENCH_SPLIT=1: a third phase, the fan-out in a process of its own (step 5). */
const SPLIT = process.env.BENCH_SPLIT === "1";
const TERMINALS = 10;
const ROWS = 20;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const COLLECT_TIMEOUT_MS = 10_000;

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const all = <T>(clients: Child[], type: string, body: (i: number) => Record<string, unknown> = () => ({})) =>
  Promise.all(clients.map((c, i) => c.request<T>(type, body(i))));

interface Round {
  terminalId: number;
  rowId: number;
  qty: string;
}

/** Runs `count` rounds paced evenly over `seconds` (none when seconds is 0); returns latencies, update size and misses. */
async function paced(
  count: number,
  seconds: number,
  clients: Child[],
  round: (k: number) => Round,
  send: (r: Round) => Promise<number>,
  bare: boolean,
) {
  const latencies: number[] = [];
  let bytes = 0;
  let missing = 0;
  const start = now();
  for (let k = 0; k < count; k++) {
    const wait = start + (k * seconds * 1000) / count - now();
    if (wait > 0) await sleep(wait);
    const r = round(k);
    const key = `${bare ? "b" : "l"}${k}-${r.qty}`;
    await all(clients, "expect", () => ({ key, ...r, bare }));
    const from = await send(r);
    for (const res of await all<{ times: number[]; bytes: number; missing: number }>(clients, "collect", () => ({
      key,
      timeoutMs: COLLECT_TIMEOUT_MS,
    }))) {
      for (const at of res.times) latencies.push(at - from);
      bytes = Math.max(bytes, res.bytes);
      missing += res.missing;
    }
  }
  return { latencies, bytes, missing };
}

async function runSize(size: number) {
  // BENCH_CPU_PROF=dir: a V8 CPU profile of the app's process (open it in Chrome's DevTools).
  const server = spawn("./server.ts", [
    ...productionFlags(),
    ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
  ]);
  const seed = {
    ports: TERMINALS,
    terminalsPerPort: 1,
    rowsPerTerminal: ROWS,
    maxSocketsPerUser: size,
    deflate: DEFLATE,
  };
  const { seeded } = await server.request<{ seeded: Seeded }>("seed", { seed });
  const clients = Array.from({ length: PROCS }, () => spawn("./clients.ts"));
  const terminalOf = (i: number) => seeded.terminals[i % TERMINALS] as { id: number; rowIds: number[] };
  const round = (k: number): Round => {
    const t = terminalOf(k);
    return { terminalId: t.id, rowId: t.rowIds[k % ROWS] as number, qty: String(20_000 + k) };
  };

  const heapBefore = await server.request<{ heap: number; external: number; rss: number }>("heap");
  const watcher = WATCHERS === "display" ? seeded.display : seeded.admin;
  const sockets = Array.from({ length: size }, (_, i) => ({ terminalId: terminalOf(i).id, token: watcher }));
  await all(clients, "open-live", (p) => ({
    origin: seeded.origin,
    sockets: sockets.filter((_, i) => i % PROCS === p),
  }));
  await sleep(1000);
  const heapAfter = await server.request<{ heap: number; external: number; rss: number }>("heap");
  const wire = async () => (await all<{ bytes: number }>(clients, "wire")).reduce((sum, r) => sum + r.bytes, 0);
  const joined = await wire();

  const saver = SAVER === "operator" ? seeded.operators[0] : seeded.admin;
  const save = async (r: Round) =>
    (await server.request<{ committedAt: number }>("save", { ...r, token: saver })).committedAt;
  await paced(WARMUP, 0, clients, (k) => round(SAVES + k), save, false);
  await server.request("profile");
  const cpu0 = (await server.request<{ ms: number }>("cpu")).ms;
  const wire0 = await wire();
  const liveRun = await paced(SAVES, SECONDS, clients, round, save, false);
  const liveCpu = ((await server.request<{ ms: number }>("cpu")).ms - cpu0) / SAVES;
  const afterSaves = await server.request<{ rss: number; peakRss: number; heapUsed: number; heapTotal: number }>(
    "memory",
  );
  const wirePerDelivery = (await wire()) - wire0;
  const profile = await server.request<{
    queued: number[];
    applied: number[];
    scavenges: number[];
    paused: number;
    major: number[];
    pausedMajor: number;
    saves: number[];
  }>("profile");
  const closes: Record<string, number> = {};
  for (const reply of await all<{ closes: Record<string, number> }>(clients, "close-live"))
    for (const [code, n] of Object.entries(reply.closes)) closes[code] = (closes[code] ?? 0) + n;
  await server.kill();

  const bareServer = spawn("./bare-server.ts");
  const { url } = await bareServer.request<{ url: string }>("url");
  await all(clients, "open-bare", (p) => ({
    url,
    groups: sockets.map((s) => s.terminalId).filter((_, i) => i % PROCS === p),
  }));
  const broadcast = async (r: Round) =>
    (await bareServer.request<{ sentAt: number }>("broadcast", { group: r.terminalId, bytes: liveRun.bytes })).sentAt;
  await paced(WARMUP, 0, clients, round, broadcast, true);
  const bareCpu0 = (await bareServer.request<{ ms: number }>("cpu")).ms;
  const bareRun = await paced(SAVES, SECONDS, clients, round, broadcast, true);
  const bareCpu = ((await bareServer.request<{ ms: number }>("cpu")).ms - bareCpu0) / SAVES;
  // BENCH_SPLIT: a new app with no subscribers saves; at each commit it tells the bare server, which fans out.
  let splitRun: { latencies: number[] } | undefined;
  if (SPLIT) {
    const app = spawn("./server.ts", productionFlags());
    const { seeded: again } = await app.request<{ seeded: Seeded }>("seed", { seed });
    if (again.terminals.some((t, i) => t.id !== seeded.terminals[i]?.id)) throw new Error("the terminals differ");
    await app.request("relay", { ...(await bareServer.request<{ port: number }>("relay")), bytes: liveRun.bytes });
    const split = async (r: Round) =>
      (await app.request<{ committedAt: number }>("save", { ...r, token: again.admin })).committedAt;
    await paced(WARMUP, 0, clients, (k) => round(SAVES + k), split, true);
    splitRun = await paced(SAVES, SECONDS, clients, round, split, true);
    await app.kill();
  }
  await all(clients, "close-bare");
  await bareServer.kill();
  await Promise.all(clients.map((c) => c.kill()));

  const [l50, l99, b50, b99] = [
    pct(liveRun.latencies, 50),
    pct(liveRun.latencies, 99),
    pct(bareRun.latencies, 50),
    pct(bareRun.latencies, 99),
  ];
  const kib = (bytes: number) => (bytes / size / 1024).toFixed(1);
  console.log(
    `live layer: ${size} subscribers over ${TERMINALS} terminals (${PROCS} client processes), ${SAVES} saves over ${SECONDS} s, update ${liveRun.bytes} bytes, saved by an ${SAVER}, watched by ${WATCHERS === "display" ? "a wall display" : "an admin"}; server flags ${productionFlags().join(" ") || "none"}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  console.log(
    `  commit-to-subscriber  p50 ${fmt(l50)}  p99 ${fmt(l99)}  max ${fmt(Math.max(...liveRun.latencies))}  (${liveRun.latencies.length} deliveries, ${liveRun.missing} missed)`,
  );
  const closed = Object.values(closes).reduce((a, b) => a + b, 0);
  console.log(
    `  sockets closed during the run (each reconnected and synced again): ${closed}${closed ? ` (close codes ${JSON.stringify(closes)})` : ""}`,
  );
  console.log(
    `  baseline (bare ws broadcast of ${liveRun.bytes} bytes)  p50 ${fmt(b50)}  p99 ${fmt(b99)}  (${bareRun.missing} missed)`,
  );
  if (splitRun) {
    const [s50, s99] = [pct(splitRun.latencies, 50), pct(splitRun.latencies, 99)];
    console.log(
      `  split (the app commits, a process of its own does the Yjs work and fans out to bare clients)  p50 ${fmt(s50)}  p99 ${fmt(s99)}  ratio to bare  p50 ${(s50 / b50).toFixed(1)}x  p99 ${(s99 / b99).toFixed(1)}x`,
    );
  }
  console.log(`  ratio live/bare  p50 ${(l50 / b50).toFixed(1)}x  p99 ${(l99 / b99).toFixed(1)}x`);
  console.log(
    `  in the server: commit to room update  p50 ${fmt(pct(profile.queued, 50))}  p99 ${fmt(pct(profile.queued, 99))};  room update (Yjs, encode, send to ${Math.round(size / TERMINALS)} sockets)  p50 ${fmt(pct(profile.applied, 50))}  p99 ${fmt(pct(profile.applied, 99))}`,
  );
  const gcMs = profile.scavenges.reduce((a, b) => a + b, 0);
  console.log(
    `  young-generation GCs in the server over the run: ${profile.scavenges.length}, ${gcMs.toFixed(0)} ms in all, longest ${Math.max(0, ...profile.scavenges).toFixed(1)} ms; room updates a scavenge ran within: ${profile.paused} of ${profile.applied.length}; old-generation GCs ${profile.major.length} (longest ${Math.max(0, ...profile.major).toFixed(1)} ms), room updates one ran within: ${profile.pausedMajor}`,
  );
  console.log(
    `  the save request itself (in-process, from its start to its answer)  p50 ${fmt(pct(profile.saves, 50))}  p99 ${fmt(pct(profile.saves, 99))}`,
  );
  console.log(
    `  server CPU per save  live ${liveCpu.toFixed(1)} ms (the save request included)  bare ${bareCpu.toFixed(2)} ms`,
  );
  console.log(
    `  bytes read off the wire, permessage-deflate ${DEFLATE ? "on" : "off"}: ${(joined / size).toFixed(0)} a subscriber to` +
      ` join and sync, ${(wirePerDelivery / Math.max(1, liveRun.latencies.length)).toFixed(0)} a delivery` +
      ` (pings and heartbeats included)`,
  );
  const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  console.log(
    `  server memory after the measured saves, no collection forced: RSS ${mib(afterSaves.rss)} MiB (the process's peak ${mib(afterSaves.peakRss)} MiB), heap ${mib(afterSaves.heapUsed)} MiB used of ${mib(afterSaves.heapTotal)} MiB`,
  );
  console.log(
    `  server memory per idle subscriber: heap ${kib(heapAfter.heap - heapBefore.heap)} KiB, buffers ${kib(heapAfter.external - heapBefore.external)} KiB, RSS ${kib(heapAfter.rss - heapBefore.rss)} KiB`,
  );
}

for (const size of SIZES) await runSize(size);
process.exit(0);
