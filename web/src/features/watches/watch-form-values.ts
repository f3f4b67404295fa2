import type { Watch, WatchEmail, WatchKind, WatchStatus, WatchUpdate, WatchView } from "@lineup/shared/wire/watches";

/** What a new watch follows: a row (a vessel call), a terminal or a board view, with words for its title. */
export type WatchTarget =
  | { kind: "row"; lineup_id: number; label: string }
  | { kind: "terminal"; terminal_id: number; label: string }
  | { kind: "view"; view: WatchView; label: string };

/** The watch form's fields, as the inputs hold them. */
export interface WatchFormValues {
  name: string;
  status_changes: WatchStatus;
  moved: boolean;
  moved_hours: number | string;
  new_calls: boolean;
  removed: boolean;
  not_updated: boolean;
  not_updated_by: string;
  email: WatchEmail;
  /** A webhook's id as text (the select's value), or null for none. */
  webhook_id: string | null;
}

/** Each status change, moved by more than a day, new calls and removals; no e-mail, no webhook. */
export const DEFAULT_WATCH_VALUES: WatchFormValues = {
  name: "",
  status_changes: "each",
  moved: true,
  moved_hours: 24,
  new_calls: true,
  removed: true,
  not_updated: false,
  not_updated_by: "09:00",
  email: "off",
  webhook_id: null,
};

export const STATUS_CHOICES: { value: WatchStatus; label: string }[] = [
  { value: "each", label: "Each status change" },
  { value: "berthed_sailed", label: "Only berthed and sailed" },
  { value: "none", label: "None" },
];

export const EMAIL_CHOICES: { value: WatchEmail; label: string }[] = [
  { value: "off", label: "Off" },
  { value: "immediate", label: "Immediately" },
  { value: "hourly", label: "Hourly digest" },
  { value: "daily", label: "Daily digest" },
];

/** Whether a kind of watch can see new calls and a terminal's update mark (a row is one call). */
export const followsTerminal = (kind: WatchKind) => kind !== "row";

/** A saved watch's options in the form. */
export function valuesOf(watch: Watch): WatchFormValues {
  return {
    name: watch.name,
    status_changes: watch.status_changes,
    moved: watch.moved_hours !== null,
    moved_hours: watch.moved_hours ?? DEFAULT_WATCH_VALUES.moved_hours,
    new_calls: watch.new_calls,
    removed: watch.removed,
    not_updated: watch.not_updated_by !== null,
    not_updated_by: watch.not_updated_by ?? DEFAULT_WATCH_VALUES.not_updated_by,
    email: watch.email,
    webhook_id: watch.webhook_id === null ? null : String(watch.webhook_id),
  };
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What the form's values lack before they can be sent, by field (empty: none). */
export function watchFormErrors(v: WatchFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const hours = Number(v.moved_hours);
  if (v.moved && (v.moved_hours === "" || !Number.isInteger(hours) || hours < 0 || hours > 8760))
    errors.moved_hours = "Enter whole hours, from 0 to 8760.";
  if (v.not_updated && !HHMM.test(v.not_updated_by)) errors.not_updated_by = "Enter the time as HH:MM, 24-hour.";
  return errors;
}

/**
 * The options to send: a blank name is left to the server (it names the watch after its target);
 * new calls and the update mark only for a terminal or a view, the update mark only for staff.
 */
export function watchOptions(v: WatchFormValues, kind: WatchKind, staff: boolean): WatchUpdate {
  const terminal = followsTerminal(kind);
  return {
    ...(v.name.trim() && { name: v.name.trim() }),
    status_changes: v.status_changes,
    moved_hours: v.moved ? Number(v.moved_hours) : null,
    new_calls: terminal && v.new_calls,
    removed: v.removed,
    not_updated_by: terminal && staff && v.not_updated ? v.not_updated_by : null,
    email: v.email,
    webhook_id: v.webhook_id === null ? null : Number(v.webhook_id),
  };
}

/** "each status change, moved > 24 h, new calls, removed": what a watch tells, in words. */
export function watchSummary(w: Watch): string {
  const parts: string[] = [];
  if (w.status_changes === "each") parts.push("each status change");
  if (w.status_changes === "berthed_sailed") parts.push("berthed and sailed");
  if (w.moved_hours !== null) parts.push(`ETA/ETB/ETC moved > ${w.moved_hours} h`);
  if (w.new_calls) parts.push("new calls");
  if (w.removed) parts.push("removed calls");
  if (w.not_updated_by !== null) parts.push(`not marked updated by ${w.not_updated_by}`);
  return parts.length ? parts.join(", ") : "nothing";
}
