import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { WebSocket } from "ws";
import { Type } from "typebox";
import { openChangeFeed } from "./bus";
import { authorizeTerminal, projectionKey, type Principal } from "./principal";
import { Room, type RoomConnection } from "./room";
import { terminalSource } from "./source";

export interface LiveOptions {
  /** How often every socket's credentials are checked again (ms). */
  recheckMs?: number;
  /** How long a socket may take to authenticate (ms). */
  authTimeoutMs?: number;
  pingMs?: number;
  channel?: string;
}

const MAX_MESSAGE_BYTES = 256 * 1024;

interface Session {
  socket: WebSocket;
  terminalId: number;
  token: string;
  principal: Principal;
  room: Room;
  conn: RoomConnection;
  expiry?: NodeJS.Timeout;
}

/**
 * The live layer (DESIGN.md "Live protocol"): y-websocket rooms per terminal
 * at `/api/v1/live/terminais/{id}?token=...`, fed by committed changes.
 */
export const livePlugin = fp(async (app: FastifyInstance, opts: LiveOptions) => {
  const recheckMs = opts.recheckMs ?? 5000;
  const rooms = new Map<string, Room>();
  const sessions = new Set<Session>();
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });

  const feed = await openChangeFeed(app, opts.channel ?? "lineup_changes");
  feed.subscribe((change) => {
    for (const room of rooms.values()) {
      if (room.key.startsWith(`${change.terminal_id}|`)) {
        room.applyChange(change.row_ids, change.deleted_ids).catch((err: unknown) => app.log.error({ err }, "live room update failed"));
      }
    }
  });

  const close = (s: Session, code: number, reason: string) => {
    if (s.socket.readyState === s.socket.OPEN || s.socket.readyState === s.socket.CONNECTING) s.socket.close(code, reason);
  };

  const leave = (s: Session) => {
    if (!sessions.delete(s)) return;
    clearTimeout(s.expiry);
    s.room.leave(s.conn);
    if (s.room.connections.size === 0) {
      rooms.delete(s.room.key);
      s.room.destroy();
    }
  };

  // Credentials are checked again every few seconds: a disabled user, a revoked display or a lost port closes the socket.
  const recheck = setInterval(() => {
    for (const s of sessions) {
      authorizeTerminal(app, s.token, s.terminalId)
        .then((result) => {
          if (!result.ok) close(s, result.code, result.reason);
          else if (projectionKey(result.principal) !== projectionKey(s.principal)) close(s, 4401, "access changed, reconnect");
          else s.conn.canEdit = result.principal.canEdit;
        })
        .catch((err: unknown) => app.log.warn({ err }, "live recheck failed"));
    }
  }, recheckMs);
  recheck.unref();

  const ping = setInterval(() => {
    for (const s of sessions) {
      const alive = (s.socket as WebSocket & { alive?: boolean }).alive;
      if (alive === false) s.socket.terminate();
      else {
        (s.socket as WebSocket & { alive?: boolean }).alive = false;
        s.socket.ping();
      }
    }
  }, opts.pingMs ?? 30_000);
  ping.unref();

  app.addHook("onClose", async () => {
    clearInterval(recheck);
    clearInterval(ping);
    for (const s of [...sessions]) close(s, 1001, "server shutting down");
    await feed.close();
  });

  app.get(
    "/api/v1/live/terminais/:id",
    { websocket: true, schema: { hide: true, params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 4096 })) }) } },
    (socket, request) => {
      // Listen first: messages that arrive while we authenticate are kept, not lost.
      const pending: Uint8Array[] = [];
      let session: Session | undefined;
      socket.on("message", (data: Buffer) => {
        const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
        if (!session) {
          if (pending.length < 20) pending.push(bytes);
          return;
        }
        try {
          session.room.receive(session.conn, bytes);
        } catch (err) {
          app.log.warn({ err }, "malformed live message");
          close(session, 1003, "malformed message");
        }
      });
      socket.on("pong", () => void ((socket as WebSocket & { alive?: boolean }).alive = true));
      socket.on("close", () => session && leave(session));
      socket.on("error", () => session && leave(session));

      const terminalId = (request.params as { id: number }).id;
      const token = (request.query as { token?: string }).token ?? "";
      const timeout = setTimeout(() => socket.close(4401, "authentication timed out"), opts.authTimeoutMs ?? 10_000);
      authorizeTerminal(app, token, terminalId)
        .then(async (result) => {
          if (!result.ok) return socket.close(result.code, result.reason);
          const principal = result.principal;
          const key = `${terminalId}|${projectionKey(principal)}`;
          let room = rooms.get(key);
          if (!room) {
            room = new Room(key, terminalSource(app.db, terminalId, principal));
            rooms.set(key, room);
          }
          const conn: RoomConnection = {
            send: (data) => socket.readyState === socket.OPEN && socket.send(data),
            canEdit: principal.canEdit,
            userId: principal.id,
            awarenessIds: new Set(),
          };
          const s: Session = { socket, terminalId, token, principal, room, conn };
          sessions.add(s);
          if (principal.expiresAt) {
            const ms = Math.max(0, principal.expiresAt - Date.now());
            s.expiry = setTimeout(() => close(s, 4401, "token expired"), Math.min(ms, 2 ** 31 - 1));
          }
          await room.ready;
          if (socket.readyState !== socket.OPEN) return leave(s);
          room.join(conn);
          session = s;
          for (const data of pending.splice(0)) room.receive(conn, data);
        })
        .catch((err: unknown) => {
          app.log.error({ err }, "live connection failed");
          socket.close(1011, "server error");
        })
        .finally(() => clearTimeout(timeout));
    },
  );
});
