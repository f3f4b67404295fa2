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
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest guard that authenticates (before the body is read) and checks the shared policy for `action` on `area`. */
    authorize: (action: Action, area: Area) => (request: FastifyRequest) => Promise<void>;
  }
}

/** Reads the bearer token and loads the user fresh, so a disabled or deleted user is refused at once. */
export async function userFromToken(app: FastifyInstance, token: string): Promise<UserRow | undefined> {
  let claims: AccessClaims;
  try {
    claims = app.jwt.verify<AccessClaims>(token);
  } catch {
    return undefined;
  }
  const user = await usersRepository(app.db).findById(Number(claims.sub));
  return user && !user.disabled_at ? user : undefined;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("currentUser", null);

  app.decorate("authenticate", async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? "";
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    const user = token ? await userFromToken(app, token) : undefined;
    if (!user) throw unauthorized(MESSAGES.unauthenticated);
    request.currentUser = user;
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
