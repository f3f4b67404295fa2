import { createHmac, timingSafeEqual } from "node:crypto";
import { dayInZone, isoInZone, wallClockMs } from "@lineup/shared";

/** When a distribution list goes out (its port's local weekdays and time), and its signed unsubscribe links. */

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** A list still goes out this long after its time (an instance down at 07:00 sends at 09:00), never later. */
export const LATE_MINUTES = 6 * 60;

/** "07:30" as minutes after midnight. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** Minutes after midnight as "07:30". */
export const timeText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** "Mon, Wed, Fri at 07:30 America/Sao_Paulo" ("Every day" for all seven). */
export function describeDistribution(weekdays: readonly number[], sendAt: number, zone: string): string {
  const days = [1, 2, 3, 4, 5, 6, 0].filter((d) => weekdays.includes(d));
  const which = days.length === 7 ? "Every day" : days.map((d) => WEEKDAYS[d]).join(", ");
  return `${which} at ${timeText(sendAt)} ${zone}`;
}

/**
 * The port's local day a list is due on at `now`, or null: a weekday of the list, at or after its
 * local time, less than {@link LATE_MINUTES} after it. Whether that day's round already went is the
 * caller's to check (the runs' unique index).
 */
export function dueDay(now: Date, zone: string, weekdays: readonly number[], sendAt: number): string | null {
  const wall = new Date(wallClockMs(isoInZone(now, zone)));
  const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  if (!weekdays.includes(wall.getUTCDay()) || minutes < sendAt || minutes - sendAt >= LATE_MINUTES) return null;
  return dayInZone(now.getTime(), zone);
}

const signature = (secret: string, payload: string) =>
  createHmac("sha256", `distribution-list:${secret}`).update(payload).digest("base64url");

/**
 * The token of an address's unsubscribe link: the list and the address, signed with the server's secret (no expiry).
 */
export function unsubscribeToken(secret: string, listId: number, address: string): string {
  const payload = `${listId}.${Buffer.from(address.toLowerCase()).toString("base64url")}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** What an unsubscribe link names: a list (or a watch) and an address. */
export interface ListAddress {
  listId: number;
  address: string;
}

/** The list and address a token names, or undefined when this server did not sign it. */
export function readUnsubscribeToken(secret: string, token: string): ListAddress | undefined {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return undefined;
  const payload = `${match[1]}.${match[2]}`;
  const given = Buffer.from(match[3] ?? "");
  const expected = Buffer.from(signature(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { listId: Number(match[1]), address: Buffer.from(match[2] ?? "", "base64url").toString() };
}
