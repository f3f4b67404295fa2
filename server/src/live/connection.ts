import type { FastifyInstance } from "fastify";
import { LIVE_CLOSE, LIVE_MESSAGE_TOKEN, parseTerminalId } from "@lineup/shared";
import type { SocketQuota } from "./limits";
import { authorizeTerminal } from "./principal";
import type { LiveRegistry } from "./registry";
import type { Room, RoomConnection } from "./room";
import { closeSession as close, MAX_TOKEN_LENGTH, presenceUser, type Session } from "./session";
import type { SessionAccess } from "./session-access";

/** Oversized awareness messages a socket may send before it is closed (a client bug or an attack). */
const MAX_OVERSIZED_MESSAGES = 3;

export interface ConnectionDeps {
  registry: LiveRegistry;
  quota: SocketQuota;
  access: Pick<SessionAccess, "armExpiry" | "renewToken">;
  /** How long a socket may take to authenticate (ms). */
  authTimeoutMs: number;
}

/** Hands a client's message to its room; malformed messages and repeated oversized awareness close the socket. */
function deliver(app: FastifyInstance, s: Session, room: Room, bytes: Uint8Array) {
  try {
    if (room.receive(s.conn, bytes) === "too-large" && ++s.strikes >= MAX_OVERSIZED_MESSAGES)
      close(s, LIVE_CLOSE.tooLarge, "awareness messages too large");
  } catch (err) {
    app.log.warn({ err }, "malformed live message");
    close(s, LIVE_CLOSE.malformed, "malformed message");
  }
}

/**
 * One socket of `/api/v1/live/terminais/{id}?token=…`, from its upgrade to its room: the room id and the
 * token are checked here, not by the route's schemas, so a bad one closes the socket with a documented code
 * (LIVE_CLOSE) instead of failing the upgrade. Messages that arrive while it authenticates are kept.
 */
export function openConnection(
  app: FastifyInstance,
  deps: ConnectionDeps,
  socket: Session["socket"],
  request: { params: { id: string }; query: { token?: unknown } },
) {
  const { registry, quota, access } = deps;
  // Listen first: messages that arrive while we authenticate are kept, not lost.
  const pending: Uint8Array[] = [];
  let joined: { s: Session; room: Room } | undefined;
  let registered: Session | undefined;
  socket.on("message", (data: Buffer) => {
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    // A renewal is read only once the socket is authenticated (clients send it long after their sync).
    if (bytes[0] === LIVE_MESSAGE_TOKEN) return registered && access.renewToken(registered, bytes);
    if (joined) deliver(app, joined.s, joined.room, bytes);
    else if (pending.length < 20) pending.push(bytes);
  });
  socket.on("pong", () => void (socket.alive = true));
  socket.on("close", () => registered && registry.leave(registered));
  socket.on("error", () => registered && registry.leave(registered));

  const terminalId = parseTerminalId(request.params.id);
  if (terminalId === null)
    return socket.close(LIVE_CLOSE.badRoom, "invalid room: terminal id must be a positive 32-bit integer");
  const given = request.query.token;
  const token = typeof given === "string" && given.length <= MAX_TOKEN_LENGTH ? given : "";
  const timeout = setTimeout(
    () => socket.close(LIVE_CLOSE.unauthorized, "authentication timed out"),
    deps.authTimeoutMs,
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
        terminal: registry.terminalOf(terminalId),
        token,
        principal,
        conn,
        strikes: 0,
        sentAt: Date.now(),
      };
      registry.enter(s);
      registered = s;
      access.armExpiry(s);
      await s.terminal.ready;
      if (socket.readyState !== socket.OPEN || !registry.sessions.has(s)) return registry.leave(s);
      const room = s.terminal.room(principal);
      s.room = room;
      room.join(conn);
      joined = { s, room };
      for (const data of pending.splice(0)) deliver(app, s, room, data);
    })
    .catch((err: unknown) => {
      app.log.error({ err }, "live connection failed");
      if (registered) registry.leave(registered);
      socket.close(LIVE_CLOSE.serverError, "server error");
    })
    .finally(() => clearTimeout(timeout));
}
