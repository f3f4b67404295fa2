import { defaultPeriod } from "./waiting-url";

/**
 * The Line-up counts section's choices, kept in the page address next to the
 * Waiting times section's, under their own names
 * (`?counts_from=…&counts_to=…&counts_port=1&counts_comm=4`).
 */
export interface CountsChoices {
  from: string;
  to: string;
  port: number[];
  comm: number[];
}

/** The address names one section's choices are kept under. */
export interface PeriodKeys {
  from: string;
  to: string;
  port: string;
  comm: string;
}

const KEYS: PeriodKeys = { from: "counts_from", to: "counts_to", port: "counts_port", comm: "counts_comm" };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const positiveIds = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);

/**
 * A section's period and filters read from the address under its `keys`; what is absent or malformed takes its
 * default (`period`: the last 30 days unless given; every port and comm).
 */
export function periodFromSearch(
  search: URLSearchParams,
  keys: PeriodKeys,
  today = new Date(),
  period = defaultPeriod(today),
): CountsChoices {
  const from = search.get(keys.from);
  const to = search.get(keys.to);
  return {
    from: from && ISO_DATE.test(from) ? from : period.from,
    to: to && ISO_DATE.test(to) ? to : period.to,
    port: positiveIds(search.getAll(keys.port)),
    comm: positiveIds(search.getAll(keys.comm)),
  };
}

/**
 * The address with a section's choices written under its `keys` (every one, so a shared link shows the same days), the
 * rest kept as it was.
 */
export function searchWithPeriod(current: URLSearchParams, keys: PeriodKeys, c: CountsChoices): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.values(keys)) next.delete(key);
  next.set(keys.from, c.from);
  next.set(keys.to, c.to);
  for (const id of c.port) next.append(keys.port, String(id));
  for (const id of c.comm) next.append(keys.comm, String(id));
  return next;
}

/** The Line-up counts section's choices read from the address. */
export const countsFromSearch = (search: URLSearchParams, today = new Date()) => periodFromSearch(search, KEYS, today);

/** The address with the Line-up counts section's choices written. */
export const searchWithCounts = (current: URLSearchParams, c: CountsChoices) => searchWithPeriod(current, KEYS, c);

/** The API query (`GET /statistics/lineup-counts`): lists as `porto_id[0]=…`. */
export function countsApiQuery(c: CountsChoices): Record<string, string | number> {
  const query: Record<string, string | number> = { from: c.from, to: c.to };
  c.port.forEach((id, i) => (query[`porto_id[${i}]`] = id));
  c.comm.forEach((id, i) => (query[`carga_id[${i}]`] = id));
  return query;
}

/** "2026-10-04" as the product shows days: "04/10/2026". */
export const dayWords = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
