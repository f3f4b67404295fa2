import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { MESSAGES, ROLE } from "@lineup/shared";
import { recordActivity } from "../activity/record";
import { portos } from "../db/schema";
import { unauthorized, ValidationError, type FieldErrors } from "../http/errors";
import { usersRepository } from "../users/repository";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords";
import { signedIn } from "./plugin";
import { accountKey, addressKey, attemptLimiter, limitAttempt, type LimitRule } from "./limits";
import { confirmPassword, passwordRoutes } from "./password-routes";
import {
  LogoutBody,
  Message,
  RegisterBody,
  TokenRequest,
  TokenResponse,
  UserView,
  ValidationErrorBody,
  type TokenRequest as TokenRequestT,
} from "./schemas";
import { consumeRefreshToken, issueTokens, refreshTokenOwner, revokeOtherSessions, revokeRefreshTokens } from "./tokens";
import { readMultipart, storePhoto } from "./uploads";

const errors = { 401: Message, 422: ValidationErrorBody };
const MINUTE = 60;

export async function authRoutes(app: FastifyInstance) {
  const users = usersRepository(app.db);
  const limiter = attemptLimiter(app.db);
  const perAddress = app.config.tokenRateLimit;

  /**
   * Password guesses are counted per normalised account (exactly as the login
   * looks it up) and client address, per account across all addresses (so
   * rotating addresses buys nothing), and per address across accounts.
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

  await app.register(passwordRoutes, { limiter });

  app.post(
    "/oauth/token",
    { schema: { tags: ["auth"], summary: "Log in (password grant) or refresh tokens", body: TokenRequest, response: { 200: TokenResponse, 429: Message, ...errors } } },
    async (request, reply) => {
      const body = request.body as TokenRequestT;
      if (body.grant_type === "refresh_token") {
        if (!body.refresh_token) throw ValidationError.field("refresh_token", "The refresh token field is required.");
        // Limited per user, not per address: an office behind one NAT refreshes independently.
        // An unknown token costs one lookup and cannot be guessed, so it is not counted.
        const owner = await refreshTokenOwner(app.db, body.refresh_token);
        if (owner !== undefined) await limitAttempt(limiter, reply, [{ key: `refresh:${owner}`, max: perAddress, windowSeconds: MINUTE }]);
        const userId = owner === undefined ? undefined : await consumeRefreshToken(app.db, body.refresh_token);
        const user = userId === undefined ? undefined : await users.findById(userId);
        if (!user || user.disabled_at) throw unauthorized("The refresh token is invalid or has expired.");
        return issueTokens(app, app.db, user);
      }
      const username = body.username ?? body.email;
      const fieldErrors: FieldErrors = {};
      if (!username) fieldErrors.username = ["The username field is required."];
      if (!body.password) fieldErrors.password = ["The password field is required."];
      if (Object.keys(fieldErrors).length || !username || !body.password) throw new ValidationError(fieldErrors);
      await limitAttempt(limiter, reply, loginRules(request.ip, username));
      const user = await users.findByEmail(username.trim());
      const ok = await verifyPassword(user?.password_hash ?? DUMMY_HASH, body.password);
      if (!user || !ok || user.disabled_at) throw unauthorized(MESSAGES.invalidCredentials);
      return issueTokens(app, app.db, user);
    },
  );

  app.get(
    "/me",
    { onRequest: app.authenticate, schema: { tags: ["auth"], summary: "The signed-in user", response: { 200: UserView, 401: Message } } },
    async (request) => users.view(signedIn(request)),
  );

  app.post(
    "/me",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["auth"],
        summary: "Update the profile (multipart: name, email, password, password_confirmation, photo)",
        consumes: ["multipart/form-data", "application/json"],
        response: { 200: UserView, ...errors },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const form = await readMultipart(request);
      const { name, email, password, password_confirmation } = form.fields;
      const fieldErrors: FieldErrors = {};
      if (name !== undefined && !name.trim()) fieldErrors.name = ["The name field is required."];
      if (name !== undefined && name.length > 255) fieldErrors.name = ["The name field must not be greater than 255 characters."];
      if (email !== undefined) {
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 255) fieldErrors.email = ["The email field must be a valid email address."];
        else if (await users.emailTaken(email, me.id)) fieldErrors.email = ["The email has already been taken."];
      }
      if (password) {
        if (password.length < 8) fieldErrors.password = ["The password field must be at least 8 characters."];
        confirmPassword(password, password_confirmation, fieldErrors);
      }
      if (Object.keys(fieldErrors).length) throw new ValidationError(fieldErrors);
      const photo = form.files.photo ?? form.files.avatar;
      const stored = photo ? await storePhoto(app.config.dataDir, form.files.photo ? "photo" : "avatar", photo.data) : undefined;
      const changes = {
        ...(name !== undefined && { name: name.trim() }),
        ...(email !== undefined && { email: email.trim() }),
        ...(password && { password_hash: await hashPassword(password) }),
        ...(stored && { photo: stored }),
      };
      const updated = await app.db.transaction(async (tx) => {
        const row = await users.update(me.id, changes, tx);
        // A new password ends every other session; this one stays signed in.
        if (password) await revokeOtherSessions(tx, me.id, request.sessionId);
        await recordActivity(tx, {
          userId: me.id,
          action: "editou",
          subjectType: "users",
          subjectId: me.id,
          description: `${me.name} updated their profile`,
          before: { name: me.name, email: me.email, photo: me.photo, ...(password && { password: "(changed)" }) },
          after: { name: row.name, email: row.email, photo: row.photo, ...(password && { password: "(changed)" }) },
        });
        return row;
      });
      return users.view(updated);
    },
  );

  app.get(
    "/me/portos",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["auth"],
        summary: "Ports the signed-in user may see (all for admins and clients, assigned ones otherwise)",
        response: { 200: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), ordem: Type.Integer() })), 401: Message },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const scoped = me.role_id === ROLE.basicAdmin || me.role_id === ROLE.operator || me.role_id === ROLE.subAgent;
      const ids = scoped ? await users.portIds(me.id) : undefined;
      const rows = await app.db.select({ id: portos.id, name: portos.name, ordem: portos.ordem }).from(portos).orderBy(portos.ordem, portos.name);
      return ids ? rows.filter((p) => ids.includes(p.id)) : rows;
    },
  );

  app.post(
    "/register",
    {
      onRequest: async (request, reply) => limitAttempt(limiter, reply, [{ key: `register:${addressKey(request.ip)}`, max: 20, windowSeconds: MINUTE }]),
      schema: { tags: ["auth"], summary: "Create a client account", body: RegisterBody, response: { 201: UserView, 422: ValidationErrorBody, 429: Message } },
    },
    async (request, reply) => {
      const body = request.body as RegisterBody;
      const fieldErrors: FieldErrors = {};
      confirmPassword(body.password, body.password_confirmation, fieldErrors);
      if (await users.emailTaken(body.email)) fieldErrors.email = ["The email has already been taken."];
      if (Object.keys(fieldErrors).length) throw new ValidationError(fieldErrors);
      const password_hash = await hashPassword(body.password);
      const user = await app.db.transaction(async (tx) => {
        const row = await users.insert({ name: body.name.trim(), email: body.email.trim(), password_hash, role_id: ROLE.client }, tx);
        await recordActivity(tx, {
          userId: row.id,
          action: "criou",
          subjectType: "users",
          subjectId: row.id,
          description: `${row.name} registered a client account`,
          after: { name: row.name, email: row.email, role_id: row.role_id },
        });
        return row;
      });
      return reply.status(201).send(await users.view(user));
    },
  );

  // A logout may come with no body, an empty one, or `{}` (with or without a JSON
  // content type): all mean "no token named". Only this route tolerates an empty JSON body.
  await app.register(async (scope) => {
    const json = scope.getDefaultJsonParser("error", "error");
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      if (String(body).trim() === "") done(null, {});
      else json(request, String(body), done);
    });
    scope.post(
      "/logout",
      {
        onRequest: app.authenticate,
        preValidation: async (request) => {
          request.body ??= {};
        },
        schema: { tags: ["auth"], summary: "Revoke the refresh token (all of them when none is sent)", body: LogoutBody, response: { 204: Type.Null(), 401: Message } },
      },
      async (request, reply) => {
        const me = signedIn(request);
        const token = (request.body as { refresh_token?: string }).refresh_token;
        await revokeRefreshTokens(app.db, me.id, token);
        return reply.status(204).send();
      },
    );
  });
}
