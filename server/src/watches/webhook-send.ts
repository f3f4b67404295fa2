import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { eq, sql } from "drizzle-orm";
import { rowsOf, type Db } from "../db/client";
import { webhookDeliveries, webhooks } from "../db/schema";
import { seers } from "./seers";
import { guardedLookup } from "./url-guard";

/** A delivery is tried for this long after it was owed, then given up. */
export const RETRY_WINDOW_MS = 24 * 3_600_000;
const EXCERPT = 500;

export interface WebhookSendOptions {
  /** The first retry's delay; each next one doubles it, up to an hour (default 30 s). */
  retryBaseMs?: number;
  timeoutMs?: number;
  now?: () => Date;
  /** Told when a webhook is paused after 24 h of failures. */
  onPaused?: (hook: { id: number; user_id: number; name: string; url: string }) => Promise<void>;
}

/** `v1=` HMAC-SHA256 of `{timestamp}.{body}` with the webhook's secret, hex (docs/webhooks.md). */
export const signature = (secret: string, timestamp: number, body: string) =>
  `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;

interface Claimed {
  id: number;
  webhook_id: number;
  event_id: number | null;
  body: string;
  porto_id: number | null;
  carga_id: number | null;
  attempts: number;
  created_at: string;
  url: string;
  secret: string;
  allow_private: boolean;
  user_id: number;
}

interface Outcome {
  status: number | null;
  excerpt: string | null;
  error: string | null;
}

/** POSTs one event, signed; a 2xx is success. Never follows redirects (a redirect could lead anywhere). */
function post(d: Claimed, timestamp: number, timeoutMs: number): Promise<Outcome> {
  const url = new URL(d.url);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: "POST",
        lookup: guardedLookup(d.allow_private),
        timeout: timeoutMs,
        headers: {
          "content-type": "application/json",
          "user-agent": "LineupBoard-Webhooks/1",
          "x-lineup-event-id": String(d.event_id ?? `test-${d.id}`),
          "x-lineup-delivery": String(d.id),
          "x-lineup-timestamp": String(timestamp),
          "x-lineup-signature": signature(d.secret, timestamp, d.body),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (text.length < EXCERPT) text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? null, excerpt: text.slice(0, EXCERPT), error: null }),
        );
        response.on("error", (err) =>
          resolve({ status: response.statusCode ?? null, excerpt: null, error: err.message }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    request.on("error", (err) => resolve({ status: null, excerpt: null, error: err.message }));
    request.end(d.body);
  });
}

/** Claims the deliveries due (each for a lease, so a killed sender's claim runs out and another takes it). */
async function claim(db: Db, now: Date, leaseMs: number, limit: number): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    await db.execute(sql`
      update webhook_deliveries d set attempts = d.attempts + 1, lease_until =
        ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
      from webhooks w
      where d.id in (
        select x.id from webhook_deliveries x join webhooks h on h.id = x.webhook_id
        where x.state = 'pending' and h.active
          -- The database's clock too: a delivery queued within this millisecond is stamped in microseconds, later
          -- than \`now\` cut to the millisecond, and is due all the same (a test send is sent at once).
          and x.next_attempt_at <= greatest(now(), ${now.toISOString()}::timestamptz)
          and (x.lease_until is null or x.lease_until < ${now.toISOString()}::timestamptz)
        order by x.next_attempt_at limit ${limit} for update of x skip locked)
        and w.id = d.webhook_id
      returning d.id, d.webhook_id, d.event_id::float8 as event_id, d.body, d.porto_id, d.carga_id, d.attempts,
        to_json(d.created_at)#>>'{}' as created_at, w.url, w.secret, w.allow_private, w.user_id`),
  );
}

/**
 * Sends every delivery due, each at least once: a 2xx marks it delivered; a failure is retried
 * with doubling delays for 24 h, then given up; a webhook failing for 24 h is paused and its owner
 * told. Whether the owner may still see the event's row is checked before each attempt.
 */
export async function sendDueWebhooks(db: Db, opts: WebhookSendOptions = {}): Promise<number> {
  const now = opts.now?.() ?? new Date();
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const claimed = await claim(db, now, timeoutMs + 30_000, 50);
  if (!claimed.length) return 0;
  const owners = await seers(
    db,
    claimed.map((d) => d.user_id),
  );
  await Promise.all(
    claimed.map(async (d) => {
      const row = d.porto_id === null ? null : { porto_id: d.porto_id, carga_id: d.carga_id };
      if (row && !owners.get(d.user_id)?.sees(row)) {
        await db
          .update(webhookDeliveries)
          .set({ state: "failed", lease_until: null, error: "Not sent: its owner may no longer see this call." })
          .where(eq(webhookDeliveries.id, d.id));
        return;
      }
      const outcome = await post(d, Math.floor(Date.now() / 1000), timeoutMs);
      await record(db, d, outcome, now, opts);
    }),
  );
  return claimed.length;
}

async function record(db: Db, d: Claimed, outcome: Outcome, now: Date, opts: WebhookSendOptions) {
  const at = new Date().toISOString();
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const base = opts.retryBaseMs ?? 30_000;
  const delay = Math.min(base * 2 ** (d.attempts - 1), 3_600_000);
  const expired = now.getTime() + delay - Date.parse(d.created_at) > RETRY_WINDOW_MS;
  await db
    .update(webhookDeliveries)
    .set({
      state: ok ? "delivered" : expired ? "failed" : "pending",
      lease_until: null,
      last_attempt_at: at,
      delivered_at: ok ? at : null,
      next_attempt_at: new Date(now.getTime() + delay).toISOString(),
      response_status: outcome.status,
      response_excerpt: outcome.excerpt,
      error: ok ? null : (outcome.error ?? `HTTP ${outcome.status}`),
    })
    .where(eq(webhookDeliveries.id, d.id));
  if (ok) {
    await db.update(webhooks).set({ failing_since: null }).where(eq(webhooks.id, d.webhook_id));
    return;
  }
  const [hook] = await db
    .update(webhooks)
    .set({ failing_since: sql`coalesce(${webhooks.failing_since}, ${now.toISOString()}::timestamptz)` })
    .where(eq(webhooks.id, d.webhook_id))
    .returning();
  if (hook?.active && hook.failing_since && now.getTime() - Date.parse(hook.failing_since) >= RETRY_WINDOW_MS) {
    const [paused] = await db
      .update(webhooks)
      .set({ active: false, paused_at: at })
      .where(sql`${webhooks.id} = ${hook.id} and ${webhooks.active}`)
      .returning();
    if (paused) await opts.onPaused?.(paused);
  }
}
