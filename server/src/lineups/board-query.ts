import { DEFAULT_CARGO_TYPE_ID, DEFAULT_STATUS_FILTER, type LineupStatus } from "@lineup/shared";
import type { BoardQuery } from "@lineup/shared/wire/board-query";

/** The filters of `GET /lineups` with their defaults applied. */
export interface BoardFilters extends BoardQuery {
  carga_tipo_id: number;
  status: LineupStatus[];
}

/** Applies the defaults of spec.md: comm type 1, every status but Sailed. */
export function withDefaults(q: BoardQuery): BoardFilters {
  return {
    ...q,
    carga_tipo_id: q.carga_tipo_id ?? DEFAULT_CARGO_TYPE_ID,
    status: q.status?.length ? q.status : [...DEFAULT_STATUS_FILTER],
  };
}
