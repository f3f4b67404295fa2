/** The statistics tables as one-sheet workbooks (`format=xlsx`). */
import { isoInZone, wallClockMs } from "@lineup/shared";
import type { DayCounts, WaitingTimeGroup } from "@lineup/shared/wire/statistics";
import type { BerthOccupancy } from "./berth-occupancy";
import { tableWorkbook } from "./table-workbook";
import type { Volumes } from "./volumes";
import type { WaitingGroup } from "./waiting-times";

/** The line-up counts per day as a one-sheet workbook. */
export const lineupCountsWorkbook = (rows: DayCounts[], q: { from: string; to: string }) =>
  tableWorkbook(
    "Line-up counts",
    [
      { header: "Day", key: "day", width: 12 },
      { header: "Berthed", key: "berthed", width: 10 },
      { header: "Waiting", key: "waiting", width: 10 },
      { header: "Expected", key: "expected", width: 10 },
    ],
    rows,
    `Calls by their status at the end of each day (each port's local day) from ${q.from} to ${q.to}.`,
  );

const GROUP_TITLES: Record<WaitingGroup, string> = {
  terminal: "Terminal",
  carga: "Commodity",
  afretador: "Charterer",
  porto: "Port",
};

/** The waiting-times table as a one-sheet workbook. */
export const waitingTimesWorkbook = (
  rows: WaitingTimeGroup[],
  q: { from: string; to: string; group_by: WaitingGroup },
) =>
  tableWorkbook(
    "Waiting times",
    [
      { header: GROUP_TITLES[q.group_by], key: "name", width: 36 },
      { header: "Calls", key: "calls", width: 8 },
      { header: "Mean (days)", key: "mean_days", width: 13, style: { numFmt: "0.0" } },
      { header: "Median (days)", key: "median_days", width: 14, style: { numFmt: "0.0" } },
      { header: "P90 (days)", key: "p90_days", width: 12, style: { numFmt: "0.0" } },
    ],
    rows,
    `Calls that berthed from ${q.from} to ${q.to} (each port's local days), waiting from their first Waiting to ` +
      `their first Loading or Discharging.`,
  );

const MS_PER_DAY = 86_400_000;

/** The calls per berth as a one-sheet workbook, one row per call, with its days at the berth within the period. */
export function berthOccupancyWorkbook(groups: BerthOccupancy[], q: { from: string; to: string }) {
  // Times are the port's wall clock (written as such: a spreadsheet cell has no zone).
  const from = Date.parse(q.from);
  const rows = groups.flatMap((g) => {
    const until = Math.min(Date.parse(q.to) + MS_PER_DAY, wallClockMs(isoInZone(Date.now(), g.port.time_zone)));
    return g.calls.map((c) => ({
      port: g.port.name,
      terminal: g.terminal.name,
      berth: g.berth.name,
      vessel: c.vessel ?? "",
      commodity: c.commodity?.name ?? "",
      start: new Date(wallClockMs(c.start)),
      end: c.end ? new Date(wallClockMs(c.end)) : "still at berth",
      days:
        Math.round(
          (Math.max(0, Math.min(c.end ? wallClockMs(c.end) : until, until) - Math.max(wallClockMs(c.start), from)) /
            MS_PER_DAY) *
            100,
        ) / 100,
    }));
  });
  const when = { numFmt: "yyyy-mm-dd hh:mm" };
  return tableWorkbook(
    "Berth occupancy",
    [
      { header: "Port", key: "port", width: 16 },
      { header: "Terminal", key: "terminal", width: 20 },
      { header: "Berth", key: "berth", width: 16 },
      { header: "Vessel", key: "vessel", width: 24 },
      { header: "Commodity", key: "commodity", width: 20 },
      { header: "Berthed (port time)", key: "start", width: 17, style: when },
      { header: "Sailed (port time)", key: "end", width: 17, style: when },
      { header: "Days at berth in the period", key: "days", width: 14, style: { numFmt: "0.00" } },
    ],
    rows,
    `Calls at a berth from ${q.from} to ${q.to} (each port's local days and times): from their first Loading or ` +
      `Discharging to their first Sailed after it, or their deletion.`,
  );
}

const UNIT_WORDS: Record<string, string> = { t: "tonnes (t)", "m³": "cubic metres (m³)" };

/** The volumes as a one-sheet workbook: one row per period, commodity and unit. */
export const volumesWorkbook = ({ data }: Volumes, q: { from: string; to: string; interval: "week" | "month" }) =>
  tableWorkbook(
    "Volumes",
    [
      { header: q.interval === "week" ? "Week of" : "Month", key: "period", width: 12 },
      { header: "Commodity", key: "commodity", width: 30 },
      { header: "Unit", key: "unit", width: 6 },
      { header: "Loaded", key: "loaded", width: 14, style: { numFmt: "#,##0.000" } },
      { header: "Discharged", key: "discharged", width: 14, style: { numFmt: "#,##0.000" } },
      { header: "Calls", key: "calls", width: 8 },
    ],
    data.map((r) => ({
      period: q.interval === "week" ? r.period_start : r.period_start.slice(0, 7),
      commodity: r.carga.name,
      unit: r.unit,
      loaded: r.loaded,
      discharged: r.discharged,
      calls: r.calls,
    })),
    `Cargo of the calls that sailed from ${q.from} to ${q.to} (each port's local days), ` +
      `per ${q.interval === "week" ? "week (from Monday)" : "month"} of the sailing, ` +
      `in ${[...new Set(data.map((r) => UNIT_WORDS[r.unit] ?? r.unit))].join(" and ") || "the row's unit"}; ` +
      `loaded or discharged by the call's last berthing status.`,
  );
