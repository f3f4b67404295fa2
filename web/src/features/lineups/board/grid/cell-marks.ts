import type { CellClassParams, ICellRendererComp, ICellRendererParams, ITooltipParams } from "ag-grid-community";
import type { BoardLookups } from "../board-lookups";
import type { FieldConflict, RowField } from "../edit/edit-session";
import { fieldWord, formatFieldValue, timeOf, whoOf } from "./field-format";
import { fieldsOfCell, type GridRow } from "./grid-rows";

/** The first conflict among the fields a cell shows. */
function conflictOf(row: GridRow | undefined, colId: string): { field: RowField; conflict: FieldConflict } | null {
  if (!row) return null;
  for (const field of fieldsOfCell(row, colId)) {
    const conflict = row.conflicts[field];
    if (conflict) return { field, conflict };
  }
  return null;
}

const isChanged = (row: GridRow | undefined, colId: string) =>
  !!row && fieldsOfCell(row, colId).some((f) => row.changed.includes(f));

/** The note beside a cell in conflict: their value, who, when, and this person's value. */
export function conflictNote(row: GridRow, colId: string, lookups: BoardLookups): string | undefined {
  const c = conflictOf(row, colId);
  if (!c) return undefined;
  const { field, conflict } = c;
  const when = timeOf(conflict.at);
  const theirs = formatFieldValue(field, conflict.theirs, lookups, row.server);
  const mine = row.changed.includes(field)
    ? formatFieldValue(field, row.values[field], lookups, row.server)
    : "still being typed";
  return (
    `Conflict on ${fieldWord(field)}: ${whoOf(conflict.by)} changed it to ${theirs}` +
    `${when ? ` at ${when}` : ""}. Yours: ${mine}. Save asks which to keep.`
  );
}

/** Class rules of the marks: changed and unsaved, in conflict. */
export const markClassRules = (colId: string) => ({
  "lineup-cell-changed": (p: CellClassParams<GridRow>) => isChanged(p.data, colId) && !conflictOf(p.data, colId),
  "lineup-cell-conflict": (p: CellClassParams<GridRow>) => !!conflictOf(p.data, colId),
});

/** The tooltip of a marked cell (an error wins: it is what blocks the save). */
export function markTooltip(p: ITooltipParams<GridRow>, colId: string, lookups: BoardLookups): string | undefined {
  const row = p.data;
  if (!row) return undefined;
  if (row.removed && colId === "navio_id")
    return row.removalConflict
      ? `Removed here, but ${whoOf(row.removalConflict.by)} changed it since. Save asks first.`
      : "Pending removal: deleted when you save.";
  return conflictNote(row, colId, lookups);
}

/**
 * The cell renderer of a marked cell: its text plus words for what the colour
 * says (assistive technology and colour-blind readers get them too). Unmarked
 * cells keep AG Grid's plain text renderer, which is cheaper.
 */
export function markedCellSelector(colId: string) {
  return (p: ICellRendererParams<GridRow>) => {
    const row = p.data;
    if (!row) return undefined;
    const removedHere = row.removed && colId === "navio_id" && row.kind !== "split";
    if (!removedHere && !conflictOf(row, colId) && !isChanged(row, colId)) return undefined;
    return {
      component: MarkedCell,
      params: { mark: removedHere ? "removed" : conflictOf(row, colId) ? "conflict" : "changed" },
    };
  };
}

const MARK_TEXT = { removed: "pending removal", conflict: "conflict", changed: "changed, not saved" } as const;

/**
 * Plain DOM renderer (a class, so AG Grid's React layer does not mount a React
 * root per cell): the value, then the mark's words.
 */
class MarkedCell implements ICellRendererComp<GridRow> {
  private readonly gui = document.createElement("span");

  init(p: ICellRendererParams<GridRow> & { mark: keyof typeof MARK_TEXT }) {
    this.gui.textContent = p.valueFormatted ?? (p.value === null || p.value === undefined ? "" : String(p.value));
    const mark = document.createElement("span");
    mark.className = `lineup-mark lineup-mark-${p.mark}`;
    if (p.mark === "changed") {
      // No text of its own (the cell's text stays its value): a named image for screen readers, beside the corner.
      mark.setAttribute("role", "img");
      mark.setAttribute("aria-label", MARK_TEXT.changed);
    } else mark.textContent = ` ${p.mark === "conflict" ? "⚠ " : ""}${MARK_TEXT[p.mark]}`;
    this.gui.append(mark);
  }

  getGui() {
    return this.gui;
  }

  /** Built again on every change (marks come and go with the session). */
  refresh() {
    return false;
  }
}
