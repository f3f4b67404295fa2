import { randomBytes, randomUUID } from "node:crypto";
import { lookup } from "node:dns/promises";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { isAdmin } from "@lineup/shared";
import { Type, type TSchema } from "typebox";
import { Webhook, WebhookCreate, WebhookCreated, WebhookDelivery, WebhookUpdate } from "@lineup/shared/wire/watches";
import { signedIn } from "../auth/plugin";
import { Message, ValidationErrorBody } from "../auth/schemas";
import { webhookDeliveries, webhooks } from "../db/schema";
import { forbidden, notFound, ValidationError } from "../http/errors";
import { IdParams } from "../http/params";
import type { UserRow } from "../users/repository";
import { webhookEvent } from "./payload";
import { isPrivateAddress, urlProblem } from "./url-guard";
import { deliveryView, webhookView } from "./webhook-view";

/** The most webhooks one user keeps. */
const MAX_WEBHOOKS = 20;
const DeliveryParams = Type.Object({ id: IdParams.properties.id, deliveryId: IdParams.properties.id });
/** A key no other delivery of the webhook holds (a test, a redelivery); a told event's key is `e:{event id}`. */
const freshKey = (prefix: string) => `${prefix}:${randomUUID()}`;

/** Why a URL may not be saved: its form, then where its name resolves now (checked again at each send). */
async function checkUrl(url: string, allowPrivate: boolean) {
  const problem = urlProblem(url, allowPrivate);
  if (problem) throw new ValidationError({ url: [problem] });
  if (allowPrivate) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (!addresses.length) throw new ValidationError({ url: [`${host} could not be found: check the address.`] });
  if (addresses.some((a) => isPrivateAddress(a.address)))
    throw new ValidationError({
      url: ["The URL reaches a private network or this server: only an admin may allow that."],
    });
}

/**
 * Webhooks (issue 25): URLs told of a user's watched changes by signed JSON, with a delivery log,
 * a test send and redelivery. A user keeps their own; an admin may open any and allow one to
 * reach private networks.
 */
export async function webhookRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["webhooks"];
  const refusals = { 401: Message, 403: Message, 404: Message, 422: ValidationErrorBody };

  const ownRow = async (user: UserRow, id: number) => {
    const [row] = await app.db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.id, id), isAdmin(user) ? undefined : eq(webhooks.user_id, user.id)));
    if (!row) throw notFound("Webhook not found.");
    return row;
  };
  const queue = async (
    hookId: number,
    values: { event_id: number | null; kind: string; body: string; porto_id?: number | null; carga_id?: number | null },
  ) => {
    const [made] = await app.db
      .insert(webhookDeliveries)
      .values({ webhook_id: hookId, key: freshKey(values.event_id === null ? "test" : "r"), ...values })
      .returning();
    if (!made) throw new Error("the delivery was not stored");
    await app.watches.sendWebhooks();
    const [tried] = await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, made.id));
    return deliveryView(tried ?? made);
  };
  /** The options of a route that queues a delivery of the webhook `{id}` at once and answers it (202). */
  const sending = <Params extends TSchema>(summary: string, params: Params) => ({
    onRequest: app.authorize("update", "watches"),
    schema: { tags, summary, params, response: { 202: WebhookDelivery, 401: Message, 403: Message, 404: Message } },
  });

  app.get(
    "/webhooks",
    {
      onRequest: app.authorize("view", "watches"),
      schema: { tags, summary: "My webhooks", response: { 200: Type.Array(Webhook), 401: Message, 403: Message } },
    },
    async (request) => {
      const me = signedIn(request);
      return (await app.db.select().from(webhooks).where(eq(webhooks.user_id, me.id)).orderBy(desc(webhooks.id))).map(
        webhookView,
      );
    },
  );

  app.post(
    "/webhooks",
    {
      config: { idempotent: "answer" },
      onRequest: app.authorize("create", "watches"),
      schema: {
        tags,
        summary: "Add a webhook; its signing secret is in this answer only",
        body: WebhookCreate,
        response: { 201: WebhookCreated, ...refusals },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const { name, url, allow_private = false } = request.body;
      if (allow_private && !isAdmin(me))
        throw forbidden("Only an admin may allow a webhook to reach private networks.");
      const held = await app.db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.user_id, me.id));
      if (held.length >= MAX_WEBHOOKS)
        throw new ValidationError({
          name: [`You keep ${MAX_WEBHOOKS} webhooks, the most there may be: delete one first.`],
        });
      await checkUrl(url, allow_private);
      const secret = `whsec_${randomBytes(32).toString("base64url")}`;
      const [made] = await app.db
        .insert(webhooks)
        .values({ user_id: me.id, name: name.trim(), url, secret, allow_private })
        .returning();
      if (!made) throw new Error("the webhook was not stored");
      return reply.status(201).send({ ...webhookView(made), secret });
    },
  );

  app.get(
    "/webhooks/:id",
    {
      onRequest: app.authorize("view", "watches"),
      schema: {
        tags,
        summary: "A webhook of mine",
        params: IdParams,
        response: { 200: Webhook, 401: Message, 403: Message, 404: Message },
      },
    },
    async (request) => webhookView(await ownRow(signedIn(request), request.params.id)),
  );

  app.put(
    "/webhooks/:id",
    {
      onRequest: app.authorize("update", "watches"),
      schema: {
        tags,
        summary: "Change a webhook: rename, move, pause (`active: false`) or resume it",
        params: IdParams,
        body: WebhookUpdate,
        response: { 200: Webhook, ...refusals },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const row = await ownRow(me, request.params.id);
      const body = request.body;
      if (body.allow_private !== undefined && !isAdmin(me))
        throw forbidden("Only an admin may allow a webhook to reach private networks.");
      const allowPrivate = body.allow_private ?? row.allow_private;
      if (body.url !== undefined || body.allow_private === false) await checkUrl(body.url ?? row.url, allowPrivate);
      const resumed = body.active === true && !row.active;
      const [after] = await app.db
        .update(webhooks)
        .set({
          ...(body.name === undefined ? {} : { name: body.name.trim() }),
          ...(body.url === undefined ? {} : { url: body.url }),
          ...(body.active === undefined ? {} : { active: body.active }),
          ...(body.allow_private === undefined ? {} : { allow_private: body.allow_private }),
          ...(resumed ? { paused_at: null, failing_since: null } : {}),
          updated_at: sql`now()`,
        })
        .where(eq(webhooks.id, row.id))
        .returning();
      return webhookView(after ?? row);
    },
  );

  app.delete(
    "/webhooks/:id",
    {
      onRequest: app.authorize("delete", "watches"),
      schema: {
        tags,
        summary: "Delete a webhook and its delivery log",
        params: IdParams,
        response: { 204: Type.Null(), 401: Message, 403: Message, 404: Message },
      },
    },
    async (request, reply) => {
      const row = await ownRow(signedIn(request), request.params.id);
      await app.db.delete(webhooks).where(eq(webhooks.id, row.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/webhooks/:id/deliveries",
    {
      onRequest: app.authorize("view", "watches"),
      schema: {
        tags,
        summary: "A webhook's last 100 deliveries, newest first",
        params: IdParams,
        response: { 200: Type.Array(WebhookDelivery), 401: Message, 403: Message, 404: Message },
      },
    },
    async (request) => {
      const row = await ownRow(signedIn(request), request.params.id);
      const list = await app.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhook_id, row.id))
        .orderBy(desc(webhookDeliveries.id))
        .limit(100);
      return list.map(deliveryView);
    },
  );

  app.post(
    "/webhooks/:id/test",
    sending("Send a test event now (its outcome is in the answer and the log)", IdParams),
    async (request, reply) => {
      const me = signedIn(request);
      const row = await ownRow(me, request.params.id);
      const now = new Date().toISOString();
      const body = webhookEvent({
        kind: "test",
        event_id: null,
        at: now,
        watch: null,
        lineup_id: null,
        porto_id: 0,
        terminal_id: 0,
        words: {
          port: "",
          terminal: "",
          vessel: null,
          field: null,
          before: null,
          after: null,
          text: `A test from ${me.name}`,
          by: me.name,
        },
      });
      return reply.status(202).send(await queue(row.id, { event_id: null, kind: "test", body: JSON.stringify(body) }));
    },
  );

  app.post(
    "/webhooks/:id/deliveries/:deliveryId/redeliver",
    sending("Send a delivery's event again, as a new delivery with the same event_id", DeliveryParams),
    async (request, reply) => {
      const row = await ownRow(signedIn(request), request.params.id);
      const [old] = await app.db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, request.params.deliveryId), eq(webhookDeliveries.webhook_id, row.id)));
      if (!old) throw notFound("Delivery not found.");
      return reply.status(202).send(
        await queue(row.id, {
          event_id: old.event_id,
          kind: old.kind,
          body: old.body,
          porto_id: old.porto_id,
          carga_id: old.carga_id,
        }),
      );
    },
  );
}
