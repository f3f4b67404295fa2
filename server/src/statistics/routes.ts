import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Type, type Static } from "typebox";
import { signedIn } from "../auth/plugin";
import { lineups, portos } from "../db/schema";
import { oneOf } from "../http/one-of";
import { lineupScope, lineupScopeWhere, withinAssigned } from "../lineups/scope";
import { berthOccupancy, MAX_OCCUPANCY_DAYS, type BerthOccupancy } from "./berth-occupancy";
import { assertPeriod } from "./calls";
import { sendXlsx, tableWorkbook } from "./table-workbook";
import { lineupCounts, MAX_COUNT_DAYS, type DayCounts } from "./lineup-counts";
import { commodityVolumes, MAX_VOLUME_DAYS, VOLUME_INTERVALS, type Volumes } from "./volumes";
import { WAITING_GROUPS, waitingTimes, type WaitingGroup, type WaitingTimeGroup } from "./waiting-times";

const ids = Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 200 }));

/** `GET /statistics/waiting-times`: the period, the grouping, and the board's port and comm filters (same names as `GET /lineups`). */
const WaitingTimesQuery = Type.Object({
  from: Type.String({ format: "date", description: "First day of the period (YYYY-MM-DD, UTC) in which the calls berthed" }),
  to: Type.String({ format: "date", description: "Last day of the period (YYYY-MM-DD, UTC), included" }),
  group_by: Type.Optional({ ...oneOf(WAITING_GROUPS), default: "terminal", description: "terminal, carga (comm), afretador (charterer) or porto (port)" }),
  porto_id: ids,
  carga_id: ids,
  format: Type.Optional({ ...oneOf(["json", "xlsx"] as const), description: "`xlsx` answers with the table as a spreadsheet" }),
});
type WaitingTimesQuery = Static<typeof WaitingTimesQuery>;

const days = (description: string) => Type.Number({ description });
const WaitingTimes = Type.Object({
  data: Type.Array(
    Type.Object({
      key: Type.Union([Type.Integer(), Type.Null()], { description: "Id of the terminal, comm, charterer or port (null: calls without a comm or charterer)" }),
      name: Type.String({ description: "Its name (a terminal's with its port)" }),
      calls: Type.Integer({ description: "Calls that first berthed in the period after waiting" }),
      mean_days: days("Mean waiting time in days (0.01 day)"),
      median_days: days("Median waiting time in days, interpolated"),
      p90_days: days("90th percentile of the waiting times in days, interpolated"),
    }),
  ),
});

/** `GET /statistics/lineup-counts`: the period and the board's port and comm filters. */
const LineupCountsQuery = Type.Object({
  from: Type.String({ format: "date", description: "First day (YYYY-MM-DD, UTC)" }),
  to: Type.String({ format: "date", description: `Last day (YYYY-MM-DD, UTC), included; at most ${MAX_COUNT_DAYS} days after the first` }),
  porto_id: ids,
  carga_id: ids,
  format: Type.Optional({ ...oneOf(["json", "xlsx"] as const), description: "`xlsx` answers with the table as a spreadsheet" }),
});
type LineupCountsQuery = Static<typeof LineupCountsQuery>;

const LineupCounts = Type.Object({
  data: Type.Array(
    Type.Object({
      day: Type.String({ format: "date", description: "The day (UTC)" }),
      berthed: Type.Integer({ description: "Calls whose status at the end of the day was Loading or Discharging" }),
      waiting: Type.Integer({ description: "Calls whose status at the end of the day was Waiting" }),
      expected: Type.Integer({ description: "Calls whose status at the end of the day was Expected" }),
    }),
    { description: "One entry per day of the period, in order" },
  ),
});

/** The line-up counts per day as a one-sheet workbook. */
const lineupCountsWorkbook = (rows: DayCounts[], q: { from: string; to: string }) =>
  tableWorkbook(
    "Line-up counts",
    [
      { header: "Day", key: "day", width: 12 },
      { header: "Berthed", key: "berthed", width: 10 },
      { header: "Waiting", key: "waiting", width: 10 },
      { header: "Expected", key: "expected", width: 10 },
    ],
    rows,
    `Calls by their status at the end of each day (UTC) from ${q.from} to ${q.to}.`,
  );

const GROUP_TITLES: Record<WaitingGroup, string> = { terminal: "Terminal", carga: "Commodity", afretador: "Charterer", porto: "Port" };

/** The waiting-times table as a one-sheet workbook. */
const waitingTimesWorkbook = (rows: WaitingTimeGroup[], q: { from: string; to: string; group_by: WaitingGroup }) =>
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
    `Calls that berthed from ${q.from} to ${q.to} (UTC), waiting from their first Waiting to their first Loading or Discharging.`,
  );

/** `GET /statistics/berth-occupancy`: the period and the board's port and comm filters. */
const BerthOccupancyQuery = Type.Object({
  from: Type.String({ format: "date", description: "First day of the period (YYYY-MM-DD, UTC)" }),
  to: Type.String({ format: "date", description: `Last day (YYYY-MM-DD, UTC), included; at most ${MAX_OCCUPANCY_DAYS} days after the first` }),
  porto_id: ids,
  carga_id: ids,
  format: Type.Optional({ ...oneOf(["json", "xlsx"] as const), description: "`xlsx` answers with one row per call as a spreadsheet" }),
});
type BerthOccupancyQuery = Static<typeof BerthOccupancyQuery>;

const named = (what: string) => Type.Object({ id: Type.Integer({ description: `Id of the ${what}` }), name: Type.String({ description: `Name of the ${what}` }) });
const BerthOccupancyAnswer = Type.Object({
  data: Type.Array(
    Type.Object({
      berth: Type.Object({
        id: Type.Union([Type.Integer(), Type.Null()], { description: "Id of the berth; null for the terminal's calls without a berth" }),
        name: Type.String({ description: 'Name of the berth ("No berth given" for calls without one)' }),
      }),
      terminal: named("terminal"),
      port: named("port"),
      calls: Type.Array(
        Type.Object({
          lineup_id: Type.Integer({ description: "Id of the line-up row" }),
          vessel: Type.Union([Type.String(), Type.Null()], { description: "Name of the vessel; null when none is given" }),
          commodity: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String({ description: "The comm's colour (#rrggbb)" }) }), Type.Null()], {
            description: "The comm; null when none is given",
          }),
          start: Type.String({ format: "date-time", description: "When the call first became Loading or Discharging" }),
          end: Type.Union([Type.String({ format: "date-time" }), Type.Null()], {
            description: "When it first became Sailed after that, or its row was deleted; null: still at its berth (neither has happened)",
          }),
          clipped_start: Type.Boolean({ description: "It berthed before the period's first day (the timeline starts its bar at the period)" }),
          clipped_end: Type.Boolean({ description: "It was still at its berth after the period's last day, or still is (the timeline ends its bar at the period)" }),
        }),
        { description: "The calls at this berth in the period, by start" },
      ),
    }),
    { description: "One entry per berth with calls in the period, by port, terminal and berth" },
  ),
});

const MS_PER_DAY = 86_400_000;

/** The calls per berth as a one-sheet workbook, one row per call, with its days at the berth within the period. */
function berthOccupancyWorkbook(groups: BerthOccupancy[], q: { from: string; to: string }) {
  const from = Date.parse(q.from);
  const until = Math.min(Date.parse(q.to) + MS_PER_DAY, Date.now());
  const rows = groups.flatMap((g) =>
    g.calls.map((c) => ({
      port: g.port.name,
      terminal: g.terminal.name,
      berth: g.berth.name,
      vessel: c.vessel ?? "",
      commodity: c.commodity?.name ?? "",
      start: new Date(c.start),
      end: c.end ? new Date(c.end) : "still at berth",
      days: Math.round((Math.max(0, Math.min(c.end ? Date.parse(c.end) : until, until) - Math.max(Date.parse(c.start), from)) / MS_PER_DAY) * 100) / 100,
    })),
  );
  const when = { numFmt: "yyyy-mm-dd hh:mm" };
  return tableWorkbook(
    "Berth occupancy",
    [
      { header: "Port", key: "port", width: 16 },
      { header: "Terminal", key: "terminal", width: 20 },
      { header: "Berth", key: "berth", width: 16 },
      { header: "Vessel", key: "vessel", width: 24 },
      { header: "Commodity", key: "commodity", width: 20 },
      { header: "Berthed (UTC)", key: "start", width: 17, style: when },
      { header: "Sailed (UTC)", key: "end", width: 17, style: when },
      { header: "Days at berth in the period", key: "days", width: 14, style: { numFmt: "0.00" } },
    ],
    rows,
    `Calls at a berth from ${q.from} to ${q.to} (UTC): from their first Loading or Discharging to their first Sailed after it, or their deletion.`,
  );
}

/** `GET /statistics/volumes`: the period, the interval, and the board's port and comm filters. */
const VolumesQuery = Type.Object({
  from: Type.String({ format: "date", description: "First day (YYYY-MM-DD, UTC) of the period in which the calls sailed" }),
  to: Type.String({
    format: "date",
    description: `Last day (YYYY-MM-DD, UTC), included; at most ${MAX_VOLUME_DAYS.week} days after the first by week, ${MAX_VOLUME_DAYS.month} by month`,
  }),
  interval: Type.Optional({ ...oneOf(VOLUME_INTERVALS), default: "week", description: "week (ISO weeks, from Monday, UTC) or month (UTC)" }),
  porto_id: ids,
  carga_id: Type.Optional({ ...ids, description: "Commodities counted: a row's or a split line's" }),
  format: Type.Optional({ ...oneOf(["json", "xlsx"] as const), description: "`xlsx` answers with the table as a spreadsheet" }),
});
type VolumesQuery = Static<typeof VolumesQuery>;

const quantity = (description: string) => Type.Number({ description });
const VolumesReply = Type.Object({
  periods: Type.Array(Type.String({ format: "date" }), { description: "The first day of every week (Monday) or month the period touches, in order, with cargo or not" }),
  data: Type.Array(
    Type.Object({
      period_start: Type.String({ format: "date", description: "First day of the week (Monday) or month in which the calls sailed" }),
      carga: Type.Object({
        id: Type.Union([Type.Integer(), Type.Null()], { description: "null: cargo without a commodity" }),
        name: Type.String(),
        color: Type.Union([Type.String(), Type.Null()], { description: "The comm's colour (#rrggbb); null without a commodity" }),
      }),
      unit: Type.String({ description: "Unit of the quantities, `t` or `m³` (a commodity carried in both has one entry per unit)" }),
      loaded: quantity("Quantity loaded (calls whose last berthing status before sailing was Loading)"),
      discharged: quantity("Quantity discharged (last berthing status Discharging)"),
      calls: Type.Integer({ description: "Calls that carried this commodity in this unit and sailed in the period" }),
    }),
    { description: "One entry per period, commodity and unit with cargo; by period, commodity name and unit" },
  ),
});

const UNIT_WORDS: Record<string, string> = { t: "tonnes (t)", "m³": "cubic metres (m³)" };

/** The volumes as a one-sheet workbook: one row per period, commodity and unit. */
const volumesWorkbook = ({ data }: Volumes, q: { from: string; to: string; interval: "week" | "month" }) =>
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
    data.map((r) => ({ period: q.interval === "week" ? r.period_start : r.period_start.slice(0, 7), commodity: r.carga.name, unit: r.unit, loaded: r.loaded, discharged: r.discharged, calls: r.calls })),
    `Cargo of the calls that sailed from ${q.from} to ${q.to} (UTC), per ${q.interval === "week" ? "week (from Monday)" : "month"} of the sailing, in ${[...new Set(data.map((r) => UNIT_WORDS[r.unit] ?? r.unit))].join(" and ") || "the row's unit"}; loaded or discharged by the call's last berthing status.`,
  );

/** Dashboard counts and the waiting-time study. */
export async function statisticsRoutes(app: FastifyInstance) {
  app.get("/statistics/counts", { onRequest: app.authorize("view", "statistics"), schema: { tags: ["statistics"], summary: "Line-up counts per port for the dashboard" } }, async (request) => {
    const me = signedIn(request);
    const scope = await lineupScope(app.db, me);
    const ports = await app.db
      .select({ id: portos.id, name: portos.name })
      .from(portos)
      .where(withinAssigned(portos.id, scope.portIds))
      .orderBy(asc(portos.ordem), asc(portos.name));
    const counts = await app.db
      .select({
        porto_id: lineups.porto_id,
        berthed: sql<number>`count(*) filter (where ${lineups.status} in ('Loading', 'Discharging'))`.mapWith(Number),
        waiting: sql<number>`count(*) filter (where ${lineups.status} = 'Waiting')`.mapWith(Number),
        expected: sql<number>`count(*) filter (where ${lineups.status} = 'Expected')`.mapWith(Number),
      })
      .from(lineups)
      .where(and(eq(lineups.is_observacao, 0), lineupScopeWhere(scope)))
      .groupBy(lineups.porto_id);
    return ports.map((p) => {
      const c = counts.find((row) => row.porto_id === p.id);
      return { porto: p, berthed: c?.berthed ?? 0, waiting: c?.waiting ?? 0, expected: c?.expected ?? 0 };
    });
  });

  app.get(
    "/statistics/waiting-times",
    {
      onRequest: app.authorize("view", "statistics"),
      schema: {
        tags: ["statistics"],
        summary: "Waiting times at anchorage per terminal, comm, charterer or port",
        description:
          "Each call counts in the period in which it first berthed (first status change to Loading or Discharging, in UTC days), with the time from its first status change to Waiting (a row created as Waiting: its creation) to that berthing, from the line-up history (`lineup_events`). Calls that never waited are left out. Median and 90th percentile interpolate between calls. Clients see only calls of their comms, operators and sub-agents only their ports. `format=xlsx` answers with the table as a spreadsheet.",
        querystring: WaitingTimesQuery,
        response: { 200: WaitingTimes },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const q = request.query as WaitingTimesQuery;
      assertPeriod(q);
      const query = { from: q.from, to: q.to, group_by: q.group_by ?? "terminal", porto_id: q.porto_id, carga_id: q.carga_id };
      const data = await waitingTimes(app.db, me, query);
      if (q.format === "xlsx") return sendXlsx(reply, `waiting-times-${q.from}-${q.to}.xlsx`, await waitingTimesWorkbook(data, query));
      return { data };
    },
  );

  app.get(
    "/statistics/lineup-counts",
    {
      onRequest: app.authorize("view", "statistics"),
      schema: {
        tags: ["statistics"],
        summary: "Line-up counts per day: berthed, waiting and expected",
        description:
          "For each UTC day of the period, the calls whose status at the end of that day (the last status change at or before it, from `lineup_events`) was Loading or Discharging (berthed), Waiting or Expected. A deleted row counts until it was deleted; a row before its first recorded status, and notes, are not counted. Clients see only calls of their comms, operators and sub-agents only their ports. 422 when the end comes before the start or the period is longer than " +
          `${MAX_COUNT_DAYS} days. \`format=xlsx\` answers with the table as a spreadsheet.`,
        querystring: LineupCountsQuery,
        response: { 200: LineupCounts },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const q = request.query as LineupCountsQuery;
      assertPeriod(q, MAX_COUNT_DAYS);
      const query = { from: q.from, to: q.to, porto_id: q.porto_id, carga_id: q.carga_id };
      const data = await lineupCounts(app.db, me, query);
      if (q.format === "xlsx") return sendXlsx(reply, `lineup-counts-${q.from}-${q.to}.xlsx`, await lineupCountsWorkbook(data, query));
      return { data };
    },
  );

  app.get(
    "/statistics/berth-occupancy",
    {
      onRequest: app.authorize("view", "statistics"),
      schema: {
        tags: ["statistics"],
        summary: "Berth occupancy: the calls at each berth in a period, for a timeline",
        description:
          "Per berth (with its terminal and port), the calls that were at it at any time in the period (UTC days), from the line-up history (`lineup_events`). A call occupies its berth from its first status change to Loading or Discharging until its first change to Sailed after that or the deletion of its row, whichever comes first; with neither it is still at its berth and `end` is null. The berth, comm and vessel are the row's (a deleted row's as they were when it was deleted); calls whose row has no berth are listed under their terminal as \"No berth given\"; notes are left out. Clients see only calls of their comms, operators and sub-agents only their ports. 422 when the end comes before the start or the period is longer than " +
          `${MAX_OCCUPANCY_DAYS} days. \`format=xlsx\` answers with one row per call as a spreadsheet.`,
        querystring: BerthOccupancyQuery,
        response: { 200: BerthOccupancyAnswer },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const q = request.query as BerthOccupancyQuery;
      assertPeriod(q, MAX_OCCUPANCY_DAYS);
      const query = { from: q.from, to: q.to, porto_id: q.porto_id, carga_id: q.carga_id };
      const data = await berthOccupancy(app.db, me, query);
      if (q.format === "xlsx") return sendXlsx(reply, `berth-occupancy-${q.from}-${q.to}.xlsx`, await berthOccupancyWorkbook(data, query));
      return { data };
    },
  );

  app.get(
    "/statistics/volumes",
    {
      onRequest: app.authorize("view", "statistics"),
      schema: {
        tags: ["statistics"],
        summary: "Volume by commodity per week or month: loaded and discharged",
        description:
          "The cargo of the calls that sailed in the period, per week (ISO, from Monday, UTC) or month (UTC) of the sailing, commodity and unit, from the line-up history (`lineup_events`). " +
          "A call sails at its first status change to Sailed after it berthed (a change to Loading or Discharging); its cargo is loaded when its last berthing status before that was Loading, discharged when Discharging. " +
          "Its quantities are the row's: `qty` under the row's commodity and each split line's `qty` under the line's commodity (the row's when the line has none), in the row's unit (`qty_unidade`); tonnes and cubic metres are never added together, each unit has its own entries. " +
          "A row deleted after it sailed still counts, as it was when deleted. Notes are not calls. " +
          "Clients see only the calls of their comms, and of those only their comms' cargo; operators and sub-agents only their ports. `carga_id` chooses the commodities counted (a row's or a split line's). " +
          `Weeks or months cut by \`from\` or \`to\` count only the sailings within them. 422 when the end comes before the start or the period is longer than ${MAX_VOLUME_DAYS.week} days by week or ${MAX_VOLUME_DAYS.month} days by month. ` +
          "`format=xlsx` answers with the table as a spreadsheet.",
        querystring: VolumesQuery,
        response: { 200: VolumesReply },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const q = request.query as VolumesQuery;
      const interval = q.interval ?? "week";
      assertPeriod(q, MAX_VOLUME_DAYS[interval], `by ${interval}`);
      const query = { from: q.from, to: q.to, interval, porto_id: q.porto_id, carga_id: q.carga_id };
      const volumes = await commodityVolumes(app.db, me, query);
      if (q.format === "xlsx") return sendXlsx(reply, `volumes-${interval}-${q.from}-${q.to}.xlsx`, await volumesWorkbook(volumes, query));
      return volumes;
    },
  );
}
