import {
  countsApiQuery,
  dayWords,
  periodFromSearch,
  searchWithPeriod,
  type CountsChoices,
  type PeriodKeys,
} from "./counts-url";
import { isoDay } from "./waiting-url";

/**
 * The Volumes section's choices, kept in the page address next to the other
 * sections', under their own names
 * (`?vol_from=…&vol_to=…&vol_interval=month&vol_port=1&vol_comm=4`).
 */
export const INTERVALS = ["week", "month"] as const;
export type Interval = (typeof INTERVALS)[number];

export interface VolumeChoices extends CountsChoices {
  interval: Interval;
}

const KEYS: PeriodKeys = { from: "vol_from", to: "vol_to", port: "vol_port", comm: "vol_comm" };
const INTERVAL_KEY = "vol_interval";

/** This month and the two before it, to today: about 13 weeks or 3 months. */
export function defaultVolumePeriod(today = new Date()): { from: string; to: string } {
  return { from: isoDay(new Date(today.getFullYear(), today.getMonth() - 2, 1)), to: isoDay(today) };
}

/**
 * The choices read from the address; what is absent or malformed takes its default (the last three months by week,
 * every port and comm).
 */
export function volumesFromSearch(search: URLSearchParams, today = new Date()): VolumeChoices {
  const interval = search.get(INTERVAL_KEY);
  return {
    ...periodFromSearch(search, KEYS, today, defaultVolumePeriod(today)),
    interval: INTERVALS.find((i) => i === interval) ?? "week",
  };
}

/**
 * The address with this section's choices written (every one, so a shared link shows the same numbers), the rest kept
 * as it was.
 */
export function searchWithVolumes(current: URLSearchParams, c: VolumeChoices): URLSearchParams {
  const next = searchWithPeriod(current, KEYS, c);
  next.delete(INTERVAL_KEY);
  next.append(INTERVAL_KEY, c.interval);
  return next;
}

/** The API query (`GET /statistics/volumes`): lists as `porto_id[0]=…`. */
export const volumesApiQuery = (c: VolumeChoices): Record<string, string | number> & { interval: Interval } => ({
  ...countsApiQuery(c),
  interval: c.interval,
});

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A period as the screen names it: "Week of 28/09/2026", "October 2026". */
export const periodWords = (start: string, interval: Interval) =>
  interval === "week" ? `Week of ${dayWords(start)}` : `${MONTHS[Number(start.slice(5, 7)) - 1]} ${start.slice(0, 4)}`;

/** A period on the chart's axis: "28/09/2026", "Oct 2026". */
export const periodLabel = (start: string, interval: Interval) =>
  interval === "week" ? dayWords(start) : `${MONTHS[Number(start.slice(5, 7)) - 1]?.slice(0, 3)} ${start.slice(0, 4)}`;

/** The units' names: tonnes and cubic metres are shown apart, never added. */
export const UNIT_NAMES: Record<string, string> = { t: "tonnes (t)", "m³": "cubic metres (m³)" };
