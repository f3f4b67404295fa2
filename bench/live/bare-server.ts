/** The baseline: a bare `ws` server in its own process broadcasting bytes to the sockets of one group (path `/{group}`). */
import { randomBytes } from "node:crypto";
import { WebSocketServer, type WebSocket } from "ws";
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
    default:
      throw new Error(`unknown request ${m.type}`);
  }
});
