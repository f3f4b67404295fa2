import type { FastifyInstance } from "fastify";
import * as encoding from "lib0/encoding";
import WebSocket from "ws";
import { WebsocketProvider } from "y-websocket";
import * as Y from "yjs";
import { encodeAwarenessUpdate, type AwarenessEntry } from "../../src/live/awareness";
import { MESSAGE_AWARENESS } from "../../src/live/messages";
import { bearer } from "../helpers";

/**
 * A file's subscriptions: `open` subscribes to a terminal's room at `origin()` and keeps the client, `closeAll`
 * destroys every client opened (before the app closes).
 */
export function subscriptions(origin: () => string) {
  const clients = new Set<ReturnType<typeof subscribe>>();
  const open = (terminalId: number, token: string) => {
    const c = subscribe(origin(), terminalId, token);
    clients.add(c);
    return c;
  };
  const closeAll = () => clients.forEach((c) => c.destroy());
  return { open, closeAll };
}

/** A wall display of the given ports, made through the API with an admin's token: its id and its token. */
export async function makeDisplay(app: FastifyInstance, adminToken: string, name: string, portIds: number[]) {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/displays",
    headers: bearer(adminToken),
    payload: { name, porto_ids: portIds },
  });
  return res.json<{ id: number; token: string }>();
}

/** A raw y-websocket awareness message carrying these entries, as any client (or a hostile one) can send it. */
export function awarenessMessage(entries: AwarenessEntry[]): Uint8Array {
  const message = encoding.createEncoder();
  encoding.writeVarUint(message, MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(message, encodeAwarenessUpdate(entries));
  return encoding.toUint8Array(message);
}

/** The board's table save (`POST /lineups/list`) on `app` as `token`'s user. */
export const saveList = (app: FastifyInstance, token: string, payload: object) =>
  app.inject({ method: "POST", url: "/api/v1/lineups/list", headers: bearer(token), payload });

/** The port form's save (`PUT /portos/:id`) on `app` as `token`'s user. */
export const savePort = (app: FastifyInstance, token: string, portId: number, form: object) =>
  app.inject({ method: "PUT", url: `/api/v1/portos/${portId}`, headers: bearer(token), payload: form });

/** Listens on a free port on the loopback and returns the WebSocket origin. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return `ws://127.0.0.1:${address.port}`;
}

/** A real y-websocket client on a terminal's room, as the web app and integrators connect. */
export function subscribe(
  origin: string,
  terminalId: number,
  token: string,
  socketClass: new (url: string, protocols?: string | string[]) => WebSocket = WebSocket,
) {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`${origin}/api/v1/live`, `terminais/${terminalId}`, doc, {
    params: { token },
    WebSocketPolyfill: socketClass as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    maxBackoffTime: 300,
  });
  const rows = doc.getMap<Record<string, unknown>>("rows");
  return {
    doc,
    provider,
    rows,
    meta: doc.getMap<unknown>("meta"),
    synced: () => waitFor(() => provider.synced, "sync"),
    destroy: () => {
      provider.destroy();
      doc.destroy();
    },
  };
}

/** Polls until `check` holds (or fails after `ms`), for effects that cross a socket. */
export async function waitFor(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Opens a raw socket and resolves with the close code it gets (or "open" if it stays open for `ms`). */
export function closeCode(url: string, ms = 3000): Promise<number | "open"> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    const timer = setTimeout(() => {
      ws.terminate();
      resolve("open");
    }, ms);
    ws.on("close", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    ws.on("error", () => {});
  });
}

/** A raw socket on a live URL: resolves "joined" when the server greets it (its sync step 1), or with the close code. */
export function openRaw(url: string, ms = 5000) {
  const ws = new WebSocket(url);
  ws.on("error", () => {});
  const outcome = new Promise<"joined" | number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer on ${url}`)), ms);
    ws.once("message", () => {
      clearTimeout(timer);
      resolve("joined");
    });
    ws.on("close", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  return { ws, outcome, closed };
}
