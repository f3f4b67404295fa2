import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { WebSocket } from "ws";
import * as decoding from "lib0/decoding";
import { LIVE_CLOSE, LIVE_HEARTBEAT_MS, LIVE_MESSAGE_TOKEN, parseTerminalId, presenceColor } from "@lineup/shared";
import { watchEndedAccess } from "./access-watch";
import { openLiveBus } from "./bus";
import { principalKey, SocketQuota } from "./limits";
import { authorizeTerminal, type AccessResult, type Principal } from "./principal";
import { keepAlive } from "./keepalive";
import { type Room, type RoomConnection } from "./room";
import { terminalSource } from "./source";
import { LiveTerminal, projectionKey } from "./terminal";

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
/** Longest token read from the query string: longer ones are refused without being parsed. */
const MAX_TOKEN_LENGTH = 4096;
/** Oversized awareness messages a socket may send before it is closed (a client bug or an attack). */
const MAX_OVERSIZED_MESSAGES = 3;

interface Session {
  socket: WebSocket & { alive?: boolean };
  terminal: LiveTerminal;
  token: string;
  principal: Principal;
  /** Set once the terminal is loaded and the socket joined its projection's room. */
  room?: Room;
  conn: RoomConnection;
  expiry?: NodeJS.Timeout;
  /** Oversized awareness messages received so far. */
  strikes: number;
  /** When the socket was last sent anything (ms), for the heartbeat. */
  sentAt: number;
  /** Token renewals received: only the latest one's answer is applied. */
  renewals?: number;
}

/** The user a connection's awareness is stamped with. */
const presenceUser = (p: Principal) => ({ id: p.id, name: p.name, color: presenceColor(p.id) });

/**
 * The live layer (DESIGN.md "Live protocol"): y-websocket rooms per terminal
 * at `/api/v1/live/terminais/{id}?token=...`, fed by committed changes.
 */
export const livePlugin = fp(async (app: FastifyInstance, opts: LiveOptions) => {
  const recheckMs = opts.recheckMs ?? 30_000;
  const quota = new SocketQuota(opts.maxSocketsPerUser ?? app.config.liveMaxSocketsPerUser);
  const terminals = new Map<number, LiveTerminal>();
  const sessions = new Set<Session>();
  /** Open sessions per user or display (`principalKey`), for access events and the sweep. */
  const byPrincipal = new Map<string, Set<Session>>();
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });

  const close = (s: Session, code: number, reason: string) => {
    if (s.socket.readyState === s.socket.OPEN || s.socket.readyState === s.socket.CONNECTING)
      s.socket.close(code, reason);
  };

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

  /** What a fresh authorisation means for an open socket: closed, or its edit right and name brought up to date. */
  const applyAccess = (s: Session, result: AccessResult) => {
    if (!result.ok) return close(s, result.code, result.reason);
    if (projectionKey(result.principal) !== projectionKey(s.principal))
      return close(s, LIVE_CLOSE.unauthorized, "access changed, reconnect");
    // Someone who may no longer edit disappears from others' presence at once.
    if (!result.principal.canEdit && s.conn.canEdit) s.room?.forget(s.conn);
    s.conn.canEdit = result.principal.canEdit;
    s.conn.user = presenceUser(result.principal);
  };

  /** Closes the socket with 4401 when its token expires (display tokens do not). */
  const armExpiry = (s: Session) => {
    clearTimeout(s.expiry);
    if (!s.principal.expiresAt) return;
    const ms = Math.max(0, s.principal.expiresAt - Date.now());
    s.expiry = setTimeout(() => close(s, LIVE_CLOSE.unauthorized, "token expired"), Math.min(ms, 2 ** 31 - 1));
  };

  /** A fresh token sent over the open socket (`LIVE_MESSAGE_TOKEN`): the socket goes on under it, or closes as a refused connection would. */
  const renewToken = (s: Session, bytes: Uint8Array) => {
    let token: string;
    try {
      const decoder = decoding.createDecoder(bytes);
      decoding.readVarUint(decoder);
      token = decoding.readVarString(decoder);
    } catch {
      return close(s, LIVE_CLOSE.malformed, "malformed token message");
    }
    if (!token || token.length > MAX_TOKEN_LENGTH) return close(s, LIVE_CLOSE.unauthorized, "invalid token");
    const attempt = (s.renewals = (s.renewals ?? 0) + 1);
    authorizeTerminal(app, token, s.terminal.id)
      .then((result) => {
        // Only the latest renewal counts, and only while the socket is open.
        if (attempt !== s.renewals || !sessions.has(s)) return;
        if (result.ok && principalKey(result.principal) !== principalKey(s.principal))
          return close(s, LIVE_CLOSE.unauthorized, "token of another user");
        applyAccess(s, result);
        if (!result.ok || !sessions.has(s)) return;
        s.token = token;
        s.principal = result.principal;
        armExpiry(s);
      })
      .catch((err: unknown) => app.log.warn({ err }, "live token renewal failed"));
  };

  /** Authorises again every socket of one user or display: once per distinct token and terminal, not per socket. */
  const reauthorise = async (key: string) => {
    const checks = new Map<string, Session[]>();
    for (const s of byPrincipal.get(key) ?? []) {
      const check = `${s.terminal.id} ${s.token}`;
      const list = checks.get(check);
      if (list) list.push(s);
      else checks.set(check, [s]);
    }
    await Promise.all(
      [...checks.values()].map(async (list) => {
        const [first] = list;
        if (!first) return;
        const result = await authorizeTerminal(app, first.token, first.terminal.id);
        for (const s of list) if (sessions.has(s)) applyAccess(s, result);
      }),
    );
  };
  const reauthoriseLogged = (key: string) =>
    void reauthorise(key).catch((err: unknown) => app.log.warn({ err }, "live re-authorisation failed"));

  // Access changes are events: only the sockets of that user or display are checked again, at once.
  bus.onAccess((subject) => reauthoriseLogged(principalKey(subject)));

  // Access that ended without an event reaching this instance (a lost notification, a change by hand) is read from PostgreSQL.
  const stopWatch = watchEndedAccess(app, {
    everyMs: opts.accessWatchMs ?? 1000,
    active: () => byPrincipal.size > 0,
    recheck: (id) =>
      byPrincipal.has(principalKey({ kind: "user", id })) && reauthoriseLogged(principalKey({ kind: "user", id })),
  });

  // The safety net: every user and display checked once per period, one at a time, spread evenly over it (never all at once).
  let sweepOrder: string[] = [];
  let sweep: NodeJS.Timeout;
  const sweepNext = () => {
    if (!sweepOrder.length) sweepOrder = [...byPrincipal.keys()];
    const key = sweepOrder.shift();
    if (key && byPrincipal.has(key)) reauthoriseLogged(key);
    sweep = setTimeout(sweepNext, recheckMs / Math.max(1, byPrincipal.size));
    sweep.unref();
  };
  sweep = setTimeout(sweepNext, recheckMs);
  sweep.unref();

  const stopKeepAlive = keepAlive(() => sessions, {
    pingMs: opts.pingMs ?? 30_000,
    heartbeatMs: opts.heartbeatMs ?? LIVE_HEARTBEAT_MS,
  });

  app.addHook("onClose", async () => {
    clearTimeout(sweep);
    stopKeepAlive();
    stopWatch();
    for (const s of [...sessions]) close(s, LIVE_CLOSE.goingAway, "server shutting down");
    await bus.close();
  });

  // Any other room name gets a close code a client can act on, not an HTTP error on the upgrade.
  app.get("/api/v1/live/*", { websocket: true, schema: { hide: true } }, (socket) =>
    socket.close(LIVE_CLOSE.notFound, "unknown room: use terminais/{id}"),
  );

  // Parameters are checked here rather than by a schema, so a bad room or token closes the socket with a documented code.
  app.get("/api/v1/live/terminais/:id", { websocket: true, schema: { hide: true } }, (socket, request) => {
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

    const terminalId = parseTerminalId((request.params as { id: string }).id);
    if (terminalId === null)
      return socket.close(LIVE_CLOSE.badRoom, "invalid room: terminal id must be a positive 32-bit integer");
    const query = request.query as { token?: unknown };
    const token = typeof query.token === "string" && query.token.length <= MAX_TOKEN_LENGTH ? query.token : "";
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
