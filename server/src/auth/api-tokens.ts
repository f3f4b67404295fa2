import { and, count, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { recordActivity } from "../activity/record";
import type { Db } from "../db/client";
import { apiTokens, users } from "../db/schema";
import { ValidationError } from "../http/errors";
import type { UserRow } from "../users/repository";
import { randomToken, sha256 } from "./tokens";

/**
 * Personal API tokens (issue 23): `lub_` and 43 random characters, stored as
 * their SHA-256 only. A request that presents one acts as its owner, with the owner's role and
 * scope as they are at that moment (read with the token, every request); a disabled owner, a
 * revoked or an expired token is refused like a bad session.
 */
export const API_TOKEN_PREFIX = "lub_";
/** Tokens a user may hold at once (revoked and expired ones aside). */
export const MAX_TOKENS_PER_USER = 20;
/** Last use is written at most this often per token, not on every request. */
const TOUCH_EVERY_SECONDS = 60;

export type TokenAccess = (typeof apiTokens.$inferSelect)["access"];

/** A token as its owner and admins see it: never the token itself, nor its hash. */
export const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  access: apiTokens.access,
  expires_at: apiTokens.expires_at,
  last_used_at: apiTokens.last_used_at,
  last_used_from: apiTokens.last_used_from,
  revoked_at: apiTokens.revoked_at,
  created_at: apiTokens.created_at,
};

export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

/** The live tokens' condition: not revoked, not expired. */
const live = () =>
  and(isNull(apiTokens.revoked_at), or(isNull(apiTokens.expires_at), gt(apiTokens.expires_at, sql`now()`)));

/**
 * The owner and access of a presented token, or undefined when it opens nothing. Notes the use (at most once a minute).
 */
export async function apiTokenUser(
  db: Db,
  token: string,
  from: string,
): Promise<{ user: UserRow; tokenId: number; access: TokenAccess } | undefined> {
  const [row] = await db
    .select({ user: users, id: apiTokens.id, access: apiTokens.access })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .where(and(eq(apiTokens.token_hash, sha256(token)), live()))
    .limit(1);
  if (!row || row.user.disabled_at) return undefined;
  await db
    .update(apiTokens)
    .set({ last_used_at: sql`now()`, last_used_from: from })
    .where(
      and(
        eq(apiTokens.id, row.id),
        or(
          isNull(apiTokens.last_used_at),
          lt(apiTokens.last_used_at, sql`now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`),
          sql`${apiTokens.last_used_from} IS DISTINCT FROM ${from}`,
        ),
      ),
    );
  return { user: row.user, tokenId: row.id, access: row.access };
}

export interface NewToken {
  name: string;
  access: TokenAccess;
  /** ISO date-time; none: the token does not expire. */
  expires_at?: string | undefined;
}

type Actor = Pick<UserRow, "id" | "name">;

/**
 * Makes a token for `owner`: the stored row, and the token itself, which is shown this once. Recorded in the activity
 * log.
 */
export async function createApiToken(db: Db, owner: Actor, input: NewToken) {
  const userId = owner.id;
  const name = input.name.trim();
  const errors: Record<string, string[]> = {};
  if (!name) errors.name = ["Give the token a name, to know later what uses it."];
  if (input.expires_at !== undefined && !(Date.parse(input.expires_at) > Date.now()))
    errors.expires_at = ["The expiry must be a date and time in the future."];
  if (Object.keys(errors).length) throw new ValidationError(errors, "The API token cannot be made.");
  const secret = `${API_TOKEN_PREFIX}${randomToken()}`;
  return db.transaction(async (tx) => {
    // One user's creations are serialised on their row, so two at once cannot both pass the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [held] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.user_id, userId), live()));
    if ((held?.n ?? 0) >= MAX_TOKENS_PER_USER)
      throw new ValidationError(
        { name: [`You hold ${MAX_TOKENS_PER_USER} API tokens already: revoke one you no longer use.`] },
        "The API token cannot be made.",
      );
    const [token] = await tx
      .insert(apiTokens)
      .values({
        user_id: userId,
        name,
        token_hash: sha256(secret),
        prefix: secret.slice(0, API_TOKEN_PREFIX.length + 8),
        access: input.access,
        expires_at: input.expires_at === undefined ? null : new Date(input.expires_at).toISOString(),
      })
      .returning(tokenColumns);
    if (!token) throw new Error("the API token was not stored");
    await recordActivity(tx, {
      userId,
      action: "criou",
      subjectType: "api_tokens",
      subjectId: token.id,
      description: `${owner.name} made the API token "${token.name}" (${token.access})`,
      before: null,
      after: { name: token.name, access: token.access, expires_at: token.expires_at },
    });
    return { token, secret };
  });
}

/**
 * Revokes a working token: one of `actor`'s own, or with `anyOwner` (an admin) anyone's. False when
 * there is none to revoke (another user's token is as unknown as a missing one). Recorded in the activity log.
 */
export async function revokeApiToken(db: Db, actor: Actor, id: number, anyOwner = false): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revoked_at: sql`now()` })
      .where(
        and(eq(apiTokens.id, id), isNull(apiTokens.revoked_at), anyOwner ? undefined : eq(apiTokens.user_id, actor.id)),
      )
      .returning({ name: apiTokens.name, owner: apiTokens.user_id });
    if (!revoked) return false;
    await recordActivity(tx, {
      userId: actor.id,
      action: "excluiu",
      subjectType: "api_tokens",
      subjectId: id,
      description:
        `${actor.name} revoked the API token ` +
        `"${revoked.name}"${revoked.owner === actor.id ? "" : ` of user ${revoked.owner}`}`,
      before: { name: revoked.name },
      after: null,
    });
    return true;
  });
}

/** A user's own tokens, newest first, the latest 500; revoked ones included, marked. */
export function myApiTokens(db: Db, userId: number) {
  return db
    .select(tokenColumns)
    .from(apiTokens)
    .where(eq(apiTokens.user_id, userId))
    .orderBy(desc(apiTokens.id))
    .limit(500);
}

/** Everyone's tokens with their owners (for admins), newest first, the latest 500. */
export function allApiTokens(db: Db) {
  return db
    .select({ ...tokenColumns, user: { id: users.id, name: users.name, email: users.email } })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .orderBy(desc(apiTokens.id))
    .limit(500);
}
