import { CellApiModule, ModuleRegistry, type GridApi } from "ag-grid-community";

// The cell's value as the grid holds it, to compare an open editor's typed value with.
ModuleRegistry.registerModules([CellApiModule]);

/**
 * Whether a cell editor is open with a value other than the cell's: typed work
 * not yet committed with Enter, which leaving the page would lose as surely
 * as a committed change. An editor merely opened (or typed back to the same
 * value) holds nothing.
 */
export function editorHoldsChange<T>(grid: GridApi<T> | null): boolean {
  const cell = grid?.getEditingCells()[0];
  const editor = grid?.getCellEditorInstances()[0];
  if (!grid || !cell || !editor) return false;
  const node = cell.rowPinned ? undefined : grid.getDisplayedRowAtIndex(cell.rowIndex);
  if (!node) return true;
  const before: unknown = grid.getCellValue({ rowNode: node, colKey: cell.colId });
  const typed: unknown = editor.getValue();
  return JSON.stringify(typed ?? null) !== JSON.stringify(before ?? null);
}
