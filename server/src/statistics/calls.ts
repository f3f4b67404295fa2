import { sql, type SQL } from "drizzle-orm";
import { lineups } from "../db/schema";
import { anyId } from "../lineups/board";
import { lineupScopeWhere, type LineupScope } from "../lineups/scope";

/** A statistics period's days (YYYY-MM-DD, UTC, both included) and its port and comm filters. */
export interface PeriodFilters {
  from: string;
  to: string;
  porto_id?: number[];
  carga_id?: number[];
}

/** The start of a UTC day, as a timestamp. */
export const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;

/** The end of a period: the start of the day after its last. */
export const periodEnd = (f: PeriodFilters) => sql`(${dayStart(f.to)} + interval '1 day')`;

/** The calls a statistic counts: line-ups (not notes) the person may see, on the chosen ports and comms. */
export function callsWhere(scope: LineupScope, f: PeriodFilters): SQL[] {
  return [
    sql`lineups.is_observacao = 0`,
    lineupScopeWhere(scope),
    f.porto_id?.length ? anyId(lineups.porto_id, f.porto_id) : undefined,
    f.carga_id?.length ? anyId(lineups.carga_id, f.carga_id) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}
