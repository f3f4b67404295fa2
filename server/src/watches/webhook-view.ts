import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type Webhook,
  type WebhookDelivery,
} from "@lineup/shared/wire/watches";
import type { webhookDeliveries, webhooks } from "../db/schema";

/** A webhook as the API answers it: never its secret. */
export const webhookView = (row: typeof webhooks.$inferSelect): Webhook => ({
  id: row.id,
  name: row.name,
  url: row.url,
  active: row.active,
  allow_private: row.allow_private,
  paused_at: row.paused_at,
  failing_since: row.failing_since,
  created_at: row.created_at,
});

/** A stored kind as the wire's (every stored one is; anything else reads as a test). */
export const notificationKind = (kind: string): NotificationKind =>
  NOTIFICATION_KINDS.find((k) => k === kind) ?? "test";

export const deliveryView = (row: typeof webhookDeliveries.$inferSelect): WebhookDelivery => ({
  id: row.id,
  event_id: row.event_id,
  kind: notificationKind(row.kind),
  state: row.state,
  attempts: row.attempts,
  response_status: row.response_status,
  response_excerpt: row.response_excerpt,
  error: row.error,
  created_at: row.created_at,
  last_attempt_at: row.state === "pending" && row.attempts === 0 ? null : row.last_attempt_at,
  next_attempt_at: row.state === "pending" ? row.next_attempt_at : null,
  delivered_at: row.delivered_at,
});
