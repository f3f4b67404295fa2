import { NOTE_STATUS } from "@lineup/shared";
import type { LineupRow, ListSaveBody, ListSaveRow } from "../api/types";
import { isDeleted, rowBase, rowKey, splitKey, type EditSession, type RowValues } from "./edit-session";

/** An edit session as a table save: the body it sends, and the 422 it may get back placed on its rows. */

/** Row values as the save takes them (split lines as plain copies). */
function payloadValues(values: Partial<RowValues>): Record<string, unknown> {
  const { cargas_afretadores, ...rest } = values;
  return cargas_afretadores ? { ...rest, cargas_afretadores: cargas_afretadores.map((x) => ({ ...x })) } : rest;
}

/**
 * The body of `POST /lineups/list` and, for each entry of `list`, the grid key
 * it came from (so `list.{i}.field` errors land on the right row). Existing
 * rows send their base version and only the fields changed in this session.
 */
export function buildSave(
  terminalId: number,
  cargoTypeId: number,
  rows: LineupRow[],
  s: EditSession,
): { body: ListSaveBody; keys: string[] } {
  const list: ListSaveRow[] = [];
  const keys: string[] = [];
  // Rows in table order first; then edited rows a filter change has hidden since, which are saved all the same.
  const shown = rows.map((r) => r.id);
  const editedIds = [
    ...shown,
    ...Object.keys(s.edits)
      .map(Number)
      .filter((id) => !shown.includes(id)),
  ];
  for (const id of editedIds) {
    const edit = s.edits[id];
    if (!edit || isDeleted(s, id)) continue;
    list.push({ id, version: rowBase(edit), ...payloadValues(edit.values) });
    keys.push(rowKey(id));
  }
  for (const d of s.drafts) {
    const v = d.values;
    list.push(
      v.is_observacao === 1
        ? { is_observacao: 1, observacao: v.observacao, status: v.status ?? NOTE_STATUS, carga_tipo_id: cargoTypeId }
        : { ...payloadValues(v), carga_tipo_id: cargoTypeId },
    );
    keys.push(d.key);
  }
  return { body: { terminal_id: terminalId, list, deleted_lines: s.deleted }, keys };
}

/**
 * Places the 422 errors of a save (`list.{i}.{field}`, `list.{i}.cargas_afretadores.{j}.{field}`)
 * on the grid rows they belong to.
 */
export function errorsByRow(errors: Record<string, string[]>, keys: string[]): EditSession["errors"] {
  const out: EditSession["errors"] = {};
  for (const [path, messages] of Object.entries(errors)) {
    const m = /^list\.(\d+)\.(.+)$/.exec(path);
    const key = m ? keys[Number(m[1])] : undefined;
    if (!m || !key) continue;
    const rest = m[2] ?? "";
    const split = /^cargas_afretadores\.(\d+)\.(.+)$/.exec(rest);
    const target = split ? splitKey(key, Number(split[1])) : key;
    const field = split ? (split[2] ?? "") : rest;
    out[target] = { ...out[target], [field]: messages[0] ?? "" };
  }
  return out;
}
