import dayjs from "dayjs";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When something happened, in words from `now`: "just now", "5 min ago", "3 h ago", "yesterday",
 * "4 days ago", then the day ("12 Nov 2026"). A time ahead of this clock (a few seconds of skew) is "just now".
 */
export function timeAgo(iso: string, now: Date): string {
  const ms = now.getTime() - Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  if (ms < MINUTE) return "just now";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h ago`;
  if (ms < 2 * DAY) return "yesterday";
  if (ms < 7 * DAY) return `${Math.floor(ms / DAY)} days ago`;
  return dayjs(iso).format("D MMM YYYY");
}

/** The exact time, for a title beside the words: "26 Nov 2026 14:05:09" in the person's time zone. */
export const exactTime = (iso: string) => dayjs(iso).format("D MMM YYYY HH:mm:ss");
