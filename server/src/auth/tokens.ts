import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import type { Outbox } from "../db/outbox";
import { refreshTokens, sessions } from "../db/schema";

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const randomToken = () => randomBytes(32).toString("base64url");

export interface TokenResponse {
  token_type: "Bearer";
  expires_in: number;
  access_token: string;
  refresh_token: string;
}

export interface AccessClaims {
  sub: number;
  role_id: number;
  /** The session (sign-in) this token belongs to: checked on every request, so ending it ends the token. */
  sid?: number;
  /** The user's access version when issued: a role or scope change raises it, refusing older tokens. */
  av?: number;
}

/** Why a session ended (stored in `sessions.end_reason`). */
export type EndReason = "logout" | "password" | "reset" | "reuse" | "access";

/**
 * Issues a short-lived access JWT and a rotating refresh token (stored hashed)
 * in `sessionId`, or in a new session (a login).
 */
export async function issueTokens(
  app: FastifyInstance,
  db: Db,
  user: { id: number; role_id: number; access_version: number },
  sessionId?: number,
): Promise<TokenResponse> {
  const ttl = app.config.accessTokenTtlSeconds;
  const refresh_token = randomToken();
  const sid = sessionId ?? (await startSession(db, user.id));
  await db.insert(refreshTokens).values({
    user_id: user.id,
    session_id: sid,
    token_hash: sha256(refresh_token),
    expires_at: new Date(Date.now() + app.config.refreshTokenTtlSeconds * 1000).toISOString(),
  });
  const claims: AccessClaims = { sub: user.id, role_id: user.role_id, sid, av: user.access_version };
  const access_token = app.jwt.sign(claims, { expiresIn: ttl });
  return { token_type: "Bearer", expires_in: ttl, access_token, refresh_token };
}

async function startSession(db: Db, userId: number): Promise<number> {
  const [row] = await db.insert(sessions).values({ user_id: userId }).returning({ id: sessions.id });
  if (!row) throw new Error("insert returned no session");
  return row.id;
}

/** What presenting a refresh token did. */
export type RefreshOutcome =
  | { kind: "rotated"; userId: number; sessionId: number }
  /** A token already rotated away was presented again: its whole session (token family) has just been ended. */
  | { kind: "reused"; userId: number; sessionId: number }
  | { kind: "invalid" };

/**
 * Spends a refresh token of a live session. The conditional update makes two
 * concurrent refreshes with one token yield one winner; the loser, like anyone
 * presenting a spent token of a session still live, is a reuse: a copy of the
 * token exists somewhere, so the session ends for both holders (OAuth 2.0
 * Security BCP, refresh token rotation): its sockets close once the transaction commits, on every instance.
 */
export async function spendRefreshToken(db: Db, outbox: Outbox, token: string): Promise<RefreshOutcome> {
  const hash = sha256(token);
  const liveSession = sql`EXISTS (SELECT 1 FROM ${sessions} WHERE ${sessions.id} = ${refreshTokens.session_id} AND
    ${sessions.ended_at} IS NULL)`;
  const [spent] = await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(refreshTokens.token_hash, hash),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, sql`now()`),
        liveSession,
      ),
    )
    .returning({ userId: refreshTokens.user_id, sessionId: refreshTokens.session_id });
  if (spent) return { kind: "rotated", ...spent };
  const [known] = await db
    .select({ userId: refreshTokens.user_id, sessionId: refreshTokens.session_id, revoked: refreshTokens.revoked_at })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hash))
    .limit(1);
  if (!known?.revoked) return { kind: "invalid" };
  const ended = await endSessions(db, outbox, known.userId, "reuse", { only: [known.sessionId] });
  return ended.length ? { kind: "reused", userId: known.userId, sessionId: known.sessionId } : { kind: "invalid" };
}

/** The user of a live refresh token, without spending it (so a limited attempt does not burn the token). */
export async function refreshTokenOwner(db: Db, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ user_id: refreshTokens.user_id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.token_hash, sha256(token)),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, sql`now()`),
      ),
    )
    .limit(1);
  return row?.user_id;
}

/** The session a refresh token belongs to, when it is the user's. */
export async function sessionOfRefreshToken(db: Db, userId: number, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: refreshTokens.session_id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.user_id, userId), eq(refreshTokens.token_hash, sha256(token))))
    .limit(1);
  return row?.id;
}

/**
 * Ends a user's live sessions (`only` those named, all but `keep`, or all):
 * their access tokens are refused from the next request and their refresh
 * tokens can no longer be spent, and their live sockets close once the transaction commits (on every instance).
 * Returns the sessions it ended.
 */
export async function endSessions(
  db: Db,
  outbox: Outbox,
  userId: number,
  reason: EndReason,
  which: { only?: number[]; keep?: number } = {},
): Promise<number[]> {
  if (which.only && !which.only.length) return [];
  const rows = await db
    .update(sessions)
    .set({ ended_at: sql`now()`, end_reason: reason })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.ended_at),
        which.only ? inArray(sessions.id, which.only) : undefined,
        which.keep === undefined ? undefined : ne(sessions.id, which.keep),
      ),
    )
    .returning({ id: sessions.id });
  const ended = rows.map((r) => r.id);
  if (!ended.length) return ended;
  outbox.accessChanged({ kind: "user", id: userId });
  // Their refresh tokens are revoked too, so the table says plainly which tokens can still be spent.
  await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(inArray(refreshTokens.session_id, ended), isNull(refreshTokens.revoked_at)));
  return ended;
}
