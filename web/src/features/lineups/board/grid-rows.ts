import type { LineupRow } from "./api/types";
import { currentValues, isDeleted, rowKey, splitKey, type EditSession, type RowValues, type SplitValues } from "./edit-session";

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
}

const NO_ERRORS: Partial<Record<string, string>> = Object.freeze({});

/**
 * The grid's rows: loaded rows with the session's changes, minus deferred
 * deletions, each followed by its split lines and by the drafts made from it;
 * other drafts last.
 */
export function buildGridRows(rows: LineupRow[], s: EditSession, canEdit: boolean): GridRow[] {
  const out: GridRow[] = [];
  const push = (base: GridRow) => {
    out.push(base);
    if (base.kind === "line") {
      base.values.cargas_afretadores.forEach((split, j) => {
        const key = splitKey(base.key, j);
        out.push({ ...base, key, kind: "split", id: null, parentKey: base.key, splitIndex: j, split, errors: s.errors[key] ?? NO_ERRORS });
      });
    }
    for (const d of s.drafts) if (d.afterKey === base.key) pushDraft(d.key, d.values);
  };
  const pushDraft = (key: string, values: RowValues) =>
    push({ key, kind: values.is_observacao === 1 ? "note" : "line", id: null, parentKey: null, splitIndex: null, values, split: null, server: null, editable: true, isNew: true, errors: s.errors[key] ?? NO_ERRORS });

  const shownKeys = new Set<string>();
  for (const row of rows) {
    if (isDeleted(s, row.id)) continue;
    const values = currentValues(row, s);
    const key = rowKey(row.id);
    shownKeys.add(key);
    const open = canEdit && (s.all || s.inline.includes(row.id));
    push({ key, kind: values.is_observacao === 1 ? "note" : "line", id: row.id, parentKey: null, splitIndex: null, values, split: null, server: row, editable: open, isNew: false, errors: s.errors[key] ?? NO_ERRORS });
  }
  const draftKeys = new Set(s.drafts.map((d) => d.key));
  // Drafts whose source row is gone (or that were added at the end) come last.
  for (const d of s.drafts) if (d.afterKey === null || (!shownKeys.has(d.afterKey) && !draftKeys.has(d.afterKey))) pushDraft(d.key, d.values);
  return out;
}

const SAME: (keyof GridRow)[] = ["key", "kind", "id", "parentKey", "splitIndex", "values", "split", "server", "editable", "isNew", "errors"];

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
