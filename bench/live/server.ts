/**
 * The app under benchmark, in its own process (so clients' work never counts
 * as server time): seeds ports, terminals and rows, listens on the loopback
 * and answers the parent's requests: its CPU time, heap after GC, and saves.
 */
import { ROLE } from "@lineup/shared";
import { bercos, lineups, terminais, terminalCargas } from "../../server/src/db/schema";
import { assignComms, assignPorts, makeParties, makePort } from "../../server/test/factories";
import { createUser, startApp } from "../../server/test/helpers";
import { Room } from "../../server/src/live/room";
import { connect, type Socket } from "node:net";
import { constants, PerformanceObserver, type PerformanceEntry } from "node:perf_hooks";
import { cpuMs, now, serve } from "./ipc";

export interface Seed {
  ports: number;
  terminalsPerPort: number;
  rowsPerTerminal: number;
  maxSocketsPerUser: number;
  /** The port to listen on (0: any free one). */
  port?: number;
  /** permessage-deflate on the live sockets (LiveOptions.deflate). */
  deflate?: boolean;
}

export interface Seeded {
  origin: string;
  /** The PostgreSQL database the app runs on (another instance may join it), when not on PGlite. */
  databaseUrl?: string;
  /** Terminal ids with their rows' ids and versions, port by port. */
  terminals: { id: number; rowIds: number[]; versions: number[] }[];
  admin: string;
  /** Operators assigned to every port. */
  operators: string[];
  /** A client assigned to the first port's comm. */
  client: string;
  /** A wall display of the first port. */
  display: string;
}

const STATUSES = ["Loading", "Discharging", "Waiting", "Expected"] as const;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

let app: Awaited<ReturnType<typeof startApp>>["app"];
let lastCommit = 0;
/** BENCH_SPLIT: the fan-out process told of each commit (bare-server.ts `relay`), and the update's size it sends. */
let relay: { socket: Socket; bytes: number } | undefined;
/** When something began and ended (`now()`). */
type Span = [number, number];
/**
 * The server's share of commit-to-subscriber, per room update: from the
 * commit's announcement to the room starting to apply it (queue, reload if
 * any), and the apply itself (Yjs transaction, encoding, writing to every socket); and the collections, to tell
 * the updates one paused.
 */
const profile = {
  queued: [] as number[],
  updates: [] as Span[],
  scavenges: [] as Span[],
  /** Old-generation work: mark-compact and incremental marking's finalisation. */
  major: [] as Span[],
  saves: [] as number[],
};
// Collections and their pauses: the semi-space size decides how often scavenges stop the loop; the old generation's
// marking and compaction stop it too.
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
    const start = performance.timeOrigin + e.startTime;
    if (kind === constants.NODE_PERFORMANCE_GC_MINOR) profile.scavenges.push([start, start + e.duration]);
    else profile.major.push([start, start + e.duration]);
  }
}).observe({ entryTypes: ["gc"] });
const apply = Room.prototype.apply;
Room.prototype.apply = function (this: Room, change) {
  const start = now();
  apply.call(this, change);
  if (lastCommit && start - lastCommit < 10_000) {
    profile.queued.push(start - lastCommit);
    profile.updates.push([start, now()]);
  }
};
const lasted = ([from, to]: Span) => to - from;
/** Each row's current version, for the next save. */
const versions = new Map<number, number>();

async function seed(s: Seed): Promise<Seeded> {
  const t = await startApp({ accessTokenTtlSeconds: 7200, logLevel: "error" }, undefined, {
    live: { maxSocketsPerUser: s.maxSocketsPerUser, deflate: s.deflate },
  });
  app = t.app;
  // The commit time is when the route announces it, before any listener runs (the live layer applies a change saved
  // here within the announcement itself, so a listener registered after it would note the time after the sockets' write).
  const announce = app.lineupEvents.emit.bind(app.lineupEvents);
  app.lineupEvents.emit = (change) => {
    lastCommit = now();
    if (relay) {
      const told = Buffer.alloc(8);
      told.writeUInt32LE(change.terminal_id, 0);
      told.writeUInt32LE(relay.bytes, 4);
      relay.socket.write(told);
    }
    announce(change);
  };
  const admin = await createUser(app, ROLE.admin);
  const parties = await makeParties(app);
  const places = [];
  const terminals: Seeded["terminals"] = [];
  for (let p = 0; p < s.ports; p++) {
    const place = await makePort(app);
    places.push(place);
    const ids = [{ terminal: place.terminal.id, berth: place.berth.id }];
    for (let k = 1; k < s.terminalsPerPort; k++) {
      const [terminal] = await app.db
        .insert(terminais)
        .values({ porto_id: place.port.id, name: `Terminal ${p}.${k}`, rate: "9000", max_draft: "12" })
        .returning();
      if (!terminal) throw new Error("no terminal");
      const [berth] = await app.db
        .insert(bercos)
        .values({ terminal_id: terminal.id, name: `B${k}` })
        .returning();
      await app.db.insert(terminalCargas).values({ terminal_id: terminal.id, carga_id: place.comm.id });
      ids.push({ terminal: terminal.id, berth: berth?.id ?? place.berth.id });
    }
    for (const { terminal, berth } of ids) {
      const rows = await app.db
        .insert(lineups)
        .values(
          Array.from({ length: s.rowsPerTerminal }, (_, i) => ({
            terminal_id: terminal,
            porto_id: place.port.id,
            berco_id: berth,
            carga_id: place.comm.id,
            carga_tipo_id: place.type.id,
            status: STATUSES[i % STATUSES.length] ?? "Expected",
            navio_id: parties.vessel.id,
            agencia_id: parties.agency.id,
            afretador_id: parties.charterer.id,
            recebedor_id: parties.receiver.id,
            destination_porto: parties.dest.id,
            qty: String(10_000 + i),
            eta: "2030-01-01",
            etb: "2030-01-03",
          })),
        )
        .returning({ id: lineups.id, version: lineups.version });
      for (const r of rows) versions.set(r.id, r.version);
      terminals.push({ id: terminal, rowIds: rows.map((r) => r.id), versions: rows.map((r) => r.version) });
    }
  }
  const first = places[0];
  if (!first) throw new Error("no port");
  const operators = [];
  for (let i = 0; i < 2; i++) {
    const op = await createUser(app, ROLE.operator);
    await assignPorts(
      app,
      op.user.id,
      places.map((place) => place.port.id),
    );
    operators.push(op.token);
  }
  const client = await createUser(app, ROLE.client);
  await assignComms(app, client.user.id, [first.comm.id]);
  const display = await app.inject({
    method: "POST",
    url: "/api/v1/displays",
    headers: { authorization: `Bearer ${admin.token}` },
    payload: { name: "Wall", porto_ids: places.map((place) => place.port.id) },
  });
  await app.listen({ port: s.port ?? 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    origin: `127.0.0.1:${address.port}`,
    databaseUrl: t.databaseUrl,
    terminals,
    admin: admin.token,
    operators,
    client: client.token,
    display: (display.json() as { token: string }).token,
  };
}

/** Another instance of the app on the database a first one seeded; returns its origin. */
async function join(databaseUrl: string, maxSocketsPerUser: number, port: number): Promise<string> {
  const t = await startApp({ accessTokenTtlSeconds: 7200, logLevel: "error" }, undefined, {
    databaseUrl,
    live: { maxSocketsPerUser },
  });
  app = t.app;
  await app.listen({ port, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return `127.0.0.1:${address.port}`;
}

serve(async (m) => {
  switch (m.type) {
    case "seed":
      return { seeded: await seed(m.seed as Seed) };
    case "join":
      return { origin: await join(String(m.databaseUrl), Number(m.maxSocketsPerUser), Number(m.port ?? 0)) };
    case "profile": {
      const updates = profile.updates.splice(0);
      const scavenges = profile.scavenges.splice(0);
      const major = profile.major.splice(0);
      const within = (spans: Span[]) =>
        updates.filter(([from, to]) => spans.some(([a, b]) => a < to && b > from)).length;
      return {
        queued: profile.queued.splice(0),
        saves: profile.saves.splice(0),
        applied: updates.map(lasted),
        scavenges: scavenges.map(lasted),
        // The room updates a scavenge ran within: its pause is then part of the update's time.
        paused: within(scavenges),
        major: major.map(lasted),
        pausedMajor: within(major),
      };
    }
    case "relay": {
      const socket = connect(Number(m.port), "127.0.0.1").setNoDelay(true);
      await new Promise((resolve) => socket.once("connect", resolve));
      relay = { socket, bytes: Number(m.bytes) };
      return {};
    }
    case "cpu":
      return { ms: cpuMs(process.cpuUsage()) };
    case "memory": {
      // As the saves left it, no collection forced: what the machine has to hold.
      const mem = process.memoryUsage();
      return {
        rss: mem.rss,
        peakRss: process.resourceUsage().maxRSS * 1024,
        heapUsed: mem.heapUsed,
        heapTotal: mem.heapTotal,
      };
    }
    case "heap": {
      gc();
      gc();
      const mem = process.memoryUsage();
      return { heap: mem.heapUsed, external: mem.external + mem.arrayBuffers, rss: mem.rss };
    }
    case "save": {
      // Through the real route, as a browser's save; the commit time is taken when the change is announced.
      const { terminalId, rowId, qty } = m as unknown as { terminalId: number; rowId: number; qty: string };
      const started = now();
      const res = await app.inject({
        method: "POST",
        url: "/api/v1/lineups/list",
        headers: { authorization: `Bearer ${m.token as string}` },
        payload: { terminal_id: terminalId, list: [{ id: rowId, version: versions.get(rowId), qty }] },
      });
      if (res.statusCode !== 200) throw new Error(`save failed: ${res.body}`);
      profile.saves.push(now() - started);
      versions.set(rowId, (res.json() as { lineups: { version: number }[] }).lineups[0]?.version ?? 0);
      return { committedAt: lastCommit };
    }
    default:
      throw new Error(`unknown request ${m.type}`);
  }
});
