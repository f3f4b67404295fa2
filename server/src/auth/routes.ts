import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { MESSAGES, ROLE } from "@lineup/shared";
import { recordActivity } from "../activity/record";
import { passwordResets, portos } from "../db/schema";
import { unauthorized, ValidationError, type FieldErrors } from "../http/errors";
import { usersRepository } from "../users/repository";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords";
import { signedIn } from "./plugin";
import {
  ForgotBody,
  LogoutBody,
  Message,
  RegisterBody,
  ResetBody,
  TokenRequest,
  TokenResponse,
  UserView,
  ValidationErrorBody,
  type TokenRequest as TokenRequestT,
} from "./schemas";
import { consumeRefreshToken, issueTokens, randomToken, revokeRefreshTokens, sha256 } from "./tokens";
import { readMultipart, storePhoto } from "./uploads";

const RESET_TTL_MS = 60 * 60 * 1000;
const errors = { 401: Message, 422: ValidationErrorBody };

/**
 * Laravel's request payloads for password-forgot/reset wrap the data as
 * `{ data: { attributes: {...} } }` (spec.md section 7); both shapes are accepted.
 */
function unwrapAttributes(request: FastifyRequest): void {
  const body = request.body as { data?: { attributes?: unknown } } | undefined;
  const attributes = body?.data?.attributes;
  if (attributes && typeof attributes === "object") request.body = attributes;
}

function confirmPassword(password: string | undefined, confirmation: string | undefined, fieldErrors: FieldErrors) {
  if (password !== confirmation) (fieldErrors.password ??= []).push("The password field confirmation does not match.");
}

export async function authRoutes(app: FastifyInstance) {
  const users = usersRepository(app.db);

  app.post(
    "/oauth/token",
    {
      // Counted per address and account after the body is read, so one guessed account
      // is throttled without locking out everyone behind the same office NAT.
      config: {
        rateLimit: {
          max: app.config.tokenRateLimit,
          timeWindow: "1 minute",
          hook: "preHandler",
          keyGenerator: (request: FastifyRequest) => {
            const body = (request.body ?? {}) as { username?: unknown; email?: unknown; refresh_token?: unknown };
            return `${request.ip}:${String(body.username ?? body.email ?? (body.refresh_token ? "refresh" : "")).toLowerCase()}`;
          },
        },
      },
      schema: { tags: ["auth"], summary: "Log in (password grant) or refresh tokens", body: TokenRequest, response: { 200: TokenResponse, ...errors } },
    },
    async (request) => {
      const body = request.body as TokenRequestT;
      if (body.grant_type === "refresh_token") {
        if (!body.refresh_token) throw ValidationError.field("refresh_token", "The refresh token field is required.");
        const userId = await consumeRefreshToken(app.db, body.refresh_token);
        const user = userId === undefined ? undefined : await users.findById(userId);
        if (!user || user.disabled_at) throw unauthorized("The refresh token is invalid or has expired.");
        return issueTokens(app, app.db, user);
      }
      const username = body.username ?? body.email;
      const fieldErrors: FieldErrors = {};
      if (!username) fieldErrors.username = ["The username field is required."];
      if (!body.password) fieldErrors.password = ["The password field is required."];
      if (Object.keys(fieldErrors).length || !username || !body.password) throw new ValidationError(fieldErrors);
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
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } }, schema: { tags: ["auth"], summary: "Create a client account", body: RegisterBody, response: { 201: UserView, 422: ValidationErrorBody } } },
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

  app.post(
    "/password-forgot",
    {
      preValidation: async (request) => unwrapAttributes(request),
      config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
      schema: { tags: ["auth"], summary: "Send a password-reset link by e-mail", body: ForgotBody, response: { 200: Message, 422: ValidationErrorBody } },
    },
    async (request) => {
      const { email } = request.body as { email: string };
      const user = await users.findByEmail(email.trim());
      // The answer is the same whether or not the e-mail exists, so it reveals no accounts.
      if (user && !user.disabled_at) {
        const token = randomToken();
        await app.db.insert(passwordResets).values({
          user_id: user.id,
          token_hash: sha256(token),
          expires_at: new Date(Date.now() + RESET_TTL_MS).toISOString(),
        });
        const link = `${app.config.appUrl}/password/reset?token=${token}&email=${encodeURIComponent(user.email)}`;
        await app.mailer.send({
          to: user.email,
          subject: "Reset your Line-up board password",
          text: `Hello ${user.name},\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for this, ignore this message.\n`,
        });
      }
      return { message: "If that e-mail belongs to an account, a reset link is on its way." };
    },
  );

  app.post(
    "/password-reset",
    {
      preValidation: async (request) => unwrapAttributes(request),
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: { tags: ["auth"], summary: "Choose a new password with a reset token", body: ResetBody, response: { 200: Message, 422: ValidationErrorBody } },
    },
    async (request) => {
      const body = request.body as ResetBody;
      const fieldErrors: FieldErrors = {};
      confirmPassword(body.password, body.password_confirmation, fieldErrors);
      if (Object.keys(fieldErrors).length) throw new ValidationError(fieldErrors);
      const user = await users.findByEmail(body.email.trim());
      const password_hash = await hashPassword(body.password);
      const done = user
        ? await app.db.transaction(async (tx) => {
            const [spent] = await tx
              .update(passwordResets)
              .set({ used_at: sql`now()` })
              .where(
                and(
                  eq(passwordResets.user_id, user.id),
                  eq(passwordResets.token_hash, sha256(body.token)),
                  isNull(passwordResets.used_at),
                  gt(passwordResets.expires_at, sql`now()`),
                ),
              )
              .returning({ id: passwordResets.id });
            if (!spent) return false;
            await users.update(user.id, { password_hash }, tx);
            await revokeRefreshTokens(tx, user.id);
            await recordActivity(tx, {
              userId: user.id,
              action: "editou",
              subjectType: "users",
              subjectId: user.id,
              description: `${user.name} reset their password`,
              before: { password: "(old)" },
              after: { password: "(changed)" },
            });
            return true;
          })
        : false;
      if (!done) throw ValidationError.field("email", "This password reset link is invalid or has expired.");
      return { message: "Your password has been reset." };
    },
  );

  app.post(
    "/logout",
    { onRequest: app.authenticate, schema: { tags: ["auth"], summary: "Revoke the refresh token (all of them when none is sent)", body: Type.Optional(LogoutBody), response: { 204: Type.Null(), 401: Message } } },
    async (request, reply) => {
      const me = signedIn(request);
      const token = (request.body as { refresh_token?: string } | undefined)?.refresh_token;
      await revokeRefreshTokens(app.db, me.id, token);
      return reply.status(204).send();
    },
  );
}

