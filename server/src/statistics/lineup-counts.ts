/**
 * Line-up counts over time from the status history (`lineup_events`): per UTC
 * day, how many calls were berthed (Loading or Discharging), waiting and
 * expected at the end of that day.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { lineups } from "../db/schema";
import { anyId } from "../lineups/board";
import { DELETED } from "../lineups/history";
import { lineupScope, lineupScopeWhere } from "../lineups/scope";
import type { UserRow } from "../users/repository";

export interface CountFilters {
  /** First and last day (YYYY-MM-DD, UTC), both included. */
  from: string;
  to: string;
  porto_id?: number[];
  carga_id?: number[];
}

export interface DayCounts {
  day: string;
  berthed: number;
  waiting: number;
  expected: number;
}

/** The longest period one request may ask for, in days. */
export const MAX_COUNT_DAYS = 366;

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * One entry per day from `from` to `to`. A row's status on a day is the last
 * status it was given at or before the end of that day (midnight UTC ending
 * it); a deleted row counts until it was deleted (not on the day it went, if
 * it was gone by that day's end); a row before its first recorded status is
 * not counted. Notes are not calls. Rows are scoped and filtered as waiting
 * times are: by their port and comm (a deleted row's as it was when deleted).
 *
 * Plan: the status changes before the end of the period come from
 * `lineup_events_field_at`; each row's changes become spans (a status from its
 * change to the next one, or the row's deletion), and each day counts the
 * spans that hold its end.
 */
export async function lineupCounts(db: Db, user: UserRow, f: CountFilters): Promise<DayCounts[]> {
  const scope = await lineupScope(db, user);
  const start = sql`((${f.from}::date)::timestamp at time zone 'UTC')`;
  const end = sql`(((${f.to}::date)::timestamp at time zone 'UTC') + interval '1 day')`;
  const rowWhere = [
    sql`lineups.is_observacao = 0`,
    lineupScopeWhere(scope),
    f.porto_id?.length ? anyId(lineups.porto_id, f.porto_id) : undefined,
    f.carga_id?.length ? anyId(lineups.carga_id, f.carga_id) : undefined,
  ].filter((c): c is SQL => c !== undefined);

  const result = await db.execute(sql`
    with calls as materialized (
      select lineups.id, lineups.deleted_at
      from (
        select l.id, l.porto_id, l.carga_id, l.is_observacao, null::timestamptz as deleted_at from ${lineups} l
        union all
        select d.lineup_id, d.porto_id, (d.before ->> 'carga_id')::int, coalesce((d.before ->> 'is_observacao')::int, 0), d.at
        from lineup_events d
        where d.field = ${DELETED} and d.at >= ${start} and not exists (select 1 from ${lineups} l where l.id = d.lineup_id)
      ) lineups
      where ${sql.join(rowWhere, sql` and `)}
    ),
    changes as (
      select e.lineup_id, e.at, e.after #>> '{}' as status, lead(e.at) over (partition by e.lineup_id order by e.at, e.id) as next_at
      from lineup_events e
      where e.field = 'status' and e.at < ${end} and e.lineup_id in (select id from calls)
    ),
    spans as (
      select c.status, c.at, least(coalesce(c.next_at, 'infinity'::timestamptz), coalesce(r.deleted_at, 'infinity'::timestamptz)) as until
      from changes c join calls r on r.id = c.lineup_id
      where c.status in ('Loading', 'Discharging', 'Waiting', 'Expected')
    ),
    days as (
      select d::date as day, (d::date::timestamp at time zone 'UTC') + interval '1 day' as day_end
      from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') d
    )
    select days.day::text as day,
      count(s.status) filter (where s.status in ('Loading', 'Discharging'))::int as berthed,
      count(s.status) filter (where s.status = 'Waiting')::int as waiting,
      count(s.status) filter (where s.status = 'Expected')::int as expected
    from days
    left join spans s on s.at < days.day_end and s.until >= days.day_end and s.until >= ${start}
    group by days.day
    order by days.day`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({ day: String(r.day), berthed: Number(r.berthed), waiting: Number(r.waiting), expected: Number(r.expected) }));
}
