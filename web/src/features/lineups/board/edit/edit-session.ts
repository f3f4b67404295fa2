import { NOTE_STATUS, type ClientType, type LineupStatus, type QtyUnit } from "@lineup/shared";
import { NO_DATES_OR_PARTIES } from "../../blank-call";
import type { DeletedLine, LineupRow } from "../api/types";

/** What the table lets a person change on a row. */
export interface RowValues {
  is_observacao: 0 | 1;
  observacao: string | null;
  navio_id: number | null;
  berco_id: number | null;
  status: LineupStatus | null;
  pob: string | null;
  qty: string | null;
  qty_unidade: QtyUnit;
  carga_id: number | null;
  eta: string | null;
  etb: string | null;
  etc: string | null;
  afretador_id: number | null;
  recebedor_id: number | null;
  destination_porto: number | null;
  agencia_id: number | null;
  client_type: ClientType | null;
  call_number: number | null;
  call_in_id: number | null;
  cargas_afretadores: SplitValues[];
}
export type RowField = keyof RowValues;

/** A split line (extra comm/charterer under a row) as edited. */
export interface SplitValues {
  carga_id: number | null;
  qty: string | null;
  afretador_id: number | null;
  recebedor_id: number | null;
}
export type SplitField = keyof SplitValues;

/** A row added in this session (new line, note, copy or call), not on the server yet. */
export interface DraftRow {
  key: string;
  values: RowValues;
  /** Shown under this row's key (copies and calls); null = at the end. */
  afterKey: string | null;
}

/**
 * This session's changes to one existing row. Each field remembers the row
 * version it was based on (when its editor opened or its first change was
 * made): a live update that brings a newer version must never make an older
 * edit look fresh.
 */
export interface RowEdit {
  values: Partial<RowValues>;
  bases: Partial<Record<RowField, number>>;
}

/** Someone else's change to a field this person is editing, seen live or in a 409. */
export interface FieldConflict {
  /** Their value, as the row now holds it. */
  theirs: unknown;
  /** Who changed it (null when the row does not say). */
  by: string | null;
  byId: number | null;
  /** When (ISO), if known. */
  at: string | null;
}

/** Someone else changed a row this person removed (not yet saved). */
export interface RemovalConflict {
  fields: string[];
  by: string | null;
  byId: number | null;
  at: string | null;
}

/**
 * An operator's private edit session on one terminal, kept apart from the rows
 * loaded from the server (which live updates may replace at any time).
 */
export interface EditSession {
  /** The whole table is editable (Edit lines). */
  all: boolean;
  /** Rows opened alone with 'Edit in line'. */
  inline: number[];
  /** Changed fields of existing rows, each with the version its change is based on. */
  edits: Record<number, RowEdit>;
  /** The cell editor open on an existing row, with the row version when it opened. */
  opened: { id: number; field: RowField; base: number } | null;
  /** Fields someone else changed while this person was editing them, by row id. */
  conflicts: Record<number, Partial<Record<RowField, FieldConflict>>>;
  /** Rows removed here that someone else changed since, by row id. */
  removalConflicts: Record<number, RemovalConflict>;
  drafts: DraftRow[];
  /** Existing rows removed, with the version they were seen at; deleted on the server only when the list is saved. */
  deleted: DeletedLine[];
  /** Server validation messages by grid row key, then field. */
  errors: Record<string, Partial<Record<string, string>>>;
}

export const EMPTY_SESSION: EditSession = {
  all: false,
  inline: [],
  edits: {},
  opened: null,
  conflicts: {},
  removalConflicts: {},
  drafts: [],
  deleted: [],
  errors: {},
};

/**
 * The version a row's patch is sent with: the oldest base among its edited
 * fields, so the server refuses it if any of them was changed by someone else since.
 */
export const rowBase = (edit: RowEdit): number =>
  Math.min(...Object.values(edit.bases).filter((v): v is number => typeof v === "number"));

/** Whether anything is being edited (the toolbar then offers Save and Cancel edit). */
export const sessionActive = (s: EditSession) =>
  s.all || s.inline.length > 0 || s.drafts.length > 0 || s.deleted.length > 0 || Object.keys(s.edits).length > 0;

/** Whether the session holds work a person would lose by leaving: changes, new rows, removals. */
export const hasUnsavedWork = (s: EditSession) =>
  s.drafts.length > 0 || s.deleted.length > 0 || Object.keys(s.edits).length > 0;

const splitValues = (s: LineupRow["cargas_afretadores"][number]): SplitValues => ({
  carga_id: s.carga_id,
  qty: s.qty,
  afretador_id: s.afretador_id,
  recebedor_id: s.recebedor_id ?? null,
});

/** The editable values of a loaded row. */
export function valuesOf(row: LineupRow): RowValues {
  return {
    is_observacao: row.is_observacao,
    observacao: row.observacao,
    navio_id: row.navio_id,
    berco_id: row.berco_id,
    status: row.status,
    pob: row.pob,
    qty: row.qty,
    qty_unidade: row.qty_unidade,
    carga_id: row.carga_id,
    eta: row.eta ? row.eta.slice(0, 10) : null,
    etb: row.etb ? row.etb.slice(0, 10) : null,
    etc: row.etc ? row.etc.slice(0, 10) : null,
    afretador_id: row.afretador_id,
    recebedor_id: row.recebedor_id ?? null,
    destination_porto: row.destination_porto ?? null,
    agencia_id: row.agencia_id ?? null,
    client_type: row.client_type ?? null,
    call_number: row.call_number,
    call_in_id: row.call_in_id,
    cargas_afretadores: row.cargas_afretadores.map(splitValues),
  };
}

/** Values of a brand-new line: a vessel expected to call, parties still to be informed. */
export function blankLine(): RowValues {
  return {
    is_observacao: 0,
    observacao: null,
    navio_id: null,
    berco_id: null,
    status: NOTE_STATUS,
    pob: null,
    qty: null,
    qty_unidade: "t",
    carga_id: null,
    ...NO_DATES_OR_PARTIES,
    call_number: null,
    call_in_id: null,
    cargas_afretadores: [],
  };
}

/** Every field of a row's values: those of a blank line, which the type makes complete. */
const ROW_FIELDS: ReadonlySet<string> = new Set(Object.keys(blankLine()));
/** Whether a key (of a values object, a column id) names a field of a row's values. */
export const isRowField = (key: string): key is RowField => ROW_FIELDS.has(key);
/** The fields a partial values object holds (its own keys, which are fields by its type). */
export const fieldsOf = (values: Partial<RowValues>): RowField[] => Object.keys(values).filter(isRowField);

/** Values of a new note row (new notes start as Expected). */
export const blankNote = (): RowValues => ({ ...blankLine(), is_observacao: 1, observacao: "" });

let draftSeq = 0;
/** A fresh key for a draft row. */
export const draftKey = () => `new-${++draftSeq}`;

/** The key of an existing row in the grid. */
export const rowKey = (id: number) => `row-${id}`;
/** The key of a split line's grid row under its parent. */
export const splitKey = (parentKey: string, index: number) => `${parentKey}/split-${index}`;

// One values object per loaded row object, so unchanged rows keep their identity from render to render.
const loadedValues = new WeakMap<LineupRow, RowValues>();
const cachedValuesOf = (row: LineupRow) => {
  let values = loadedValues.get(row);
  if (!values) {
    values = valuesOf(row);
    loadedValues.set(row, values);
  }
  return values;
};

/** The current values of an existing row: loaded values with this session's changes on top. */
export function currentValues(row: LineupRow, s: EditSession): RowValues {
  const edit = s.edits[row.id];
  return edit ? { ...cachedValuesOf(row), ...edit.values } : cachedValuesOf(row);
}

/** Whether the session removes this row. */
export const isDeleted = (s: EditSession, id: number) => s.deleted.some((d) => d.id === id);

/**
 * Removes an existing row from the table (deleted on save). It carries the
 * version the person saw: the one their edits are based on, else the row's, so
 * a row someone else changed since is not deleted silently (409).
 */
export function removeRow(s: EditSession, row: LineupRow): EditSession {
  if (isDeleted(s, row.id)) return s;
  const edit = s.edits[row.id];
  return { ...s, deleted: [...s.deleted, { id: row.id, version: edit ? rowBase(edit) : row.version }] };
}

/** Takes back a pending removal: the row stays, with any changes made to it before. */
export function restoreRow(s: EditSession, id: number): EditSession {
  const { [id]: _gone, ...removalConflicts } = s.removalConflicts;
  return { ...s, deleted: s.deleted.filter((d) => d.id !== id), removalConflicts };
}

/**
 * Records a change to an existing row. A field already changed keeps its base;
 * a new one is based on the version the open editor started from (the change
 * comes from that editor), else on the row's version now.
 */
export function editRow(s: EditSession, row: LineupRow, patch: Partial<RowValues>): EditSession {
  const prev = s.edits[row.id];
  const base = s.opened?.id === row.id ? s.opened.base : row.version;
  const bases = { ...prev?.bases };
  for (const f of fieldsOf(patch)) bases[f] ??= base;
  return { ...s, edits: { ...s.edits, [row.id]: { bases, values: { ...prev?.values, ...patch } } } };
}

/** An editor opened on a field of an existing row: its change will be based on the version seen now. */
export const openEditor = (s: EditSession, row: LineupRow, field: RowField): EditSession => ({
  ...s,
  opened: { id: row.id, field, base: s.edits[row.id]?.bases[field] ?? row.version },
});

/**
 * The editor closed. A conflict on a field that ends up unchanged is moot
 * (nothing of this person's would be lost), so it goes.
 */
export function closeEditor(s: EditSession): EditSession {
  const o = s.opened;
  if (!o) return s;
  const rowConflicts = s.conflicts[o.id];
  if (!rowConflicts?.[o.field] || s.edits[o.id]?.values[o.field] !== undefined) return { ...s, opened: null };
  const { [o.field]: _gone, ...rest } = rowConflicts;
  return { ...s, opened: null, conflicts: { ...s.conflicts, [o.id]: rest } };
}

/** Records a change to a draft row. */
export function editDraft(s: EditSession, key: string, patch: Partial<RowValues>): EditSession {
  return { ...s, drafts: s.drafts.map((d) => (d.key === key ? { ...d, values: { ...d.values, ...patch } } : d)) };
}

/** Drops the error shown on a cell once the person changes it. */
export function clearError(s: EditSession, key: string, field: string): EditSession {
  const rowErrors = s.errors[key];
  if (!rowErrors?.[field]) return s;
  const { [field]: _gone, ...rest } = rowErrors;
  return { ...s, errors: { ...s.errors, [key]: rest } };
}
