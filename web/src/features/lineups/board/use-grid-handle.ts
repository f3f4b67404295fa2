import type { GridApi } from "ag-grid-community";
import { useImperativeHandle, type Ref, type RefObject } from "react";
import type { LineupRow } from "./api/types";
import { sessionActive } from "./edit-session";
import { flashChanges } from "./flash-changes";
import type { GridRow } from "./grid-rows";
import type { useGridState } from "./use-grid-state";

/** What the live layer (and the page) can do with a terminal's grid from outside. */
export interface TerminalGridHandle {
  /**
   * Puts rows committed elsewhere in place by id (adding new ones) and drops deleted ones; the edit session stays on
   * top.
   */
  applyServerRows: (rows: LineupRow[], deletedIds: number[]) => void;
  /** Whether this user has an open edit session on the terminal. */
  isEditing: () => boolean;
  /** Whether a cell editor is open (its typed text must survive a reload). */
  isCellEditing: () => boolean;
  /** The loaded rows by id (before this user's edits). */
  shownRows: () => Map<number, LineupRow>;
  /** A field's column as its header names it (QTTY, Disport, …). */
  columnName: (field: string) => string | undefined;
}

/** Gives `ref` the grid's handle: rows committed elsewhere applied under the edit session, and what the grid holds. */
export function useGridHandle(
  ref: Ref<TerminalGridHandle> | undefined,
  state: ReturnType<typeof useGridState>,
  api: RefObject<GridApi<GridRow> | null>,
) {
  const { rowsRef, sessionRef } = state;
  useImperativeHandle(ref, () => ({
    applyServerRows: (changed, deletedIds) => {
      const before = state.applyForeignRows(changed, deletedIds);
      // A brief highlight of what others changed, once the grid has the new data.
      setTimeout(() => api.current && flashChanges(api.current, changed, before), 50);
    },
    isEditing: () => sessionActive(sessionRef.current),
    isCellEditing: () => (api.current?.getEditingCells().length ?? 0) > 0,
    shownRows: () => new Map(rowsRef.current.map((r) => [r.id, r] as const)),
    columnName: (field) => api.current?.getColumn(field)?.getColDef().headerName || undefined,
  }));
}
