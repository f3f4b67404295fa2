import { matchesBoardFilters, presenceColor } from "@lineup/shared";
import { useEffect, type RefObject } from "react";
import { useSnapshot } from "valtio";
import type { RowsChange } from "@/shared/live/terminal-room";
import { useTerminalRoom } from "@/shared/live/use-terminal-room";
import { currentUser, session } from "@/state/session";
import type { BoardFilters } from "../api/types";
import { lineupRowsOf } from "./live-rows";
import type { TerminalGridHandle } from "../grid/use-grid-handle";
import type { LiveBoardSink } from "./use-live-board";

/** An outage after which the whole board is read again (weather, terminals: what the rooms do not carry). */
export const LONG_OUTAGE_MS = 60_000;

/** What the board gives a terminal's live room: its filters and where to report. */
export interface LiveTerminalOptions {
  filters: BoardFilters;
  client: boolean;
  live: LiveBoardSink;
  /** No room at all (a past board): nothing live to show. */
  off?: boolean;
}

/**
 * Subscribes a terminal's grid to its live room. Rows committed by others that
 * are shown or that the board's filters select are compared with the edit
 * session at once (the grid marks a conflict on any field this user is editing
 * that someone else changed, and says which unsaved edits a deletion lost);
 * the board page then shows the room's rows through its filters, in order,
 * with its counts and header following the room, and the grid draws them
 * once: nothing is read again over HTTP, except after a long outage.
 * Returns the room's status, peers and setEditing.
 */
export function useLiveTerminal(
  terminalId: number,
  editable: boolean,
  grid: RefObject<TerminalGridHandle | null>,
  { filters, client, live, off = false }: LiveTerminalOptions,
) {
  const snap = useSnapshot(session);
  const user = currentUser(snap);
  useEffect(() => () => live.leave(terminalId), [live, terminalId]);

  const onRowsChanged = (roomChange: RowsChange) => {
    const change = lineupRowsOf(roomChange);
    const g = grid.current;
    if (g) {
      const shown = g.shownRows();
      const incoming = [...change.changed.values()];
      const changed = incoming.filter((r) => shown.has(r.id) || matchesBoardFilters(r, filters, { client }));
      // A reconnection sends the whole room: a shown row it lacks was deleted meanwhile.
      const deleted = change.reset
        ? [...shown.keys()].filter((id) => !change.changed.has(id))
        : change.deleted.filter((id) => shown.has(id));
      if (changed.length || deleted.length) g.applyServerRows(changed, deleted);
    }
    live.rows(terminalId, change);
    if (change.reset && (change.outageMs ?? 0) > LONG_OUTAGE_MS) live.reread();
  };

  return useTerminalRoom(off ? null : terminalId, {
    token: snap.accessToken,
    onRowsChanged,
    onMetaChanged: (meta) => live.meta(terminalId, meta),
    editing: editable && user ? { user: { id: user.id, name: user.name, color: presenceColor(user.id) } } : undefined,
  });
}
