import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, getTableColumns, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { signedIn } from "../auth/plugin";
import type { Db } from "../db/client";
import { requestKeys } from "../db/schema";
import { conflict, ValidationError } from "./errors";

/**
 * `Idempotency-Key` on the API's creates (as the IETF's draft of that header describes it): a create sent again with
 * the key of one already received is answered with that first answer instead of creating a second port, watch or
 * webhook. A person's Save pressed again after a request given up (no answer within 30 s) sends the same key, and so
 * does an integrator's retry. Line-up saves have their own key in the body (`save_id`, lineups/save-write.ts).
 *
 * The key is claimed before the work and answered after it, in the same request; an answer that is an error is not
 * kept (nothing was created: the same key may be sent again). Keys are the user's own, kept for a day. The body is
 * part of what a key stands for, so a route takes one only when its body is read before its handler (not
 * `POST /users`, which reads its multipart itself; a user's e-mail is unique there anyway).
 */

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A create a retry applies once: "answer" answers the retry with the first answer; "secret" (an answer that holds a
     * token shown once, stored only as its hash) refuses the retry instead of keeping the token.
     */
    idempotent?: "answer" | "secret";
  }
  interface FastifyRequest {
    /** The key this request claimed, to be answered once its answer is made. */
    claimedKey: { userId: number; key: string } | undefined;
  }
}

const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY = /^[A-Za-z0-9_-]{8,64}$/;
/** Answers longer than this are not kept: a retry is told it was applied instead. */
const MAX_KEPT_ANSWER = 64 * 1024;
/** How long a retry waits for the first request to answer before it is told to try again. */
const WAIT_FOR_FIRST_MS = 5_000;
/** A claim with no answer after this long was interrupted (the process stopped while making it). */
const INTERRUPTED_AFTER_S = 60;

const MESSAGES = {
  badKey: "Idempotency-Key must be 8 to 64 letters, digits, - or _ (a UUID).",
  otherRequest: "This Idempotency-Key was sent with other data: send new data with a new key.",
  inProgress: "The request first sent with this Idempotency-Key is still being applied: try again in a moment.",
  interrupted:
    "The request first sent with this Idempotency-Key was interrupted and may or may not have been applied: " +
    "look before sending it again with a new key.",
  notKept:
    "Already applied by the request first sent with this Idempotency-Key; its answer is not kept " +
    "(a secret shown once, or an answer over 64 KiB): see the list.",
};

/** The route's schema documents the header (checked here, so its message is ours). */
const idempotencyHeaders = {
  type: "object",
  properties: {
    [IDEMPOTENCY_HEADER]: {
      type: "string",
      description:
        "A key of your own for this request (8–64 letters, digits, - or _; a UUID): sent again with the same data " +
        "within a day, it is answered as the first time (`Idempotent-Replayed: true`) instead of being applied twice.",
    },
  },
};

type Claimed = typeof requestKeys.$inferSelect & { interrupted: boolean };

/** Claims the key, or gives the row of the request that claimed it first once it is answered (or waited for enough). */
async function claim(db: Db, userId: number, key: string, hash: string): Promise<Claimed | undefined> {
  const inserted = await db
    .insert(requestKeys)
    .values({ user_id: userId, key, request_hash: hash })
    .onConflictDoNothing()
    .returning({ key: requestKeys.key });
  if (inserted.length) {
    await db.delete(requestKeys).where(lt(requestKeys.created_at, sql`now() - interval '1 day'`));
    return undefined;
  }
  const waitUntil = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [first] = await db
      .select({
        ...getTableColumns(requestKeys),
        interrupted: sql<boolean>`${requestKeys.created_at} < now() - make_interval(secs => ${INTERRUPTED_AFTER_S})`,
      })
      .from(requestKeys)
      .where(and(eq(requestKeys.user_id, userId), eq(requestKeys.key, key)));
    // Gone: the first request failed and gave its key back.
    if (!first) return claim(db, userId, key, hash);
    if (first.status !== null || first.interrupted || first.request_hash !== hash || Date.now() >= waitUntil)
      return first;
    await sleep(100);
  }
}

/** Answers a request whose key was claimed first: the first answer again, or why not. */
function answerAgain(reply: FastifyReply, first: Claimed, hash: string) {
  if (first.request_hash !== hash) throw ValidationError.field("Idempotency-Key", MESSAGES.otherRequest);
  if (first.status === null && first.interrupted) throw conflict(MESSAGES.interrupted);
  if (first.status === null) {
    // Not applied yet, not failed: the same key is to be sent again (the web app keeps it).
    reply.header("retry-after", "1");
    throw conflict(MESSAGES.inProgress, { in_progress: true });
  }
  if (first.answer === null) throw conflict(MESSAGES.notKept);
  return reply
    .code(first.status)
    .header("idempotent-replayed", "true")
    .type("application/json; charset=utf-8")
    .send(first.answer);
}

const requestHash = (request: FastifyRequest) =>
  createHash("sha256")
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body) ?? ""}`)
    .digest("base64url");

/** Keeps the answer of a request that claimed its key, or gives the key back when the answer is an error. */
async function keepAnswer(db: Db, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claimed = request.claimedKey;
  if (!claimed) return;
  request.claimedKey = undefined;
  const mine = and(eq(requestKeys.user_id, claimed.userId), eq(requestKeys.key, claimed.key));
  if (reply.statusCode >= 400) {
    await db.delete(requestKeys).where(mine);
    return;
  }
  const keep =
    request.routeOptions.config.idempotent === "answer" &&
    typeof payload === "string" &&
    payload.length <= MAX_KEPT_ANSWER;
  await db
    .update(requestKeys)
    .set({ status: reply.statusCode, answer: keep ? payload : null })
    .where(mine);
}

/**
 * Registers the claim (before the handler, once the request is validated and allowed) and the answer's keeping (before
 * compression, so the JSON is kept).
 */
export function installIdempotencyKeys(app: FastifyInstance): void {
  app.decorateRequest("claimedKey", undefined);
  app.addHook("onRoute", (route) => {
    if (route.config?.idempotent && route.schema && !route.schema.headers) route.schema.headers = idempotencyHeaders;
  });
  app.addHook("preHandler", async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (!request.routeOptions.config.idempotent || key === undefined) return;
    if (typeof key !== "string" || !KEY.test(key)) throw ValidationError.field("Idempotency-Key", MESSAGES.badKey);
    const userId = signedIn(request).id;
    const hash = requestHash(request);
    const first = await claim(app.db, userId, key, hash);
    if (!first) {
      request.claimedKey = { userId, key };
      return;
    }
    return answerAgain(reply, first, hash);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    try {
      await keepAnswer(app.db, request, reply, payload);
    } catch (error) {
      // The create is made and answered; a retry will be told its first try was interrupted.
      request.log.error({ err: error }, "an idempotency key's answer was not kept");
    }
    return payload;
  });
}
