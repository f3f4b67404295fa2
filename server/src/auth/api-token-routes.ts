import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { ApiToken, CreatedApiToken, NewApiToken, OwnedApiToken } from "@lineup/shared/wire/api-tokens";
import { notFound } from "../http/errors";
import { IdParams } from "../http/params";
import { allApiTokens, createApiToken, MAX_TOKENS_PER_USER, myApiTokens, revokeApiToken } from "./api-tokens";
import { API_TOKEN_PER_MINUTE, signedIn } from "./plugin";

const USE =
  `Send it as \`Authorization: Bearer lub_…\`: it acts as its owner, with the owner's role and scope at each ` +
  `request, on the REST API (not the live socket). At most ${API_TOKEN_PER_MINUTE} requests a minute per token ` +
  `(then 429 with Retry-After). A read token is refused (403) on anything but GET; no token may manage tokens, ` +
  `change the profile or log out.`;

/**
 * Personal API tokens (issue 23): made, listed and revoked by their owner in a signed-in session; listed and revoked by
 * admins.
 */
export async function apiTokenRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["api tokens"];
  const sessionOnly = { sessionOnly: true };
  const owner = { onRequest: app.authenticate, config: sessionOnly };
  const admin = { onRequest: app.authorize("view", "users"), config: sessionOnly };

  /** `DELETE {path}`: revokes the token `{id}` (any user's when `anyUser`, else only the signed-in user's). */
  const revokeRoute = (path: string, guard: typeof owner | typeof admin, summary: string, anyUser: boolean) =>
    app.delete(
      path,
      { ...guard, schema: { tags, summary, params: IdParams, response: { 204: Type.Null() } } },
      async (request, reply) => {
        if (!(await revokeApiToken(app.db, signedIn(request), request.params.id, anyUser)))
          throw notFound("This API token does not exist or was revoked already.");
        return reply.status(204).send(null);
      },
    );

  app.get(
    "/me/api-tokens",
    {
      ...owner,
      schema: {
        tags,
        summary: "My API tokens, newest first (revoked ones marked)",
        description: USE,
        response: { 200: Type.Object({ data: Type.Array(ApiToken) }) },
      },
    },
    async (request) => ({
      data: await myApiTokens(app.db, signedIn(request).id),
    }),
  );

  app.post(
    "/me/api-tokens",
    {
      ...owner,
      config: { ...sessionOnly, idempotent: "secret" },
      schema: {
        tags,
        summary: "Make an API token: the answer holds the token itself, shown this once",
        description: `${USE} A user holds at most ${MAX_TOKENS_PER_USER} working tokens (422 beyond).`,
        body: NewApiToken,
        response: { 201: CreatedApiToken },
      },
    },
    async (request, reply) => {
      const made = await createApiToken(app.db, signedIn(request), request.body);
      return reply.status(201).send({ ...made.token, token: made.secret });
    },
  );

  revokeRoute("/me/api-tokens/:id", owner, "Revoke one of my API tokens: it stops working at once", false);

  app.get(
    "/admin/api-tokens",
    {
      ...admin,
      schema: {
        tags,
        summary: "Every user's API tokens with their owners, newest first (admins)",
        response: { 200: Type.Object({ data: Type.Array(OwnedApiToken) }) },
      },
    },
    async () => ({ data: await allApiTokens(app.db) }),
  );

  revokeRoute("/admin/api-tokens/:id", admin, "Revoke any user's API token (admins)", true);
}
