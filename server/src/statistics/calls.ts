import { and, asc, sql, type SQL } from "drizzle-orm";
import type { PortZone } from "@lineup/shared";
import type { Db } from "../db/client";
import { lineups, portos } from "../db/schema";
import { ValidationError } from "../http/errors";
import { anyId } from "../lineups/present-rows";
import { DELETED } from "../lineups/history";
import { lineupScopeWhere, withinAssigned, type LineupScope } from "../lineups/scope";

/** A statistics period's days (YYYY-MM-DD, each port's local days, both included) and its port and comm filters. */
export interface PeriodFilters {
  from: string;
  to: string;
  porto_id?: number[];
  carga_id?: number[];
}

/**
 * The rows with no `lineup_calls` row, as a source named `alias` with the columns of `lineups`: no recorded status
 * change and no baseline (a row written straight into the database after migration 0016). Their calls
 * come from their dates as they are now (`lineup_dated_call`, `lineup_dated_days`, migration 0016), by the same rules
 * as the trigger's for the time before a baseline. They are listed in `lineups_without_calls` by triggers (migration
 * 0022): finding them by comparing the two tables' ids took about 50 ms of every statistics query on 100,000 calls,
 * to find none (bench/README.md). The list is read first, into an array, so that no plan works out every row's
 * dated call before it joins them with the list (one did, for 2 s, while the list's statistics were out of date).
 */
export const undatedRows = (alias: string) =>
  sql`(select undated_l.* from public.lineups undated_l
    where undated_l.id = any(array(select undated_w.lineup_id from public.lineups_without_calls undated_w)))
    ${sql.identifier(alias)}`;

export type { CallOrigins } from "@lineup/shared";

/** `calls_from_history` and `calls_from_dates` of a query's row (0 when absent). */
export const toOrigins = (row: Record<string, unknown> | undefined) => ({
  calls_from_history: Number(row?.calls_from_history ?? 0),
  calls_from_dates: Number(row?.calls_from_dates ?? 0),
});

/**
 * The rows deleted since `start` (a call of the period deleted afterwards), each by its last `_deleted` event:
 * `lineup_id`, `porto_id`, `terminal_id` and `before`, the row as it was then.
 */
export const goneSince = (start: SQL) => sql`
  select distinct on (d.lineup_id) d.lineup_id, d.porto_id, d.terminal_id, d.before
  from lineup_events d
  where d.field = ${DELETED} and d.at >= ${start}
  order by d.lineup_id, d.at desc`;

/**
 * The earliest instant `day` has begun in any port: its start at UTC+14. With {@link periodEnd}, the instants an
 * index range reads before each call is kept by its own port's days ({@link localDayStart}).
 */
export const dayStart = (day: string) => sql`((${day}::date)::timestamp - interval '14 hours') at time zone 'UTC'`;

/** The latest instant the period's last day ends in any port: its end at UTC−12. */
export const periodEnd = (f: PeriodFilters) =>
  sql`(((${f.to}::date + 1)::timestamp + interval '12 hours') at time zone 'UTC')`;

/** The start of `day` (or of the day `after` days later) in a port's time zone, as an instant. */
export const localDayStart = (day: string, zone: SQL, after = 0) =>
  sql`((${day}::date + ${after}::int)::timestamp at time zone ${zone})`;

/**
 * Each port's `id`, `time_zone` and the instants the period opens and closes there (`opens`: the start of `from`,
 * `closes`: the start of the day after `to`), worked out once per port, not per call; see {@link withinPeriod}.
 */
export const portPeriods = (f: Pick<PeriodFilters, "from" | "to">) => sql`(
  select p.id, p.time_zone, ${localDayStart(f.from, sql`p.time_zone`)} as opens,
    ${localDayStart(f.to, sql`p.time_zone`, 1)} as closes
  from ${portos} p)`;

/**
 * Whether the instant `at` falls within the period in its port, given that port's {@link portPeriods} row as
 * `zone` (null for a port since deleted: the period's days in UTC).
 */
export const withinPeriod = (at: SQL, zone: string, f: Pick<PeriodFilters, "from" | "to">) => {
  const z = sql.identifier(zone);
  return sql`${at} >= coalesce(${z}.opens, ${localDayStart(f.from, sql`'UTC'`)})
    and ${at} < coalesce(${z}.closes, ${localDayStart(f.to, sql`'UTC'`, 1)})`;
};

/** The calls a statistic counts: line-ups (not notes) the person may see, on the chosen ports and comms. */
export function callsWhere(scope: LineupScope, f: PeriodFilters): SQL[] {
  return [
    sql`lineups.is_observacao = 0`,
    lineupScopeWhere(scope),
    f.porto_id?.length ? anyId(lineups.porto_id, f.porto_id) : undefined,
    f.carga_id?.length ? anyId(lineups.carga_id, f.carga_id) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/**
 * Refuses (422, in words) a period whose end comes before its start or that is longer than `maxDays` days;
 * `by` names what the limit depends on ("by week").
 */
export function assertPeriod(q: { from: string; to: string }, maxDays = Infinity, by?: string): void {
  if (q.from > q.to)
    throw new ValidationError(
      { to: ["The end of the period must not be before its start."] },
      "The end of the period must not be before its start.",
    );
  const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
  if (span > maxDays) {
    const message = `The period is ${span} days long; ${by ? `${by} ` : ""}choose at most ${maxDays} days.`;
    throw new ValidationError({ to: [message] }, message);
  }
}

/**
 * Runs a statistics query planned for its own period. postgres.js prepares
 * each query text once per connection, and after five runs PostgreSQL may
 * keep a generic plan made without the dates: for these queries one that
 * probes each call's row by index, right for a month's few thousand calls
 * and about 1.6 times slower than a hash join for three years' 100,000
 * (bench/README.md). And without JIT compilation: a plan whose estimated cost
 * passes `jit_above_cost` (a larger database, or a table not analyzed yet)
 * spent 0.8 to 1 s compiling a query that runs in 200 ms. The settings last
 * only for this transaction.
 */
export function plannedForPeriod(db: Db, query: SQL): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('plan_cache_mode', 'force_custom_plan', true), set_config('jit', 'off', true)`,
    );
    return tx.execute(query);
  });
}

/** The ports a statistics answer covers (those the person may see, within the port filter), each with its time zone. */
export function portZones(db: Db, scope: LineupScope, f: Pick<PeriodFilters, "porto_id">): Promise<PortZone[]> {
  return db
    .select({ id: portos.id, name: portos.name, time_zone: portos.time_zone })
    .from(portos)
    .where(and(withinAssigned(portos.id, scope.portIds), f.porto_id?.length ? anyId(portos.id, f.porto_id) : undefined))
    .orderBy(asc(portos.ordem), asc(portos.name));
}
