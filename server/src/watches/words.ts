import { LINEUP_FIELD_LABELS } from "@lineup/shared";
import type { NotificationKind, NotificationWords } from "@lineup/shared/wire/watches";
import { dayMonthYear } from "../reports/weekly-schedule";
import { hoursMoved, type ChangeEvent } from "./match";

/** The names a notification is told with, as they are at dispatch. */
export interface Names {
  port: string;
  terminal: string;
  vessel: string | null;
  by: string | null;
}

const dayText = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? dayMonthYear(value.slice(0, 10)) : null;
const valueText = (value: unknown) => (typeof value === "string" ? value : null);

function movedText(label: string, before: string | null, after: string | null, hours: number | null): string {
  if (hours === null) return `${label} ${before ?? "—"} → ${after ?? "—"}`;
  const days = Math.abs(hours) / 24;
  const span = days === 1 ? "1 day" : `${days} days`;
  return `${label} moved ${span} ${hours > 0 ? "later" : "earlier"}: ${before} → ${after}`;
}

/** A change record in words: "Status Waiting → Loading", "ETB moved 2 days later: 10/03/2031 → 12/03/2031". */
export function eventWords(kind: NotificationKind, event: ChangeEvent, names: Names): NotificationWords {
  const label = LINEUP_FIELD_LABELS[event.field] ?? null;
  const vessel = names.vessel ?? "A call";
  const base = { port: names.port, terminal: names.terminal, vessel: names.vessel, by: names.by };
  switch (kind) {
    case "status": {
      const before = valueText(event.before);
      const after = valueText(event.after);
      return { ...base, field: label, before, after, text: `Status ${before ?? "—"} → ${after ?? "—"}` };
    }
    case "moved": {
      const before = dayText(event.before);
      const after = dayText(event.after);
      const text = movedText(label ?? event.field, before, after, hoursMoved(event.before, event.after));
      return { ...base, field: label, before, after, text };
    }
    case "new_call":
      return { ...base, field: null, before: null, after: null, text: `${vessel} added at ${names.terminal}` };
    case "removed":
      return { ...base, field: null, before: null, after: null, text: `${vessel} removed from ${names.terminal}` };
    default:
      return { ...base, field: null, before: null, after: null, text: `${vessel}: ${kind}` };
  }
}

/** A terminal not marked updated by its watch's time: "TGG not marked updated by 09:00". */
export const notUpdatedWords = (names: Pick<Names, "port" | "terminal">, by: string): NotificationWords => ({
  ...names,
  vessel: null,
  by: null,
  field: null,
  before: null,
  after: null,
  text: `${names.terminal} not marked updated by ${by} (${names.port} time)`,
});
