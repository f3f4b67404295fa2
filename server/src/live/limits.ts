import type { Principal } from "./principal";

/** The account a socket counts against: a user, or a display token. */
export const principalKey = (p: Pick<Principal, "kind" | "id">) => `${p.kind}:${p.id}`;

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
