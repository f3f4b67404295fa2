import { isRecord } from "@lineup/shared";
import type { LineupRow, SaveConflict } from "../api/types";
import {
  fieldsOf,
  isDeleted,
  isRowField,
  valuesOf,
  type EditSession,
  type FieldConflict,
  type RemovalConflict,
  type RowField,
  type RowValues,
} from "./edit-session";

/** Fields a person can see change on a removed row (what a removal would throw away). */
const VISIBLE_FIELDS: RowField[] = [
  "navio_id",
  "observacao",
  "berco_id",
  "status",
  "pob",
  "qty",
  "carga_id",
  "eta",
  "etb",
  "etc",
  "afretador_id",
  "recebedor_id",
  "destination_porto",
  "agencia_id",
  "client_type",
  "cargas_afretadores",
];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Who and when, as a changed row says it. */
const authorOf = (row: LineupRow) => ({
  by: row.atualizador?.name ?? null,
  byId: row.atualizador?.id ?? null,
  at: row.atualizado_data,
});

/** The fields this person is editing on a row: changed and unsaved, or under the open editor. */
export function fieldsInEdit(s: EditSession, id: number): RowField[] {
  const fields = new Set(fieldsOf(s.edits[id]?.values ?? {}));
  if (s.opened?.id === id) fields.add(s.opened.field);
  return [...fields];
}

/** A field newly in conflict, for the message that tells the person at once. */
export interface NewConflict {
  id: number;
  field: RowField;
  mine: unknown;
  theirs: unknown;
  by: string | null;
}

/**
 * Compares a row as this person had it with the row someone else committed
 * (live update or re-read): a field they are editing that the other person
 * changed is marked in conflict, with their value, who and when. If both
 * ended on the same value nothing can be lost, and the local edit is dropped.
 * A removed row that was changed gets a removal conflict.
 */
export function noteForeignChange(
  s: EditSession,
  before: LineupRow,
  after: LineupRow,
): { session: EditSession; added: NewConflict[] } {
  if (before.version === after.version) return { session: s, added: [] };
  const was = valuesOf(before);
  const now = valuesOf(after);
  const author = authorOf(after);
  if (isDeleted(s, after.id)) {
    const fields = VISIBLE_FIELDS.filter((f) => !same(was[f], now[f]));
    if (!fields.length) return { session: s, added: [] };
    const prev = s.removalConflicts[after.id];
    const conflict: RemovalConflict = { ...author, fields: [...new Set([...(prev?.fields ?? []), ...fields])] };
    return { session: { ...s, removalConflicts: { ...s.removalConflicts, [after.id]: conflict } }, added: [] };
  }
  const editing = fieldsInEdit(s, after.id);
  if (!editing.length) return { session: s, added: [] };
  const edit = s.edits[after.id];
  let rowConflicts = s.conflicts[after.id] ?? {};
  let values = edit?.values;
  let bases = edit?.bases;
  const added: NewConflict[] = [];
  for (const field of editing) {
    if (same(was[field], now[field])) continue;
    const mine = values?.[field];
    if (mine !== undefined && same(mine, now[field])) {
      // They typed what this person typed: the edit has nothing left to save.
      values = dropKey(values ?? {}, field);
      bases = dropKey(bases ?? {}, field);
      rowConflicts = dropKey(rowConflicts, field);
      continue;
    }
    const conflict: FieldConflict = { theirs: now[field], ...author };
    rowConflicts = { ...rowConflicts, [field]: conflict };
    added.push({ id: after.id, field, mine, theirs: now[field], by: author.by });
  }
  if (!added.length && values === edit?.values) return { session: s, added };
  const edits = { ...s.edits };
  if (values && bases && Object.keys(values).length) edits[after.id] = { values, bases };
  else delete edits[after.id];
  return { session: { ...s, edits, conflicts: { ...s.conflicts, [after.id]: rowConflicts } }, added };
}

function dropKey<T extends object>(o: T, key: PropertyKey): T {
  const copy = { ...o };
  Reflect.deleteProperty(copy, key);
  return copy;
}

/** The clashes a 409 lists (`conflicts` of its body); any entry that is not one is left out. */
export function saveConflictsIn(value: unknown): SaveConflict[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((c): SaveConflict[] => {
    if (!isRecord(c) || typeof c.id !== "number" || !Array.isArray(c.fields)) return [];
    const fields = c.fields.filter((f): f is string => typeof f === "string");
    if (typeof c.index === "number") return [{ index: c.index, id: c.id, fields }];
    if (typeof c.deleted_index === "number") return [{ deleted_index: c.deleted_index, id: c.id, fields }];
    return [];
  });
}

/**
 * Marks the conflicts of a refused save (409) on the session, with the values
 * of the rows read again after it: a save never overwrites what it did not see.
 */
export function noteServerConflicts(s: EditSession, conflicts: SaveConflict[], fresh: LineupRow[]): EditSession {
  let next = s;
  for (const c of conflicts) {
    const row = fresh.find((r) => r.id === c.id);
    if (!row) continue;
    const author = authorOf(row);
    if ("deleted_index" in c) {
      next = { ...next, removalConflicts: { ...next.removalConflicts, [c.id]: { ...author, fields: c.fields } } };
      continue;
    }
    const edited = fieldsOf(next.edits[c.id]?.values ?? {});
    const clashing = edited.filter((f) => c.fields.includes(f));
    const now = valuesOf(row);
    const rowConflicts = { ...next.conflicts[c.id] };
    for (const f of clashing.length ? clashing : edited) rowConflicts[f] = { theirs: now[f], ...author };
    next = { ...next, conflicts: { ...next.conflicts, [c.id]: rowConflicts } };
  }
  return next;
}

/** One open conflict: a field of an edited row, or a removed row (field null). */
export type OpenConflict =
  | { id: number; field: RowField; mine: unknown; conflict: FieldConflict }
  | { id: number; field: null; mine: null; conflict: RemovalConflict };

/** Every conflict still waiting for the person's choice; a save is refused while there is one. */
export function openConflicts(s: EditSession): OpenConflict[] {
  const out: OpenConflict[] = [];
  for (const [id, fields] of Object.entries(s.conflicts)) {
    for (const field of Object.keys(fields ?? {}).filter(isRowField)) {
      const conflict = fields?.[field];
      if (conflict) out.push({ id: Number(id), field, mine: s.edits[Number(id)]?.values[field], conflict });
    }
  }
  for (const [id, conflict] of Object.entries(s.removalConflicts))
    if (isDeleted(s, Number(id))) out.push({ id: Number(id), field: null, mine: null, conflict });
  return out;
}

/**
 * Keep mine: the field's change is re-based on the row as it is now, so the
 * next save overwrites their value deliberately. The row's other changed
 * fields with no open conflict are re-based too (their values were compared
 * with every version seen since), since a row is sent with its oldest base.
 * For a removed row, the removal now applies to the row as it is.
 */
export function keepMine(s: EditSession, current: LineupRow, field: RowField | null): EditSession {
  const id = current.id;
  if (field === null) {
    return {
      ...s,
      deleted: s.deleted.map((d) => (d.id === id ? { id, version: current.version } : d)),
      removalConflicts: dropKey(s.removalConflicts, id),
    };
  }
  const rowConflicts = dropKey(s.conflicts[id] ?? {}, field);
  const edit = s.edits[id];
  if (!edit) return { ...s, conflicts: { ...s.conflicts, [id]: rowConflicts } };
  const bases = { ...edit.bases };
  for (const f of fieldsOf(edit.values)) if (!rowConflicts[f]) bases[f] = current.version;
  return { ...s, edits: { ...s.edits, [id]: { ...edit, bases } }, conflicts: { ...s.conflicts, [id]: rowConflicts } };
}

/**
 * Take theirs: this person's change of the field is dropped (the caller tells
 * them what was replaced). For a removed row, the removal is taken back and the
 * row shows their values only.
 */
export function takeTheirs(s: EditSession, id: number, field: RowField | null): EditSession {
  if (field === null) {
    return {
      ...s,
      deleted: s.deleted.filter((d) => d.id !== id),
      removalConflicts: dropKey(s.removalConflicts, id),
      edits: dropKey(s.edits, id),
      conflicts: dropKey(s.conflicts, id),
    };
  }
  const conflicts = { ...s.conflicts, [id]: dropKey(s.conflicts[id] ?? {}, field) };
  const edit = s.edits[id];
  if (!edit) return { ...s, conflicts };
  const values: Partial<RowValues> = dropKey(edit.values, field);
  const edits = Object.keys(values).length
    ? { ...s.edits, [id]: { values, bases: dropKey(edit.bases, field) } }
    : dropKey(s.edits, id);
  return { ...s, edits, conflicts };
}

/**
 * A row someone else deleted: this person's unsaved changes to it cannot be
 * saved any more. Returns the session without them and what was dropped.
 */
export function dropDeletedRow(s: EditSession, id: number): { session: EditSession; lost: Partial<RowValues> | null } {
  const lost = s.edits[id]?.values ?? null;
  const session: EditSession = {
    ...s,
    edits: dropKey(s.edits, id),
    conflicts: dropKey(s.conflicts, id),
    removalConflicts: dropKey(s.removalConflicts, id),
    deleted: s.deleted.filter((d) => d.id !== id),
    inline: s.inline.filter((x) => x !== id),
    opened: s.opened?.id === id ? null : s.opened,
  };
  return { session, lost };
}
