import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, type RefObject } from "react";
import { useSnapshot } from "valtio";
import type { RowsChange } from "@/shared/live/terminal-room";
import { useTerminalRoom } from "@/shared/live/use-terminal-room";
import { currentUser, session } from "@/state/session";
import { BOARD_KEY } from "./api/get-board";
import type { LineupRow } from "./api/types";
import type { TerminalGridHandle } from "./terminal-grid";

/** After a burst of live changes, the board is read again once so counts, headers and filters follow. */
const RECONCILE_MS = 800;

const PALETTE = ["#e8590c", "#2f9e44", "#1971c2", "#9c36b5", "#c2255c", "#0c8599", "#f08c00", "#5f3dc4"];
/** A stable colour per user, so everyone sees the same person in the same colour. */
export const colorOf = (userId: number) => PALETTE[userId % PALETTE.length] ?? "#1971c2";

/**
 * Subscribes a terminal's grid to its live room: rows committed by others are
 * put in place (or removed) at once (the grid marks a conflict on any field
 * this user is editing that someone else changed), and the board is re-read
 * shortly after so the counts, header values and filters follow. Returns the
 * room's status, peers and setEditing.
 */
export function useLiveTerminal(terminalId: number, cargoTypeId: number, editable: boolean, grid: RefObject<TerminalGridHandle | null>) {
  const snap = useSnapshot(session);
  const user = currentUser(snap);
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const reconcile = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(function run() {
      // Never re-read under a cell being typed in: its text must survive.
      if (grid.current?.isCellEditing()) timer.current = setTimeout(run, RECONCILE_MS);
      else void queryClient.invalidateQueries({ queryKey: BOARD_KEY });
    }, RECONCILE_MS);
  };

  const onRowsChanged = (change: RowsChange) => {
    const g = grid.current;
    if (!g) return;
    const shown = g.shownRows();
    const incoming = [...change.changed.values()] as unknown as LineupRow[];
    // A reconnection sends the whole room: refresh what is shown, drop what is gone; new rows wait for the re-read (filters).
    const changed = incoming.filter((r) => shown.has(r.id) || (!change.reset && r.carga_tipo_id === cargoTypeId && r.status !== "Sailed"));
    const deleted = change.reset ? [...shown.keys()].filter((id) => !change.changed.has(id)) : change.deleted.filter((id) => shown.has(id));
    if (changed.length || deleted.length) g.applyServerRows(changed, deleted);
    if (!change.reset) reconcile();
  };

  return useTerminalRoom(terminalId, {
    token: snap.accessToken,
    onRowsChanged,
    editing: editable && user ? { user: { id: user.id, name: user.name, color: colorOf(user.id) } } : undefined,
  });
}
