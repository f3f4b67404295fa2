/**
 * Volume by commodity per week or month from the history of each call
 * (`lineup_calls`, derived from `lineup_events`): the cargo of the calls that sailed in each period,
 * loaded or discharged, per commodity and unit.
 */
import type { CommodityVolume, Volumes } from "@lineup/shared";
import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Db } from "../db/client";
import { lineups } from "../db/schema";
import type { LineupScope } from "../lineups/scope";
import {
  callsWhere,
  dayStart,
  goneSince,
  periodEnd,
  plannedForPeriod,
  portPeriods,
  toOrigins,
  undatedRows,
  withinPeriod,
  type PeriodFilters,
} from "./calls";

export type { CommodityVolume, Volumes };

export const VOLUME_INTERVALS = ["week", "month"] as const;
export type VolumeInterval = (typeof VOLUME_INTERVALS)[number];

/** The longest period one request may ask for, in days, per interval (53 weeks; three years of months). */
export const MAX_VOLUME_DAYS: Record<VolumeInterval, number> = { week: 371, month: 1096 };

export interface VolumeFilters extends PeriodFilters {
  interval: VolumeInterval;
}

/**
 * The calls that sailed from `start` to before `end` (each call's first Sailed after its first berthing), with
 * the direction of their cargo (`Loading` or `Discharging`, its last berthing status before sailing): a range of
 * `lineup_calls_sailed_at` (index-only), kept by the trigger of migrations 0011 and 0013.
 */
const sailingsFromCalls = (start: SQL, end: SQL) => sql`
  select c.lineup_id, c.sailed_at, case when c.discharged then 'Discharging' else 'Loading' end as direction,
    coalesce(c.sailed_at <= c.dated_until, false) as dated
  from lineup_calls c
  where c.sailed_at >= ${start} and c.sailed_at < ${end}`;

/**
 * The same for the rows with no `lineup_calls` row ({@link undatedRows}), from their dates: loaded (the dates do not
 * say).
 */
const undatedSailings = (start: SQL, end: SQL) => sql`
  select l.id, d.sailed_at, 'Loading', true
  from ${undatedRows("l")} cross join lateral lineup_dated_call(to_jsonb(l)) d
  where d.sailed_at >= ${start} and d.sailed_at < ${end}`;

/**
 * The cargo of the calls that sailed between `from` and `to` (whole days in
 * each call's port's time zone) within what the user may see, per week (ISO,
 * from Monday) or month of the sailing in that zone, commodity and unit, by period, commodity name and unit.
 *
 * - A call sails at its first status change to Sailed after it berthed (a
 *   change to Loading or Discharging); a Sailed without a berthing before it
 *   is not a sailing. Its cargo is loaded when its last berthing status before
 *   that was Loading, discharged when Discharging.
 * - Its quantities are the row's: `qty` under the row's commodity and each
 *   split line's `qty` under the line's commodity (a line without one: the
 *   row's), all in the row's unit (`qty_unidade`); a call without a quantity
 *   counts as a call with 0.
 * - A row deleted after it sailed still counts, as its `_deleted` event holds it.
 * - A row without recorded history sails at its ETC as far as its status
 *   says it sailed (before its baseline, or with no `lineup_calls` row at
 *   all), its cargo loaded (its dates do not say which way); the answer says
 *   how many calls came from recorded history and how many from dates alone.
 * - Calls are scoped (role) and filtered by port as on the board; the comm
 *   filter, and a client's comms, choose the commodities counted (a client
 *   sees only the calls of their comms, and of those only their comms' lines).
 *
 * Plan: the sailings of the period are a range of `lineup_calls` (its
 * `sailed_at` and `discharged`, kept from the status events by a trigger),
 * hash-joined with their rows (not materialized first: the planner joins the
 * range as it reads it; live and deleted rows apart, so that the scope is on
 * columns with statistics), kept by comparing each sailing with the instants the
 * period opens and closes in its port (worked out once per port, not per
 * call), then joined with the split lines in one pass. Calls are counted per
 * commodity by marking one line of each call and commodity, and by origin
 * from the calls themselves: no count of distinct values, whose sorts took
 * most of the time before; timings on 1,000,000 events: bench/README.md.
 * `sailings` (the calls that sailed, with the direction of their cargo) may
 * be given another way (the tests' reference reads them from the events).
 */
export async function commodityVolumes(
  db: Db,
  scope: LineupScope,
  f: VolumeFilters,
  sailings = sailingsFromCalls,
): Promise<Volumes> {
  const start = dayStart(f.from);
  const end = periodEnd(f);
  const rowWhere = callsWhere(scope, { ...f, carga_id: undefined });
  const comms = [scope.commIds, f.carga_id?.length ? f.carga_id : undefined].filter(
    (ids): ids is number[] => ids !== undefined,
  );
  const lineWhere = comms.map(
    (ids) => sql`lines.carga_id = any(${`{${(ids.length ? ids : [0]).map((id) => Math.trunc(id)).join(",")}}`}::int[])`,
  );
  // Written into the query, so only ever one of the two.
  const month = f.interval === "month";
  const truncTo = sql.raw(month ? "'month'" : "'week'");
  const step = sql.raw(month ? "interval '1 month'" : "interval '1 week'");

  const result = await plannedForPeriod(
    db,
    sql`
    with voyages as (${sailings(start, end)} union all ${undatedSailings(start, end)}),
    -- Rows deleted since the period began (a call deleted after it sailed in the period), as they were then.
    gone as (${goneSince(start)}),
    -- The calls as they are, or as they were when deleted, sailing in the period in their port's time zone. Live
    -- and deleted rows are read apart, so that the filters below are on the rows' own columns, which the planner
    -- can count: on values worked out from both (coalesce), it took 1 in 200 calls for all of them and grouped
    -- them by sorting (bench/README.md).
    calls as (
      select lineups.*, coalesce(zone.time_zone, 'UTC') as zone,
        date_trunc(${truncTo}, lineups.sailed_at at time zone coalesce(zone.time_zone, 'UTC'))::date as period_start
      from (
        select v.lineup_id, v.sailed_at, v.direction, v.dated, l.porto_id, l.carga_id, l.is_observacao, l.qty,
          l.qty_unidade, null::jsonb as lines
        from voyages v join ${lineups} l on l.id = v.lineup_id
        union all
        select v.lineup_id, v.sailed_at, v.direction, v.dated, d.porto_id, (d.before ->> 'carga_id')::int,
          coalesce((d.before ->> 'is_observacao')::smallint, 0::smallint), (d.before ->> 'qty')::numeric,
          coalesce(d.before ->> 'qty_unidade', 't'), coalesce(d.before -> 'cargas_afretadores', '[]'::jsonb)
        from gone d join (${sailings(start, end)}) v on v.lineup_id = d.lineup_id
        where not exists (select from ${lineups} x where x.id = d.lineup_id)
      ) lineups
      left join ${portPeriods(f)} zone on zone.id = lineups.porto_id
      where ${withinPeriod(sql`lineups.sailed_at`, "zone", f)} and ${sql.join(rowWhere, sql` and `)}
    ),
    -- Every split line, as it is (deleted rows' lines come from their snapshots).
    splits as materialized (select s.lineup_id, s.carga_id, s.qty from lineup_cargas_afretadores s),
    -- Each call's cargo lines: the row's own, then its split lines. \`first\` marks one line of each call and
    -- commodity (the row's own, else the first split line of that commodity), so that calls are counted per
    -- commodity without counting distinct values.
    lines as (
      select c.lineup_id, c.period_start, c.direction, c.dated, c.qty_unidade as unit, c.carga_id, c.qty,
        true as first
      from calls c
      union all
      select s.lineup_id, s.period_start, s.direction, s.dated, s.unit, s.carga_id, s.qty,
        s.carga_id is distinct from s.own and row_number() over (partition by s.lineup_id, s.carga_id) = 1
      from (
        select c.lineup_id, c.period_start, c.direction, c.dated, c.qty_unidade as unit, c.carga_id as own,
          coalesce(s.carga_id, c.carga_id) as carga_id, s.qty
        from calls c join splits s on s.lineup_id = c.lineup_id
        where c.lines is null
        union all
        select c.lineup_id, c.period_start, c.direction, c.dated, c.qty_unidade, c.carga_id,
          coalesce((j ->> 'carga_id')::int, c.carga_id), (j ->> 'qty')::numeric
        from calls c cross join jsonb_array_elements(c.lines) j
        where c.lines is not null
      ) s
    ),
    counted as (
      select * from lines ${lineWhere.length ? sql`where ${sql.join(lineWhere, sql` and `)}` : sql``}
    ),
    g as (
      select lines.period_start, lines.carga_id, lines.unit,
        coalesce(sum(lines.qty) filter (where lines.direction = 'Loading'), 0) as loaded,
        coalesce(sum(lines.qty) filter (where lines.direction = 'Discharging'), 0) as discharged,
        count(*) filter (where lines.first)::int as calls
      from counted lines
      group by 1, 2, 3
    )
    select g.period_start::text as period_start, g.carga_id, coalesce(k.name, 'No commodity given') as name, k.color,
      g.unit,
      g.loaded::float8 as loaded, g.discharged::float8 as discharged, g.calls,
      o.calls_from_history, o.calls_from_dates
    from g left join cargas k on k.id = g.carga_id
    cross join (
      select count(*) filter (where not c.dated)::int as calls_from_history,
        count(*) filter (where c.dated)::int as calls_from_dates
      -- Every call has a line of its own commodity: without a comm filter, every call is counted.
      from ${lineWhere.length ? sql`(select distinct counted.lineup_id, counted.dated from counted)` : sql`calls`} c
    ) o
    order by g.period_start, name, g.carga_id, g.unit`,
  );

  const periods = await db.execute(sql`
    select p::date::text as period_start
    from generate_series(date_trunc(${truncTo}, ${f.from}::timestamp), ${f.to}::timestamp, ${step}) p`);
  const rows = rowsOf<Record<string, unknown>>(result);
  return {
    ...toOrigins(rows[0]),
    periods: rowsOf<{ period_start: string }>(periods).map((r) => r.period_start),
    data: rows.map((r) => ({
      period_start: String(r.period_start),
      carga: {
        id: r.carga_id === null ? null : Number(r.carga_id),
        name: String(r.name),
        color: r.color === null ? null : String(r.color),
      },
      unit: String(r.unit),
      loaded: Number(r.loaded),
      discharged: Number(r.discharged),
      calls: Number(r.calls),
    })),
  };
}
