/**
 * Live layer benchmark (issue: "commit-to-subscriber latency with 500
 * subscribers across 10 terminals, against a bare ws broadcast").
 *
 * Run: pnpm bench
 *
 * 1. The real app (embedded PGlite) on a loopback port; 10 terminals; 500
 *    y-websocket clients (50 per terminal). For each of ROUNDS saves through
 *    POST /lineups/list, latency = time each subscriber of that terminal sees
 *    the row change minus the moment the commit was announced (LineupEvents).
 * 2. Baseline in the same run: a bare `ws` server broadcasting a message of the
 *    same size to the same number of sockets; latency = receive minus send.
 * 3. Memory per idle subscriber: the server's heap growth (after GC) for 500
 *    idle subscribers, divided by 500.
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import WebSocket, { WebSocketServer } from "ws";
import { WebsocketProvider } from "y-websocket";
import * as Y from "yjs";
import { ROLE } from "@lineup/shared";
import { createUser, startApp } from "../server/test/helpers";
import { makeLineupRow, makeParties, makePort } from "../server/test/factories";

process.setMaxListeners(0);
const TERMINALS = 10;
const SUBSCRIBERS = 500;
const ROUNDS = 30;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
/** The item at `i` modulo the length (the lists here are never empty). */
function pick<T>(items: T[], i: number): T {
  const item = items[i % items.length];
  if (item === undefined) throw new Error("empty list");
  return item;
}
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function liveRun() {
  // All subscribers share one token: lift the per-user socket cap for them.
  const t = await startApp({ accessTokenTtlSeconds: 3600 }, undefined, { live: { maxSocketsPerUser: SUBSCRIBERS } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  const origin = `ws://127.0.0.1:${address.port}`;
  const admin = await createUser(t.app, ROLE.admin);
  const parties = await makeParties(t.app);
  const places = [];
  for (let i = 0; i < TERMINALS; i++) {
    const place = await makePort(t.app);
    const rows = [];
    for (let r = 0; r < 20; r++) rows.push(await makeLineupRow(t.app, place, { status: "Waiting", navio_id: parties.vessel.id, afretador_id: parties.charterer.id, recebedor_id: parties.receiver.id, destination_porto: parties.dest.id }));
    places.push({ place, rows });
  }

  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const clients = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const { place } = pick(places, i);
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(`${origin}/api/v1/live`, `terminais/${place.terminal.id}`, doc, { params: { token: admin.token }, WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket, disableBc: true });
    clients.push({ doc, provider, terminal: place.terminal.id, rows: doc.getMap<Record<string, unknown>>("rows") });
  }
  while (!clients.every((c) => c.provider.synced)) await new Promise((r) => setTimeout(r, 50));
  gc();
  // Client and server share this process: the heap growth holds both sides, so it bounds the server's share from above.
  const perSubscriberKb = (process.memoryUsage().heapUsed - heapBefore) / SUBSCRIBERS / 1024;

  const latencies: number[] = [];
  let updateBytes = 0;
  let committedAt = 0;
  t.app.lineupEvents.on(() => void (committedAt = performance.now()));
  for (let round = 0; round < ROUNDS; round++) {
    const { place, rows } = pick(places, round);
    const row = pick(rows, round);
    const subscribers = clients.filter((c) => c.terminal === place.terminal.id);
    const qty = String(1000 + round);
    const seen = subscribers.map(
      (c) =>
        new Promise<number>((resolve) => {
          const check = () => {
            if (String(c.rows.get(String(row.id))?.qty ?? "").startsWith(qty)) {
              c.rows.unobserve(check);
              resolve(performance.now());
            }
          };
          c.rows.observe(check);
        }),
    );
    const first = pick(subscribers, 0);
    const before = Y.encodeStateVector(first.doc);
    const res = await t.app.inject({ method: "POST", url: "/api/v1/lineups/list", headers: { authorization: `Bearer ${admin.token}` }, payload: { terminal_id: place.terminal.id, list: [{ id: row.id, version: await currentVersion(t, row.id, admin.token), qty }] } });
    if (res.statusCode !== 200) throw new Error(`save failed: ${res.body}`);
    const times = await Promise.all(seen);
    for (const at of times) latencies.push(at - committedAt);
    updateBytes = Y.encodeStateAsUpdate(first.doc, before).byteLength;
  }
  for (const c of clients) c.provider.destroy();
  await t.close();
  return { latencies, updateBytes, perSubscriberKb };
}

async function currentVersion(t: Awaited<ReturnType<typeof startApp>>, id: number, token: string): Promise<number> {
  const res = await t.app.inject({ url: `/api/v1/lineups/${id}`, headers: { authorization: `Bearer ${token}` } });
  return (res.json() as { version: number }).version;
}

async function bareRun(bytes: number) {
  const server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  const port = (server.address() as { port: number }).port;
  const sockets: WebSocket[] = [];
  for (let i = 0; i < SUBSCRIBERS; i++) sockets.push(new WebSocket(`ws://127.0.0.1:${port}`));
  await Promise.all(sockets.map((s) => new Promise((r) => s.once("open", r))));
  const latencies: number[] = [];
  const payload = randomBytes(Math.max(1, bytes));
  for (let round = 0; round < ROUNDS; round++) {
    const group = [...server.clients].filter((_, i) => i % TERMINALS === round % TERMINALS);
    const receivers = sockets.filter((_, i) => i % TERMINALS === round % TERMINALS);
    const seen = receivers.map((s) => new Promise<number>((resolve) => s.once("message", () => resolve(performance.now()))));
    const sentAt = performance.now();
    for (const client of group) client.send(payload);
    for (const at of await Promise.all(seen)) latencies.push(at - sentAt);
  }
  for (const s of sockets) s.close();
  await new Promise((r) => server.close(r));
  return latencies;
}

const live = await liveRun();
const bare = await bareRun(live.updateBytes);
const [l50, l99, b50, b99] = [pct(live.latencies, 50), pct(live.latencies, 99), pct(bare, 50), pct(bare, 99)];
console.log(`live layer: ${SUBSCRIBERS} subscribers over ${TERMINALS} terminals, ${ROUNDS} saves, update ${live.updateBytes} bytes`);
console.log(`  commit-to-subscriber  p50 ${fmt(l50)}  p99 ${fmt(l99)}`);
console.log(`  baseline (bare ws broadcast of ${live.updateBytes} bytes)  p50 ${fmt(b50)}  p99 ${fmt(b99)}`);
console.log(`  ratio live/bare  p50 ${(l50 / b50).toFixed(1)}x  p99 ${(l99 / b99).toFixed(1)}x`);
console.log(`  memory per idle subscriber (server and client heap, one process): ${live.perSubscriberKb.toFixed(1)} KiB`);
process.exit(0);
