import { instantInZone, isoInZone } from "@lineup/shared";
import type { NotificationKind, NotificationWords, WatchEmail } from "@lineup/shared/wire/watches";

/** The event types a webhook receives, by what the notification tells. */
export const EVENT_TYPES: Record<NotificationKind, string> = {
  status: "lineup.status_changed",
  moved: "lineup.dates_moved",
  new_call: "lineup.created",
  removed: "lineup.removed",
  not_updated: "terminal.not_updated",
  test: "test",
};

/** What a webhook is sent for one notification: the exact JSON its receiver gets (documented in docs/webhooks.md). */
export interface WebhookEvent extends Omit<NotificationWords, "port" | "terminal"> {
  event_id: number | null;
  type: string;
  occurred_at: string;
  watch: { id: number; name: string } | null;
  lineup_id: number | null;
  port: { id: number; name: string };
  terminal: { id: number; name: string };
}

export function webhookEvent(n: {
  kind: NotificationKind;
  event_id: number | null;
  at: string;
  watch: { id: number; name: string } | null;
  lineup_id: number | null;
  porto_id: number;
  terminal_id: number;
  words: NotificationWords;
}): WebhookEvent {
  const { words } = n;
  return {
    event_id: n.event_id,
    type: EVENT_TYPES[n.kind],
    occurred_at: new Date(n.at).toISOString(),
    watch: n.watch,
    lineup_id: n.lineup_id,
    port: { id: n.porto_id, name: words.port },
    terminal: { id: n.terminal_id, name: words.terminal },
    vessel: words.vessel,
    field: words.field,
    before: words.before,
    after: words.after,
    text: words.text,
    by: words.by,
  };
}

/** The daily digest goes at this local hour of the event's port. */
const DAILY_HOUR = 7;

/**
 * When a notification's e-mail is due: at once, at the next full hour (the hourly digest), or at
 * the next 07:00 of the port's time zone (the daily digest); null for no e-mail.
 */
export function emailDueAt(email: WatchEmail, now: Date, zone: string): Date | null {
  if (email === "off") return null;
  if (email === "immediate") return now;
  if (email === "hourly") return new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
  const today = isoInZone(now, zone).slice(0, 10);
  const at = instantInZone(`${today}T0${DAILY_HOUR}:00`, zone);
  if (at > now.getTime()) return new Date(at);
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return new Date(instantInZone(`${tomorrow}T0${DAILY_HOUR}:00`, zone));
}
