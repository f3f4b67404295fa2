import { dayInZone } from "@lineup/shared";

/** A server timestamp, ISO or PostgreSQL's text (`2026-11-23 20:41:42.1+00`); null when unreadable. */
export function parseTimestamp(stamp: string | null | undefined): Date | null {
  if (!stamp) return null;
  const iso = stamp.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00");
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, in words: `just now`, `5 min ago`, `2 h ago`, `1 day ago`, `3 days ago`. */
export function timeAgo(at: Date, now: Date): string {
  const ms = now.getTime() - at.getTime();
  if (ms < MINUTE) return "just now";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h ago`;
  const days = Math.floor(ms / DAY);
  return days === 1 ? "1 day ago" : `${days} days ago`;
}

/** Whether the moment falls on today's calendar date in the port's time zone (`zone`), or where the reader is. */
export function isToday(at: Date | null, now: Date, zone?: string): boolean {
  if (at === null) return false;
  if (zone) return dayInZone(at.getTime(), zone) === dayInZone(now.getTime(), zone);
  return at.toDateString() === now.toDateString();
}

/** `24/11/2026 14:05` in the reader's time zone (the tooltip's exact time). */
export function exactTime(at: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return (
    `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()} ` +
    `${two(at.getHours())}:${two(at.getMinutes())}`
  );
}

/** A mark in words: `Updated 2 h ago by Ana`, or `Never marked updated`. */
export function markText(stamp: string | null | undefined, by: string | null | undefined, now: Date): string {
  const at = parseTimestamp(stamp);
  if (!at) return "Never marked updated";
  return `Updated ${timeAgo(at, now)}${by ? ` by ${by}` : ""}`;
}

/** A mark on a past board, at its exact time: `Updated 17/11/2026 08:12 by Ana`, or `Not marked updated by then`. */
export function pastMarkText(stamp: string | null | undefined, by: string | null | undefined): string {
  const at = parseTimestamp(stamp);
  if (!at) return "Not marked updated by then";
  return `Updated ${exactTime(at)}${by ? ` by ${by}` : ""}`;
}

/** Of several marks, the latest (by time); null when there is none. */
export function latestMark<T extends { data: string }>(marks: Iterable<T>): T | null {
  let best: T | null = null;
  let bestAt = -Infinity;
  for (const m of marks) {
    const at = parseTimestamp(m.data)?.getTime() ?? -Infinity;
    if (best === null || at > bestAt) {
      best = m;
      bestAt = at;
    }
  }
  return best;
}
