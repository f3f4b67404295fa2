/**
 * Subscribers, in a process of their own: y-websocket clients of the live
 * layer, or raw sockets of the bare broadcast server. Each socket notes when
 * a message arrived, before any Yjs work, so the latency measured is the
 * server's and the network's, not this process's decoding.
 */
import type { Socket } from "node:net";
import WebSocket from "ws";
import { WebsocketProvider } from "y-websocket";
import * as Y from "yjs";
import { now, serve } from "./ipc";

process.setMaxListeners(0);

/** The TCP sockets of every live socket opened, for the bytes read off the wire. */
const wires: Socket[] = [];

/**
 * A ws socket that notes the arrival time and size of the message being
 * handled. Its `message` listeners (y-websocket's handler, its Yjs work) run
 * later ({@link later}): every socket of this process that receives a
 * broadcast is timestamped before any of them does its Yjs work, so one
 * socket's decoding never counts in another's latency (the bare clients do
 * no work).
 */
class TimedWebSocket extends WebSocket {
  lastAt = 0;
  lastBytes = 0;

  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    // Bytes on the wire, compressed or not: the TCP socket's count.
    this.once("upgrade", (response) => wires.push(response.socket));
  }

  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event !== "message") return super.emit(event, ...args);
    const at = now();
    const bytes = (args[0] as ArrayBuffer | Buffer).byteLength;
    later(() => {
      this.lastAt = at;
      this.lastBytes = bytes;
      super.emit(event, ...args);
    });
    return true;
  }
}

const QUIET_MS = 5;
const MAX_DEFER_MS = 50;
/** Messages received and not yet handed to y-websocket, in order of arrival. */
const deferred: (() => void)[] = [];
let flush: NodeJS.Timeout | undefined;
let firstDeferredAt = 0;
let draining = false;
/**
 * Hands the messages over once none has arrived for QUIET_MS (at most MAX_DEFER_MS after the first), then one per
 * turn of the event loop, so that a message arriving meanwhile is noted after at most one message's Yjs work. A
 * broadcast reaches this process's sockets one after another over a millisecond or more, in several turns: handed
 * over at the next turn (`setImmediate`, as before), the Yjs work of the first sockets delayed the arrival noted for
 * the next ones by about a millisecond at p50 (500 subscribers); handed over all at once, a burst of presence (2,000
 * subscribers) held the loop for hundreds of milliseconds.
 */
function later(handle: () => void) {
  deferred.push(handle);
  if (draining) return;
  if (deferred.length === 1) firstDeferredAt = now();
  clearTimeout(flush);
  flush = setTimeout(drain, Math.max(0, Math.min(QUIET_MS, firstDeferredAt + MAX_DEFER_MS - now())));
}

function drain() {
  draining = true;
  deferred.shift()?.();
  if (deferred.length) setImmediate(drain);
  else draining = false;
}

interface Expectation {
  terminalId: number;
  rowId: string;
  qty: number;
  /** Arrival time per socket index. */
  seen: Map<number, number>;
  bytes: number;
  /** Sockets that must see it. */
  want: number;
  done?: () => void;
}

interface LiveSocket {
  terminalId: number;
  provider: WebsocketProvider;
  doc: Y.Doc;
}

const live: LiveSocket[] = [];
const bare: { group: number; ws: WebSocket }[] = [];
const expectations = new Map<string, Expectation>();
/** Close codes seen while opening, for the diagnosis of a run that does not converge. */
const closes: Record<string, number> = {};

function note(key: string, e: Expectation, socket: number, at: number, bytes: number) {
  if (e.seen.has(socket)) return;
  e.seen.set(socket, at);
  e.bytes = Math.max(e.bytes, bytes);
  if (e.seen.size >= e.want) e.done?.();
}

/** Sockets a process opens at once: thousands of simultaneous connects overflow the server's accept queue (SYNs dropped and retried after 1, 3, 7, 15 s…). */
const OPEN_WAVE = 50;

/** Opens the sockets in waves of OPEN_WAVE, each synced before the next starts, as a crowd arriving rather than one burst. */
async function openLive(origin: string, sockets: { terminalId: number; token: string }[]) {
  for (let i = 0; i < sockets.length; i += OPEN_WAVE) await openWave(origin, sockets.slice(i, i + OPEN_WAVE));
}

function openWave(origin: string, sockets: { terminalId: number; token: string }[]) {
  const wave: LiveSocket[] = [];
  for (const { terminalId, token } of sockets) {
    const index = live.length;
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(`ws://${origin}/api/v1/live`, `terminais/${terminalId}`, doc, {
      params: { token },
      WebSocketPolyfill: TimedWebSocket as unknown as typeof globalThis.WebSocket,
      disableBc: true,
    });
    const rows = doc.getMap<Record<string, unknown>>("rows");
    rows.observe((event) => {
      const ws = provider.ws as unknown as TimedWebSocket | null;
      for (const [key, e] of expectations) {
        if (e.terminalId !== terminalId || !event.keysChanged.has(e.rowId)) continue;
        if (Number(rows.get(e.rowId)?.qty) === e.qty) note(key, e, index, ws?.lastAt ?? now(), ws?.lastBytes ?? 0);
      }
    });
    provider.on("connection-close", (event: { code: number } | null) => {
      const code = String(event?.code ?? "none");
      closes[code] = (closes[code] ?? 0) + 1;
    });
    live.push({ terminalId, provider, doc });
    wave.push(live[live.length - 1] as LiveSocket);
  }
  const started = now();
  let reported = started;
  return new Promise<void>((resolve) => {
    const check = () => {
      if (wave.every((s) => s.provider.synced)) return resolve();
      if (now() - reported > 30_000) {
        // A run that does not converge says where it stands instead of waiting silently.
        reported = now();
        const connected = live.filter((s) => s.provider.wsconnected).length;
        const synced = live.filter((s) => s.provider.synced).length;
        console.error(
          `clients ${process.pid}: after ${((reported - started) / 1000).toFixed(0)} s, ${connected} of ${live.length} sockets connected, ${synced} synced; close codes ${JSON.stringify(closes)}`,
        );
      }
      setTimeout(check, 50);
    };
    check();
  });
}

async function openBare(url: string, groups: number[]) {
  await Promise.all(
    groups.map(
      (group) =>
        new Promise<void>((resolve, reject) => {
          const index = bare.length;
          const ws = new WebSocket(`${url}/${group}`);
          ws.on("message", (data: Buffer) => {
            const at = now();
            for (const [key, e] of expectations) if (e.terminalId === group) note(key, e, index, at, data.byteLength);
          });
          ws.once("open", () => resolve());
          ws.once("error", reject);
          bare.push({ group, ws });
        }),
    ),
  );
}

serve(async (m) => {
  switch (m.type) {
    case "open-live":
      await openLive(m.origin as string, m.sockets as { terminalId: number; token: string }[]);
      return {};
    case "close-live": {
      // Closes seen before ours: a socket the server closed (or that timed out) reconnected and synced again.
      const seen = { ...closes };
      for (const key of Object.keys(closes)) delete closes[key];
      for (const s of live.splice(0)) {
        s.provider.destroy();
        s.doc.destroy();
      }
      return { closes: seen };
    }
    case "wire":
      return { bytes: wires.reduce((sum, w) => sum + w.bytesRead, 0) };
    case "open-bare":
      await openBare(m.url as string, m.groups as number[]);
      return {};
    case "close-bare":
      for (const s of bare.splice(0)) s.ws.terminate();
      return {};
    case "expect": {
      // Armed before the save is sent: the answer to this request is the go-ahead.
      const terminalId = m.terminalId as number;
      const want = m.bare
        ? bare.filter((s) => s.group === terminalId).length
        : live.filter((s) => s.terminalId === terminalId).length;
      expectations.set(m.key as string, {
        terminalId,
        rowId: String(m.rowId),
        qty: Number(m.qty),
        seen: new Map(),
        bytes: 0,
        want,
      });
      return {};
    }
    case "collect": {
      const e = expectations.get(m.key as string);
      if (!e) return { times: [], bytes: 0, missing: 0 };
      if (e.seen.size < e.want) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, m.timeoutMs as number);
          e.done = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      expectations.delete(m.key as string);
      return { times: [...e.seen.values()], bytes: e.bytes, missing: e.want - e.seen.size };
    }
    default:
      throw new Error(`unknown request ${m.type}`);
  }
});
