import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { passwordResets } from "../db/schema";
import { ValidationError, type FieldErrors } from "../http/errors";
import { usersRepository, type UserRow } from "../users/repository";
import { accountKey, addressKey, limitAttempt, type AttemptLimiter } from "./limits";
import { hashPassword } from "./passwords";
import { ForgotBody, Message, ResetBody, ValidationErrorBody } from "./schemas";
import { randomToken, sha256 } from "./tokens";
import { resetPassword } from "./account-commands";

const RESET_TTL_MS = 60 * 60 * 1000;
const MINUTE = 60;

/**
 * Laravel's request payloads for register and password-forgot/reset wrap the data as
 * `{ data: { attributes: {...} } }` (spec.md section 7); both shapes are accepted.
 */
function unwrapAttributes(request: FastifyRequest): void {
  // Runs before validation: the body is whatever the client sent, so it is read by narrowing, not by type.
  const { body } = request;
  const data = body && typeof body === "object" && "data" in body ? body.data : undefined;
  const attributes = data && typeof data === "object" && "attributes" in data ? data.attributes : undefined;
  if (attributes && typeof attributes === "object") request.body = attributes;
}

/** A guest form's refusals: its fields in words (422), too many tries (429). */
export const guestRefusals = { 422: ValidationErrorBody, 429: Message };

/**
 * The hooks of a guest's form (register, password forgot and reset): at most `max` tries a minute from one address
 * (counted under `name`), and the body taken bare or wrapped as `data.attributes`.
 */
export const guestForm = (limiter: AttemptLimiter, name: string, max: number) => ({
  onRequest: async (request: FastifyRequest, reply: FastifyReply) =>
    limitAttempt(limiter, reply, [{ key: `${name}:${addressKey(request.ip)}`, max, windowSeconds: MINUTE }]),
  preValidation: async (request: FastifyRequest) => unwrapAttributes(request),
});

/** Adds the Laravel confirmation error when the two passwords differ. */
export function confirmPassword(
  password: string | undefined,
  confirmation: string | undefined,
  fieldErrors: FieldErrors,
) {
  if (password !== confirmation) (fieldErrors.password ??= []).push("The password field confirmation does not match.");
}

/** Forgot-password and reset-password: the reset-link flow. */
export async function passwordRoutes(parent: FastifyInstance, opts: { limiter: AttemptLimiter }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const users = usersRepository(app.db);
  const { limiter } = opts;

  // Reset links are stored and mailed once the answer has gone ("close" follows "finish"),
  // so the answer takes the same time whether or not the e-mail has an account.
  // Closing the app waits for links still being sent.
  const pending = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled(pending);
  });
  function afterResponse(task: () => Promise<void>): void {
    const run: Promise<void> = task()
      .catch((err: unknown) => app.log.error({ err }, "the password reset link could not be sent"))
      .finally(() => pending.delete(run));
    pending.add(run);
  }

  async function sendResetLink(user: UserRow, token: string, tokenHash: string): Promise<void> {
    await app.db.insert(passwordResets).values({
      user_id: user.id,
      token_hash: tokenHash,
      expires_at: new Date(Date.now() + RESET_TTL_MS).toISOString(),
    });
    const link = `${app.config.appUrl}/password/reset?token=${token}&email=${encodeURIComponent(user.email)}`;
    await app.mailer.send({
      to: user.email,
      subject: "Reset your Line-up board password",
      text:
        `Hello ${user.name},\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did ` +
        `not ask for this, ignore this message.\n`,
    });
  }

  app.post(
    "/password-forgot",
    {
      ...guestForm(limiter, "forgot", 5),
      schema: {
        tags: ["auth"],
        summary: "Send a password-reset link by e-mail",
        body: ForgotBody,
        response: { 200: Message, ...guestRefusals },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Also per account, so nobody floods one mailbox from many addresses.
      await limitAttempt(limiter, reply, [
        { key: `forgot-account:${accountKey(email)}`, max: 5, windowSeconds: 60 * MINUTE },
      ]);
      const user = await users.findByEmail(email);
      // The same work on both branches: one lookup, one token; the rest happens after the answer.
      const token = randomToken();
      const tokenHash = sha256(token);
      if (user && !user.disabled_at)
        reply.raw.once("close", () => afterResponse(() => sendResetLink(user, token, tokenHash)));
      return { message: "If that e-mail belongs to an account, a reset link is on its way." };
    },
  );

  app.post(
    "/password-reset",
    {
      ...guestForm(limiter, "reset", 10),
      schema: {
        tags: ["auth"],
        summary: "Choose a new password with a reset token",
        body: ResetBody,
        response: { 200: Message, ...guestRefusals },
      },
    },
    async (request) => {
      const body = request.body;
      const fieldErrors: FieldErrors = {};
      confirmPassword(body.password, body.password_confirmation, fieldErrors);
      if (Object.keys(fieldErrors).length) throw new ValidationError(fieldErrors);
      const user = await users.findByEmail(body.email);
      const password_hash = await hashPassword(body.password);
      const done = user ? await resetPassword(app.transact, user, body.token, password_hash) : false;
      if (!done) throw ValidationError.field("email", "This password reset link is invalid or has expired.");
      return { message: "Your password has been reset." };
    },
  );
}
