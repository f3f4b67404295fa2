import { POB_STATUS, formatLineupDate, formatQuantity } from "@lineup/shared";

/** A line-up row as the live room sends it. */
export type WallRow = Record<string, unknown>;

/** Where the wall is: which terminal (stop) and which page of its rows. */
export interface WallPosition {
  stop: number;
  page: number;
}

const STATUS_ORDER: Record<string, number> = { Loading: 0, Discharging: 0, [POB_STATUS]: 1, Waiting: 1, Expected: 2 };
const sortKey = (r: WallRow) =>
  `${STATUS_ORDER[String(r.status)] ?? 3}|${typeof r.etb === "string" ? r.etb : "9"}|` +
  `${typeof r.eta === "string" ? r.eta : "9"}|${String(r.id).padStart(10, "0")}`;

/** The rows a wall shows, in its order: at berth first, then waiting, then expected; Sailed left out. */
export function wallRows(rows: Iterable<WallRow>): WallRow[] {
  return [...rows].filter((r) => r.status !== "Sailed").sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
}

/** How many pages `count` rows take at `perPage` a page (an empty line-up still has its one page). */
export const pageCount = (count: number, perPage: number) => Math.max(1, Math.ceil(count / Math.max(1, perPage)));

/** The next position: the next page of this terminal, else the first page of the next terminal. */
export function nextPosition(at: WallPosition, pagesPerStop: readonly number[]): WallPosition {
  const stops = Math.max(1, pagesPerStop.length);
  const stop = at.stop % stops;
  if (at.page + 1 < (pagesPerStop[stop] ?? 1)) return { stop, page: at.page + 1 };
  return { stop: (stop + 1) % stops, page: 0 };
}

/** Where the wall is, and since when (ms): each move stamps it, so each page gets its full time. */
export type ShownPosition = WallPosition & { shownAt: number };

/**
 * The position once the page shown at `shownAt` had its time: the next one, unless the wall has
 * moved since (a change brought its page on screen while the timer was due: that page stays).
 */
export function afterPageTime(
  at: ShownPosition,
  shownAt: number,
  pagesPerStop: readonly number[],
  now: number,
): ShownPosition {
  return at.shownAt === shownAt ? { ...nextPosition(at, pagesPerStop), shownAt: now } : at;
}

/** The page that shows the first of `ids` among `sorted`, or null when none of them is shown. */
export function pageOfRows(sorted: readonly WallRow[], ids: readonly number[], perPage: number): number | null {
  const wanted = new Set(ids);
  const index = sorted.findIndex((r) => wanted.has(Number(r.id)));
  return index < 0 ? null : Math.floor(index / Math.max(1, perPage));
}

const nameOf = (v: unknown) => (v && typeof v === "object" && "name" in v && typeof v.name === "string" ? v.name : "");
const text = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * A row's cells as the wall shows them, in the board's formats (quantities 49.000,158 t, dates 05 - Mar, POB with its
 * time).
 */
export function wallCells(r: WallRow) {
  const status = text(r.status);
  const pob = text(r.pob);
  return {
    vessel: nameOf(r.navio),
    berth: nameOf(r.berco),
    status: status === POB_STATUS ? (pob ? `POB ${pob} lt` : "POB") : status,
    qty:
      typeof r.qty === "number" || typeof r.qty === "string" ? formatQuantity(r.qty, text(r.qty_unidade) || "t") : "",
    comm: nameOf(r.carga),
    eta: formatLineupDate(text(r.eta)),
    etb: formatLineupDate(text(r.etb)),
    etc: formatLineupDate(text(r.etc)),
    charterer: nameOf(r.afretador),
  };
}

/**
 * The port's marks that speak of this terminal: those of the comm types its rows
 * carry (a fertilizer terminal is not "updated" by a mark on the port's agri line-up).
 */
export function marksOfRows<M extends { carga_tipo_id: number }>(marks: readonly M[], rows: Iterable<WallRow>): M[] {
  const types = new Set<number>();
  for (const r of rows) if (typeof r.carga_tipo_id === "number") types.add(r.carga_tipo_id);
  return marks.filter((m) => types.has(m.carga_tipo_id));
}

/** Whether a row is a note (one line of text across the table). */
export const isNote = (r: WallRow) => r.is_observacao === 1 || r.is_observacao === true;

/** A server timestamp, ISO or PostgreSQL's text (`2026-11-23 20:41:42.1+00`); null when unreadable. */
export { parseTimestamp } from "@/shared/freshness/freshness";
