import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Type } from "typebox";
import { LIVE_CLOSE, LIVE_HEARTBEAT_MS, LIVE_MESSAGE_TOKEN, parseTerminalId } from "@lineup/shared";
import { watchEndedAccess } from "./access-watch";
import { openLiveBus } from "./bus";
import { principalKey, SocketQuota } from "./limits";
import { authorizeTerminal } from "./principal";
import { keepAlive } from "./keepalive";
import { type Room, type RoomConnection } from "./room";
import { closeSession as close, MAX_TOKEN_LENGTH, presenceUser, type Session } from "./session";
import { sessionAccess } from "./session-access";
import { terminalSource } from "./source";
import { LiveTerminal } from "./terminal";

export interface LiveOptions {
  /**
   * The safety-net sweep: within this period every user and display with an
   * open socket is checked again once, one after another (ms). Access changes
   * themselves arrive as events, at once.
   */
  recheckMs?: number;
  /** How often ended sessions and disabled accounts are looked for in PostgreSQL while sockets are open (ms, default 1000). */
  accessWatchMs?: number;
  /** How long a socket may take to authenticate (ms). */
  authTimeoutMs?: number;
  pingMs?: number;
  /** A socket that got nothing for this long is sent a heartbeat (default `LIVE_HEARTBEAT_MS`). */
  heartbeatMs?: number;
  channel?: string;
  /** Sockets one user or display token may hold open (default: the configured `LIVE_MAX_SOCKETS_PER_USER`). */
  maxSocketsPerUser?: number;
}

const MAX_MESSAGE_BYTES = 256 * 1024;
/** Oversized awareness messages a socket may send before it is closed (a client bug or an attack). */
const MAX_OVERSIZED_MESSAGES = 3;

/**
 * A room's path and query as they arrive: the schemas type them and accept any id
 * and any token, so the handler, not validation, checks them (see the route).
 */
const RoomParams = Type.Object({ id: Type.String() });
const RoomQuery = Type.Object({ token: Type.Optional(Type.Unknown()) });

/**
 * The live layer (DESIGN.md "Live protocol"): y-websocket rooms per terminal
 * at `/api/v1/live/terminais/{id}?token=...`, fed by committed changes.
 */
export const livePlugin = fp(async (parent: FastifyInstance, opts: LiveOptions) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const recheckMs = opts.recheckMs ?? 30_000;
  const quota = new SocketQuota(opts.maxSocketsPerUser ?? app.config.liveMaxSocketsPerUser);
  const terminals = new Map<number, LiveTerminal>();
  const sessions = new Set<Session>();
  /** Open sessions per user or display (`principalKey`), for access events and the sweep. */
  const byPrincipal = new Map<string, Set<Session>>();
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const access = sessionAccess(app, { sessions, byPrincipal, recheckMs });
  const { armExpiry, renewToken, reauthoriseLogged } = access;

  const bus = await openLiveBus(app, opts.channel ?? "lineup_changes");
  bus.onRows((change) => {
    terminals
      .get(change.terminal_id)
      ?.applyChange(change.row_ids, change.deleted_ids, change.committed, change.deleted_versions)
      .catch((err: unknown) => app.log.error({ err }, "live room update failed"));
  });
  bus.onTerminal((terminalId) => {
    const terminal = terminals.get(terminalId);
    terminal
      ?.reloadAll()
      .then(() => {
        if (terminal.header) return;
        for (const s of sessions) if (s.terminal === terminal) close(s, LIVE_CLOSE.forbidden, "terminal removed");
      })
      .catch((err: unknown) => app.log.error({ err }, "live terminal reload failed"));
  });

  const terminalOf = (terminalId: number) => {
    let terminal = terminals.get(terminalId);
    if (!terminal) {
      const created = new LiveTerminal(terminalId, terminalSource(app.db, terminalId));
      // A terminal that failed to load is forgotten: the next socket tries again.
      created.ready.catch(() => terminals.get(terminalId) === created && terminals.delete(terminalId));
      terminals.set(terminalId, created);
      terminal = created;
    }
    return terminal;
  };

  const leave = (s: Session) => {
    if (!sessions.delete(s)) return;
    quota.release(s.principal);
    clearTimeout(s.expiry);
    const key = principalKey(s.principal);
    const group = byPrincipal.get(key);
    group?.delete(s);
    if (group?.size === 0) byPrincipal.delete(key);
    if (s.room) {
      s.room.leave(s.conn);
      if (!s.room.connections.size) s.terminal.dropRoom(s.room);
    }
    // Sessions still waiting for the terminal to load count too: it stays until the last one is gone.
    if (--s.terminal.holders === 0) {
      if (terminals.get(s.terminal.id) === s.terminal) terminals.delete(s.terminal.id);
      s.terminal.destroy();
    }
  };

  /** Hands a client's message to its room; malformed messages and repeated oversized awareness close the socket. */
  const deliver = (s: Session, room: Room, bytes: Uint8Array) => {
    try {
      if (room.receive(s.conn, bytes) === "too-large" && ++s.strikes >= MAX_OVERSIZED_MESSAGES)
        close(s, LIVE_CLOSE.tooLarge, "awareness messages too large");
    } catch (err) {
      app.log.warn({ err }, "malformed live message");
      close(s, LIVE_CLOSE.malformed, "malformed message");
    }
  };

  // Access changes are events: only the sockets of that user or display are checked again, at once.
  bus.onAccess((subject) => reauthoriseLogged(principalKey(subject)));

  // Access that ended without an event reaching this instance (a lost notification, a change by hand) is read from PostgreSQL.
  const stopWatch = watchEndedAccess(app, {
    everyMs: opts.accessWatchMs ?? 1000,
    active: () => byPrincipal.size > 0,
    recheck: (id) =>
      byPrincipal.has(principalKey({ kind: "user", id })) && reauthoriseLogged(principalKey({ kind: "user", id })),
  });

  const stopKeepAlive = keepAlive(() => sessions, {
    pingMs: opts.pingMs ?? 30_000,
    heartbeatMs: opts.heartbeatMs ?? LIVE_HEARTBEAT_MS,
  });

  app.addHook("onClose", async () => {
    access.stop();
    stopKeepAlive();
    stopWatch();
    for (const s of [...sessions]) close(s, LIVE_CLOSE.goingAway, "server shutting down");
    await bus.close();
  });

  // Any other room name gets a close code a client can act on, not an HTTP error on the upgrade.
  app.get("/api/v1/live/*", { websocket: true, schema: { hide: true } }, (socket) =>
    socket.close(LIVE_CLOSE.notFound, "unknown room: use terminais/{id}"),
  );

  // Parameters are checked here rather than by their schemas (which accept anything), so a bad room or token closes
  // the socket with a documented code instead of failing the upgrade.
  const schema = { hide: true, params: RoomParams, querystring: RoomQuery };
  app.get("/api/v1/live/terminais/:id", { websocket: true, schema }, (socket, request) => {
    // Listen first: messages that arrive while we authenticate are kept, not lost.
    const pending: Uint8Array[] = [];
    let session: { s: Session; room: Room } | undefined;
    socket.on("message", (data: Buffer) => {
      const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      // A renewal is read only once the socket is authenticated (clients send it long after their sync).
      if (bytes[0] === LIVE_MESSAGE_TOKEN) return registered && renewToken(registered, bytes);
      if (session) deliver(session.s, session.room, bytes);
      else if (pending.length < 20) pending.push(bytes);
    });
    const kept: Session["socket"] = socket;
    socket.on("pong", () => void (kept.alive = true));
    let registered: Session | undefined;
    socket.on("close", () => registered && leave(registered));
    socket.on("error", () => registered && leave(registered));

    const terminalId = parseTerminalId(request.params.id);
    if (terminalId === null)
      return socket.close(LIVE_CLOSE.badRoom, "invalid room: terminal id must be a positive 32-bit integer");
    const { token: given } = request.query;
    const token = typeof given === "string" && given.length <= MAX_TOKEN_LENGTH ? given : "";
    const timeout = setTimeout(
      () => socket.close(LIVE_CLOSE.unauthorized, "authentication timed out"),
      opts.authTimeoutMs ?? 10_000,
    );
    authorizeTerminal(app, token, terminalId)
      .then(async (result) => {
        if (!result.ok) return socket.close(result.code, result.reason);
        if (socket.readyState !== socket.OPEN) return;
        const principal = result.principal;
        if (!quota.acquire(principal))
          return socket.close(LIVE_CLOSE.tooManySockets, `too many live connections (at most ${quota.max} per user)`);
        const conn: RoomConnection = {
          send: (data) => {
            if (socket.readyState !== socket.OPEN) return;
            socket.send(data);
            s.sentAt = Date.now();
          },
          canEdit: principal.canEdit,
          user: presenceUser(principal),
          awarenessIds: new Set(),
        };
        const s: Session = {
          socket,
          terminal: terminalOf(terminalId),
          token,
          principal,
          conn,
          strikes: 0,
          sentAt: Date.now(),
        };
        s.terminal.holders++;
        sessions.add(s);
        const key = principalKey(principal);
        byPrincipal.set(key, (byPrincipal.get(key) ?? new Set()).add(s));
        registered = s;
        armExpiry(s);
        await s.terminal.ready;
        if (socket.readyState !== socket.OPEN || !sessions.has(s)) return leave(s);
        const room = s.terminal.room(principal);
        s.room = room;
        room.join(conn);
        session = { s, room };
        for (const data of pending.splice(0)) deliver(s, room, data);
      })
      .catch((err: unknown) => {
        app.log.error({ err }, "live connection failed");
        if (registered) leave(registered);
        socket.close(LIVE_CLOSE.serverError, "server error");
      })
      .finally(() => clearTimeout(timeout));
  });
});
