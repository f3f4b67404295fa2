import type { GridApi } from "ag-grid-community";
import { useRef, useState, type RefObject } from "react";
import type { LineupRow } from "../api/types";
import type { HistoryTarget } from "./cell-history";
import { fieldsOfCell, type GridRow } from "../grid/grid-rows";
import { idOfKey } from "../grid/use-row-actions";

/** The history panel of a terminal's grid: of a row, and of the focused cell's field when opened from a cell. */
export function useCellHistory(api: RefObject<GridApi<GridRow> | null>, rowsRef: RefObject<LineupRow[]>) {
  const [historyOf, setHistoryOf] = useState<HistoryTarget | null>(null);
  const historyTarget = (row: GridRow, colId: string | null): HistoryTarget | null => {
    const id = row.kind === "split" ? idOfKey(row.parentKey ?? "") : row.id;
    const loaded = id === null ? undefined : rowsRef.current.find((r) => r.id === id);
    if (!loaded) return null;
    const fields = colId ? fieldsOfCell(row, colId) : [];
    return { row: loaded, fields: fields.length ? fields : null };
  };
  // The grid's context stays the same object: the menu calls the latest handler through this.
  const showHistory = useRef<(row: GridRow) => void>(() => undefined);
  showHistory.current = (row: GridRow) => {
    const focused = api.current?.getFocusedCell();
    const focusedRow = focused ? api.current?.getDisplayedRowAtIndex(focused.rowIndex)?.data : undefined;
    setHistoryOf(historyTarget(row, focusedRow?.key === row.key ? (focused?.column.getColId() ?? null) : null));
  };
  const openFocusedHistory = () => {
    const focused = api.current?.getFocusedCell();
    const row = focused ? api.current?.getDisplayedRowAtIndex(focused.rowIndex)?.data : undefined;
    if (!focused || !row || api.current?.getEditingCells().length) return false;
    const target = historyTarget(row, focused.column.getColId());
    if (target) setHistoryOf(target);
    return target !== null;
  };

  return { historyOf, closeHistory: () => setHistoryOf(null), showHistory, openFocusedHistory };
}
