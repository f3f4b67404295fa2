import type { GridApi } from "ag-grid-community";
import type { BoardLookups } from "../board-lookups";
import { columnShowing } from "../grid/columns";
import type { EditSession } from "./edit-session";
import type { GridRow } from "../grid/grid-rows";

export interface RefusedCell {
  rowIndex: number;
  colId: string;
  /** "Line 12 (MV ATLANTIC), Disport: The disport field is required." */
  says: string;
}

/** The first refused cell in the table's order (rows, then columns as shown), and the words that name it. */
export function firstRefusedCell(
  api: GridApi<GridRow>,
  errors: EditSession["errors"],
  lookups: BoardLookups,
): RefusedCell | undefined {
  const columns = api.getAllDisplayedColumns();
  for (let rowIndex = 0; rowIndex < api.getDisplayedRowCount(); rowIndex += 1) {
    const row = api.getDisplayedRowAtIndex(rowIndex)?.data;
    const fields = row ? Object.entries(errors[row.key] ?? {}) : [];
    if (!row || !fields.length) continue;
    const column = columns.find((c) => fields.some(([f]) => columnShowing(f) === c.getColId()));
    const [field, message] = fields.find(([f]) => columnShowing(f) === column?.getColId()) ?? fields[0] ?? ["", ""];
    const vessel = typeof row.values.navio_id === "number" ? lookups.navios.get(row.values.navio_id)?.name : undefined;
    const name = column?.getColDef().headerName ?? field;
    return {
      rowIndex,
      colId: column?.getColId() ?? "navio_id",
      says: `Line ${rowIndex + 1}${vessel ? ` (${vessel})` : row.isNew ? " (new)" : ""}, ${name}: ${message}`,
    };
  }
  return undefined;
}

/** Brings a cell into view (the table scrolls inside, the page around it) and puts the focus on it. */
export function focusCell(api: GridApi<GridRow> | null, rowIndex: number, colId: string) {
  if (!api) return;
  api.ensureIndexVisible(rowIndex);
  api.ensureColumnVisible(colId);
  api.setFocusedCell(rowIndex, colId);
  requestAnimationFrame(() => document.activeElement?.scrollIntoView({ block: "nearest" }));
}
