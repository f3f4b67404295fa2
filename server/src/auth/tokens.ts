import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
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
}

/** Issues a short-lived access JWT and a rotating refresh token (stored hashed). */
export async function issueTokens(
  app: FastifyInstance,
  db: Db,
  user: { id: number; role_id: number },
): Promise<TokenResponse> {
  const ttl = app.config.accessTokenTtlSeconds;
  const access_token = app.jwt.sign({ sub: user.id, role_id: user.role_id } satisfies AccessClaims, { expiresIn: ttl });
  const refresh_token = randomToken();
  await db.insert(refreshTokens).values({
    user_id: user.id,
    token_hash: sha256(refresh_token),
    expires_at: new Date(Date.now() + app.config.refreshTokenTtlSeconds * 1000).toISOString(),
  });
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

/** Revokes one refresh token, or all of a user's when none is named. */
export async function revokeRefreshTokens(db: Db, userId: number, token?: string): Promise<void> {
  const where = token
    ? and(eq(refreshTokens.user_id, userId), eq(refreshTokens.token_hash, sha256(token)))
    : eq(refreshTokens.user_id, userId);
  await db.update(refreshTokens).set({ revoked_at: sql`now()` }).where(and(where, isNull(refreshTokens.revoked_at)));
}
