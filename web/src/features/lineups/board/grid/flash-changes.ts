import type { GridApi } from "ag-grid-community";
import type { LineupRow } from "../api/types";
import type { GridRow } from "./grid-rows";

/** Fields of two versions of a row that differ, by column id (for the live highlight). */
function differingColumns(before: LineupRow, after: LineupRow): string[] {
  const old = new Map(Object.entries(before));
  return Object.entries(after)
    .filter(([k, v]) => k !== "version" && k !== "updated_at" && JSON.stringify(old.get(k)) !== JSON.stringify(v))
    .map(([k]) => k);
}

/** Flashes the cells of rows others changed (a new row whole): the live highlight. */
export function flashChanges(
  grid: GridApi<GridRow>,
  changed: readonly LineupRow[],
  before: ReadonlyMap<number, LineupRow>,
) {
  for (const row of changed) {
    const old = before.get(row.id);
    // The same version is the same row (a live room's first sync): nothing to show.
    if (old && old.version === row.version) continue;
    const node = grid.getRowNode(`row-${row.id}`);
    const columns = old ? differingColumns(old, row).filter((c) => grid.getColumn(c)) : undefined;
    if (node && (!columns || columns.length)) grid.flashCells({ rowNodes: [node], columns });
  }
}
