import type { GridApi, IRowNode } from "ag-grid-community";
import { useRef, type RefObject } from "react";
import { ROW_HEIGHT } from "./grid-setup";
import type { GridRow } from "./grid-rows";

/** The cell a person is on: its row's key (`row-12`, `new-3/split-0`), its column, and its row's index then. */
interface FocusedCell {
  key: string;
  colId: string;
  index: number;
}

/** Whether the row at `index` is within the table's body as scrolled (`getVerticalPixelRange`). */
const within = (index: number, shown: { top: number; bottom: number }) =>
  (index + 1) * ROW_HEIGHT > shown.top && index * ROW_HEIGHT < shown.bottom;

/**
 * The cell a person is on stays on its vessel when rows move under it. AG Grid keeps its focused cell by index: a row
 * whose ETB changed (this person's save, "Change a date…", or someone else's) takes its place in the table's order,
 * and the focus stayed at the old index, on another vessel, for the next key typed (and the live room was told the
 * person was on that other vessel). Now, once the rows have changed, a focused row found at another index takes the
 * focus with it when the table has the browser's focus (otherwise the table keeps no focused cell); the table follows
 * it if it was in view, and it flashes at its new place when it moved further than one place. Returns the grid's
 * `onCellFocused` and `onModelUpdated`, and `rekey` for a saved new row.
 */
export function useFocusFollowsRow(wrapper: RefObject<HTMLElement | null>) {
  const focused = useRef<FocusedCell | null>(null);

  /** The grid's focused cell: its row (none for a pinned row) and its column. */
  const noteFocus = (node: IRowNode<GridRow> | undefined, colId: string | undefined) => {
    focused.current =
      node?.id !== undefined && node.rowIndex !== null && colId ? { key: node.id, colId, index: node.rowIndex } : null;
  };

  const follow = ({ api }: { api: GridApi<GridRow> }) => {
    const was = focused.current;
    const cell = api.getFocusedCell();
    // The focus where it was noted: it did not move on (AG Grid tells of a move after the rows' update at times).
    if (!was || !cell || cell.rowPinned || cell.rowIndex !== was.index) return;
    const node = api.getRowNode(was.key);
    // Still there; gone (deleted, filtered out); or an editor open: left as it is.
    if (node?.rowIndex == null || node.rowIndex === was.index || api.getEditingCells().length) return;
    focused.current = { ...was, index: node.rowIndex };
    const held = wrapper.current?.contains(document.activeElement) ?? false;
    const followed = held || within(cell.rowIndex, api.getVerticalPixelRange());
    if (held) api.setFocusedCell(node.rowIndex, was.colId);
    // The browser's focus elsewhere (Save, a dialog, the filters): the table keeps no cell rather than take that focus
    // (a dialog's field would lose it mid-word) or keep its outline, and a return by keyboard, on another vessel.
    else api.clearFocusedCell();
    if (!followed) return;
    // After the focus: the browser scrolls a focused cell into view, and the table is to show the row's new place.
    api.ensureNodeVisible(node);
    if (Math.abs(node.rowIndex - cell.rowIndex) > 1) api.flashCells({ rowNodes: [node] });
  };

  /** A new row's key once saved (`new-3` is `row-120`): the focus on it (or on one of its split lines) stays. */
  const rekey = (from: string, to: string) => {
    const was = focused.current;
    if (was && (was.key === from || was.key.startsWith(`${from}/`)))
      focused.current = { ...was, key: to + was.key.slice(from.length) };
  };

  return { noteFocus, follow, rekey };
}
