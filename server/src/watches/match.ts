import type { LineupStatus } from "@lineup/shared";
import type { NotificationKind, WatchView } from "@lineup/shared/wire/watches";
import type { watches } from "../db/schema";
import type { FieldEvent } from "../lineups/history";

/**
 * Which watch a committed change tells, and as what (issue 25): pure rules, tested without a
 * database (test/watch-match.test.ts). The dispatcher (dispatch.ts) feeds them the change records.
 */

/** A change record (`lineup_events`) of a field a watch may tell: a recorded `FieldEvent`, with its id and time. */
export interface ChangeEvent extends FieldEvent {
  id: number;
  at: string;
}

/** The row an event is about, as it stands (or as its `_deleted` record left it). */
export interface RowFacts {
  porto_id: number;
  terminal_id: number;
  carga_id: number | null;
  carga_tipo_id: number | null;
  afretador_id: number | null;
  recebedor_id: number | null;
  navio_id: number | null;
  status: string | null;
  is_observacao: number;
}

export type WatchRule = Pick<
  typeof watches.$inferSelect,
  "kind" | "lineup_id" | "terminal_id" | "view" | "status_changes" | "moved_hours" | "new_calls" | "removed"
>;

/** The fields whose events a watch may tell; every other change record is passed over. */
export const TOLD_FIELDS = ["status", "eta", "etb", "etc", "_created", "_deleted"] as const;

const BERTHED_OR_SAILED: readonly string[] = ["Loading", "Discharging", "Sailed"] satisfies LineupStatus[];
const DAY_MS = 86_400_000;

/** Hours between two stored dates (`YYYY-MM-DD`); null when either is missing. */
export function hoursMoved(before: unknown, after: unknown): number | null {
  if (typeof before !== "string" || typeof after !== "string") return null;
  const moved = Date.parse(`${after.slice(0, 10)}T00:00:00Z`) - Date.parse(`${before.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(moved) ? null : (moved / DAY_MS) * 24;
}

const within = (ids: readonly number[] | undefined, id: number | null) =>
  !ids?.length || (id !== null && ids.includes(id));

/** Whether a row is in a board view; `status` is the status to judge it by (a status change: before or after). */
export function rowInView(view: WatchView, row: RowFacts, status = row.status): boolean {
  const statuses: readonly string[] | undefined = view.status;
  return (
    row.carga_tipo_id === view.carga_tipo_id &&
    within(view.porto_id, row.porto_id) &&
    within(view.carga_id, row.carga_id) &&
    within(view.afretador_id, row.afretador_id) &&
    within(view.recebedor_id, row.recebedor_id) &&
    (!statuses?.length ? status !== "Sailed" : status !== null && statuses.includes(status))
  );
}

/** Whether the watch's target holds the row (a view: as the row stood on either side of a status change). */
function targets(watch: WatchRule, event: ChangeEvent, row: RowFacts): boolean {
  if (watch.kind === "row") return watch.lineup_id === event.lineup_id;
  if (watch.kind === "terminal") return watch.terminal_id === event.terminal_id;
  if (!watch.view) return false;
  if (event.field !== "status") return rowInView(watch.view, row);
  const side = (s: unknown) => (typeof s === "string" ? s : null);
  return rowInView(watch.view, row, side(event.before)) || rowInView(watch.view, row, side(event.after));
}

/** What a change tells a watch, or null when the watch does not tell it. Notes (free-text lines) tell nothing. */
export function toldAs(watch: WatchRule, event: ChangeEvent, row: RowFacts): NotificationKind | null {
  if (row.is_observacao === 1 || !targets(watch, event, row)) return null;
  switch (event.field) {
    case "status":
      // A new row's first status is its creation (`_created`), not a change.
      if (watch.status_changes === "none" || event.before === null) return null;
      if (watch.status_changes === "berthed_sailed" && !BERTHED_OR_SAILED.includes(String(event.after))) return null;
      return "status";
    case "eta":
    case "etb":
    case "etc": {
      const hours = hoursMoved(event.before, event.after);
      return watch.moved_hours !== null && hours !== null && Math.abs(hours) > watch.moved_hours ? "moved" : null;
    }
    case "_created":
      return watch.kind !== "row" && watch.new_calls ? "new_call" : null;
    case "_deleted":
      return watch.removed ? "removed" : null;
    default:
      return null;
  }
}
