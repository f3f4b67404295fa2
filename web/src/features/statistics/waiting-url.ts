/** The Waiting times section's choices, kept in the page address (`?from=…&to=…&group=commodity&port=1&comm=4`). */
export const GROUPS = ["terminal", "commodity", "charterer", "port"] as const;
export type Group = (typeof GROUPS)[number];

/** How the API calls each grouping (`group_by`). */
export const GROUP_BY: Record<Group, string> = {
  terminal: "terminal",
  commodity: "carga",
  charterer: "afretador",
  port: "porto",
};
export const GROUP_LABELS: Record<Group, string> = {
  terminal: "Terminal",
  commodity: "Commodity",
  charterer: "Charterer",
  port: "Port",
};

export interface WaitingChoices {
  /** First and last day (YYYY-MM-DD) in which the calls berthed. */
  from: string;
  to: string;
  group: Group;
  port: number[];
  comm: number[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const positiveIds = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
export const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** The last 30 days, today included. */
export function defaultPeriod(today = new Date()): { from: string; to: string } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29);
  return { from: isoDay(start), to: isoDay(today) };
}

/**
 * The choices read from the address; what is absent or malformed takes its default, so an old or edited link still
 * opens.
 */
export function choicesFromSearch(search: URLSearchParams, today = new Date()): WaitingChoices {
  const period = defaultPeriod(today);
  const from = search.get("from");
  const to = search.get("to");
  const group = search.get("group");
  return {
    from: from && ISO_DATE.test(from) ? from : period.from,
    to: to && ISO_DATE.test(to) ? to : period.to,
    group: GROUPS.find((g) => g === group) ?? "terminal",
    port: positiveIds(search.getAll("port")),
    comm: positiveIds(search.getAll("comm")),
  };
}

/**
 * The address's query for the choices: every choice written, so a shared link shows the same numbers on another day.
 */
export function searchFromChoices(c: WaitingChoices): URLSearchParams {
  const q = new URLSearchParams({ from: c.from, to: c.to, group: c.group });
  for (const id of c.port) q.append("port", String(id));
  for (const id of c.comm) q.append("comm", String(id));
  return q;
}

/** The API query (`GET /statistics/waiting-times`): lists as `porto_id[0]=…`, as the server reads them. */
export function apiQuery(c: WaitingChoices): Record<string, string | number> {
  const query: Record<string, string | number> = { from: c.from, to: c.to, group_by: GROUP_BY[c.group] };
  c.port.forEach((id, i) => (query[`porto_id[${i}]`] = id));
  c.comm.forEach((id, i) => (query[`carga_id[${i}]`] = id));
  return query;
}

/** Days with one decimal, comma decimals as elsewhere in the product: 4.25 -> "4,3". */
export const formatDays = (n: number) =>
  n.toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
