import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { ROLE } from "@lineup/shared";
import { portos } from "../db/schema";
import { ValidationError, type FieldErrors } from "../http/errors";
import { usersRepository } from "../users/repository";
import { hashPassword } from "./passwords";
import { signedIn } from "./plugin";
import { confirmPassword, guestForm, guestRefusals, passwordRoutes } from "./password-routes";
import { LogoutBody, Message, RegisterBody, UserView, ValidationErrorBody } from "./schemas";
import { endSessions, sessionOfRefreshToken } from "./tokens";
import { tokenRoutes } from "./token-routes";
import { readMultipart, storePhoto } from "./uploads";
import { apiTokenRoutes } from "./api-token-routes";
import { registerClient, updateProfile } from "./account-commands";

const errors = { 401: Message, 422: ValidationErrorBody };

export async function authRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const users = usersRepository(app.db);
  const limiter = app.attempts;

  await app.register(passwordRoutes, { limiter });
  await app.register(tokenRoutes, { limiter });
  await app.register(apiTokenRoutes);

  app.get(
    "/me",
    {
      onRequest: app.authenticate,
      schema: { tags: ["auth"], summary: "The signed-in user", response: { 200: UserView, 401: Message } },
    },
    async (request) => users.view(signedIn(request)),
  );

  app.post(
    "/me",
    {
      onRequest: app.authenticate,
      // The profile holds the password and the e-mail one signs in with: never changed by an API token.
      config: { sessionOnly: true },
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
      if (name !== undefined && name.length > 255)
        fieldErrors.name = ["The name field must not be greater than 255 characters."];
      if (email !== undefined) {
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 255)
          fieldErrors.email = ["The email field must be a valid email address."];
        else if (await users.emailTaken(email, me.id)) fieldErrors.email = ["The email has already been taken."];
      }
      if (password) {
        if (password.length < 8) fieldErrors.password = ["The password field must be at least 8 characters."];
        confirmPassword(password, password_confirmation, fieldErrors);
      }
      if (Object.keys(fieldErrors).length) throw new ValidationError(fieldErrors);
      const photo = form.files.photo ?? form.files.avatar;
      const stored = photo
        ? await storePhoto(app.config.dataDir, form.files.photo ? "photo" : "avatar", photo.data)
        : undefined;
      const changes = {
        ...(name !== undefined && { name: name.trim() }),
        ...(email !== undefined && { email: email.trim() }),
        ...(password && { password_hash: await hashPassword(password) }),
        ...(stored && { photo: stored }),
      };
      const updated = await updateProfile(app.transact, me, changes, request.sessionId);
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
        response: {
          200: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), ordem: Type.Integer() })),
          401: Message,
        },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const scoped = me.role_id === ROLE.basicAdmin || me.role_id === ROLE.operator || me.role_id === ROLE.subAgent;
      const ids = scoped ? await users.portIds(me.id) : undefined;
      const rows = await app.db
        .select({ id: portos.id, name: portos.name, ordem: portos.ordem })
        .from(portos)
        .orderBy(portos.ordem, portos.name);
      return ids ? rows.filter((p) => ids.includes(p.id)) : rows;
    },
  );

  app.post(
    "/register",
    {
      ...guestForm(limiter, "register", 20),
      schema: {
        tags: ["auth"],
        summary: "Create a client account (the fields, or wrapped as `data.attributes`)",
        body: RegisterBody,
        response: { 201: UserView, ...guestRefusals },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const fieldErrors: FieldErrors = {};
      confirmPassword(body.password, body.password_confirmation, fieldErrors);
      if (await users.emailTaken(body.email)) fieldErrors.email = ["The email has already been taken."];
      if (Object.keys(fieldErrors).length) throw new ValidationError(fieldErrors);
      const password_hash = await hashPassword(body.password);
      const user = await registerClient(app.db, { name: body.name.trim(), email: body.email.trim(), password_hash });
      return reply.status(201).send(await users.view(user));
    },
  );

  // A logout may come with no body, an empty one, or `{}` (with or without a JSON
  // content type): all mean "no token named". Only this route tolerates an empty JSON body.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
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
        config: { sessionOnly: true },
        preValidation: async (request) => {
          request.body ??= {};
        },
        schema: {
          tags: ["auth"],
          summary:
            "End this session and the refresh token's (every session of the user when no refresh token is " +
            "sent); their access tokens stop working at once and their live sockets close",
          body: LogoutBody,
          response: { 204: Type.Null(), 401: Message },
        },
      },
      async (request, reply) => {
        const me = signedIn(request);
        const token = request.body.refresh_token;
        // This session ends, and the one of the refresh token named (when it is the user's); with none named, every
        // session.
        const named = token ? await sessionOfRefreshToken(app.db, me.id, token) : undefined;
        const only = [request.sessionId, named].filter((id): id is number => id !== undefined);
        await app.transact((tx, outbox) => endSessions(tx, outbox, me.id, "logout", token ? { only } : {}));
        return reply.status(204).send(null);
      },
    );
  });
}
