import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { MESSAGES } from "@lineup/shared";
import { recordActivity } from "../activity/record";
import { unauthorized, ValidationError, type FieldErrors } from "../http/errors";
import { usersRepository } from "../users/repository";
import { accountKey, addressKey, limitAttempt, type AttemptLimiter, type LimitRule } from "./limits";
import { DUMMY_HASH, verifyPassword } from "./passwords";
import { Message, TokenRequest, TokenResponse, ValidationErrorBody } from "./schemas";
import { issueTokens, refreshTokenOwner, spendRefreshToken, type TokenResponse as Tokens } from "./tokens";

const MINUTE = 60;

/**
 * `POST /oauth/token`: the password grant (a login, a new session) and the refresh grant (rotation within the session).
 */
export async function tokenRoutes(parent: FastifyInstance, opts: { limiter: AttemptLimiter }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const users = usersRepository(app.db);
  const { limiter } = opts;
  const perAddress = app.config.tokenRateLimit;

  /**
   * Password guesses are counted per account (by its identity key, exactly as
   * the login looks it up) and client address, per account across all
   * addresses (so rotating addresses buys nothing), and per address across accounts.
   */
  const loginRules = (ip: string, username: string): LimitRule[] => {
    const account = accountKey(username);
    const address = addressKey(ip);
    return [
      { key: `login:${address}:${account}`, max: perAddress, windowSeconds: MINUTE },
      { key: `login-account:${account}`, max: 5 * perAddress, windowSeconds: 15 * MINUTE },
      { key: `login-address:${address}`, max: 10 * perAddress, windowSeconds: MINUTE },
    ];
  };

  /**
   * Spends the refresh token and issues the next pair in one transaction (a
   * fault between the two cannot leave the session with no live token). A spent
   * token presented again ends its session and is logged in the activity log.
   */
  const refresh = async (token: string): Promise<Tokens | undefined> => {
    const result = await app.transact(async (tx, outbox) => {
      const outcome = await spendRefreshToken(tx, outbox, token);
      if (outcome.kind === "reused") {
        await recordActivity(tx, {
          userId: outcome.userId,
          action: "editou",
          subjectType: "users",
          subjectId: outcome.userId,
          description:
            `A refresh token already used was presented again: session ${outcome.sessionId} ended (its tokens may ` +
            `have been copied)`,
          after: { session_id: outcome.sessionId, ended: "refresh token reused" },
        });
        return outcome;
      }
      if (outcome.kind === "invalid") return outcome;
      const user = await users.findById(outcome.userId, tx);
      if (!user || user.disabled_at) return { kind: "invalid" as const };
      return { kind: "issued" as const, tokens: await issueTokens(app, tx, user, outcome.sessionId) };
    });
    if (result.kind === "reused")
      app.log.warn({ userId: result.userId, sessionId: result.sessionId }, "refresh token reused: session ended");
    return result.kind === "issued" ? result.tokens : undefined;
  };

  app.post(
    "/oauth/token",
    {
      schema: {
        tags: ["auth"],
        summary: "Log in (password grant) or refresh tokens",
        description:
          "A refresh token is spent by its first use; presenting it again ends its whole session (every token " +
          "rotated from the same login) and is recorded in the activity log.",
        body: TokenRequest,
        response: { 200: TokenResponse, 429: Message, 401: Message, 422: ValidationErrorBody, 503: Message },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.grant_type === "refresh_token") {
        if (!body.refresh_token) throw ValidationError.field("refresh_token", "The refresh token field is required.");
        // Limited per user, not per address: an office behind one NAT refreshes independently.
        // An unknown token costs one lookup and cannot be guessed, so it is not counted.
        const owner = await refreshTokenOwner(app.db, body.refresh_token);
        if (owner !== undefined)
          await limitAttempt(limiter, reply, [{ key: `refresh:${owner}`, max: perAddress, windowSeconds: MINUTE }]);
        const tokens = await refresh(body.refresh_token);
        if (!tokens) throw unauthorized("The refresh token is invalid or has expired.");
        return tokens;
      }
      const username = body.username ?? body.email;
      const fieldErrors: FieldErrors = {};
      if (!username) fieldErrors.username = ["The username field is required."];
      if (!body.password) fieldErrors.password = ["The password field is required."];
      if (Object.keys(fieldErrors).length || !username || !body.password) throw new ValidationError(fieldErrors);
      await limitAttempt(limiter, reply, loginRules(request.ip, username));
      const user = await users.findByEmail(username);
      const ok = await verifyPassword(user?.password_hash ?? DUMMY_HASH, body.password);
      if (!user || !ok || user.disabled_at) throw unauthorized(MESSAGES.invalidCredentials);
      return issueTokens(app, app.db, user);
    },
  );
}
