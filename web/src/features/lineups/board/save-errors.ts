import { MESSAGES } from "@lineup/shared";
import type { GridApi } from "ag-grid-community";
import type { EditSession } from "./edit-session";
import type { GridRow } from "./grid-rows";

/**
 * The first cell a refused save marked, in the table's order: brought into view and
 * focused, and named in the notice after the spec's words ("Please check all lines.
 * Row 12 (ATLANTIC GRACE), Disport: The destination port field is required.").
 */
export function showFirstSaveError(api: GridApi<GridRow> | null, errors: EditSession["errors"]): string {
  if (!api) return MESSAGES.checkAllLines;
  let found: { index: number; row: GridRow; field: string; message: string } | null = null;
  api.forEachNodeAfterFilterAndSort((node) => {
    const rowErrors = node.data ? errors[node.data.key] : undefined;
    if (found || !node.data || !rowErrors || node.rowIndex === null) return;
    const field = Object.keys(rowErrors).find((f) => rowErrors[f]);
    if (field) found = { index: node.rowIndex, row: node.data, field, message: rowErrors[field] ?? "" };
  });
  const first: { index: number; row: GridRow; field: string; message: string } | null = found;
  if (!first) return MESSAGES.checkAllLines;
  const column = api.getColumn(first.field);
  if (column) {
    api.ensureIndexVisible(first.index);
    api.ensureColumnVisible(column);
    api.setFocusedCell(first.index, column);
    requestAnimationFrame(() => document.activeElement?.scrollIntoView({ block: "nearest" }));
  }
  const label = column?.getColDef().headerName ?? first.field;
  const vessel = api.getCellValue({ rowNode: api.getDisplayedRowAtIndex(first.index) ?? undefined, colKey: "navio_id", useFormatter: true });
  const named = typeof vessel === "string" && vessel ? ` (${vessel})` : "";
  return `${MESSAGES.checkAllLines} Row ${first.index + 1}${named}, ${label}: ${first.message}`;
}
