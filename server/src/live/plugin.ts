import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Type } from "typebox";
import { LIVE_CLOSE, LIVE_HEARTBEAT_MS } from "@lineup/shared";
import { watchEndedAccess } from "./access-watch";
import { openLiveBus } from "./bus";
import { openConnection } from "./connection";
import { keepAlive } from "./keepalive";
import { principalKey, SocketQuota } from "./limits";
import { noticesMessage } from "./messages";
import { liveRegistry } from "./registry";
import { closeSession as close } from "./session";
import { sessionAccess } from "./session-access";

export interface LiveOptions {
  /**
   * The safety-net sweep: within this period every user and display with an
   * open socket is checked again once, one after another (ms). Access changes
   * themselves arrive as events, at once.
   */
  recheckMs?: number;
  /**
   * How often ended sessions and disabled accounts are looked for in PostgreSQL while sockets are open (ms, default
   * 1000).
   */
  accessWatchMs?: number;
  /** How long a socket may take to authenticate (ms). */
  authTimeoutMs?: number;
  pingMs?: number;
  /** A socket that got nothing for this long is sent a heartbeat (default `LIVE_HEARTBEAT_MS`). */
  heartbeatMs?: number;
  /** Sockets one user or display token may hold open (default: the configured `LIVE_MAX_SOCKETS_PER_USER`). */
  maxSocketsPerUser?: number;
  /**
   * permessage-deflate for messages of DEFLATE_THRESHOLD and more (a terminal's first sync, a large save), each
   * compressed on its own with a small window (default: the configured LIVE_DEFLATE). Figures: bench/README.md
   * "permessage-deflate".
   */
  deflate?: boolean;
}

/** Messages under this size go as they are: a save's update is about 1 KiB, a terminal's first sync 16 KiB and more. */
const DEFLATE_THRESHOLD = 8 * 1024;

const MAX_MESSAGE_BYTES = 256 * 1024;

/**
 * A room's path and query as they arrive: the schemas type them and accept any id
 * and any token, so the handler, not validation, checks them (see the route).
 */
const RoomParams = Type.Object({ id: Type.String() });
const RoomQuery = Type.Object({ token: Type.Optional(Type.Unknown()) });

/**
 * The live layer (DESIGN.md "Live protocol"): y-websocket rooms per terminal
 * at `/api/v1/live/terminais/{id}?token=...`, fed by committed changes. Its parts, wired here:
 * the registry of what is open (registry.ts), each socket's way in (connection.ts), access
 * events, expiry and the sweep (session-access.ts, access-watch.ts), the heartbeat (keepalive.ts),
 * and the bus of committed changes across instances (bus.ts); close codes are LIVE_CLOSE (shared).
 */
export const livePlugin = fp(async (parent: FastifyInstance, opts: LiveOptions) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const quota = new SocketQuota(opts.maxSocketsPerUser ?? app.config.liveMaxSocketsPerUser);
  const registry = liveRegistry(app.db, quota);
  const { terminals, sessions, byPrincipal } = registry;
  // A 2 KiB window and memLevel 4 keep each socket's compressor small (it stays allocated once used); messages under
  // the threshold, a save's update among them, go as they are and cost nothing.
  const perMessageDeflate =
    (opts.deflate ?? app.config.liveDeflate)
      ? {
          threshold: DEFLATE_THRESHOLD,
          serverNoContextTakeover: true,
          clientNoContextTakeover: true,
          serverMaxWindowBits: 11,
          clientMaxWindowBits: 11,
          zlibDeflateOptions: { memLevel: 4 },
        }
      : false;
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate } });
  const access = sessionAccess(app, { sessions, byPrincipal, recheckMs: opts.recheckMs ?? 30_000 });

  const bus = await openLiveBus(app);
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
  // Access changes are events: only the sockets of that user or display are checked again, at once.
  bus.onAccess((subject) => access.reauthoriseLogged(principalKey(subject)));
  // The notification centre's count, on every socket of the user this instance holds (watches/service.ts carries it
  // across instances).
  const stopNotices = app.liveEvents.onNotices((userId, unread) => {
    const message = noticesMessage(unread);
    for (const s of registry.sessionsOf({ kind: "user", id: userId })) s.conn.send(message);
  });

  // Access that ended without an event reaching this instance (a lost notification, a change by hand) is read from
  // PostgreSQL.
  const stopWatch = watchEndedAccess(app, {
    everyMs: opts.accessWatchMs ?? 1000,
    active: () => byPrincipal.size > 0,
    recheck: (id) =>
      byPrincipal.has(principalKey({ kind: "user", id })) &&
      access.reauthoriseLogged(principalKey({ kind: "user", id })),
  });

  const stopKeepAlive = keepAlive(() => sessions, {
    pingMs: opts.pingMs ?? 30_000,
    heartbeatMs: opts.heartbeatMs ?? LIVE_HEARTBEAT_MS,
  });

  app.addHook("onClose", async () => {
    access.stop();
    stopKeepAlive();
    stopWatch();
    stopNotices();
    for (const s of [...sessions]) close(s, LIVE_CLOSE.goingAway, "server shutting down");
    await bus.close();
  });

  // Any other room name gets a close code a client can act on, not an HTTP error on the upgrade.
  app.get("/api/v1/live/*", { websocket: true, schema: { hide: true } }, (socket) =>
    socket.close(LIVE_CLOSE.notFound, "unknown room: use terminais/{id}"),
  );

  const deps = { registry, quota, access, authTimeoutMs: opts.authTimeoutMs ?? 10_000 };
  const schema = { hide: true, params: RoomParams, querystring: RoomQuery };
  app.get("/api/v1/live/terminais/:id", { websocket: true, schema }, (socket, request) =>
    openConnection(app, deps, socket, request),
  );
});
