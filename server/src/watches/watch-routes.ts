import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { isClient } from "@lineup/shared";
import { Type } from "typebox";
import { Watch, WatchCreate, WatchUpdate } from "@lineup/shared/wire/watches";
import { signedIn } from "../auth/plugin";
import { Message, ValidationErrorBody } from "../auth/schemas";
import { watches } from "../db/schema";
import { minutesOf } from "../distribution/schedule";
import { notFound, ValidationError } from "../http/errors";
import { IdParams } from "../http/params";
import { lineupScope } from "../lineups/scope";
import type { UserRow } from "../users/repository";
import { checkWebhook, MAX_WATCHES, targetsOf, watchTarget, watchView } from "./watch-store";

const WatchQuery = Type.Object({
  lineup_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  terminal_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});

/**
 * Watches and the notification centre (issue 25): anyone signed in watches calls, terminals and
 * board views they may see, and reads what they were told. What is told is decided after commit
 * (watches/dispatch.ts), never by these routes.
 */
export async function watchRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["watches"];
  const refusals = { 401: Message, 403: Message, 404: Message, 422: ValidationErrorBody };

  const ownRow = async (user: UserRow, id: number) => {
    const [row] = await app.db
      .select()
      .from(watches)
      .where(and(eq(watches.id, id), eq(watches.user_id, user.id)));
    if (!row) throw notFound("Watch not found.");
    return row;
  };
  const answer = async (row: typeof watches.$inferSelect) =>
    watchView(row, (await targetsOf(app.db, [row])).get(row.id) ?? "");
  const checkOptions = async (user: UserRow, kind: string, body: WatchUpdate) => {
    if (body.not_updated_by && (isClient(user) || kind !== "terminal"))
      throw new ValidationError({
        not_updated_by: ["Only staff watching a terminal are told when it is not marked updated."],
      });
    await checkWebhook(app.db, user.id, body.webhook_id);
  };
  const optionValues = (body: WatchUpdate) => ({
    ...(body.name === undefined ? {} : { name: body.name.trim() }),
    ...(body.status_changes === undefined ? {} : { status_changes: body.status_changes }),
    ...(body.moved_hours === undefined ? {} : { moved_hours: body.moved_hours }),
    ...(body.new_calls === undefined ? {} : { new_calls: body.new_calls }),
    ...(body.removed === undefined ? {} : { removed: body.removed }),
    ...(body.not_updated_by === undefined
      ? {}
      : { not_updated_by: body.not_updated_by === null ? null : minutesOf(body.not_updated_by) }),
    ...(body.email === undefined ? {} : { email: body.email }),
    ...(body.webhook_id === undefined ? {} : { webhook_id: body.webhook_id }),
  });

  app.get(
    "/watches",
    {
      onRequest: app.authorize("view", "watches"),
      schema: {
        tags,
        summary: "My watches (of one call or terminal, with `lineup_id` or `terminal_id`)",
        querystring: WatchQuery,
        response: { 200: Type.Array(Watch), 401: Message, 403: Message },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const { lineup_id, terminal_id } = request.query;
      const rows = await app.db
        .select()
        .from(watches)
        .where(
          and(
            eq(watches.user_id, me.id),
            lineup_id ? eq(watches.lineup_id, lineup_id) : undefined,
            terminal_id ? and(eq(watches.terminal_id, terminal_id), eq(watches.kind, "terminal")) : undefined,
          ),
        )
        .orderBy(desc(watches.id));
      const targets = await targetsOf(app.db, rows);
      return rows.map((r) => watchView(r, targets.get(r.id) ?? ""));
    },
  );

  app.post(
    "/watches",
    {
      config: { idempotent: "answer" },
      onRequest: app.authorize("create", "watches"),
      schema: {
        tags,
        summary: "Watch a call, a terminal or a board view I may see",
        body: WatchCreate,
        response: { 201: Watch, ...refusals },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const body = request.body;
      const [held] = await app.db.select({ n: count() }).from(watches).where(eq(watches.user_id, me.id));
      if ((held?.n ?? 0) >= MAX_WATCHES)
        throw new ValidationError({
          kind: [`You keep ${MAX_WATCHES} watches, the most there may be: delete one first.`],
        });
      const target = await watchTarget(app.db, await lineupScope(app.db, me), body);
      await checkOptions(me, body.kind, body);
      const [provisional] = await app.db
        .insert(watches)
        .values({ user_id: me.id, kind: body.kind, ...target, name: "", moved_hours: 24, ...optionValues(body) })
        .returning();
      if (!provisional) throw new Error("the watch was not stored");
      const named = body.name?.trim()
        ? provisional
        : (
            await app.db
              .update(watches)
              .set({ name: (await targetsOf(app.db, [provisional])).get(provisional.id) ?? "Watch" })
              .where(eq(watches.id, provisional.id))
              .returning()
          )[0];
      return reply.status(201).send(await answer(named ?? provisional));
    },
  );

  app.put(
    "/watches/:id",
    {
      onRequest: app.authorize("update", "watches"),
      schema: {
        tags,
        summary: "Change what a watch of mine tells and how (its target stays)",
        params: IdParams,
        body: WatchUpdate,
        response: { 200: Watch, ...refusals },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const row = await ownRow(me, request.params.id);
      await checkOptions(me, row.kind, request.body);
      const [after] = await app.db
        .update(watches)
        .set({ ...optionValues(request.body), updated_at: sql`now()` })
        .where(eq(watches.id, row.id))
        .returning();
      return answer(after ?? row);
    },
  );

  app.delete(
    "/watches/:id",
    {
      onRequest: app.authorize("delete", "watches"),
      schema: {
        tags,
        summary: "Stop a watch of mine (what it told stays in my notifications)",
        params: IdParams,
        response: { 204: Type.Null(), 401: Message, 403: Message, 404: Message },
      },
    },
    async (request, reply) => {
      const row = await ownRow(signedIn(request), request.params.id);
      await app.db.delete(watches).where(eq(watches.id, row.id));
      return reply.status(204).send(null);
    },
  );
}
