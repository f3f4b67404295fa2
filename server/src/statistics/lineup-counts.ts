/**
 * Line-up counts over time from the status history (`lineup_events`): per day
 * (each call's port's local day), how many calls were berthed (Loading or
 * Discharging), waiting and expected at the end of that day.
 */
import { sql } from "drizzle-orm";
import type { DayCounts } from "@lineup/shared/wire/statistics";
import { rowsOf, type Db } from "../db/client";
import { lineups, lineupStatusDays } from "../db/schema";
import { DELETED } from "../lineups/history";
import type { LineupScope } from "../lineups/scope";
import {
  callsWhere,
  dayStart,
  plannedForPeriod,
  toOrigins,
  undatedRows,
  type CallOrigins,
  type PeriodFilters,
} from "./calls";

export type CountFilters = PeriodFilters;

export type { DayCounts };

/** The longest period one request may ask for, in days. */
export const MAX_COUNT_DAYS = 366;

/** The `origins` CTE's two counts, as columns of every row. */
const ORIGIN_COLUMNS = sql`, (select calls_from_history from origins), (select calls_from_dates from origins)`;

/**
 * The rest of a line-up counts query after a `steps (day, kind, n)` CTE: each day of the period with its running
 * sums; with `origins`, after an `origins (calls_from_history, calls_from_dates)` CTE too, each row carries them.
 */
export const perDay = (f: CountFilters, origins = false) => sql`
    per_day as (
      select day, sum(n) filter (where kind = 'berthed') as berthed, sum(n) filter (where kind = 'waiting') as waiting,
        sum(n) filter (where kind = 'expected') as expected
      from steps group by day
    ),
    days as (
      select d::date as day from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') d
    )
    select days.day::text as day,
      coalesce(sum(p.berthed) over w, 0)::int as berthed,
      coalesce(sum(p.waiting) over w, 0)::int as waiting,
      coalesce(sum(p.expected) over w, 0)::int as expected${origins ? ORIGIN_COLUMNS : sql``}
    from days
    left join per_day p on p.day = days.day
    window w as (order by days.day)
    order by days.day`;

/** The rows of a {@link perDay} query. */
export const toDayCounts = (result: unknown): DayCounts[] =>
  rowsOf<Record<string, unknown>>(result).map((r) => ({
    day: String(r.day),
    berthed: Number(r.berthed),
    waiting: Number(r.waiting),
    expected: Number(r.expected),
  }));

/**
 * One entry per day from `from` to `to`. A row's status on a day is the last
 * status it was given at or before the end of that day (the midnight ending
 * it in the row's port's time zone); a deleted row counts until it was
 * deleted (not on the day it went, if
 * it was gone by that day's end); a row before its first recorded status is
 * not counted. Notes are not calls. Rows are scoped and filtered as waiting
 * times are: by their port and comm (a deleted row's as it was when deleted).
 * A row without recorded history counts from its dates (expected from its
 * creation, waiting from ETA, berthed from ETB, as far as its status says),
 * its status now holding from its date or today, so today's counts are the
 * board's; the answer says how many calls came from recorded history and how
 * many from dates alone.
 *
 * Plan: the days each status held come from `lineup_status_days` (kept
 * from the status events by a trigger on `lineup_events`, migration 0011),
 * joined with the rows (and the rows deleted since the period began, whose
 * days end at their deletion) for scope and filters; each range of days
 * clipped to the period adds one on its first day and takes it away after
 * its last (equal ranges counted together first), summed along the days (no
 * join of days by ranges).
 */
export async function lineupCounts(
  db: Db,
  scope: LineupScope,
  f: CountFilters,
): Promise<{ days: DayCounts[] } & CallOrigins> {
  const start = sql`(${dayStart(f.from)})`;
  const rowWhere = callsWhere(scope, f);

  const result = await plannedForPeriod(
    db,
    sql`
    with gone as (
      select d.lineup_id as id, d.porto_id, (d.before ->> 'carga_id')::int as carga_id,
        coalesce((d.before ->> 'is_observacao')::int, 0) as is_observacao,
        ((d.at - interval '1 day') at time zone port_time_zone(d.porto_id))::date as last_day
      from lineup_events d
      where d.field = ${DELETED} and d.at >= ${start} and not exists (select 1 from ${lineups} l
        where l.id = d.lineup_id)
    ),
    -- The days of each status that reach into the period, of rows as they are and of rows deleted within it
    -- (both named lineups for the scope's conditions), clipped to the period.
    -- A range from a status change of dates alone (a negative event id: before a baseline) is dated.
    ranges as (
      select s.lineup_id, s.event_id < 0 as dated, s.kind, greatest(s.first_day, ${f.from}::date) as first_day,
        least(coalesce(s.last_day, ${f.to}::date), ${f.to}::date) as last_day
      from ${lineupStatusDays} s join ${lineups} on lineups.id = s.lineup_id
      where s.first_day <= ${f.to}::date and (s.last_day is null or s.last_day >= ${f.from}::date) and
        ${sql.join(rowWhere, sql` and `)}
      union all
      select s.lineup_id, s.event_id < 0, s.kind, greatest(s.first_day, ${f.from}::date), least(coalesce(s.last_day,
        ${f.to}::date), lineups.last_day, ${f.to}::date)
      from ${lineupStatusDays} s join gone lineups on lineups.id = s.lineup_id
      where s.first_day <= ${f.to}::date and (s.last_day is null or s.last_day >= ${f.from}::date) and
        ${sql.join(rowWhere, sql` and `)}
      union all
      select lineups.id, true, d.kind, greatest(d.first_day, ${f.from}::date), least(coalesce(d.last_day,
        ${f.to}::date), ${f.to}::date)
      from ${undatedRows("lineups")} cross join lateral lineup_dated_days(to_jsonb(lineups)) d
      where d.first_day <= ${f.to}::date and (d.last_day is null or d.last_day >=
        ${f.from}::date) and ${sql.join(rowWhere, sql` and `)}
    ),
    -- The calls counted on some day of the period: recorded when any of their ranges is.
    origins as (
      select count(*) filter (where not o.dated)::int as calls_from_history, count(*)
        filter (where o.dated)::int as calls_from_dates
      from (select lineup_id, bool_and(dated) as dated from ranges where first_day <= last_day group by lineup_id) o
    ),
    -- The same ranges counted once (far fewer than the calls), then +n where they start and -n the day after
    -- they end; a running sum gives each day's count.
    same as (
      select kind, first_day, last_day, count(*) as n from ranges where first_day <= last_day group by kind, first_day,
        last_day
    ),
    steps as (
      select first_day as day, kind, n from same
      union all
      select last_day + 1, kind, -n from same
    ),
    ${perDay(f, true)}`,
  );
  return { days: toDayCounts(result), ...toOrigins(rowsOf<Record<string, unknown>>(result)[0]) };
}
