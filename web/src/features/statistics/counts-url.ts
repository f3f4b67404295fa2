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

const KEYS = { from: "counts_from", to: "counts_to", port: "counts_port", comm: "counts_comm" } as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const positiveIds = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);

/** The choices read from the address; what is absent or malformed takes its default (the last 30 days, every port and comm). */
export function countsFromSearch(search: URLSearchParams, today = new Date()): CountsChoices {
  const period = defaultPeriod(today);
  const from = search.get(KEYS.from);
  const to = search.get(KEYS.to);
  return {
    from: from && ISO_DATE.test(from) ? from : period.from,
    to: to && ISO_DATE.test(to) ? to : period.to,
    port: positiveIds(search.getAll(KEYS.port)),
    comm: positiveIds(search.getAll(KEYS.comm)),
  };
}

/** The address with this section's choices written (every one, so a shared link shows the same days), the rest kept as it was. */
export function searchWithCounts(current: URLSearchParams, c: CountsChoices): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.values(KEYS)) next.delete(key);
  next.set(KEYS.from, c.from);
  next.set(KEYS.to, c.to);
  for (const id of c.port) next.append(KEYS.port, String(id));
  for (const id of c.comm) next.append(KEYS.comm, String(id));
  return next;
}

/** The API query (`GET /statistics/lineup-counts`): lists as `porto_id[0]=…`. */
export function countsApiQuery(c: CountsChoices): Record<string, string | number> {
  const query: Record<string, string | number> = { from: c.from, to: c.to };
  c.port.forEach((id, i) => (query[`porto_id[${i}]`] = id));
  c.comm.forEach((id, i) => (query[`carga_id[${i}]`] = id));
  return query;
}

/** "2026-10-04" as the product shows days: "04/10/2026". */
export const dayWords = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
