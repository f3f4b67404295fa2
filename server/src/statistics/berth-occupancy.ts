/**
 * Berth occupancy from the status history (`lineup_calls`, derived from `lineup_events`): which call was
 * at which berth when, one span per call, for a timeline of berths × days.
 */
import { sql, type SQL } from "drizzle-orm";
import { isoInZone, type BerthOccupancy } from "@lineup/shared";
import { rowsOf, type Db } from "../db/client";
import { DELETED } from "../lineups/history";
import type { LineupScope } from "../lineups/scope";
import {
  callsWhere,
  dayStart,
  localDayStart,
  periodEnd,
  plannedForPeriod,
  undatedRows,
  type CallOrigins,
  type PeriodFilters,
} from "./calls";

/**
 * The longest period one request may ask for, in days: a quarter. A timeline
 * of every berth for a year is unreadable (the screen draws at most 600
 * calls) and its answer is about 33,600 calls and 6 MB on 1,000,000 events
 * (bench/README.md).
 */
export const MAX_OCCUPANCY_DAYS = 92;

/** The name a row without a berth is shown under, within its terminal. */
export const NO_BERTH = "No berth given";

export type { BerthOccupancy };

/**
 * The calls that may have been at a berth from `start` to before `end`: those that berthed before `end` and had
 * not sailed by `start` (`lineup_id`, `start`: the first berthing, `sailed`: the first sailing after it or null,
 * `dated`: both came from the row's dates, before its baseline).
 * From `lineup_calls` (kept by the trigger of migrations 0011 and 0013): the calls that sailed after `start`, a
 * range of `lineup_calls_sailed_at`, and those that have not sailed, from the partial `lineup_calls_at_berth`,
 * both index-only.
 */
const spansFromCalls = (start: SQL, end: SQL) => sql`
  select c.lineup_id, c.berthed_at as start, c.sailed_at as sailed, coalesce(c.sailed_at <= c.dated_until,
    false) as dated
  from lineup_calls c where c.sailed_at > ${start} and c.berthed_at < ${end}
  union all
  select c.lineup_id, c.berthed_at, null, coalesce(c.berthed_at <= c.dated_until, false) from lineup_calls c
    where c.sailed_at is null and c.berthed_at is not null and c.berthed_at < ${end}`;

/** The same for the rows with no `lineup_calls` row ({@link undatedRows}), from their dates. */
const undatedSpans = (start: SQL, end: SQL) => sql`
  select l.id, d.berthed_at, d.sailed_at, true
  from ${undatedRows("l")} cross join lateral lineup_dated_call(to_jsonb(l)) d
  where d.berthed_at < ${end} and (d.sailed_at is null or d.sailed_at > ${start})`;

const instant = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * The calls at a berth at any time between the start of `from` and the end of
 * `to` (days in the berth's port's time zone; times with that zone's
 * offset), grouped by berth (by port, terminal and berth name). A call
 * occupies its berth from its first status change to Loading or Discharging
 * to its first change to Sailed after that, or its row's deletion, whichever
 * comes first; with neither it is still there (`end` null). The berth,
 * commodity and vessel are the row's (a deleted row's as it was when
 * deleted); rows without a berth are grouped under their terminal as
 * "No berth given". Notes are not calls. Scoped and filtered as the other
 * statistics (the row's port and comm).
 *
 * Plan: the calls at a berth in the period come from `lineup_calls` (each
 * call's first berthing and first sailing after it, kept from the status
 * events by a trigger), by index; only those are read with their rows.
 * `spans` may be given another way (the tests' reference reads them from the
 * events). Timings on 1,000,000 events: bench/README.md.
 *
 * A row without recorded history is at its berth from its dates (ETB to
 * ETC, as far as its status says it berthed and sailed): before its baseline,
 * or with no `lineup_calls` row at all; such calls are marked `from_dates`
 * (a deletion is recorded, so a deleted row's call is not).
 */
export async function berthOccupancy(
  db: Db,
  scope: LineupScope,
  f: PeriodFilters,
  spans = spansFromCalls,
): Promise<{ data: BerthOccupancy[] } & CallOrigins> {
  const start = sql`(${dayStart(f.from)})`;
  const end = periodEnd(f);
  const rowWhere = callsWhere(scope, f);
  // The period in each berth's port's time zone.
  const localStart = localDayStart(f.from, sql`p.time_zone`);
  const localEnd = localDayStart(f.to, sql`p.time_zone`, 1);

  const result = await plannedForPeriod(
    db,
    sql`
    with spans as materialized (${spans(start, end)} union all ${undatedSpans(start, end)}),
    -- The calls' rows: live ones, and deleted ones as they were when deleted.
    lineups as (
      select l.id, l.porto_id, l.terminal_id, l.berco_id, l.navio_id, l.carga_id, l.is_observacao,
        null::timestamptz as deleted_at
      from lineups l where l.id in (select lineup_id from spans)
      union all
      select d.lineup_id, d.porto_id, d.terminal_id, (d.before ->> 'berco_id')::int, (d.before ->> 'navio_id')::int,
        (d.before ->> 'carga_id')::int,
        coalesce((d.before ->> 'is_observacao')::smallint, 0::smallint), d.at
      from spans s
      join lineup_events d on d.lineup_id = s.lineup_id and d.field = ${DELETED}
      where not exists (select 1 from lineups l where l.id = s.lineup_id)
    ),
    calls as (
      select lineups.*, s.start, least(s.sailed, lineups.deleted_at) as until, s.dated and (lineups.deleted_at is null
        or s.sailed <= lineups.deleted_at) as dated
      from spans s join lineups on lineups.id = s.lineup_id
      where ${sql.join(rowWhere, sql` and `)}
    ),
    -- The calls at a berth within the period in their port's days, each with its berth (null: none, or gone).
    found as (
      select c.id as lineup_id, c.terminal_id, b.id as berth_id, c.navio_id, c.carga_id, c.start, c.until, c.dated,
        c.start < ${localStart} as clipped_start, (c.until is null or c.until > ${localEnd}) as clipped_end
      from calls c
      join terminais t on t.id = c.terminal_id
      join portos p on p.id = t.porto_id
      left join bercos b on b.id = c.berco_id
      where c.start < ${localEnd} and (c.until is null or c.until > ${localStart})
    ),
    -- Each berth's place in the answer, by port, terminal and berth name: the few berths are sorted by their names,
    -- then the calls by place (sorting every call by the names took about 90 ms of a quarter's 8,600 calls).
    berths as (
      select w.terminal_id, w.berth_key, b.id as berth_id, coalesce(b.name, ${NO_BERTH}) as berth_name,
        t.name as terminal_name, p.id as port_id, p.name as port_name, p.time_zone,
        row_number() over (order by p.ordem, p.name, p.id, t.name, t.id, b.id is null, b.name, b.id) as place
      from (select distinct terminal_id, coalesce(berth_id, 0) as berth_key from found) w
      join terminais t on t.id = w.terminal_id
      join portos p on p.id = t.porto_id
      left join bercos b on b.id = nullif(w.berth_key, 0)
    )
    select c.lineup_id, c.start, c.until, c.dated, c.clipped_start, c.clipped_end, g.time_zone, g.berth_id,
      g.berth_name, g.terminal_id, g.terminal_name, g.port_id, g.port_name,
      n.name as vessel, k.id as commodity_id, k.name as commodity_name, k.color as commodity_color
    from found c
    join berths g on g.terminal_id = c.terminal_id and g.berth_key = coalesce(c.berth_id, 0)
    left join navios n on n.id = c.navio_id
    left join cargas k on k.id = c.carga_id
    order by g.place, c.start, c.lineup_id`,
  );

  const groups: BerthOccupancy[] = [];
  for (const r of rowsOf<Record<string, unknown>>(result)) {
    const berthId = r.berth_id === null ? null : Number(r.berth_id);
    const terminalId = Number(r.terminal_id);
    let group = groups.at(-1);
    if (!group || group.berth.id !== berthId || group.terminal.id !== terminalId) {
      group = {
        berth: { id: berthId, name: String(r.berth_name) },
        terminal: { id: terminalId, name: String(r.terminal_name) },
        port: { id: Number(r.port_id), name: String(r.port_name), time_zone: String(r.time_zone) },
        calls: [],
      };
      groups.push(group);
    }
    group.calls.push({
      lineup_id: Number(r.lineup_id),
      vessel: r.vessel === null ? null : String(r.vessel),
      commodity:
        r.commodity_id === null
          ? null
          : { id: Number(r.commodity_id), name: String(r.commodity_name), color: String(r.commodity_color) },
      start: isoInZone(instant(r.start), String(r.time_zone)),
      end: r.until === null ? null : isoInZone(instant(r.until), String(r.time_zone)),
      clipped_start: Boolean(r.clipped_start),
      clipped_end: Boolean(r.clipped_end),
      from_dates: Boolean(r.dated),
    });
  }
  const calls = groups.flatMap((g) => g.calls);
  const fromDates = calls.filter((c) => c.from_dates).length;
  return { data: groups, calls_from_history: calls.length - fromDates, calls_from_dates: fromDates };
}
