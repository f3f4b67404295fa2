/**
 * Waiting times from the history of each call (`lineup_events`): how long a
 * call waited at anchorage, from its first status change to Waiting to its
 * first to Loading or Discharging, grouped by terminal, comm, charterer or port.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { lineupScope } from "../lineups/scope";
import type { UserRow } from "../users/repository";
import { callsWhere, dayStart, periodEnd, type PeriodFilters } from "./calls";

export const WAITING_GROUPS = ["terminal", "carga", "afretador", "porto"] as const;
export type WaitingGroup = (typeof WAITING_GROUPS)[number];

/** The period (the days in which the calls berthed), its port and comm filters, and the grouping. */
export interface WaitingFilters extends PeriodFilters {
  group_by: WaitingGroup;
}

export interface WaitingTimeGroup {
  /** The id of the terminal, comm, charterer or port; null for calls without one (no comm or charterer given). */
  key: number | null;
  name: string;
  calls: number;
  mean_days: number;
  median_days: number;
  p90_days: number;
}

/** What the group key is, and how its name is found, per `group_by`. */
const GROUPS: Record<WaitingGroup, { key: SQL; name: SQL; none: string }> = {
  terminal: {
    key: sql`lineups.terminal_id`,
    name: sql`(select t.name || ' (' || p.name || ')' from terminais t join portos p on p.id = t.porto_id where t.id = g.key)`,
    none: "No terminal",
  },
  carga: { key: sql`lineups.carga_id`, name: sql`(select c.name from cargas c where c.id = g.key)`, none: "No commodity given" },
  afretador: { key: sql`lineups.afretador_id`, name: sql`(select a.name from afretadores a where a.id = g.key)`, none: "No charterer given" },
  porto: { key: sql`lineups.porto_id`, name: sql`(select p.name from portos p where p.id = g.key)`, none: "No port" },
};

/** The statuses that mean a call is at its berth. */
const BERTHED = sql`('"Loading"'::jsonb, '"Discharging"'::jsonb)`;

/** A driver's rows: postgres.js answers with the rows, PGlite with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * The waiting times of the calls that first berthed between `from` and `to`
 * (whole UTC days), within what the user may see, per group, by name. A call
 * counts when it was Waiting before it berthed (a row created as Waiting
 * waits from its creation, whose event sets its status); median and 90th
 * percentile interpolate between calls (PostgreSQL's `percentile_cont`).
 * Days are rounded to 0.01 (about a quarter of an hour).
 *
 * Plan: the calls that berthed in the period come from the partial index
 * `lineup_events_berthed_at` (a range scan of that period's berthings only),
 * and each one's status changes from `lineup_events_status_lineup_at`, both
 * index-only; a call whose first berthing came before the period is left
 * out there. Timings on 1,000,000 events: bench/README.md.
 */
export async function waitingTimes(db: Db, user: UserRow, f: WaitingFilters): Promise<WaitingTimeGroup[]> {
  const scope = await lineupScope(db, user);
  const group = GROUPS[f.group_by];
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
      select ${group.key} as key, extract(epoch from (s.berthed_at - s.waited_at)) / 86400.0 as days
      from berthed b
      join lineups on lineups.id = b.lineup_id
      cross join lateral (
        select min(x.at) filter (where x.after in ${BERTHED}) as berthed_at, min(x.at) filter (where x.after = '"Waiting"'::jsonb) as waited_at
        from lineup_events x
        where x.field = 'status' and x.lineup_id = b.lineup_id
      ) s
      where s.berthed_at >= ${start} and s.waited_at <= s.berthed_at and ${sql.join(rowWhere, sql` and `)}
    ),
    g as (
      select key, count(*)::int as calls, avg(days) as mean_days,
        percentile_cont(0.5) within group (order by days) as median_days,
        percentile_cont(0.9) within group (order by days) as p90_days
      from calls group by key
    )
    select g.key, coalesce(${group.name}, ${group.none}) as name, g.calls,
      round(g.mean_days::numeric, 2)::float8 as mean_days, round(g.median_days::numeric, 2)::float8 as median_days, round(g.p90_days::numeric, 2)::float8 as p90_days
    from g
    order by name, g.key`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    key: r.key === null ? null : Number(r.key),
    name: String(r.name),
    calls: Number(r.calls),
    mean_days: Number(r.mean_days),
    median_days: Number(r.median_days),
    p90_days: Number(r.p90_days),
  }));
}
