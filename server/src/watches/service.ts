import { and, count, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { notifications, users } from "../db/schema";
import { roundClock } from "../jobs/round-clock";
import type { LineupEvents } from "../lineups/events";
import type { LiveEvents } from "../live/events";
import type { Mailer } from "../mail/mailer";
import { dispatchChanges } from "./dispatch";
import { sendDueEmails } from "./email-send";
import { tellNotUpdated } from "./not-updated";
import { sendDueWebhooks, type WebhookSendOptions } from "./webhook-send";

export interface WatchDeps {
  database: Database;
  mailer: Mailer;
  lineupEvents: LineupEvents;
  liveEvents: LiveEvents;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
  appUrl: string;
  secret: string;
  webhooks?: WebhookSendOptions;
  /** The clock's period (ms, default 1000): how long a change of another instance may wait at most. */
  tickMs?: number;
}

export interface WatchService {
  /** Dispatches every committed change not yet told, batch after batch; answers how many change records it read. */
  dispatch(now?: Date): Promise<number>;
  /** Sends the webhook deliveries due; answers how many attempts it made. */
  sendWebhooks(): Promise<number>;
  /** Sends the e-mails due; answers how many it sent. */
  sendEmails(now?: Date): Promise<number>;
  /** Tells the terminals not updated by their watches' times. */
  checkNotUpdated(now?: Date): Promise<void>;
  /** Tells the users' live sockets (on every instance) their unread counts; answers the counts. */
  announce(userIds: Iterable<number>): Promise<Map<number, number>>;
  start(): void;
  close(): Promise<void>;
}

const NOTICES_CHANNEL = "lineup_notices";
const MAX_USERS_PER_NOTIFY = 300;

/**
 * Watches after commit, off every request (issue 25): each instance, every second and at once
 * after one of its own saves, dispatches the committed change records (one instance at a time,
 * by the cursor's lock), then sends the webhook deliveries and e-mails due; every minute it looks
 * for terminals not updated. The users told hear their unread count on their live sockets.
 */
export function createWatchService(deps: WatchDeps): WatchService {
  const { database, log } = deps;
  const db = database.db;
  const clock = roundClock(deps.tickMs ?? 1000);
  const sql = database.sql;
  let lastNotUpdated = 0;
  let running: Promise<void> | undefined;
  let again = false;
  const unlisten: (() => Promise<void>)[] = [];
  const webhookOptions: WebhookSendOptions = {
    ...deps.webhooks,
    // Its owner is told by e-mail (the webhook's page shows it paused, with Resume).
    onPaused: async (hook) => {
      const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, hook.user_id));
      if (!owner) return;
      await deps.mailer
        .send({
          to: owner.email,
          subject: `Webhook paused: ${hook.name}`,
          text:
            `Your webhook ${hook.name} (${hook.url}) failed for 24 hours and is paused: no more events are sent ` +
            `to it. Open ${deps.appUrl}/webhooks/${hook.id} to see its deliveries and resume it.`,
        })
        .catch((err: unknown) => log.warn({ err }, "webhook pause e-mail not sent"));
    },
  };

  const announce = async (userIds: Iterable<number>) => {
    const ids = [...new Set(userIds)];
    if (!ids.length) return new Map<number, number>();
    const counts = await db
      .select({ user_id: notifications.user_id, unread: count() })
      .from(notifications)
      .where(and(inArray(notifications.user_id, ids), isNull(notifications.read_at)))
      .groupBy(notifications.user_id);
    const unread = new Map(counts.map((c) => [c.user_id, c.unread]));
    const pairs = ids.map((id) => [id, unread.get(id) ?? 0] as const);
    for (const [id, n] of pairs) deps.liveEvents.noticesChanged(id, n);
    if (sql)
      for (let i = 0; i < pairs.length; i += MAX_USERS_PER_NOTIFY)
        await sql.notify(NOTICES_CHANNEL, JSON.stringify(pairs.slice(i, i + MAX_USERS_PER_NOTIFY)));
    return new Map(pairs);
  };

  const dispatch = async (now?: Date) => {
    let read = 0;
    const told = new Set<number>();
    for (let round = 0; round < 50; round += 1) {
      const done = await dispatchChanges(db, now);
      if (!done) break;
      read += done.events;
      done.users.forEach((u) => told.add(u));
      if (!done.more) break;
    }
    await announce(told);
    return read;
  };

  const round = async () => {
    await dispatch();
    if (Date.now() - lastNotUpdated >= 60_000) {
      lastNotUpdated = Date.now();
      await announce(await tellNotUpdated(db));
    }
    await sendDueWebhooks(db, webhookOptions);
    await sendDueEmails({ ...deps, db });
  };

  /** One round at a time; a kick during a round runs another right after it. */
  const kick = () => {
    if (clock.stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = clock
      .track(round())
      .catch((err: unknown) => log.error({ err }, "watch round failed"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  };

  return {
    dispatch: (now) => clock.track(dispatch(now)),
    sendWebhooks: () => clock.track(sendDueWebhooks(db, webhookOptions)),
    sendEmails: (now) => clock.track(sendDueEmails({ ...deps, db }, now)),
    checkNotUpdated: async (now) => void (await announce(await clock.track(tellNotUpdated(db, now)))),
    announce,
    start() {
      // After the saving request's answer has gone (a kick runs in the same event loop as the save's reply).
      const off = deps.lineupEvents.on(() => void setImmediate(kick));
      unlisten.push(async () => off());
      if (sql)
        void sql
          .listen(NOTICES_CHANNEL, (payload) => {
            try {
              const pairs: unknown = JSON.parse(payload);
              if (!Array.isArray(pairs)) return;
              for (const pair of pairs)
                if (Array.isArray(pair) && typeof pair[0] === "number" && typeof pair[1] === "number")
                  deps.liveEvents.noticesChanged(pair[0], pair[1]);
            } catch (err) {
              log.warn({ err }, "ignored a malformed notices notification");
            }
          })
          .then((s) => void unlisten.push(() => s.unlisten()))
          .catch((err: unknown) => log.error({ err }, "could not listen for notices"));
      clock.start(kick);
    },
    async close() {
      await clock.stop();
      await Promise.all(unlisten.map((f) => f()));
    },
  };
}
