import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Type, type TSchema } from "typebox";
import { PortCounts } from "@lineup/shared/wire/statistics";
import { signedIn } from "../auth/plugin";
import { lineups } from "../db/schema";
import { lineupScope, lineupScopeWhere, portNamesWithin, type LineupScope } from "../lineups/scope";
import { berthOccupancy, MAX_OCCUPANCY_DAYS } from "./berth-occupancy";
import { assertPeriod, portZones, type PeriodFilters } from "./calls";
import { lineupCounts, MAX_COUNT_DAYS } from "./lineup-counts";
import {
  BerthOccupancyAnswer,
  BerthOccupancyQuery,
  LineupCounts,
  LineupCountsQuery,
  VolumesQuery,
  VolumesReply,
  WaitingTimes,
  WaitingTimesQuery,
} from "./route-schemas";
import { sendXlsx } from "./table-workbook";
import { commodityVolumes, MAX_VOLUME_DAYS } from "./volumes";
import { waitingTimes } from "./waiting-times";
import { berthOccupancyWorkbook, lineupCountsWorkbook, volumesWorkbook, waitingTimesWorkbook } from "./workbooks";

/** Where the answers' calls came from, said once in each route's description. */
const ORIGINS =
  " `time_zones` lists the ports covered with the time zone of their days." +
  " A row with no recorded status change counts from its dates (arrived at ETA, berthed at ETB, sailed at ETC, " +
  "as far as its status says): before its baseline event, or when it was written without history; " +
  "`calls_from_history` and `calls_from_dates` say how many of the calls counted came from each.";

/**
 * The days, ports and comms a period statistic counts, as its query sends them; refused (422) when the period is
 * upside down or longer than `maxDays` (`by` names what the limit depends on).
 */
const periodOf = (q: PeriodFilters, maxDays?: number, by?: string): PeriodFilters => {
  assertPeriod(q, maxDays, by);
  return { from: q.from, to: q.to, porto_id: q.porto_id, carga_id: q.carga_id };
};

/** Dashboard counts and the waiting-time study. */
export async function statisticsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  /** What the signed-in user may see, read once a request: the numbers and their ports' time zones agree. */
  const scopeOf = (request: FastifyRequest) => lineupScope(app.db, signedIn(request));
  /**
   * A period statistic's answer: with `format=xlsx` its table as the spreadsheet `{name}-{from}-{to}.xlsx`, else
   * `body` with the time zones of the ports it covers. Written by JSON.stringify, not by the route's schema: every
   * statistic builds its answer key by key (statistics-answers.test.ts checks them against the schemas), and a
   * quarter's berth occupancy (8,600 calls, 2 MB) took fast-json-stringify about 45 ms against 7 (bench/README.md).
   */
  const answer = async <Body extends object>(
    reply: FastifyReply,
    scope: LineupScope,
    q: PeriodFilters & { format?: string },
    sheet: { name: string; workbook: () => Promise<Buffer> },
    body: () => Body,
  ) =>
    q.format === "xlsx"
      ? sendXlsx(reply, `${sheet.name}-${q.from}-${q.to}.xlsx`, await sheet.workbook())
      : reply
          .type("application/json; charset=utf-8")
          .serializer(JSON.stringify)
          .send({ ...body(), time_zones: await portZones(app.db, scope, q) });
  /**
   * A period statistic's options: for those who may view statistics, asked with `querystring`, answering `response`;
   * its description ends with where the calls came from.
   */
  const periodStatistic = <Query extends TSchema, Answer extends TSchema>(route: {
    querystring: Query;
    response: Answer;
    summary: string;
    description: string;
  }) => ({
    onRequest: app.authorize("view", "statistics"),
    schema: {
      tags: ["statistics"],
      summary: route.summary,
      description: route.description + ORIGINS,
      querystring: route.querystring,
      response: { 200: route.response },
    },
  });

  app.get(
    "/statistics/counts",
    {
      onRequest: app.authorize("view", "statistics"),
      schema: {
        tags: ["statistics"],
        summary: "Line-up counts per port for the dashboard",
        response: { 200: Type.Array(PortCounts) },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const ports = await portNamesWithin(app.db, scope.portIds);
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
    },
  );

  app.get(
    "/statistics/waiting-times",
    periodStatistic({
      querystring: WaitingTimesQuery,
      response: WaitingTimes,
      summary: "Waiting times at anchorage per terminal, comm, charterer or port",
      description:
        "Each call counts in the period in which it first berthed (first status change to Loading or " +
        "Discharging, in the days of its port's time zone), with the time from its first status change to " +
        "Waiting (a row created as Waiting: its creation) to that berthing, from the line-up history " +
        "(`lineup_events`). Calls that never waited are left out. Median and 90th percentile interpolate " +
        "between calls. Clients see only calls of their comms, operators and sub-agents only their ports. " +
        "`format=xlsx` answers with the table as a spreadsheet.",
    }),
    async (request, reply) => {
      const q = request.query;
      const query = { ...periodOf(q), group_by: q.group_by ?? "terminal" };
      const scope = await scopeOf(request);
      const data = await waitingTimes(app.db, scope, query);
      const sheet = { name: "waiting-times", workbook: () => waitingTimesWorkbook(data, query) };
      return answer(reply, scope, q, sheet, () => {
        const calls = data.reduce((n, g) => n + g.calls, 0);
        const fromDates = data.reduce((n, g) => n + g.calls_from_dates, 0);
        return { data, calls_from_history: calls - fromDates, calls_from_dates: fromDates };
      });
    },
  );

  app.get(
    "/statistics/lineup-counts",
    periodStatistic({
      querystring: LineupCountsQuery,
      response: LineupCounts,
      summary: "Line-up counts per day: berthed, waiting and expected",
      description:
        "For each day of the period (each call in its port's time zone), the calls whose status at the end of " +
        "that day (the last status change at or before it, from `lineup_events`) was Loading or Discharging " +
        "(berthed), Waiting or Expected. A deleted row counts until it was deleted; a row before its first " +
        "recorded status, and notes, are not counted. Clients see only calls of their comms, operators and " +
        "sub-agents only their ports. 422 when the end comes before the start or the period is longer than " +
        `${MAX_COUNT_DAYS} days. \`format=xlsx\` answers with the table as a spreadsheet.`,
    }),
    async (request, reply) => {
      const q = request.query;
      const query = periodOf(q, MAX_COUNT_DAYS);
      const scope = await scopeOf(request);
      const { days, ...origins } = await lineupCounts(app.db, scope, query);
      const sheet = { name: "lineup-counts", workbook: () => lineupCountsWorkbook(days, query) };
      return answer(reply, scope, q, sheet, () => ({ data: days, ...origins }));
    },
  );

  app.get(
    "/statistics/berth-occupancy",
    periodStatistic({
      querystring: BerthOccupancyQuery,
      response: BerthOccupancyAnswer,
      summary: "Berth occupancy: the calls at each berth in a period, for a timeline",
      description:
        "Per berth (with its terminal and port), the calls that were at it at any time in the period (days in " +
        "the berth's port's time zone; times with its offset), from the line-up history (`lineup_events`). A " +
        "call occupies its berth from its first status change to Loading or Discharging until its first " +
        "change to Sailed after that or the deletion of its row, whichever comes first; with neither it is " +
        "still at its berth and `end` is null. The berth, comm and vessel are the row's (a deleted row's as " +
        'they were when it was deleted); calls whose row has no berth are listed under their terminal as "No ' +
        'berth given"; notes are left out. Clients see only calls of their comms, operators and sub-agents ' +
        "only their ports. 422 when the end comes before the start or the period is longer than " +
        `${MAX_OCCUPANCY_DAYS} days. \`format=xlsx\` answers with one row per call as a spreadsheet.`,
    }),
    async (request, reply) => {
      const q = request.query;
      const query = periodOf(q, MAX_OCCUPANCY_DAYS);
      const scope = await scopeOf(request);
      const occupancy = await berthOccupancy(app.db, scope, query);
      const sheet = { name: "berth-occupancy", workbook: () => berthOccupancyWorkbook(occupancy.data, query) };
      return answer(reply, scope, q, sheet, () => occupancy);
    },
  );

  app.get(
    "/statistics/volumes",
    periodStatistic({
      querystring: VolumesQuery,
      response: VolumesReply,
      summary: "Volume by commodity per week or month: loaded and discharged",
      description:
        "The cargo of the calls that sailed in the period, per week (ISO, from Monday) or month of the " +
        "sailing in its port's time zone, commodity and unit, from the line-up history (`lineup_events`). " +
        "A call sails at its first status change to Sailed after it berthed (a change to Loading or " +
        "Discharging); its cargo is loaded when its last berthing status before that was Loading, discharged " +
        "when Discharging. " +
        "Its quantities are the row's: `qty` under the row's commodity and each split line's `qty` under the " +
        "line's commodity (the row's when the line has none), in the row's unit (`qty_unidade`); tonnes and " +
        "cubic metres are never added together, each unit has its own entries. " +
        "A row deleted after it sailed still counts, as it was when deleted. Notes are not calls. " +
        "Clients see only the calls of their comms, and of those only their comms' cargo; operators and " +
        "sub-agents only their ports. `carga_id` chooses the commodities counted (a row's or a split line's). " +
        `Weeks or months cut by \`from\` or \`to\` count only the sailings within them. 422 when the end ` +
        `comes before the start or the period is longer than ${MAX_VOLUME_DAYS.week} days by week ` +
        `or ${MAX_VOLUME_DAYS.month} days by month. ` +
        "`format=xlsx` answers with the table as a spreadsheet.",
    }),
    async (request, reply) => {
      const q = request.query;
      const interval = q.interval ?? "week";
      const query = { ...periodOf(q, MAX_VOLUME_DAYS[interval], `by ${interval}`), interval };
      const scope = await scopeOf(request);
      const volumes = await commodityVolumes(app.db, scope, query);
      return answer(
        reply,
        scope,
        q,
        { name: `volumes-${interval}`, workbook: () => volumesWorkbook(volumes, query) },
        () => volumes,
      );
    },
  );
}
