import * as encoding from "lib0/encoding";
import { LIVE_MESSAGE_TOKEN } from "@lineup/shared";

/** The times an access token carries (seconds since epoch); null for a display token, which is not a JWT. */
function jwtTimes(token: string): { exp: number; iat?: number } | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    if (typeof claims !== "object" || claims === null || !("exp" in claims) || typeof claims.exp !== "number")
      return null;
    return { exp: claims.exp, ...("iat" in claims && typeof claims.iat === "number" && { iat: claims.iat }) };
  } catch {
    return null;
  }
}

/** Whether a token is a JWT whose `exp` has passed (display tokens are not JWTs and never count as expired here). */
export function jwtExpired(token: string, now = Date.now()): boolean {
  const times = jwtTimes(token);
  return times !== null && times.exp * 1000 <= now;
}

/**
 * The longest lead before expiry at which a socket's token is renewed (ms): clocks of office PCs drift by seconds, not
 * minutes.
 */
const MAX_RENEWAL_LEAD_MS = 60_000;

/**
 * How long until a socket's token should be renewed in place (ms): a quarter of its life
 * before it expires, at most a minute before; null for a token that does not expire.
 */
export function renewalDelayMs(token: string, now = Date.now()): number | null {
  const times = jwtTimes(token);
  if (!times) return null;
  const lifeMs = times.iat === undefined ? 4 * MAX_RENEWAL_LEAD_MS : (times.exp - times.iat) * 1000;
  return times.exp * 1000 - Math.min(MAX_RENEWAL_LEAD_MS, lifeMs / 4) - now;
}

/** The message that renews an open socket's token (`LIVE_MESSAGE_TOKEN`). */
export function tokenMessage(token: string): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, LIVE_MESSAGE_TOKEN);
  encoding.writeVarString(encoder, token);
  return encoding.toUint8Array(encoder);
}
