import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { can, MESSAGES, type Action, type Area } from "@lineup/shared";
import { forbidden, unauthorized } from "../http/errors";
import { usersRepository, type UserRow } from "../users/repository";
import type { AccessClaims } from "./tokens";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate`. */
    currentUser: UserRow | null;
    /** The refresh-token session the access token was issued with (tokens issued before sessions were named have none). */
    sessionId: number | undefined;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest guard that authenticates (before the body is read) and checks the shared policy for `action` on `area`. */
    authorize: (action: Action, area: Area) => (request: FastifyRequest) => Promise<void>;
  }
}

/** Verifies an access token and loads its user fresh, so a disabled or deleted user is refused at once. */
async function sessionFromToken(app: FastifyInstance, token: string): Promise<{ user: UserRow; sessionId: number | undefined } | undefined> {
  let claims: AccessClaims;
  try {
    claims = app.jwt.verify<AccessClaims>(token);
  } catch {
    return undefined;
  }
  const user = await usersRepository(app.db).findById(Number(claims.sub));
  if (!user || user.disabled_at) return undefined;
  return { user, sessionId: Number.isInteger(claims.sid) ? claims.sid : undefined };
}

/** Reads the bearer token and loads the user fresh, so a disabled or deleted user is refused at once. */
export async function userFromToken(app: FastifyInstance, token: string): Promise<UserRow | undefined> {
  return (await sessionFromToken(app, token))?.user;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("currentUser", null);
  app.decorateRequest("sessionId", undefined);

  app.decorate("authenticate", async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? "";
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    const session = token ? await sessionFromToken(app, token) : undefined;
    if (!session) throw unauthorized(MESSAGES.unauthenticated);
    request.currentUser = session.user;
    request.sessionId = session.sessionId;
  });

  app.decorate("authorize", (action: Action, area: Area) => async (request: FastifyRequest) => {
    if (!request.currentUser) await app.authenticate(request);
    const user = request.currentUser;
    if (!user || !can(user, action, area)) throw forbidden(MESSAGES.forbidden);
  });
});

/** The signed-in user of a request that passed `authenticate`. */
export function signedIn(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized(MESSAGES.unauthenticated);
  return request.currentUser;
}
