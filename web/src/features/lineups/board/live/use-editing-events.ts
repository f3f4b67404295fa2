import type { CellDoubleClickedEvent, CellEditingStartedEvent, GridApi } from "ag-grid-community";
import type { RefObject } from "react";
import type { LineupRow } from "../api/types";
import { closeEditor, openEditor, type EditSession } from "../edit/edit-session";
import { fieldsOfCell, type GridRow } from "../grid/grid-rows";
import { idOfKey } from "../grid/use-row-actions";

/**
 * The grid's editing events: an editor opening on a cell bases its change on the row as seen now, its closing
 * comes after the grid's own commit of the value, and each tells the live room where the person is.
 */
export function useEditingEvents(
  api: RefObject<GridApi<GridRow> | null>,
  rowsRef: RefObject<LineupRow[]>,
  update: (change: (s: EditSession) => EditSession) => void,
  onFocusCell: ((rowId: number | null, field?: string, open?: boolean) => void) | undefined,
) {
  /** The editor opened on a cell of an existing row: its change is based on the row as seen now. */
  const onCellEditingStarted = (e: CellEditingStartedEvent<GridRow>) => {
    const row = e.data;
    const id = row?.kind === "split" ? idOfKey(row.parentKey ?? "") : (row?.id ?? null);
    const field = row ? fieldsOfCell(row, e.column.getColId())[0] : undefined;
    const loaded = id === null ? undefined : rowsRef.current.find((r) => r.id === id);
    if (loaded && field) update((s) => openEditor(s, loaded, field));
    onFocusCell?.(row?.id ?? null, e.column.getColId(), true);
  };
  // After the grid's own commit of the value (cellEditRequest), whichever order it sends them in; others see the person
  // viewing where the focus is now.
  const onCellEditingStopped = () =>
    setTimeout(() => {
      update(closeEditor);
      const focused = api.current?.getFocusedCell();
      const row = focused ? api.current?.getDisplayedRowAtIndex(focused.rowIndex)?.data : undefined;
      onFocusCell?.(row?.id ?? null, focused?.column.getColId(), false);
    }, 0);

  // A double click on a note's text edits the note (its Vessel cell holds the editor).
  const onCellDoubleClicked = (e: CellDoubleClickedEvent<GridRow>) => {
    if (e.data?.kind === "note" && e.data.editable && e.column.getColId() === "berco_id" && e.rowIndex !== null)
      e.api.startEditingCell({ rowIndex: e.rowIndex, colKey: "navio_id" });
  };
  return { onCellEditingStarted, onCellEditingStopped, onCellDoubleClicked };
}
