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

/** A port a statistics answer covers, with the IANA time zone its calls' days are counted in. */
export interface PortZone {
  id: number;
  name: string;
  time_zone: string;
}

/** Every statistics answer's `time_zones`: the ports it covers, each with its time zone. */
export interface TimeZones {
  time_zones: PortZone[];
}

/** What every statistics answer says beside its figures: where its calls came from, and its ports' time zones. */
export type AnswerNotes = CallOrigins & TimeZones;

/** One call at a berth, as `GET /statistics/berth-occupancy` answers it. */
export interface BerthCall {
  lineup_id: number;
  vessel: string | null;
  commodity: { id: number; name: string; color: string } | null;
  /** When it first became Loading or Discharging (ISO 8601 with its port's offset: `2026-11-10T22:30:00.000-04:00`). */
  start: string;
  /** When it first became Sailed after that, or its row was deleted (as `start`); null: still at its berth. */
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
  /** Its port, with the IANA time zone its days and times are in. */
  port: { id: number; name: string; time_zone: string };
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

/**
 * `GET /statistics/volumes`: every week or month the period touches, in order (with or without cargo), and the entries
 * with cargo.
 */
export interface Volumes extends CallOrigins {
  periods: string[];
  data: CommodityVolume[];
}
