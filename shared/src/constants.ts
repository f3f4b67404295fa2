/** Business constants of spec.md sections 3, 4 and 9. */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const PAGE_LINKS = 5;
export const NOTIFICATION_MS = 5000;
export const HEADER_DROP_SCROLL_PX = 35;
/**
 * spec.md section 9's timings: a modal opens and closes in 500 ms, a page comes in over 200 ms, the header menu scrolls
 * the page in 1000 ms (none with reduced motion).
 */
export const MODAL_TRANSITION_MS = 500;
export const PAGE_TRANSITION_MS = 200;
export const HEADER_SCROLL_MS = 1000;
export const TBI = "TBI";
export const MAX_DATE = "9999-12-31";
export const QTY_DECIMALS = 3;

export const LINEUP_STATUSES = ["Loading", "Discharging", "Waiting", "Expected", "Sailed", "POB hh:mm lt"] as const;
export type LineupStatus = (typeof LINEUP_STATUSES)[number];
export const POB_STATUS: LineupStatus = "POB hh:mm lt";
/** The list filter default hides Sailed. */
export const DEFAULT_STATUS_FILTER: readonly LineupStatus[] = LINEUP_STATUSES.filter((s) => s !== "Sailed");
export const DEFAULT_FORM_STATUS: LineupStatus = "Loading";
export const NOTE_STATUS: LineupStatus = "Expected";

export const CLIENT_TYPES = ["-", "FULL", "HUSBANDRY", "PROTECTIVE AGENTS", "SURVEYOR"] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export const QTY_UNITS = ["t", "m³"] as const;
export type QtyUnit = (typeof QTY_UNITS)[number];
export const QTY_UNIT_LABELS: Record<QtyUnit, string> = { t: "Tonelada", "m³": "Metro cúbico" };

export const BUNKER_OPTIONS = [
  "ALLOWED ONLY AT BERTH",
  "NOT ALLOWED",
  "ALLOWED AT ANCHORAGE",
  "ALLOWED AT INNER ANCHORAGE / AT BERTH",
  "ALLOWED AT INNER ANCHORAGE",
  "ALLOWED ONLY AT BERTH (BY TRUCK)",
  "ALLOWED AT ANCHORAGE / AT BERTH",
] as const;
export type BunkerOption = (typeof BUNKER_OPTIONS)[number];

export const CARGO_TYPE_NAMES = ["AGRI COMMODITIES", "CHEMICAL", "FERTILIZER", "GENERAL CARGO", "SPODUMENE"] as const;
export const DEFAULT_CARGO_TYPE_ID = 1;

export const NEW_COMM_DEFAULTS = { color: "#000000", ie_export: 0, ie_import: 0, ie_analise: 0 } as const;

/** Activity actions as stored in the log (Portuguese, as the API exposes them). */
export const ACTIVITY_ACTIONS = ["criou", "editou", "excluiu", "atualizou", "entrou"] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
