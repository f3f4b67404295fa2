import { LIVE_MAX_SOCKETS_PER_USER } from "@lineup/shared";
import type { Principal } from "./principal";

/**
 * `LIVE_MAX_SOCKETS_PER_USER` from the environment: a positive integer, or the
 * default. A bad value stops the server at start (DESIGN.md "Configuration").
 */
export function maxSocketsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.LIVE_MAX_SOCKETS_PER_USER;
  if (raw === undefined || raw === "") return LIVE_MAX_SOCKETS_PER_USER;
  const n = Number(raw);
  if (!/^[0-9]+$/.test(raw) || !Number.isSafeInteger(n) || n < 1) throw new Error(`LIVE_MAX_SOCKETS_PER_USER must be a positive integer, got "${raw}"`);
  return n;
}

/** The account a socket counts against: a user, or a display token. */
const principalKey = (p: Principal) => `${p.kind}:${p.id}`;

/**
 * Open sockets per user or display token on this server. `acquire` and
 * `release` are synchronous, so sockets authenticating together cannot all slip
 * under the cap.
 */
export class SocketQuota {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Counts one more socket for the principal, or returns false when it already holds `max`. */
  acquire(p: Principal): boolean {
    const key = principalKey(p);
    const n = this.open.get(key) ?? 0;
    if (n >= this.max) return false;
    this.open.set(key, n + 1);
    return true;
  }

  /** Gives back a socket counted by `acquire`. */
  release(p: Principal): void {
    const key = principalKey(p);
    const n = (this.open.get(key) ?? 0) - 1;
    if (n > 0) this.open.set(key, n);
    else this.open.delete(key);
  }
}
