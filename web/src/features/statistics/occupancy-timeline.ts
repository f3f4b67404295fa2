import { isoInZone, wallClockMs } from "@lineup/shared";
import type { BerthCall, BerthOccupancy } from "@lineup/shared";
import { commodityColour, NO_COMMODITY_COLOR } from "./commodity-colour";
import { dayWords } from "./counts-url";

const MS_PER_DAY = 86_400_000;

/** The shortest bar drawn, as a part of the period (a few pixels). */
const SHORTEST_PART = 250;

/** "2026-10-04T12:30:00.000-03:00" as the product shows times, in the port's own time: "04/10/2026 12:30". */
export const timeWords = (iso: string) => `${dayWords(iso.slice(0, 10))} ${iso.slice(11, 16)}`;

/** A berth as the timeline and the table name it: "Berth 1 · Terminal North (Santos)". */
export const berthLabel = (g: BerthOccupancy) => `${g.berth.name} · ${g.terminal.name} (${g.port.name})`;

/** One call drawn on a lane: where its bar starts and ends, in days from the period's start. */
export interface DrawnCall {
  call: BerthCall;
  berth: string;
  from: number;
  to: number;
}

/** One row of the timeline: a berth (or, when its calls overlap, one of its lanes) and its bars in order. */
export interface Lane {
  label: string;
  calls: DrawnCall[];
}

/** The commodities of the drawn calls, once each, by name (calls without one last), for the legend. */
export interface LegendEntry {
  name: string;
  color: string;
}

/** The calls laid out for the timeline, and the period's length in days. */
export interface Timeline {
  lanes: Lane[];
  days: number;
}

/**
 * The berths' calls laid out for a timeline of the period (`from`..`to`, each
 * berth's port's local days): each bar clipped to the period, a call still at its berth drawn to
 * `now` (or the period's end, if earlier), none shorter than 1/250 of the
 * period; calls of one berth that overlap go
 * on extra lanes ("Berth 1 · … (2)") so no bar hides another.
 */
export function timelineLanes(groups: BerthOccupancy[], from: string, to: string, now = Date.now()): Timeline {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`) + MS_PER_DAY;
  const at = (ms: number) => (Math.min(Math.max(ms, start), end) - start) / MS_PER_DAY;
  const days = (end - start) / MS_PER_DAY;
  const shortest = days / SHORTEST_PART;
  const lanes: Lane[] = [];
  for (const g of groups) {
    const label = berthLabel(g);
    const own: Lane[] = [];
    // The port's wall clock: the period's days are its local days, and the calls' times carry its offset.
    const localNow = wallClockMs(isoInZone(now, g.port.time_zone));
    for (const call of g.calls) {
      const from = at(wallClockMs(call.start));
      const to = at(call.end ? wallClockMs(call.end) : localNow);
      if (to <= from) continue;
      // A call of a few minutes (one that has just berthed) is drawn at least this long, so it can be seen and pointed
      // at.
      const drawn = {
        call,
        berth: label,
        from: Math.min(from, days - shortest),
        to: Math.min(Math.max(to, from + shortest), days),
      };
      let lane = own.find((l) => (l.calls.at(-1)?.to ?? 0) <= drawn.from);
      if (!lane) {
        lane = { label: own.length ? `${label} (${own.length + 1})` : label, calls: [] };
        own.push(lane);
      }
      lane.calls.push(drawn);
    }
    lanes.push(...own);
  }
  return { lanes, days };
}

/** The commodities of the calls, once each, by name; "No commodity given" last. */
export function legendEntries(groups: BerthOccupancy[]): LegendEntry[] {
  const byName = new Map<string, LegendEntry>();
  let none = false;
  for (const c of groups.flatMap((g) => g.calls)) {
    if (c.commodity) byName.set(c.commodity.name, { name: c.commodity.name, color: commodityColour(c.commodity) });
    else none = true;
  }
  const entries = [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  return none ? [...entries, { name: "No commodity given", color: NO_COMMODITY_COLOR }] : entries;
}

/**
 * The lanes as the rows of a stacked horizontal bar chart: per lane, gap `g0`,
 * bar `b0`, gap `g1`, bar `b1`… (in days), each bar's call under `c0`, `c1`…;
 * and how many bars the longest lane has (one transparent gap series and one
 * bar series per position).
 */
/**
 * One lane of the chart: the gap before its i-th call (`g{i}`), the call's length (`b{i}`),
 * and the call (`c{i}`), in days.
 */
export interface LaneRow {
  lane: string;
  [gap: `g${number}`]: number;
  [bar: `b${number}`]: number;
  [call: `c${number}`]: DrawnCall | undefined;
}

export function stackedRows(lanes: Lane[]): { rows: LaneRow[]; positions: number } {
  let positions = 0;
  const rows = lanes.map((lane) => {
    const row: LaneRow = { lane: lane.label };
    let reached = 0;
    lane.calls.forEach((d, i) => {
      row[`g${i}`] = d.from - reached;
      row[`b${i}`] = d.to - d.from;
      row[`c${i}`] = d;
      reached = d.to;
    });
    positions = Math.max(positions, lane.calls.length);
    return row;
  });
  return { rows, positions };
}
