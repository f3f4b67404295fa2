import { clockTime } from "@/shared/live/connection-badge";

/** `hh:mm` today, `DD/MM hh:mm` another day. */
export function whenText(d: Date | null, now: Date): string {
  if (!d || Number.isNaN(d.getTime())) return "";
  if (d.toDateString() === now.toDateString()) return clockTime(d);
  return `${String(d.getDate()).padStart(2, "0")}/${String(d.getMonth() + 1).padStart(2, "0")} ${clockTime(d)}`;
}
