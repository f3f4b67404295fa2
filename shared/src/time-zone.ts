/**
 * Port-local time: every port has an IANA time zone (`portos.time_zone`), and its days and times are read
 * in it (statistics, "today", a board's `as_of` without an offset).
 */

/** The zone a port gets when none is given: Brazil's main zone (São Paulo, Santos, Paranaguá: UTC−3). */
export const DEFAULT_TIME_ZONE = "America/Sao_Paulo";

/** Whether `name` is a time zone this runtime knows (an IANA name such as America/Manaus, or UTC). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const HOUR_MS = 3_600_000;
/** Per zone, each hour's offset when both its ends have the same one, or null when it changes within the hour. */
const hourOffsets = new Map<string, Map<number, number | null>>();
/** Hours remembered per zone (some 11 years): a zone's are forgotten all at once beyond that. */
const MAX_HOURS = 100_000;

/**
 * The zone's offset from UTC at instant `ms`, in minutes (America/Manaus: −240); 0 for a zone this runtime does
 * not know (a browser older than the server), so a screen still shows times rather than failing. An offset
 * changes a few times a year at most, so it is looked up once per hour of UTC (at both its ends): `Intl` takes
 * some 7 µs a lookup, and a quarter's berth occupancy writes 17,000 times.
 */
export function zoneOffsetMinutes(ms: number, zone: string): number {
  let hours = hourOffsets.get(zone);
  if (!hours || hours.size >= MAX_HOURS) hourOffsets.set(zone, (hours = new Map()));
  const hour = Math.floor(ms / HOUR_MS);
  let offset = hours.get(hour);
  if (offset === undefined) {
    const first = lookUpOffset(hour * HOUR_MS, zone);
    offset = first === lookUpOffset((hour + 1) * HOUR_MS - 1, zone) ? first : null;
    hours.set(hour, offset);
  }
  return offset ?? lookUpOffset(ms, zone);
}

function lookUpOffset(ms: number, zone: string): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en", { timeZone: isTimeZone(zone) ? zone : "UTC", timeZoneName: "longOffset" });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(ms).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as ISO 8601 with the zone's offset at that instant: `2026-11-10T22:30:00.000-04:00` (`Z` for none). */
export function isoInZone(at: Date | number, zone: string): string {
  const ms = typeof at === "number" ? at : at.getTime();
  const offset = zoneOffsetMinutes(ms, zone);
  const wall = new Date(ms + offset * 60_000).toISOString().slice(0, 23);
  if (offset === 0) return `${wall}Z`;
  const abs = Math.abs(offset);
  return `${wall}${offset < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The day (YYYY-MM-DD) instant `ms` falls on in the zone. */
export const dayInZone = (ms: number, zone: string) => isoInZone(ms, zone).slice(0, 10);

/**
 * The instant a wall-clock time in the zone stands for (`2026-11-10T22:30` in America/Manaus: 02:30 UTC the next
 * day). In a time skipped or repeated by a clock change, the offset before the change is used.
 */
export function instantInZone(wall: string, zone: string): number {
  const asUtc = Date.parse(`${wall.length === 10 ? `${wall}T00:00` : wall}Z`);
  const first = asUtc - zoneOffsetMinutes(asUtc, zone) * 60_000;
  return asUtc - zoneOffsetMinutes(first, zone) * 60_000;
}

/**
 * An ISO time with an offset (`2026-11-10T22:30:00.000-04:00`) as the milliseconds of its wall-clock time read
 * as UTC: for laying out and writing local times (a timeline's day columns, a spreadsheet's cells).
 */
export const wallClockMs = (iso: string) => Date.parse(`${iso.replace(/(Z|[+-]\d\d:\d\d)$/, "")}Z`);
