import type { GridApi } from "ag-grid-community";
import { useEffect, type RefObject } from "react";
import { draftKey, type EditSession, type RowValues } from "./edit-session";
import type { GridRow } from "../grid/grid-rows";
import { ROW_HEIGHT } from "../grid/grid-setup";
import { FOCUS_TABLE_EVENT } from "../skip-to-table";

/**
 * The toolbar's New line / Add note (a draft row, the person put on its first cell) and Edit lines (every row
 * open, the person on the first cell in view), and the skip link's jump to the table.
 */
export function useDraftActions(
  api: RefObject<GridApi<GridRow> | null>,
  wrapper: RefObject<HTMLDivElement | null>,
  update: (change: (s: EditSession) => EditSession) => void,
) {
  const addDraft = (values: RowValues) => {
    const key = draftKey();
    update((s) => ({ ...s, all: true, drafts: [...s.drafts, { key, values, afterKey: null }] }));
    // Put the person on the new row's first cell, ready to type.
    setTimeout(() => {
      const node = api.current?.getRowNode(key);
      if (node?.rowIndex === null || node?.rowIndex === undefined) return;
      api.current?.ensureNodeVisible(node);
      api.current?.setFocusedCell(node.rowIndex, "navio_id");
      // The grid scrolls only inside itself: the page too, so the whole new row is on screen (not half under the bottom
      // edge).
      requestAnimationFrame(() =>
        wrapper.current?.querySelector(`[row-id="${key}"] [col-id="navio_id"]`)?.scrollIntoView({ block: "nearest" }),
      );
    }, 50);
  };

  /** Opens every row for editing and, unless a cell already has focus, puts the person on the first one in view. */
  const editLines = () => {
    update((s) => ({ ...s, all: true }));
    setTimeout(() => {
      const grid = api.current;
      // The grid remembers its last focused cell after the focus has left the table (Cancel edit, a click elsewhere):
      // the page's focus is what counts.
      if (grid && !wrapper.current?.contains(document.activeElement)) focusFirstCell(grid);
    }, 50);
  };

  // The skip link's jump: the first cell in view.
  useEffect(() => {
    const el = wrapper.current;
    const onFocusTable = () => api.current && focusFirstCell(api.current);
    el?.addEventListener(FOCUS_TABLE_EVENT, onFocusTable);
    return () => el?.removeEventListener(FOCUS_TABLE_EVENT, onFocusTable);
  });
  return { addDraft, editLines };
}

/** Puts the focus on the Vessel cell of the first row in view (the table scrolls inside: row 0 may be far above). */
function focusFirstCell(grid: GridApi<GridRow>) {
  const count = grid.getDisplayedRowCount();
  if (count === 0) return;
  grid.setFocusedCell(Math.min(count - 1, Math.ceil(grid.getVerticalPixelRange().top / ROW_HEIGHT)), "navio_id");
}
