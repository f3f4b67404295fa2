/**
 * The statistics as they were computed straight from the status events
 * (`lineup_events`) before the tables kept by migration 0011's trigger: the
 * reference the table-based answers are checked against
 * (statistics-tables.test.ts). Their SQL is that of commit 1e5034e, with
 * deleted rows counted in waiting times and no call from dates (`dated`
 * false) since migration 0016; a history of recorded events only is compared,
 * on ports in UTC (their days are UTC days here; port-time-zones.test.ts
 * checks other zones).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../src/db/client";
import { lineups } from "../src/db/schema";
import { DELETED } from "../src/lineups/history";
import { lineupScope } from "../src/lineups/scope";
import { berthOccupancy } from "../src/statistics/berth-occupancy";
import { callsWhere, type PeriodFilters } from "../src/statistics/calls";
import { perDay, toDayCounts, type CountFilters, type DayCounts } from "../src/statistics/lineup-counts";
import {
  perGroup,
  toWaitingGroups,
  WAITING_GROUP_SQL,
  type WaitingFilters,
  type WaitingTimeGroup,
} from "../src/statistics/waiting-times";
import { commodityVolumes, type VolumeFilters } from "../src/statistics/volumes";
import type { UserRow } from "../src/users/repository";

/** The start of a UTC day, and of the day after a period. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;
const periodEnd = (f: PeriodFilters) => sql`(${dayStart(f.to)} + interval '1 day')`;

/** The statuses that mean a call is at its berth. */
const BERTHED = sql`('"Loading"'::jsonb, '"Discharging"'::jsonb)`;

/** Waiting times as they were computed from `lineup_events` before `lineup_calls` (commit 1e5034e). */
export async function waitingTimesFromEvents(db: Db, user: UserRow, f: WaitingFilters): Promise<WaitingTimeGroup[]> {
  const scope = await lineupScope(db, user);
  const group = WAITING_GROUP_SQL[f.group_by];
  const start = dayStart(f.from);
  const end = periodEnd(f);
  const rowWhere = callsWhere(scope, f);

  // Each call's first berthing and first Waiting in one pass over its few status changes;
  // `materialized` so the aggregates below read each call once.
  const result = await db.execute(sql`
    with berthed as (
      select distinct e.lineup_id
      from lineup_events e
      where e.field = 'status' and e.after in ${BERTHED} and e.at >= ${start} and e.at < ${end}
    ),
    calls as materialized (
      select ${group.key} as key, extract(epoch from (s.berthed_at - s.waited_at)) / 86400.0 as days, false as dated
      from berthed b
      -- The rows, and since migration 0016 the rows deleted since, as they were then.
      join (
        select l.id, l.porto_id, l.terminal_id, l.carga_id, l.afretador_id, l.is_observacao from ${lineups} l
        union all
        select d.lineup_id, d.porto_id, d.terminal_id, (d.before ->> 'carga_id')::int, (d.before ->> 'afretador_id')::int, coalesce((d.before ->> 'is_observacao')::int, 0)
        from lineup_events d
        where d.field = ${DELETED} and not exists (select 1 from ${lineups} l where l.id = d.lineup_id)
      ) lineups on lineups.id = b.lineup_id
      cross join lateral (
        select min(x.at) filter (where x.after in ${BERTHED}) as berthed_at, min(x.at) filter (where x.after = '"Waiting"'::jsonb) as waited_at
        from lineup_events x
        where x.field = 'status' and x.lineup_id = b.lineup_id
      ) s
      where s.berthed_at >= ${start} and s.waited_at <= s.berthed_at and ${sql.join(rowWhere, sql` and `)}
    ),
    ${perGroup(group)}`);
  return toWaitingGroups(result);
}

/** Line-up counts as they were computed from `lineup_events` before `lineup_status_days` (commit 1e5034e). */
export async function lineupCountsFromEvents(db: Db, user: UserRow, f: CountFilters): Promise<DayCounts[]> {
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
    ${perDay(f)}`);
  return toDayCounts(result);
}

const LOADING = sql`'"Loading"'::jsonb`;
const DISCHARGING = sql`'"Discharging"'::jsonb`;
const SAILED = sql`'"Sailed"'::jsonb`;

/**
 * Volumes as they were computed before `lineup_calls` kept the sailings (commit 16eb286): each call's first
 * Sailed after a berthing and its last berthing status before it, from one window over its status events.
 */
export const volumesFromEvents = async (db: Db, user: UserRow, f: VolumeFilters) =>
  commodityVolumes(
    db,
    await lineupScope(db, user),
    f,
    (start, end) => sql`
    select v.lineup_id, v.sailed_at, v.direction, false as dated
    from (
      select distinct on (y.lineup_id) y.lineup_id, y.at as sailed_at,
        case when y.discharging is null or y.loading > y.discharging then 'Loading' else 'Discharging' end as direction
      from (
        select x.lineup_id, x.at, x.after,
          max(x.at) filter (where x.after = ${LOADING}) over w as loading,
          max(x.at) filter (where x.after = ${DISCHARGING}) over w as discharging
        from lineup_events x
        where x.field = 'status' and x.lineup_id in (
          select e.lineup_id from lineup_events e where e.field = 'status' and e.after = ${SAILED} and e.at >= ${start} and e.at < ${end}
        )
        window w as (partition by x.lineup_id order by x.at rows between unbounded preceding and current row)
      ) y
      where y.after = ${SAILED} and (y.loading is not null or y.discharging is not null)
      order by y.lineup_id, y.at
    ) v
    where v.sailed_at >= ${start} and v.sailed_at < ${end}`,
  );

/**
 * Berth occupancy as it was computed before `lineup_calls` kept the sailings (main at 8906620): the calls that
 * berthed before the period's end less those that sailed before its start, each one's first sailing looked up.
 */
export const berthOccupancyFromEvents = async (db: Db, user: UserRow, f: PeriodFilters) =>
  berthOccupancy(
    db,
    await lineupScope(db, user),
    f,
    (start: SQL, end: SQL) => sql`
    with firsts as (
      select e.lineup_id, min(e.at) as start
      from lineup_events e
      where e.field = 'status' and e.after in ${BERTHED} and e.at < ${end}
      group by e.lineup_id
    ),
    still as (
      select f.* from firsts f
      where not exists (
        select 1 from lineup_events s
        where s.field = 'status' and s.after = ${SAILED} and s.at <= ${start} and s.lineup_id = f.lineup_id and s.at > f.start
      )
    )
    select f.lineup_id, f.start,
      (select min(x.at) from lineup_events x where x.field = 'status' and x.lineup_id = f.lineup_id and x.at > f.start and x.after = ${SAILED}) as sailed,
      false as dated
    from still f`,
  );
