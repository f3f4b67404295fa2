import { and, asc, eq, inArray, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { Type, type Static } from "typebox";
import { signedIn } from "../auth/plugin";
import { lineups, portos } from "../db/schema";
import { XLSX_TYPE } from "../exports/workbook";
import { ValidationError } from "../http/errors";
import { oneOf } from "../http/one-of";
import { lineupScope, lineupScopeWhere } from "../lineups/scope";
import { lineupCounts, MAX_COUNT_DAYS, type DayCounts } from "./lineup-counts";
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
async function lineupCountsWorkbook(rows: DayCounts[], q: { from: string; to: string }): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Line-up counts", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [
    { header: "Day", key: "day", width: 12 },
    { header: "Berthed", key: "berthed", width: 10 },
    { header: "Waiting", key: "waiting", width: 10 },
    { header: "Expected", key: "expected", width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.addRow([]);
  sheet.addRow([`Calls by their status at the end of each day (UTC) from ${q.from} to ${q.to}.`]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const GROUP_TITLES: Record<WaitingGroup, string> = { terminal: "Terminal", carga: "Commodity", afretador: "Charterer", porto: "Port" };

/** The waiting-times table as a one-sheet workbook. */
async function waitingTimesWorkbook(rows: WaitingTimeGroup[], q: { from: string; to: string; group_by: WaitingGroup }): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Waiting times", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [
    { header: GROUP_TITLES[q.group_by], key: "name", width: 36 },
    { header: "Calls", key: "calls", width: 8 },
    { header: "Mean (days)", key: "mean_days", width: 13, style: { numFmt: "0.0" } },
    { header: "Median (days)", key: "median_days", width: 14, style: { numFmt: "0.0" } },
    { header: "P90 (days)", key: "p90_days", width: 12, style: { numFmt: "0.0" } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.addRow([]);
  sheet.addRow([`Calls that berthed from ${q.from} to ${q.to} (UTC), waiting from their first Waiting to their first Loading or Discharging.`]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Dashboard counts and the waiting-time study. */
export async function statisticsRoutes(app: FastifyInstance) {
  app.get("/statistics/counts", { onRequest: app.authorize("view", "statistics"), schema: { tags: ["statistics"], summary: "Line-up counts per port for the dashboard" } }, async (request) => {
    const me = signedIn(request);
    const scope = await lineupScope(app.db, me);
    const ports = await app.db
      .select({ id: portos.id, name: portos.name })
      .from(portos)
      .where(scope.portIds ? inArray(portos.id, scope.portIds.length ? scope.portIds : [0]) : undefined)
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
      if (q.from > q.to) throw new ValidationError({ to: ["The end of the period must not be before its start."] }, "The end of the period must not be before its start.");
      const query = { from: q.from, to: q.to, group_by: q.group_by ?? "terminal", porto_id: q.porto_id, carga_id: q.carga_id };
      const data = await waitingTimes(app.db, me, query);
      if (q.format === "xlsx") {
        const name = `waiting-times-${q.from}-${q.to}.xlsx`;
        return reply.header("content-type", XLSX_TYPE).header("content-disposition", `attachment; filename="${name}"`).send(await waitingTimesWorkbook(data, query));
      }
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
      if (q.from > q.to) throw new ValidationError({ to: ["The end of the period must not be before its start."] }, "The end of the period must not be before its start.");
      const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
      if (span > MAX_COUNT_DAYS) {
        const message = `The period is ${span} days long; choose at most ${MAX_COUNT_DAYS} days.`;
        throw new ValidationError({ to: [message] }, message);
      }
      const query = { from: q.from, to: q.to, porto_id: q.porto_id, carga_id: q.carga_id };
      const data = await lineupCounts(app.db, me, query);
      if (q.format === "xlsx") {
        const name = `lineup-counts-${q.from}-${q.to}.xlsx`;
        return reply.header("content-type", XLSX_TYPE).header("content-disposition", `attachment; filename="${name}"`).send(await lineupCountsWorkbook(data, query));
      }
      return { data };
    },
  );
}
