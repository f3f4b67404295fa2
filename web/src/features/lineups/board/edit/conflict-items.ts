import type { LineupRow } from "../api/types";
import type { BoardLookups } from "../board-lookups";
import type { ConflictItem } from "./conflict-modal";
import type { OpenConflict } from "./conflicts";
import { fieldWord, formatFieldValue, timeOf, whoOf } from "../grid/field-format";
import { rowLabel } from "../grid/row-label";

/** A conflict as the dialog shows it, with the values in the table's words. */
export function conflictItem(
  c: OpenConflict,
  row: LineupRow | undefined,
  terminalName: string,
  lookups: BoardLookups,
): ConflictItem {
  const who = `${whoOf(c.conflict.by)}${timeOf(c.conflict.at) ? ` at ${timeOf(c.conflict.at)}` : ""}`;
  const base = {
    key: `${c.id}:${c.field ?? "removed"}`,
    id: c.id,
    field: c.field,
    row: `${rowLabel(row, lookups)} — ${terminalName}`,
    who,
  };
  if (c.field === null) {
    const fields = c.conflict.fields.map(fieldWord).join(", ");
    return {
      ...base,
      label: `Removed line (${fields} changed)`,
      mine: "Remove the line",
      theirs: "Keep the line with their changes",
    };
  }
  const theirs = "theirs" in c.conflict ? c.conflict.theirs : null;
  const mine = c.mine === undefined ? "(still in the editor)" : formatFieldValue(c.field, c.mine, lookups, row);
  return { ...base, label: fieldWord(c.field), mine, theirs: formatFieldValue(c.field, theirs, lookups, row) };
}
