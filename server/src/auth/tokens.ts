import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { refreshTokens } from "../db/schema";

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
  /** The refresh token issued with this access token: names the session, so a password change can keep it. */
  sid?: number;
}

/** Issues a short-lived access JWT and a rotating refresh token (stored hashed). */
export async function issueTokens(
  app: FastifyInstance,
  db: Db,
  user: { id: number; role_id: number },
): Promise<TokenResponse> {
  const ttl = app.config.accessTokenTtlSeconds;
  const refresh_token = randomToken();
  const [session] = await db
    .insert(refreshTokens)
    .values({
      user_id: user.id,
      token_hash: sha256(refresh_token),
      expires_at: new Date(Date.now() + app.config.refreshTokenTtlSeconds * 1000).toISOString(),
    })
    .returning({ id: refreshTokens.id });
  const claims: AccessClaims = { sub: user.id, role_id: user.role_id, ...(session && { sid: session.id }) };
  const access_token = app.jwt.sign(claims, { expiresIn: ttl });
  return { token_type: "Bearer", expires_in: ttl, access_token, refresh_token };
}

/**
 * Spends a refresh token: returns its user id and revokes it, or undefined when
 * it is unknown, expired or already spent. The conditional update makes two
 * concurrent refreshes with one token yield one winner.
 */
export async function consumeRefreshToken(db: Db, token: string): Promise<number | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()` })
    .where(
      and(eq(refreshTokens.token_hash, sha256(token)), isNull(refreshTokens.revoked_at), gt(refreshTokens.expires_at, sql`now()`)),
    )
    .returning({ user_id: refreshTokens.user_id });
  return row?.user_id;
}

/** The user of a live refresh token, without spending it (so a limited attempt does not burn the token). */
export async function refreshTokenOwner(db: Db, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ user_id: refreshTokens.user_id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.token_hash, sha256(token)), isNull(refreshTokens.revoked_at), gt(refreshTokens.expires_at, sql`now()`)))
    .limit(1);
  return row?.user_id;
}

/** Revokes one refresh token, or all of a user's when none is named. */
export async function revokeRefreshTokens(db: Db, userId: number, token?: string): Promise<void> {
  const where = token
    ? and(eq(refreshTokens.user_id, userId), eq(refreshTokens.token_hash, sha256(token)))
    : eq(refreshTokens.user_id, userId);
  await db.update(refreshTokens).set({ revoked_at: sql`now()` }).where(and(where, isNull(refreshTokens.revoked_at)));
}

/**
 * Ends a user's sessions after their password changed: every refresh token but
 * the session `keep` (the one that made the change, when known) is revoked.
 */
export async function revokeOtherSessions(db: Db, userId: number, keep: number | undefined): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at), keep === undefined ? undefined : ne(refreshTokens.id, keep)));
}
