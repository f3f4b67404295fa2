import { createHmac, timingSafeEqual } from "node:crypto";
import { dayInZone, instantInZone, isoInZone, wallClockMs } from "@lineup/shared";
import type { WeeklySchedule } from "../config";

/** When the weekly report goes out, which weeks it reports on, and its signed unsubscribe links. */

export const DAY_MS = 86_400_000;
/** A week's round still goes out this long after its time (an instance down at 07:00 sends at 09:00), never later. */
export const LATE_MS = DAY_MS;
const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "Mondays at 07:00 UTC", "Mondays at 07:00 America/Sao_Paulo". */
export function describeSchedule(s: WeeklySchedule): string {
  const hh = String(Math.floor(s.minutes / 60)).padStart(2, "0");
  const mm = String(s.minutes % 60).padStart(2, "0");
  return `${WEEKDAY_NAMES[s.day]}s at ${hh}:${mm} ${s.zone}`;
}

/** A wall-clock time (milliseconds read as UTC) as the instant it is in the zone. */
const instantOf = (wall: number, zone: string) =>
  new Date(instantInZone(new Date(wall).toISOString().slice(0, 16), zone));

/** The latest scheduled moment at or before `now` (the schedule's weekday and time in its zone). */
export function lastSlot(now: Date, s: WeeklySchedule): Date {
  const wall = new Date(wallClockMs(isoInZone(now, s.zone)));
  const midnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  let slot = midnight - ((wall.getUTCDay() - s.day + 7) % 7) * DAY_MS + s.minutes * 60_000;
  if (instantOf(slot, s.zone) > now) slot -= 7 * DAY_MS;
  return instantOf(slot, s.zone);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
export const dayMonthYear = (day: string) => `${dayMonth(day)}/${day.slice(0, 4)}`;

/**
 * The week a round reports on: the seven whole days before the day it is sent (in the schedule's zone), and the
 * four weeks before that.
 */
export function reportWeeks(slot: Date, zone = "UTC"): [Week, ...Week[]] {
  const sendDay = Date.parse(dayInZone(slot.getTime(), zone));
  const week = (n: number): Week => ({
    from: isoDay(sendDay - 7 * n * DAY_MS),
    to: isoDay(sendDay - (7 * (n - 1) + 1) * DAY_MS),
  });
  return [week(1), week(2), week(3), week(4), week(5)];
}

/** A week as its first and last day (YYYY-MM-DD). */
export interface Week {
  from: string;
  to: string;
}

/** What an unsubscribe link cancels. */
export interface SubscriptionKey {
  user_id: number;
  porto_id: number;
  carga_tipo_id: number;
}

const signature = (secret: string, payload: string) =>
  createHmac("sha256", `weekly-report:${secret}`).update(payload).digest("base64url");

/**
 * A token for the unsubscribe link: the subscription's user, port and comm type, signed with the server's secret (no
 * expiry: a link in an old e-mail still works).
 */
export function unsubscribeToken(secret: string, key: SubscriptionKey): string {
  const payload = `${key.user_id}.${key.porto_id}.${key.carga_tipo_id}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The subscription a token names, or undefined when it was not signed by this server. */
export function readUnsubscribeToken(secret: string, token: string): SubscriptionKey | undefined {
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return undefined;
  const payload = `${match[1]}.${match[2]}.${match[3]}`;
  const given = Buffer.from(match[4] ?? "");
  const expected = Buffer.from(signature(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { user_id: Number(match[1]), porto_id: Number(match[2]), carga_tipo_id: Number(match[3]) };
}
