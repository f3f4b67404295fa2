import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { WebSocket } from "ws";
import { LIVE_CLOSE, parseTerminalId, presenceColor } from "@lineup/shared";
import { openChangeFeed } from "./bus";
import { SocketQuota } from "./limits";
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
  /** Sockets one user or display token may hold open (default: the configured `LIVE_MAX_SOCKETS_PER_USER`). */
  maxSocketsPerUser?: number;
}

const MAX_MESSAGE_BYTES = 256 * 1024;
/** Longest token read from the query string: longer ones are refused without being parsed. */
const MAX_TOKEN_LENGTH = 4096;
/** Oversized awareness messages a socket may send before it is closed (a client bug or an attack). */
const MAX_OVERSIZED_MESSAGES = 3;

interface Session {
  socket: WebSocket;
  terminalId: number;
  token: string;
  principal: Principal;
  room: Room;
  conn: RoomConnection;
  expiry?: NodeJS.Timeout;
  /** Oversized awareness messages received so far. */
  strikes: number;
}

/** The user a connection's awareness is stamped with. */
const presenceUser = (p: Principal) => ({ id: p.id, name: p.name, color: presenceColor(p.id) });

/**
 * The live layer (DESIGN.md "Live protocol"): y-websocket rooms per terminal
 * at `/api/v1/live/terminais/{id}?token=...`, fed by committed changes.
 */
export const livePlugin = fp(async (app: FastifyInstance, opts: LiveOptions) => {
  const recheckMs = opts.recheckMs ?? 5000;
  const quota = new SocketQuota(opts.maxSocketsPerUser ?? app.config.liveMaxSocketsPerUser);
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
    quota.release(s.principal);
    clearTimeout(s.expiry);
    s.room.leave(s.conn);
    // Sessions still waiting for the room to load count too: the room stays until the last one is gone.
    if (![...sessions].some((other) => other.room === s.room)) {
      if (rooms.get(s.room.key) === s.room) rooms.delete(s.room.key);
      s.room.destroy();
    }
  };

  /** Hands a client's message to its room; malformed messages and repeated oversized awareness close the socket. */
  const deliver = (s: Session, bytes: Uint8Array) => {
    try {
      if (s.room.receive(s.conn, bytes) === "too-large" && ++s.strikes >= MAX_OVERSIZED_MESSAGES) close(s, LIVE_CLOSE.tooLarge, "awareness messages too large");
    } catch (err) {
      app.log.warn({ err }, "malformed live message");
      close(s, LIVE_CLOSE.malformed, "malformed message");
    }
  };

  // Credentials are checked again every few seconds: a disabled user, a revoked display or a lost port closes the socket.
  const recheck = setInterval(() => {
    for (const s of sessions) {
      authorizeTerminal(app, s.token, s.terminalId)
        .then((result) => {
          if (!result.ok) close(s, result.code, result.reason);
          else if (projectionKey(result.principal) !== projectionKey(s.principal)) close(s, LIVE_CLOSE.unauthorized, "access changed, reconnect");
          else {
            // Someone who may no longer edit disappears from others' presence at once.
            if (!result.principal.canEdit && s.conn.canEdit) s.room.forget(s.conn);
            s.conn.canEdit = result.principal.canEdit;
            s.conn.user = presenceUser(result.principal);
          }
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
    for (const s of [...sessions]) close(s, LIVE_CLOSE.goingAway, "server shutting down");
    await feed.close();
  });

  // Any other room name gets a close code a client can act on, not an HTTP error on the upgrade.
  app.get("/api/v1/live/*", { websocket: true, schema: { hide: true } }, (socket) => socket.close(LIVE_CLOSE.notFound, "unknown room: use terminais/{id}"));

  // Parameters are checked here rather than by a schema, so a bad room or token closes the socket with a documented code.
  app.get("/api/v1/live/terminais/:id", { websocket: true, schema: { hide: true } }, (socket, request) => {
    // Listen first: messages that arrive while we authenticate are kept, not lost.
    const pending: Uint8Array[] = [];
    let session: Session | undefined;
    socket.on("message", (data: Buffer) => {
      const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      if (session) deliver(session, bytes);
      else if (pending.length < 20) pending.push(bytes);
    });
    socket.on("pong", () => void ((socket as WebSocket & { alive?: boolean }).alive = true));
    socket.on("close", () => session && leave(session));
    socket.on("error", () => session && leave(session));

    const terminalId = parseTerminalId((request.params as { id: string }).id);
    if (terminalId === null) return socket.close(LIVE_CLOSE.badRoom, "invalid room: terminal id must be a positive 32-bit integer");
    const query = request.query as { token?: unknown };
    const token = typeof query.token === "string" && query.token.length <= MAX_TOKEN_LENGTH ? query.token : "";
    const timeout = setTimeout(() => socket.close(LIVE_CLOSE.unauthorized, "authentication timed out"), opts.authTimeoutMs ?? 10_000);
    let registered: Session | undefined;
    authorizeTerminal(app, token, terminalId)
      .then(async (result) => {
        if (!result.ok) return socket.close(result.code, result.reason);
        if (socket.readyState !== socket.OPEN) return;
        const principal = result.principal;
        if (!quota.acquire(principal)) return socket.close(LIVE_CLOSE.tooManySockets, `too many live connections (at most ${quota.max} per user)`);
        const key = `${terminalId}|${projectionKey(principal)}`;
        let room = rooms.get(key);
        if (!room) {
          room = new Room(key, terminalSource(app.db, terminalId, principal));
          rooms.set(key, room);
        }
        const conn: RoomConnection = {
          send: (data) => socket.readyState === socket.OPEN && socket.send(data),
          canEdit: principal.canEdit,
          user: presenceUser(principal),
          awarenessIds: new Set(),
        };
        const s: Session = { socket, terminalId, token, principal, room, conn, strikes: 0 };
        sessions.add(s);
        registered = s;
        if (principal.expiresAt) {
          const ms = Math.max(0, principal.expiresAt - Date.now());
          s.expiry = setTimeout(() => close(s, LIVE_CLOSE.unauthorized, "token expired"), Math.min(ms, 2 ** 31 - 1));
        }
        await room.ready;
        if (socket.readyState !== socket.OPEN) return leave(s);
        room.join(conn);
        session = s;
        for (const data of pending.splice(0)) deliver(s, data);
      })
      .catch((err: unknown) => {
        app.log.error({ err }, "live connection failed");
        if (registered) leave(registered);
        socket.close(LIVE_CLOSE.serverError, "server error");
      })
      .finally(() => clearTimeout(timeout));
  });
});
