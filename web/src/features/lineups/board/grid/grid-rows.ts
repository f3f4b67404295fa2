import type { LineupRow } from "../api/types";
import {
  currentValues,
  fieldsOf,
  isDeleted,
  isRowField,
  rowKey,
  splitKey,
  type EditSession,
  type FieldConflict,
  type RemovalConflict,
  type RowField,
  type RowValues,
  type SplitValues,
} from "../edit/edit-session";

/** One grid row: a line, a note, or a split line under a line. */
export interface GridRow {
  /** Stable id for AG Grid (`row-12`, `new-3`, `row-12/split-0`). */
  key: string;
  kind: "line" | "note" | "split";
  /** Server id of an existing line or note; null for drafts and split lines. */
  id: number | null;
  parentKey: string | null;
  splitIndex: number | null;
  /** The line's current values (for a split line: its parent's). */
  values: RowValues;
  split: SplitValues | null;
  /** The row as loaded (names of related items); null for drafts. */
  server: LineupRow | null;
  editable: boolean;
  isNew: boolean;
  errors: Partial<Record<string, string>>;
  /** Removed in this session, deleted on Save (shown struck through until then). */
  removed: boolean;
  /** Fields changed here and not saved (a split line shows its parent's split changes). */
  changed: readonly RowField[];
  /** Fields someone else changed while this person was editing them. */
  conflicts: Partial<Record<RowField, FieldConflict>>;
  /** Someone else changed this row after this person removed it. */
  removalConflict: RemovalConflict | null;
}

const NO_ERRORS: Partial<Record<string, string>> = Object.freeze({});
const NO_FIELDS: readonly RowField[] = Object.freeze([]);
const NO_CONFLICTS: Partial<Record<RowField, FieldConflict>> = Object.freeze({});

/**
 * The grid's rows: loaded rows with the session's changes (removed ones
 * marked, kept in place until Save), each followed by its split lines and by the drafts made from it;
 * other drafts last.
 */
export function buildGridRows(rows: LineupRow[], s: EditSession, canEdit: boolean): GridRow[] {
  const out: GridRow[] = [];
  const push = (base: GridRow) => {
    out.push(base);
    if (base.kind === "line") {
      base.values.cargas_afretadores.forEach((split, j) => {
        const key = splitKey(base.key, j);
        out.push({
          ...base,
          key,
          kind: "split",
          id: null,
          parentKey: base.key,
          splitIndex: j,
          split,
          errors: s.errors[key] ?? NO_ERRORS,
          changed: base.changed.includes("cargas_afretadores") ? base.changed : NO_FIELDS,
        });
      });
    }
    for (const d of s.drafts) if (d.afterKey === base.key) pushDraft(d.key, d.values);
  };
  const pushDraft = (key: string, values: RowValues) =>
    push({
      key,
      kind: values.is_observacao === 1 ? "note" : "line",
      id: null,
      parentKey: null,
      splitIndex: null,
      values,
      split: null,
      server: null,
      editable: true,
      isNew: true,
      errors: s.errors[key] ?? NO_ERRORS,
      removed: false,
      changed: NO_FIELDS,
      conflicts: NO_CONFLICTS,
      removalConflict: null,
    });

  const shownKeys = new Set<string>();
  for (const row of rows) {
    const removed = isDeleted(s, row.id);
    const values = currentValues(row, s);
    const key = rowKey(row.id);
    shownKeys.add(key);
    // spec.md: Sailed rows cannot be edited in line (the server refuses it too); the stored status decides, so a row
    // set to Sailed here stays open until saved.
    const open = canEdit && !removed && row.status !== "Sailed" && (s.all || s.inline.includes(row.id));
    const changed = changedOf(s, row.id);
    const conflicts = s.conflicts[row.id];
    push({
      key,
      kind: values.is_observacao === 1 ? "note" : "line",
      id: row.id,
      parentKey: null,
      splitIndex: null,
      values,
      split: null,
      server: row,
      editable: open,
      isNew: false,
      errors: s.errors[key] ?? NO_ERRORS,
      removed,
      changed,
      conflicts: conflicts && Object.keys(conflicts).length ? conflicts : NO_CONFLICTS,
      removalConflict: removed ? (s.removalConflicts[row.id] ?? null) : null,
    });
  }
  const draftKeys = new Set(s.drafts.map((d) => d.key));
  // Drafts whose source row is gone (or that were added at the end) come last.
  for (const d of s.drafts)
    if (d.afterKey === null || (!shownKeys.has(d.afterKey) && !draftKeys.has(d.afterKey))) pushDraft(d.key, d.values);
  return out;
}

// The changed-field list of an edit, one array per edit object so unchanged rows keep their identity.
const changedLists = new WeakMap<object, readonly RowField[]>();
function changedOf(s: EditSession, id: number): readonly RowField[] {
  const edit = s.edits[id];
  if (!edit) return NO_FIELDS;
  let list = changedLists.get(edit.values);
  if (!list) {
    list = fieldsOf(edit.values);
    changedLists.set(edit.values, list);
  }
  return list;
}

const SAME: (keyof GridRow)[] = [
  "key",
  "kind",
  "id",
  "parentKey",
  "splitIndex",
  "values",
  "split",
  "server",
  "editable",
  "isNew",
  "errors",
  "removed",
  "changed",
  "conflicts",
  "removalConflict",
];

/**
 * Keeps the previous object of every grid row whose content did not change, so
 * AG Grid (which compares row data by reference) redraws only the rows that did.
 */
export function reuseRows(next: GridRow[], previous: Map<string, GridRow>): GridRow[] {
  return next.map((row) => {
    const old = previous.get(row.key);
    return old && SAME.every((k) => old[k] === row[k]) ? old : row;
  });
}

const SPLIT_COLUMNS = new Set(["qty", "carga_id", "afretador_id", "recebedor_id"]);

/**
 * The row fields a column's cell shows: a split line's cells edit its parent's split lines, a note's one cell its text,
 * Status also the POB time.
 */
export function fieldsOfCell(row: GridRow, colId: string): RowField[] {
  if (row.kind === "split") return SPLIT_COLUMNS.has(colId) ? ["cargas_afretadores"] : [];
  if (row.kind === "note") return colId === "navio_id" ? ["observacao"] : [];
  if (colId === "status") return ["status", "pob"];
  return isRowField(colId) ? [colId] : [];
}
