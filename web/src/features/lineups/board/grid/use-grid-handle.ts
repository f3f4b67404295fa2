import type { GridApi } from "ag-grid-community";
import { useEffect, useImperativeHandle, useRef, type Ref, type RefObject } from "react";
import type { LineupRow } from "../api/types";
import { sessionActive } from "../edit/edit-session";
import { flashChanges } from "./flash-changes";
import type { GridRow } from "./grid-rows";
import type { useGridState } from "./use-grid-state";

/** What the live layer (and the page) can do with a terminal's grid from outside. */
export interface TerminalGridHandle {
  /**
   * Takes rows committed elsewhere by id (adding new ones) and drops deleted ones, the edit session staying on top;
   * the grid draws them with the board's list that carries them, and flashes them then.
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

/** Gives `ref` the grid's handle: rows committed elsewhere taken under the edit session, and what the grid holds. */
export function useGridHandle(
  ref: Ref<TerminalGridHandle> | undefined,
  state: ReturnType<typeof useGridState>,
  api: RefObject<GridApi<GridRow> | null>,
) {
  const { rows, rowsRef, sessionRef } = state;
  // Changes taken but not drawn yet: flashed once the grid has them.
  const toFlash = useRef<{ changed: LineupRow[]; before: Map<number, LineupRow> }[]>([]);
  useEffect(() => {
    const pending = toFlash.current;
    if (!pending.length) return;
    toFlash.current = [];
    // A brief highlight of what others changed, once the grid has drawn the new data.
    setTimeout(() => {
      for (const p of pending) if (api.current) flashChanges(api.current, p.changed, p.before);
    }, 50);
  }, [rows, api]);
  useImperativeHandle(ref, () => ({
    applyServerRows: (changed, deletedIds) => {
      toFlash.current.push({ changed, before: state.takeForeignRows(changed, deletedIds) });
    },
    isEditing: () => sessionActive(sessionRef.current),
    isCellEditing: () => (api.current?.getEditingCells().length ?? 0) > 0,
    shownRows: () => new Map(rowsRef.current.map((r) => [r.id, r] as const)),
    columnName: (field) => api.current?.getColumn(field)?.getColDef().headerName || undefined,
  }));
}
