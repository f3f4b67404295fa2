import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { Type } from "typebox";
import {
  DistributionListCreate,
  DistributionListDetail,
  DistributionListUpdate,
  DistributionRun,
  DistributionList,
} from "@lineup/shared/wire/distribution";
import { itemActivity, recordActivity } from "../activity/record";
import { liveCommType } from "../comms/repository";
import { signedIn } from "../auth/plugin";
import { Message, ValidationErrorBody } from "../auth/schemas";
import { distributionLists, portos } from "../db/schema";
import { notFound, ValidationError, type FieldErrors } from "../http/errors";
import { IdParams } from "../http/params";
import { lineupScope } from "../lineups/scope";
import type { UserRow } from "../users/repository";
import { minutesOf, readUnsubscribeToken, type ListAddress } from "./schedule";
import { readDetail, readLists, readRuns } from "./store";
import { wordPage } from "../http/html";
import { unsubscribeLinkRoutes } from "../http/unsubscribe-link";

const listActivity = itemActivity("distribution_list", "the distribution list");

/** Addresses as stored: trimmed, lower-cased, each once, in the order given. */
const cleanAddresses = (addresses: readonly string[]) => [...new Set(addresses.map((a) => a.trim().toLowerCase()))];
/** Weekdays as stored: each once, Sunday (0) first. */
const cleanWeekdays = (weekdays: readonly number[]) => [...new Set(weekdays)].sort((a, b) => a - b);

/**
 * Distribution lists (issue 25): admins and the operators of a port keep lists that mail its
 * line-up of a comm type to outside addresses on a schedule in the port's local time; anyone
 * with a link from such an e-mail can take their own address off its list.
 */
export async function distributionRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["distribution lists"];
  const refusals = { 403: Message, 404: Message, 422: ValidationErrorBody };

  /** The lists a user keeps: every one for admins, those of their ports for operators. */
  const keptBy = async (user: UserRow): Promise<SQL | undefined> => {
    const { editPortIds } = await lineupScope(app.db, user);
    return editPortIds ? inArray(distributionLists.porto_id, editPortIds.length ? editPortIds : [0]) : undefined;
  };
  /** The stored list, if the user keeps it (404 otherwise, whether it exists or not). */
  const keptRow = async (user: UserRow, id: number) => {
    const [row] = await app.db
      .select()
      .from(distributionLists)
      .where(and(eq(distributionLists.id, id), await keptBy(user)));
    if (!row) throw notFound("Distribution list not found.");
    return row;
  };
  const detailOf = async (user: UserRow, id: number) => {
    const found = await readDetail(app.db, id, await keptBy(user));
    if (!found) throw notFound("Distribution list not found.");
    return found;
  };
  /** The port and comm type a list names, refused on their fields when unknown or not the user's. */
  const checkPlace = async (user: UserRow, portId: number, typeId: number) => {
    const errors: FieldErrors = {};
    const { editPortIds } = await lineupScope(app.db, user);
    const [port] = await app.db.select({ id: portos.id }).from(portos).where(eq(portos.id, portId));
    if (!port || (editPortIds && !editPortIds.includes(portId)))
      errors.porto_id = ["The selected port is invalid: choose one of the ports whose line-up you keep."];
    if (!(await liveCommType(app.db, typeId))) errors.carga_tipo_id = ["The selected comm type is invalid."];
    if (Object.keys(errors).length) throw new ValidationError(errors);
  };

  app.get(
    "/distribution-lists",
    {
      onRequest: app.authorize("view", "distributionLists"),
      schema: {
        tags,
        summary: "The distribution lists of the ports whose line-up I keep, each with its schedule and last run",
        response: { 200: Type.Object({ data: Type.Array(DistributionList) }), 403: Message },
      },
    },
    async (request) => ({ data: await readLists(app.db, await keptBy(signedIn(request))) }),
  );

  app.get(
    "/distribution-lists/:id",
    {
      onRequest: app.authorize("view", "distributionLists"),
      schema: {
        tags,
        summary: "A distribution list with its last 10 runs and each address's delivery",
        params: IdParams,
        response: { 200: DistributionListDetail, 403: Message, 404: Message },
      },
    },
    async (request) => detailOf(signedIn(request), request.params.id),
  );

  app.post(
    "/distribution-lists",
    {
      config: { idempotent: "answer" },
      onRequest: app.authorize("create", "distributionLists"),
      schema: {
        tags,
        summary: "Create a distribution list of a port I keep; I become its owner (the line-up is read with my scope)",
        body: DistributionListCreate,
        response: { 201: DistributionListDetail, ...refusals },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const body = request.body;
      await checkPlace(me, body.porto_id, body.carga_tipo_id);
      const [made] = await app.db
        .insert(distributionLists)
        .values({
          name: body.name.trim(),
          porto_id: body.porto_id,
          carga_tipo_id: body.carga_tipo_id,
          filters: body.filters ?? {},
          client_columns: body.client_columns ?? true,
          addresses: cleanAddresses(body.addresses),
          weekdays: cleanWeekdays(body.weekdays),
          send_at: minutesOf(body.send_at),
          intro: body.intro ?? null,
          owner_id: me.id,
        })
        .returning();
      if (!made) throw new Error("the list was not stored");
      await recordActivity(app.db, {
        userId: me.id,
        action: "criou",
        subjectType: "distribution_list",
        subjectId: made.id,
        description: `${me.name} created the distribution list ${made.name} (${made.addresses.length} addresses)`,
        before: null,
        after: made,
      });
      return reply.status(201).send(await detailOf(me, made.id));
    },
  );

  app.put(
    "/distribution-lists/:id",
    {
      onRequest: app.authorize("update", "distributionLists"),
      schema: {
        tags,
        summary: "Change a distribution list: a field left out is left as it is; saving makes me its owner",
        params: IdParams,
        body: DistributionListUpdate,
        response: { 200: DistributionListDetail, ...refusals },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const before = await detailOf(me, request.params.id);
      const body = request.body;
      await checkPlace(me, body.porto_id ?? before.porto_id, body.carga_tipo_id ?? before.carga_tipo_id);
      await app.db
        .update(distributionLists)
        .set({
          ...(body.name === undefined ? {} : { name: body.name.trim() }),
          ...(body.porto_id === undefined ? {} : { porto_id: body.porto_id }),
          ...(body.carga_tipo_id === undefined ? {} : { carga_tipo_id: body.carga_tipo_id }),
          ...(body.filters === undefined ? {} : { filters: body.filters }),
          ...(body.client_columns === undefined ? {} : { client_columns: body.client_columns }),
          ...(body.addresses === undefined ? {} : { addresses: cleanAddresses(body.addresses) }),
          ...(body.weekdays === undefined ? {} : { weekdays: cleanWeekdays(body.weekdays) }),
          ...(body.send_at === undefined ? {} : { send_at: minutesOf(body.send_at) }),
          ...(body.intro === undefined ? {} : { intro: body.intro }),
          owner_id: me.id,
          updated_at: sql`now()`,
        })
        .where(eq(distributionLists.id, before.id));
      const after = await detailOf(me, before.id);
      const { runs: _r, last_run: _l, ...was } = before;
      const { runs: _r2, last_run: _l2, ...now } = after;
      await listActivity(app.db, me, "editou", after, { before: was, after: now });
      return after;
    },
  );

  app.delete(
    "/distribution-lists/:id",
    {
      onRequest: app.authorize("delete", "distributionLists"),
      schema: {
        tags,
        summary: "Delete a distribution list and its runs",
        params: IdParams,
        response: { 204: Type.Null(), 403: Message, 404: Message },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const list = await keptRow(me, request.params.id);
      await app.db.delete(distributionLists).where(eq(distributionLists.id, list.id));
      await listActivity(app.db, me, "excluiu", list, {
        before: { name: list.name, addresses: list.addresses },
        after: null,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/distribution-lists/:id/send",
    {
      config: { idempotent: "answer" },
      onRequest: app.authorize("update", "distributionLists"),
      schema: {
        tags,
        summary: "Send a distribution list now to every address (a run of its own; the scheduled one still goes)",
        params: IdParams,
        response: { 201: DistributionRun, 403: Message, 404: Message },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const list = await keptRow(me, request.params.id);
      const run = await app.distribution.sendNow(list, me.id);
      const stored = (await readRuns(app.db, list.id)).find((r) => r.id === run.id);
      if (!stored) throw new Error("the run just sent was not found");
      return reply.status(201).send(stored);
    },
  );

  const Token = Type.Object({ token: Type.String({ maxLength: 600 }) });
  /**
   * One click from the e-mail, no sign-in; GET for the link, POST for mail clients' one-click Unsubscribe (RFC 8058).
   * Idempotent.
   */
  const unsubscribe = async (key: ListAddress, reply: FastifyReply) => {
    const [list] = await app.db.select().from(distributionLists).where(eq(distributionLists.id, key.listId));
    if (!list || !list.addresses.includes(key.address))
      return wordPage(reply, 200, "Unsubscribed", "This address no longer receives this line-up.");
    await app.db
      .update(distributionLists)
      .set({ addresses: sql`array_remove(${distributionLists.addresses}, ${key.address})`, updated_at: sql`now()` })
      .where(eq(distributionLists.id, list.id));
    await recordActivity(app.db, {
      userId: null,
      action: "editou",
      subjectType: "distribution_list",
      subjectId: list.id,
      description: `An address unsubscribed from the distribution list ${list.name}`,
      before: { address: key.address },
      after: null,
    });
    return wordPage(reply, 200, "Unsubscribed", `This address will no longer receive the line-up “${list.name}”.`);
  };
  const summary = {
    get: "Take the link's address off its distribution list (the e-mail's link)",
    post: "One-click unsubscribe of the link's address (RFC 8058)",
  };
  unsubscribeLinkRoutes(
    app,
    "/distribution-lists/unsubscribe",
    { tags, querystring: Token, summary },
    {
      read: (token) => readUnsubscribeToken(app.config.jwtSecret, token),
      invalid: "This unsubscribe link is not valid. Use the link of the e-mail you received.",
      unsubscribe,
    },
  );
}
