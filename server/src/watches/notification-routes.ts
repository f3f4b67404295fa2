import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { and, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { Type } from "typebox";
import { NotificationPage, NotificationsRead, type Notification } from "@lineup/shared/wire/watches";
import { signedIn } from "../auth/plugin";
import { Message, ValidationErrorBody } from "../auth/schemas";
import { notifications, watches } from "../db/schema";
import { readUnsubscribeToken, type ListAddress } from "../distribution/schedule";
import { ValidationError } from "../http/errors";
import { wordPage } from "../http/html";
import { unsubscribeLinkRoutes } from "../http/unsubscribe-link";
import { watchTokenSecret } from "./email-send";
import { notificationKind } from "./webhook-view";

const notificationView = (n: typeof notifications.$inferSelect): Notification => ({
  id: n.id,
  watch_id: n.watch_id,
  event_id: n.event_id,
  kind: notificationKind(n.kind),
  lineup_id: n.lineup_id,
  porto_id: n.porto_id,
  terminal_id: n.terminal_id,
  carga_tipo_id: n.carga_tipo_id,
  port: n.words.port,
  terminal: n.words.terminal,
  vessel: n.words.vessel,
  field: n.words.field,
  before: n.words.before,
  after: n.words.after,
  text: n.words.text,
  by: n.words.by,
  at: n.at,
  read: n.read_at !== null,
});

const NotificationQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })),
  before: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2147483647, description: "Older than this notification id" }),
  ),
  unread: Type.Optional(Type.Union([Type.Literal("1"), Type.Literal("0")])),
});
const TokenQuery = Type.Object({ token: Type.String({ maxLength: 1000 }) });

/**
 * The notification centre (issue 25): a user reads and marks what their watches told them; the
 * link in a watch's e-mails stops them without signing in.
 */
export async function notificationRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["watches"];
  const refusals = { 401: Message, 403: Message, 404: Message, 422: ValidationErrorBody };

  app.get(
    "/notifications",
    {
      onRequest: app.authorize("view", "watches"),
      schema: {
        tags,
        summary: "My notifications, newest first, with how many are unread",
        querystring: NotificationQuery,
        response: { 200: NotificationPage, 401: Message, 403: Message },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const { limit = 30, before, unread } = request.query;
      const mine = eq(notifications.user_id, me.id);
      const items = await app.db
        .select()
        .from(notifications)
        .where(
          and(
            mine,
            before ? lt(notifications.id, before) : undefined,
            unread === "1" ? isNull(notifications.read_at) : undefined,
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(limit);
      const [open] = await app.db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine, isNull(notifications.read_at)));
      return { items: items.map(notificationView), unread: open?.n ?? 0 };
    },
  );

  app.post(
    "/notifications/read",
    {
      onRequest: app.authorize("view", "watches"),
      schema: {
        tags,
        summary: "Mark notifications of mine read: these `ids`, or `all`",
        body: NotificationsRead,
        response: { 200: Type.Object({ unread: Type.Integer() }), ...refusals },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const { ids, all } = request.body;
      if (!all && !ids?.length)
        throw new ValidationError({ ids: ["Name the notifications to mark read, or send all: true."] });
      await app.db
        .update(notifications)
        .set({ read_at: sql`now()` })
        .where(
          and(
            eq(notifications.user_id, me.id),
            isNull(notifications.read_at),
            all ? undefined : inArray(notifications.id, ids ?? []),
          ),
        );
      // The count the user's other screens are told is the answer too.
      const unread = await app.watches.announce([me.id]);
      return { unread: unread.get(me.id) ?? 0 };
    },
  );

  const unsubscribe = async (read: ListAddress, reply: FastifyReply) => {
    // The watch of the link's address only (a signed link names both).
    await app.db
      .update(watches)
      .set({ email: "off" })
      .where(
        and(
          eq(watches.id, read.listId),
          sql`${watches.user_id} in (select id from users where lower(email) = ${read.address})`,
        ),
      );
    return wordPage(
      reply,
      200,
      "E-mails stopped",
      "You will get no more e-mails of this watch. It still tells you in the app.",
    );
  };
  const summary = {
    get: "Stop a watch's e-mails (the link in each of them)",
    post: "One-click stop of a watch's e-mails (RFC 8058)",
  };
  unsubscribeLinkRoutes(
    app,
    "/watches/unsubscribe",
    { tags, querystring: TokenQuery, summary },
    {
      read: (token) => readUnsubscribeToken(watchTokenSecret(app.config.jwtSecret), token),
      invalid: "This link is not valid. Use the link of the e-mail you received.",
      unsubscribe,
    },
  );
}
