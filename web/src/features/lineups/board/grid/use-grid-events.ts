import type { CellFocusedEvent, GridApi, GridOptions, GridReadyEvent } from "ag-grid-community";
import type { RefObject } from "react";
import type { GridRow } from "./grid-rows";
import { keepGridStyles } from "./grid-setup";
import type { useFocusFollowsRow } from "./use-focus-follows-row";

interface GridEvents {
  api: RefObject<GridApi<GridRow> | null>;
  /** Reads the sideways scroll bar's height again. */
  measureScrollbar: () => void;
  /** Brings the row a notification's link addresses into view. */
  showAddressedRow: () => void;
  /** Keeps the place the table's body was scrolled to (`useKeptPlace`). */
  keepPlace: () => void;
  /** Keeps the focused cell on its row when rows move (`useFocusFollowsRow`). */
  focus: ReturnType<typeof useFocusFollowsRow>;
  /** Tells the live room which cell this user is on. */
  onFocusCell: ((rowId: number | null, field?: string, open?: boolean) => void) | undefined;
}

/**
 * The grid's own events: once ready its api is kept (and its theme's styles kept in the page); once its first rows
 * are drawn the addressed row is brought into view; the scroll bar is measured again whenever its size or columns
 * change; the place scrolled to is kept; the focused cell is told to the live room, and follows its row when rows move.
 */
export function useGridEvents({ api, measureScrollbar, showAddressedRow, keepPlace, focus, onFocusCell }: GridEvents) {
  return {
    onGridReady: (e: GridReadyEvent<GridRow>) => {
      api.current = e.api;
      keepGridStyles();
    },
    onFirstDataRendered: () => {
      measureScrollbar();
      showAddressedRow();
    },
    onGridSizeChanged: measureScrollbar,
    onDisplayedColumnsChanged: measureScrollbar,
    onBodyScrollEnd: keepPlace,
    onModelUpdated: focus.follow,
    onCellFocused: (e: CellFocusedEvent<GridRow>) => {
      const node = e.rowIndex === null ? undefined : e.api.getDisplayedRowAtIndex(e.rowIndex);
      const field = typeof e.column === "string" ? e.column : e.column?.getColId();
      focus.noteFocus(e.rowPinned ? undefined : node, field);
      onFocusCell?.(node?.data?.id ?? null, field);
    },
  } satisfies GridOptions<GridRow>;
}
