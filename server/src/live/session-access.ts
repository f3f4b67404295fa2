import type { FastifyInstance } from "fastify";
import * as decoding from "lib0/decoding";
import { LIVE_CLOSE } from "@lineup/shared";
import { principalKey } from "./limits";
import { authorizeTerminal, type AccessResult } from "./principal";
import { projectionKey } from "./terminal";
import { closeSession as close, MAX_TOKEN_LENGTH, presenceUser, type Session } from "./session";

/**
 * What keeps an open socket's access true (DESIGN.md "Live protocol"): its token's expiry, a fresh token sent
 * over the socket, a user's or display's sockets authorised again on an access event, and the safety-net sweep
 * that checks every one of them once per `recheckMs`, one at a time.
 */
export function sessionAccess(
  app: FastifyInstance,
  {
    sessions,
    byPrincipal,
    recheckMs,
  }: { sessions: ReadonlySet<Session>; byPrincipal: ReadonlyMap<string, ReadonlySet<Session>>; recheckMs: number },
) {
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

  /**
   * A fresh token sent over the open socket (`LIVE_MESSAGE_TOKEN`): the socket goes on under it, or closes as a refused
   * connection would.
   */
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

  // The safety net: every user and display checked once per period, one at a time, spread evenly over it (never all at
  // once).
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

  return { armExpiry, renewToken, reauthoriseLogged, stop: () => clearTimeout(sweep) };
}

export type SessionAccess = ReturnType<typeof sessionAccess>;
