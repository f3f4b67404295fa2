import type { CellEditorSelectorResult, ICellEditorParams, SuppressKeyboardEventParams } from "ag-grid-community";
import { CREATABLE_KEYS, CreatableSelectEditor, SelectEditor } from "../cell-editors";
import type { CellOption } from "../../edit/creatable-options";
import type { GridRow } from "../grid-rows";

/**
 * The editor of a select cell (Vessel, Berth, Comm…): a letter typed on the cell
 * opens a list to type into, starting with that letter and narrowed by it, as a
 * spreadsheet's validated cell does; Enter, F2 or a double click open the plain
 * select (arrows, first letters).
 */
export function selectEditorFor(
  p: ICellEditorParams<GridRow>,
  label: string,
  optionsFor: (row: GridRow) => CellOption[],
): CellEditorSelectorResult {
  const typed = typeof p.eventKey === "string" && p.eventKey.length === 1 && p.eventKey !== " ";
  if (!typed) return { component: SelectEditor, params: { label, optionsFor } };
  // No `create`: only the names the list has (receivers have their own creatable editor).
  return {
    component: CreatableSelectEditor,
    params: { label, noun: label.toLowerCase(), optionsFor },
    popup: true,
    popupPosition: "over",
  };
}

/**
 * While the typed list is open, Enter and the arrows are its own (the grid would end the edit or move).
 * Only the list's own box: a note's text, edited in the same Vessel column, commits with Enter.
 */
export const typedSelectKeys = ({ editing, event }: SuppressKeyboardEventParams<GridRow>) =>
  editing &&
  event.target instanceof HTMLInputElement &&
  event.target.getAttribute("role") === "combobox" &&
  CREATABLE_KEYS.has(event.key);
