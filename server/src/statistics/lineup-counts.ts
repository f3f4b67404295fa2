/**
 * Line-up counts over time from the status history (`lineup_events`): per UTC
 * day, how many calls were berthed (Loading or Discharging), waiting and
 * expected at the end of that day.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { lineups } from "../db/schema";
import { DELETED } from "../lineups/history";
import { lineupScope } from "../lineups/scope";
import type { UserRow } from "../users/repository";
import { callsWhere, dayStart, periodEnd, type PeriodFilters } from "./calls";

export type CountFilters = PeriodFilters;

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
 * Plan: each call's last status before the period (`lineup_events_status_lineup_at`,
 * read backwards) and the status changes within it (`lineup_events_field_at`)
 * become spans (a status from its change to the next one, or the row's
 * deletion); each span adds one to the days whose end it holds, as a +1 and
 * a -1 summed along the days (no join of days by spans).
 */
export async function lineupCounts(db: Db, user: UserRow, f: CountFilters): Promise<DayCounts[]> {
  const scope = await lineupScope(db, user);
  const start = sql`(${dayStart(f.from)})`;
  const end = periodEnd(f);
  const rowWhere = callsWhere(scope, f);

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
    -- Each call's status as the period starts (its last change before), read backwards along
    -- lineup_events_status_lineup_at; only statuses that count matter from here on.
    entering as (
      select * from (
        select distinct on (e.lineup_id) e.lineup_id, e.id, e.at, e.after #>> '{}' as status
        from lineup_events e
        where e.field = 'status' and e.at < ${start}
        order by e.lineup_id desc, e.at desc
      ) last
      where last.status in ('Loading', 'Discharging', 'Waiting', 'Expected')
    ),
    during as (
      select e.lineup_id, e.id, e.at, e.after #>> '{}' as status
      from lineup_events e
      where e.field = 'status' and e.at >= ${start} and e.at < ${end}
    ),
    changes as (
      select x.lineup_id, x.at, x.status, lead(x.at) over (partition by x.lineup_id order by x.at, x.id) as next_at
      from (select * from entering union all select * from during) x
      where x.lineup_id in (select id from calls)
    ),
    spans as (
      select c.status, c.at, least(coalesce(c.next_at, 'infinity'::timestamptz), coalesce(r.deleted_at, 'infinity'::timestamptz)) as until
      from changes c join calls r on r.id = c.lineup_id
      where c.status in ('Loading', 'Discharging', 'Waiting', 'Expected')
    ),
    -- Each span counts on the days whose end it holds: from the day it began (at < that day's end)
    -- to the day before the one it ended in (until >= that day's end), clipped to the period.
    ranges as (
      select case when s.status in ('Loading', 'Discharging') then 'berthed' when s.status = 'Waiting' then 'waiting' else 'expected' end as kind,
        greatest((s.at at time zone 'UTC')::date, ${f.from}::date) as first_day,
        least(((s.until - interval '1 day') at time zone 'UTC')::date, ${f.to}::date) as last_day
      from spans s
    ),
    -- One +1 where a range starts and one -1 the day after it ends; a running sum gives each day's count.
    steps as (
      select first_day as day, kind, 1 as n from ranges where first_day <= last_day
      union all
      select last_day + 1, kind, -1 from ranges where first_day <= last_day
    ),
    per_day as (
      select day, sum(n) filter (where kind = 'berthed') as berthed, sum(n) filter (where kind = 'waiting') as waiting, sum(n) filter (where kind = 'expected') as expected
      from steps group by day
    ),
    days as (
      select d::date as day from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') d
    )
    select days.day::text as day,
      coalesce(sum(p.berthed) over w, 0)::int as berthed,
      coalesce(sum(p.waiting) over w, 0)::int as waiting,
      coalesce(sum(p.expected) over w, 0)::int as expected
    from days
    left join per_day p on p.day = days.day
    window w as (order by days.day)
    order by days.day`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({ day: String(r.day), berthed: Number(r.berthed), waiting: Number(r.waiting), expected: Number(r.expected) }));
}
