import type { WebSocket } from "ws";
import { MESSAGE_AWARENESS } from "./messages";

/**
 * An awareness message with no entries: a y-websocket client counts it as heard from the server and changes nothing.
 */
const HEARTBEAT = Uint8Array.of(MESSAGE_AWARENESS, 1, 0);

/** What the keep-alive needs of an open socket. */
export interface KeptAlive {
  socket: WebSocket & { alive?: boolean };
  /** When the socket was last sent anything (ms). */
  sentAt: number;
  conn: { send: (data: Uint8Array) => void };
}

/**
 * Keeps the open sockets honest both ways: a socket that did not answer the last
 * ping is terminated, and a socket sent nothing for `heartbeatMs` gets a heartbeat.
 * The heartbeat is checked every half period, so a healthy socket is never silent
 * longer than 1.5 periods, whatever its traffic. Returns the stop function.
 */
export function keepAlive(
  sockets: () => Iterable<KeptAlive>,
  { pingMs, heartbeatMs }: { pingMs: number; heartbeatMs: number },
): () => void {
  const ping = setInterval(() => {
    for (const s of sockets()) {
      if (s.socket.alive === false) s.socket.terminate();
      else {
        s.socket.alive = false;
        s.socket.ping();
      }
    }
  }, pingMs);
  const heartbeat = setInterval(() => {
    const due = Date.now() - heartbeatMs;
    for (const s of sockets()) if (s.sentAt <= due) s.conn.send(HEARTBEAT);
  }, heartbeatMs / 2);
  ping.unref();
  heartbeat.unref();
  return () => {
    clearInterval(ping);
    clearInterval(heartbeat);
  };
}
