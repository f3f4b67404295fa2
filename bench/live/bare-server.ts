/**
 * The baseline: a bare `ws` server in its own process broadcasting bytes to the sockets of one group (path
 * `/{group}`); with BENCH_SPLIT, also the fan-out of a live layer split from the app (`relay`).
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";
import * as Y from "yjs";
import { syncUpdateMessage } from "../../server/src/live/messages";
import { cpuMs, now, serve } from "./ipc";

const server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
const groups = new Map<number, Set<WebSocket>>();
server.on("connection", (ws, request) => {
  const group = Number((request.url ?? "/0").slice(1));
  const set = groups.get(group) ?? new Set();
  groups.set(group, set.add(ws));
  ws.on("close", () => set.delete(ws));
});
await new Promise((r) => server.once("listening", r));
let payload = Buffer.alloc(0);

/** A terminal's document as a room holds it: 20 rows of a few fields. */
function terminalDoc() {
  const doc = new Y.Doc();
  const rows = doc.getMap<Y.Map<string>>("rows");
  for (let i = 0; i < 20; i++)
    rows.set(
      String(i),
      new Y.Map<string>(Object.entries({ qty: "1", status: "Waiting", vessel: "MV Test", eta: "2030-01-01" })),
    );
  return doc;
}

/**
 * BENCH_SPLIT: the fan-out of a live layer in a process of its own, fed by the app's process over a local socket. At
 * each commit the app writes the terminal and the update's size (two u32); this process does a room's Yjs work (one
 * row of its terminal's document changed, the update encoded once) and sends that many bytes to the group's sockets.
 * Returns the port it listens on.
 */
async function relay(): Promise<number> {
  const docs = new Map<number, Y.Doc>();
  let edits = 0;
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    socket.on("data", (data) => {
      for (let at = 0; at + 8 <= data.length; at += 8) {
        const group = data.readUInt32LE(at);
        const bytes = data.readUInt32LE(at + 4);
        if (payload.byteLength !== bytes) payload = randomBytes(Math.max(1, bytes));
        const doc = docs.get(group) ?? terminalDoc();
        docs.set(group, doc);
        let encoded = 0;
        doc.once("update", (update: Uint8Array) => (encoded = syncUpdateMessage(update).byteLength));
        doc.transact(() =>
          doc
            .getMap<Y.Map<string>>("rows")
            .get(String(++edits % 20))
            ?.set("qty", String(edits)),
        );
        if (!encoded) throw new Error("the change made no update");
        for (const ws of groups.get(group) ?? []) ws.send(payload);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as { port: number }).port;
}

serve(async (m) => {
  switch (m.type) {
    case "url":
      return { url: `ws://127.0.0.1:${(server.address() as { port: number }).port}` };
    case "cpu":
      return { ms: cpuMs(process.cpuUsage()) };
    case "broadcast": {
      if (payload.byteLength !== m.bytes) payload = randomBytes(Math.max(1, m.bytes as number));
      const sentAt = now();
      for (const ws of groups.get(m.group as number) ?? []) ws.send(payload);
      return { sentAt };
    }
    case "relay":
      return { port: await relay() };
    default:
      throw new Error(`unknown request ${m.type}`);
  }
});
