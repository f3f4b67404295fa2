/** Statistics answers read by both the server and the screen. */

/**
 * How many of the calls an answer counts came from recorded history (status changes in `lineup_events`) and how
 * many from their dates alone (rows with no recorded status change: arrived at ETA, berthed at ETB, sailed at
 * ETC as far as their status says). A call with both counts as recorded.
 */
export interface CallOrigins {
  calls_from_history: number;
  calls_from_dates: number;
}

/** One call at a berth, as `GET /statistics/berth-occupancy` answers it. */
export interface BerthCall {
  lineup_id: number;
  vessel: string | null;
  commodity: { id: number; name: string; color: string } | null;
  /** When it first became Loading or Discharging. */
  start: string;
  /** When it first became Sailed after that, or its row was deleted; null: still at its berth. */
  end: string | null;
  /** It berthed before the period's first day. */
  clipped_start: boolean;
  /** It was still at its berth after the period's last day (or is still there). */
  clipped_end: boolean;
  /** Its berthing (and sailing, if any) came from its dates alone, not from recorded status changes. */
  from_dates: boolean;
}

/** One berth and its calls in the period. */
export interface BerthOccupancy {
  berth: { id: number | null; name: string };
  terminal: { id: number; name: string };
  port: { id: number; name: string };
  calls: BerthCall[];
}

/** One week's or month's cargo of one commodity in one unit, as `GET /statistics/volumes` answers it. */
export interface CommodityVolume {
  /** The first day of the week (Monday) or month, YYYY-MM-DD. */
  period_start: string;
  /** The commodity; id null for cargo without one. */
  carga: { id: number | null; name: string; color: string | null };
  /** The unit of the quantities (`t` or `m³`): figures in different units are never added together. */
  unit: string;
  loaded: number;
  discharged: number;
  calls: number;
}

/** `GET /statistics/volumes`: every week or month the period touches, in order (with or without cargo), and the entries with cargo. */
export interface Volumes extends CallOrigins {
  periods: string[];
  data: CommodityVolume[];
}
