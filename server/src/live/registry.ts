import type { Db } from "../db/client";
import { principalKey, type SocketQuota } from "./limits";
import type { Principal } from "./principal";
import type { Session } from "./session";
import { terminalSource } from "./source";
import { LiveTerminal } from "./terminal";

/**
 * What this instance holds open: each terminal's live state (loaded once, for every socket on it),
 * the sessions, and the sessions of each user or display (`principalKey`) for access events, the
 * sweep and the notices. A terminal goes when its last session does.
 */
export function liveRegistry(db: Db, quota: SocketQuota) {
  const terminals = new Map<number, LiveTerminal>();
  const sessions = new Set<Session>();
  const byPrincipal = new Map<string, Set<Session>>();

  /** The terminal's live state, loading it for the first socket. */
  const terminalOf = (terminalId: number) => {
    let terminal = terminals.get(terminalId);
    if (!terminal) {
      const created = new LiveTerminal(terminalId, terminalSource(db, terminalId));
      // A terminal that failed to load is forgotten: the next socket tries again.
      created.ready.catch(() => terminals.get(terminalId) === created && terminals.delete(terminalId));
      terminals.set(terminalId, created);
      terminal = created;
    }
    return terminal;
  };

  /** Counts a new session in (its terminal stays while it is held, loaded or not). */
  const enter = (s: Session) => {
    s.terminal.holders++;
    sessions.add(s);
    const key = principalKey(s.principal);
    byPrincipal.set(key, (byPrincipal.get(key) ?? new Set()).add(s));
  };

  /** Lets a session go (once): its quota, expiry, room, and its terminal when it was the last. */
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

  /** The open sessions of one user or display. */
  const sessionsOf = (principal: Pick<Principal, "kind" | "id">) => byPrincipal.get(principalKey(principal)) ?? [];

  return { terminals, sessions, byPrincipal, terminalOf, enter, leave, sessionsOf };
}

export type LiveRegistry = ReturnType<typeof liveRegistry>;
