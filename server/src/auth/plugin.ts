import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { and, eq } from "drizzle-orm";
import fp from "fastify-plugin";
import { can, MESSAGES, type Action, type Area } from "@lineup/shared";
import { sessions, users } from "../db/schema";
import { forbidden, unauthorized } from "../http/errors";
import type { UserRow } from "../users/repository";
import { apiTokenUser, isApiToken } from "./api-tokens";
import { attemptLimiter, limitAttempt, type AttemptLimiter } from "./limits";
import type { AccessClaims } from "./tokens";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate`. */
    currentUser: UserRow | null;
    /** The session (sign-in) the access token belongs to; undefined under a personal API token. */
    sessionId: number | undefined;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
    /**
     * onRequest guard that authenticates (before the body is read) and checks the shared policy for `action` on `area`.
     */
    authorize: (action: Action, area: Area) => (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
    /** The attempt counters every limit shares (sign-ins, password mails, API tokens): one sweep of expired windows. */
    attempts: AttemptLimiter;
  }
  interface FastifyContextConfig {
    /** Only a signed-in person, never a personal API token: the account's own keys (tokens, password, logout). */
    sessionOnly?: boolean;
  }
}

/** Requests a personal API token may make per minute (issue 23: "rate limited"). */
export const API_TOKEN_PER_MINUTE = 600;
const READS = new Set(["GET", "HEAD"]);

/**
 * Verifies an access token, then loads its user and its session in one query
 * on every request (DESIGN.md "Sessions"): a deleted or disabled user, an ended
 * session (logout, password change or reset, reused refresh token) or a token
 * older than the user's last role or scope change is refused at once, on every
 * instance, since they all read the same PostgreSQL. Nothing is cached: the
 * user was already read per request, so the check costs no extra round trip.
 * Only a bad token answers undefined; a failing database throws (503, never a 401).
 */
async function sessionFromToken(
  app: FastifyInstance,
  token: string,
): Promise<{ user: UserRow; sessionId: number } | undefined> {
  let claims: AccessClaims;
  try {
    claims = app.jwt.verify<AccessClaims>(token);
  } catch {
    return undefined;
  }
  const userId = Number(claims.sub);
  const sessionId = claims.sid;
  // Tokens that name no session cannot be ended, so they are refused (the client refreshes).
  if (!Number.isInteger(userId) || sessionId === undefined || !Number.isInteger(sessionId)) return undefined;
  const [row] = await app.db
    .select({ user: users, ended: sessions.ended_at })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId)))
    .limit(1);
  if (!row || row.ended || row.user.disabled_at || (claims.av ?? 0) !== row.user.access_version) return undefined;
  return { user: row.user, sessionId };
}

/** Reads the bearer token and loads the user fresh, so a disabled or deleted user is refused at once. */
export async function userFromToken(app: FastifyInstance, token: string): Promise<UserRow | undefined> {
  return (await sessionFromToken(app, token))?.user;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("currentUser", null);
  app.decorateRequest("sessionId", undefined);

  const limiter = attemptLimiter(app.db);
  app.decorate("attempts", limiter);

  /** A personal API token: its owner, within its access, at most API_TOKEN_PER_MINUTE requests a minute. */
  async function withApiToken(request: FastifyRequest, reply: FastifyReply | undefined, token: string) {
    const found = await apiTokenUser(app.db, token, request.ip);
    if (!found) throw unauthorized(MESSAGES.unauthenticated);
    if (request.routeOptions.config.sessionOnly) throw forbidden(MESSAGES.apiTokenNotHere);
    if (found.access === "read" && !READS.has(request.method)) throw forbidden(MESSAGES.apiTokenReadOnly);
    const rule = { key: `api-token:${found.tokenId}`, max: API_TOKEN_PER_MINUTE, windowSeconds: 60 };
    if (reply) await limitAttempt(limiter, reply, [rule]);
    else await limiter.hit([rule]);
    request.currentUser = found.user;
  }

  app.decorate("authenticate", async (request: FastifyRequest, reply?: FastifyReply) => {
    const header = request.headers.authorization ?? "";
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (token && isApiToken(token)) return withApiToken(request, reply, token);
    const session = token ? await sessionFromToken(app, token) : undefined;
    if (!session) throw unauthorized(MESSAGES.unauthenticated);
    request.currentUser = session.user;
    request.sessionId = session.sessionId;
  });

  app.decorate("authorize", (action: Action, area: Area) => async (request: FastifyRequest, reply?: FastifyReply) => {
    if (!request.currentUser) await app.authenticate(request, reply);
    const user = request.currentUser;
    if (!user || !can(user, action, area)) throw forbidden(MESSAGES.forbidden);
  });
});

/** The signed-in user of a request that passed `authenticate`. */
export function signedIn(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized(MESSAGES.unauthenticated);
  return request.currentUser;
}
