/**
 * Waiting times from the history of each call (`lineup_events`): how long a
 * call waited at anchorage, from its first status change to Waiting to its
 * first to Loading or Discharging, grouped by terminal, comm, charterer or port.
 */
import { sql, type SQL } from "drizzle-orm";
import type { WaitingTimeGroup } from "@lineup/shared/wire/statistics";
import { rowsOf, type Db } from "../db/client";
import { lineupCalls, lineups } from "../db/schema";
import type { LineupScope } from "../lineups/scope";
import {
  callsWhere,
  dayStart,
  goneSince,
  periodEnd,
  plannedForPeriod,
  portPeriods,
  undatedRows,
  withinPeriod,
  type PeriodFilters,
} from "./calls";

export const WAITING_GROUPS = ["terminal", "carga", "afretador", "porto"] as const;
export type WaitingGroup = (typeof WAITING_GROUPS)[number];

/** The period (the days in which the calls berthed), its port and comm filters, and the grouping. */
export interface WaitingFilters extends PeriodFilters {
  group_by: WaitingGroup;
}

export type { WaitingTimeGroup };

/** What the group key is, and how its name is found, per `group_by`. */
export const WAITING_GROUP_SQL: Record<WaitingGroup, { key: SQL; name: SQL; none: string }> = {
  terminal: {
    key: sql`lineups.terminal_id`,
    name: sql`(select t.name || ' (' || p.name || ')' from terminais t join portos p on p.id = t.porto_id
      where t.id = g.key)`,
    none: "No terminal",
  },
  carga: {
    key: sql`lineups.carga_id`,
    name: sql`(select c.name from cargas c where c.id = g.key)`,
    none: "No commodity given",
  },
  afretador: {
    key: sql`lineups.afretador_id`,
    name: sql`(select a.name from afretadores a where a.id = g.key)`,
    none: "No charterer given",
  },
  porto: { key: sql`lineups.porto_id`, name: sql`(select p.name from portos p where p.id = g.key)`, none: "No port" },
};

/**
 * The rest of a waiting-times query after a `calls (key, days, dated)` CTE: each
 * group's calls (and of them those from dates), mean, median and 90th percentile, by name.
 */
export const perGroup = (group: (typeof WAITING_GROUP_SQL)[WaitingGroup]) => sql`
    g as (
      select key, count(*)::int as calls, count(*) filter (where dated)::int as calls_from_dates,
        avg(days) as mean_days,
        percentile_cont(0.5) within group (order by days) as median_days,
        percentile_cont(0.9) within group (order by days) as p90_days
      from calls group by key
    )
    select g.key, coalesce(${group.name}, ${group.none}) as name, g.calls, g.calls_from_dates,
      round(g.mean_days::numeric, 2)::float8 as mean_days, round(g.median_days::numeric, 2)::float8 as median_days,
        round(g.p90_days::numeric, 2)::float8 as p90_days
    from g
    order by name, g.key`;

/** The rows of a {@link perGroup} query. */
export const toWaitingGroups = (result: unknown): WaitingTimeGroup[] =>
  rowsOf<Record<string, unknown>>(result).map((r) => ({
    key: r.key === null ? null : Number(r.key),
    name: String(r.name),
    calls: Number(r.calls),
    calls_from_dates: Number(r.calls_from_dates),
    mean_days: Number(r.mean_days),
    median_days: Number(r.median_days),
    p90_days: Number(r.p90_days),
  }));

/**
 * The calls that first berthed from `start` to before `end` after waiting (`lineup_id`, `waited_at`, `berthed_at`,
 * `dated`: both from the row's dates, before its baseline): a range of `lineup_calls_berthed_at`.
 */
const timingsFromCalls = (start: SQL, end: SQL) => sql`
  select c.lineup_id, c.waited_at, c.berthed_at, coalesce(c.berthed_at <= c.dated_until, false) as dated
  from ${lineupCalls} c
  where c.berthed_at >= ${start} and c.berthed_at < ${end} and c.waited_at <= c.berthed_at`;

/**
 * The waiting times of the calls that first berthed between `from` and `to`
 * (whole days in each call's port's time zone), within what the user may
 * see, per group, by name. A call
 * counts when it was Waiting before it berthed (a row created as Waiting
 * waits from its creation, whose event sets its status); median and 90th
 * percentile interpolate between calls (PostgreSQL's `percentile_cont`).
 * Days are rounded to 0.01 (about a quarter of an hour). A row deleted after
 * it berthed counts as it was when deleted. A row without recorded history
 * counts from its dates (waiting from ETA to ETB, as far as its status says
 * it berthed): before its baseline (kept in `lineup_calls` with
 * `dated_until`), or with no `lineup_calls` row at all ({@link undatedRows}).
 *
 * Plan: each call's first Waiting and first berthing come from
 * `lineup_calls` (kept from the status events by a trigger on
 * `lineup_events`, migration 0011): the calls that first berthed in the
 * period are a range of `lineup_calls_berthed_at`, joined with their rows
 * for scope and grouping. Timings on 1,000,000 events: bench/README.md.
 */
export async function waitingTimes(db: Db, scope: LineupScope, f: WaitingFilters): Promise<WaitingTimeGroup[]> {
  const group = WAITING_GROUP_SQL[f.group_by];
  const start = dayStart(f.from);
  const end = periodEnd(f);
  const rowWhere = callsWhere(scope, f);

  // `materialized` so the aggregates below read each call once.
  const result = await plannedForPeriod(
    db,
    sql`
    with timings as (
      ${timingsFromCalls(start, end)}
      union all
      select l.id, d.waited_at, d.berthed_at, true
      from ${undatedRows("l")} cross join lateral lineup_dated_call(to_jsonb(l)) d
      where d.berthed_at >= ${start} and d.berthed_at < ${end} and d.waited_at <= d.berthed_at
    ),
    -- Rows deleted since the period began (a call deleted after it berthed in it), as they were then.
    gone as (${goneSince(start)}),
    -- Live and deleted rows are read apart, so that the filters below are on the rows' own columns, which the
    -- planner can count (bench/README.md).
    calls as materialized (
      select ${group.key} as key, lineups.days, lineups.dated
      from (
        select t.lineup_id as id, extract(epoch from (t.berthed_at - t.waited_at)) / 86400.0 as days, t.dated,
          t.berthed_at, l.porto_id, l.terminal_id, l.carga_id, l.afretador_id, l.is_observacao
        from timings t join ${lineups} l on l.id = t.lineup_id
        union all
        select t.lineup_id, extract(epoch from (t.berthed_at - t.waited_at)) / 86400.0, t.dated, t.berthed_at,
          d.porto_id, d.terminal_id, (d.before ->> 'carga_id')::int, (d.before ->> 'afretador_id')::int,
          coalesce((d.before ->> 'is_observacao')::smallint, 0::smallint)
        from gone d join (${timingsFromCalls(start, end)}) t on t.lineup_id = d.lineup_id
        where not exists (select from ${lineups} x where x.id = d.lineup_id)
      ) lineups
      left join ${portPeriods(f)} zone on zone.id = lineups.porto_id
      where ${withinPeriod(sql`lineups.berthed_at`, "zone", f)} and ${sql.join(rowWhere, sql` and `)}
    ),
    ${perGroup(group)}`,
  );
  return toWaitingGroups(result);
}
