import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { Type } from "typebox";
import { recordActivity } from "../activity/record";
import { liveCommType } from "../comms/repository";
import { signedIn } from "../auth/plugin";
import { idAndName } from "../db/client";
import { cargasTipos, portos, users, weeklyReportSubscriptions } from "../db/schema";
import { notFound, ValidationError } from "../http/errors";
import { IdParams } from "../http/params";
import type { UserRow } from "../users/repository";
import { subscribable } from "./weekly";
import { describeSchedule, readUnsubscribeToken, type SubscriptionKey } from "./weekly-schedule";
import { portNamesWithin, withinAssigned } from "../lineups/scope";
import { wordPage } from "../http/html";
import { unsubscribeLinkRoutes } from "../http/unsubscribe-link";

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });
const Subscription = Type.Object({
  id: Type.Integer(),
  porto: Named,
  carga_tipo: Named,
  created_at: Type.String({ description: "When it was made (ISO date-time)" }),
});
const Subscriptions = Type.Object({
  data: Type.Array(Subscription),
  options: Type.Object({
    portos: Type.Array(Named, { description: "The ports the user may subscribe to (those whose line-ups they see)" }),
    cargas_tipos: Type.Array(Named, {
      description: "The comm types they may subscribe to (clients: the types of their comms)",
    }),
  }),
  schedule: Type.Union([Type.String(), Type.Null()], {
    description:
      'When the reports go out ("Mondays at 07:00 UTC", "Mondays at 08:30 America/Sao_Paulo"); null: ' +
      "WEEKLY_REPORT_AT=off",
  }),
});
const SubscribeBody = Type.Object({
  porto_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  carga_tipo_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
const TokenQuery = Type.Object({
  token: Type.String({ maxLength: 200, description: "The signed token of the e-mail's unsubscribe link" }),
});

/** A user's subscriptions with their names, oldest first. */
async function subscriptionsOf(app: FastifyInstance, userId: number) {
  return app.db
    .select({
      id: weeklyReportSubscriptions.id,
      porto: idAndName(portos),
      carga_tipo: idAndName(cargasTipos),
      created_at: weeklyReportSubscriptions.created_at,
    })
    .from(weeklyReportSubscriptions)
    .innerJoin(portos, eq(portos.id, weeklyReportSubscriptions.porto_id))
    .innerJoin(cargasTipos, eq(cargasTipos.id, weeklyReportSubscriptions.carga_tipo_id))
    .where(eq(weeklyReportSubscriptions.user_id, userId))
    .orderBy(asc(weeklyReportSubscriptions.created_at), asc(weeklyReportSubscriptions.id));
}

/** The ports and comm types a user may choose, by name. */
async function optionsFor(app: FastifyInstance, user: UserRow) {
  const may = await subscribable(app.db, user);
  const ports = await portNamesWithin(app.db, may.portIds);
  const types = await app.db
    .select(idAndName(cargasTipos))
    .from(cargasTipos)
    .where(and(isNull(cargasTipos.deleted_at), withinAssigned(cargasTipos.id, may.typeIds)))
    .orderBy(asc(cargasTipos.name));
  return { portos: ports, cargas_tipos: types };
}

/** The signed-in user's weekly report subscriptions, and the one-click unsubscribe link of the e-mails. */
export async function weeklyReportRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["weekly reports"];
  const auth = app.authorize("view", "lineups");

  app.get(
    "/me/weekly-reports",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "My weekly report subscriptions, what I may subscribe to, and when the reports go out",
        response: { 200: Subscriptions },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const schedule = app.config.weeklyReportAt;
      return {
        data: await subscriptionsOf(app, me.id),
        options: await optionsFor(app, me),
        schedule: schedule ? describeSchedule(schedule) : null,
      };
    },
  );

  app.post(
    "/me/weekly-reports",
    {
      config: { idempotent: "answer" },
      onRequest: auth,
      schema: {
        tags,
        summary: "Subscribe to the weekly report of a port and comm type",
        description:
          "Operators may choose their ports, clients the comm types of their comms; anything else is a 422 that " +
          "says why. Subscribing again to the same port and type answers the existing subscription (200).",
        body: SubscribeBody,
        response: { 200: Subscription, 201: Subscription },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const body = request.body;
      const options = await optionsFor(app, me);
      const errors: Record<string, string[]> = {};
      if (!options.portos.some((p) => p.id === body.porto_id)) {
        const [exists] = await app.db.select({ id: portos.id }).from(portos).where(eq(portos.id, body.porto_id));
        errors.porto_id = [
          exists ? "You may only subscribe to the ports whose line-ups you can see." : "This port does not exist.",
        ];
      }
      if (!options.cargas_tipos.some((t) => t.id === body.carga_tipo_id)) {
        errors.carga_tipo_id = [
          (await liveCommType(app.db, body.carga_tipo_id))
            ? "You may only subscribe to the comm types of the comms assigned to you."
            : "This comm type does not exist.",
        ];
      }
      if (Object.keys(errors).length) throw new ValidationError(errors, "This weekly report cannot be subscribed to.");
      // Two clicks at once: the unique index keeps one, and both answer it.
      const [created] = await app.db
        .insert(weeklyReportSubscriptions)
        .values({ user_id: me.id, porto_id: body.porto_id, carga_tipo_id: body.carga_tipo_id })
        .onConflictDoNothing()
        .returning({ id: weeklyReportSubscriptions.id });
      const subscription = (await subscriptionsOf(app, me.id)).find(
        (s) => s.porto.id === body.porto_id && s.carga_tipo.id === body.carga_tipo_id,
      );
      if (!subscription) throw notFound("The subscription could not be read back.");
      if (created) {
        await recordActivity(app.db, {
          userId: me.id,
          action: "criou",
          subjectType: "weekly_report_subscriptions",
          subjectId: created.id,
          description:
            `${me.name} subscribed to the weekly report ` +
            `of ${subscription.porto.name} ${subscription.carga_tipo.name}`,
          before: null,
          after: { porto_id: body.porto_id, carga_tipo_id: body.carga_tipo_id },
        });
      }
      return reply.status(created ? 201 : 200).send(subscription);
    },
  );

  app.delete(
    "/me/weekly-reports/:id",
    {
      onRequest: auth,
      schema: {
        tags,
        summary: "Unsubscribe from one of my weekly reports",
        params: IdParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const { id } = request.params;
      const sub = (await subscriptionsOf(app, me.id)).find((s) => s.id === id);
      // Another user's subscription is as unknown as a missing one.
      if (!sub) throw notFound("This weekly report subscription does not exist (it may have been cancelled already).");
      await app.db
        .delete(weeklyReportSubscriptions)
        .where(and(eq(weeklyReportSubscriptions.id, id), eq(weeklyReportSubscriptions.user_id, me.id)));
      await recordActivity(app.db, {
        userId: me.id,
        action: "excluiu",
        subjectType: "weekly_report_subscriptions",
        subjectId: id,
        description: `${me.name} unsubscribed from the weekly report of ${sub.porto.name} ${sub.carga_tipo.name}`,
        before: { porto_id: sub.porto.id, carga_tipo_id: sub.carga_tipo.id },
        after: null,
      });
      return reply.status(204).send(null);
    },
  );

  /**
   * One click from the e-mail, no sign-in (so the page names no person: a forwarded link shows no address); GET for the
   * link, POST for mail clients' one-click Unsubscribe (RFC 8058). Idempotent.
   */
  const unsubscribe = async (key: SubscriptionKey, reply: FastifyReply) => {
    const [port] = await app.db.select({ name: portos.name }).from(portos).where(eq(portos.id, key.porto_id));
    const [type] = await app.db
      .select({ name: cargasTipos.name })
      .from(cargasTipos)
      .where(eq(cargasTipos.id, key.carga_tipo_id));
    const [user] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, key.user_id));
    const what = port && type ? `the weekly report of ${port.name} ${type.name}` : "this weekly report";
    const removed = await app.db
      .delete(weeklyReportSubscriptions)
      .where(
        and(
          eq(weeklyReportSubscriptions.user_id, key.user_id),
          eq(weeklyReportSubscriptions.porto_id, key.porto_id),
          eq(weeklyReportSubscriptions.carga_tipo_id, key.carga_tipo_id),
        ),
      )
      .returning({ id: weeklyReportSubscriptions.id });
    if (!removed.length)
      return wordPage(
        reply,
        200,
        "Already unsubscribed",
        `You are not subscribed to ${what}: it is no longer sent to you.`,
      );
    await recordActivity(app.db, {
      userId: key.user_id,
      action: "excluiu",
      subjectType: "weekly_report_subscriptions",
      subjectId: removed[0]?.id ?? null,
      description: `${user?.name ?? "A user"} unsubscribed from ${what} through the e-mail's link`,
      before: { porto_id: key.porto_id, carga_tipo_id: key.carga_tipo_id },
      after: null,
    });
    return wordPage(
      reply,
      200,
      "Unsubscribed",
      `You are unsubscribed from ${what}: it will no longer be sent to you. Your other weekly reports, if any, ` +
        `continue.`,
    );
  };
  const said = "Unsubscribe through the e-mail's signed link (no sign-in; answers a page in words; idempotent)";
  unsubscribeLinkRoutes(
    app,
    "/weekly-reports/unsubscribe",
    { tags, querystring: TokenQuery, summary: { get: said, post: said } },
    {
      read: (token) => readUnsubscribeToken(app.config.jwtSecret, token),
      invalid:
        "This unsubscribe link is not valid: it may have been cut short when copied. Open it from the e-mail " +
        "again, or unsubscribe on your profile page.",
      unsubscribe,
    },
  );
}
