import { MESSAGES, NOTE_STATUS, terminalHandles } from "@lineup/shared";
import type { lineups } from "../db/schema";
import { notFound, type FieldErrors } from "../http/errors";
import { COLUMN_FIELDS, LIST_FIELDS, type RowPatch } from "./row-schema";
import { comparableList, stored, type Lists } from "./row-store";
import type { RowDraft } from "./rules";
import type { WriteScope } from "./scope";

/**
 * The rules of a line-up save that need no database (issue 22): how each patch
 * merges onto the row as stored, which fields it really changes, what is a
 * conflict with someone else's save, and what a table save may not do. The
 * command (`save-list.ts`) reads the rows under lock, asks these, then writes.
 */

export type LineupRow = typeof lineups.$inferSelect;

/** A row removed by a save: its id with the version it was loaded at, or a bare id (older clients: no stale check). */
export type DeletedLine = number | { id: number; version: number };

/** One row of a save: a patch of its fields; on an existing row, `terminal_id` moves it to that terminal (the form). */
export type SavePatch = RowPatch & { terminal_id?: number };

/**
 * A clashing row: `index` in `list`, or `deleted_index` in `deleted_lines`, with the fields changed since its version.
 */
export type ConflictDetail =
  { index: number; id: number; fields: string[] } | { deleted_index: number; id: number; fields: string[] };

/** A row of a save merged onto what is stored: the fields it really changes, and where it ends. */
export interface Plan {
  index: number;
  patch: SavePatch;
  row: LineupRow | undefined;
  /** The terminal the row is on after the save. */
  target: number;
  changed: string[];
}

/** A table save that changes a row stored as Sailed. */
export const SAILED_READ_ONLY =
  "This line has sailed: it can no longer be changed in the table. Open it with Edit in modal to change it.";

/** Fields of a stored row changed after `version`. */
const changedSince = (row: LineupRow, version: number) =>
  Object.keys(row.field_versions).filter((f) => (row.field_versions[f] ?? 0) > version);

/** A comm a save sets: the patch (`index`) and field (`key`) that set it. */
export type CommSet = WriteScope["comms"][number] & { index: number };

/**
 * The comms a save sets, each under the key of the field that sets it. A value
 * the row already holds is not set again: a sub-agent may edit a row whose
 * split lines carry someone else's comm, but not add one.
 */
export function commsSet(
  list: SavePatch[],
  byId: ReadonlyMap<number, LineupRow>,
  lists: ReadonlyMap<number, Lists>,
  key: (index: number, field: string) => string,
): CommSet[] {
  const out: CommSet[] = [];
  list.forEach((patch, i) => {
    const row = patch.id === undefined ? undefined : byId.get(patch.id);
    if (typeof patch.carga_id === "number" && patch.carga_id !== row?.carga_id)
      out.push({ index: i, key: key(i, "carga_id"), id: patch.carga_id });
    const held = new Map<number, number>();
    const heldLines = (row ? lists.get(row.id)?.cargas_afretadores : undefined) ?? [];
    for (const { carga_id: id } of heldLines) if (id !== null) held.set(id, (held.get(id) ?? 0) + 1);
    (patch.cargas_afretadores ?? []).forEach((s, j) => {
      if (s.carga_id === null) return;
      const left = held.get(s.carga_id) ?? 0;
      if (left > 0) held.set(s.carga_id, left - 1);
      else out.push({ index: i, key: key(i, `cargas_afretadores.${j}.carga_id`), id: s.carga_id });
    });
  });
  return out;
}

/** What a refused stale save tells the person: which lines and fields someone else changed. */
export function conflictMessage(conflicts: ConflictDetail[], form: boolean): string {
  if (form) {
    const fields = conflicts.flatMap((c) => c.fields).join(", ");
    return (
      `Someone else changed the same fields since you opened this line-up (${fields}). Reload it to see their ` +
      `values, then save again.`
    );
  }
  const names = conflicts.map(
    (c) =>
      `${"index" in c ? `line ${c.index + 1}` : `removed line ${c.deleted_index + 1}`}` +
      `${c.fields.length ? ` (${c.fields.join(", ")})` : ""}`,
  );
  return (
    `Someone else changed the same fields since you loaded them: ${names.join("; ")}. Reload their values and try ` +
    `again.`
  );
}

/** What a save's rows meet, read under lock: the stored rows and their lists, by id. */
export interface StoredRows {
  byId: ReadonlyMap<number, LineupRow>;
  lists: ReadonlyMap<number, Lists>;
}

/** Where a save happens and how its errors are keyed. */
export interface SaveShape {
  /** The terminal the rows are on; new rows are added to it. */
  terminalId: number;
  /** The terminals locked for the save: those a row may end on. */
  terminals: ReadonlyMap<number, unknown>;
  /** The form (one row, may move it, may edit a sailed row) rather than the table. */
  form: boolean;
  key: (index: number, field: string) => string;
}

/**
 * Merges each patch onto its stored row, collecting the fields that really change, the
 * conflicts (a field this save changes that someone else changed after the version sent,
 * a removal of a row changed since) and what is refused before any rule of the row.
 */
export function planSave(
  patches: SavePatch[],
  deleted: readonly { id: number; version?: number }[],
  { byId, lists }: StoredRows,
  { terminalId, terminals, form, key }: SaveShape,
) {
  const errors: FieldErrors = {};
  const conflicts: ConflictDetail[] = [];
  for (const [i, { id, version }] of deleted.entries()) {
    const row = byId.get(id);
    if (!row || row.terminal_id !== terminalId) errors[`deleted_lines.${i}`] = ["This line is not on the terminal."];
    else if (version !== undefined && row.version > version)
      conflicts.push({ deleted_index: i, id, fields: changedSince(row, version) });
  }

  // Merge each patch onto its stored row, collecting conflicts and the fields that really change.
  const plans: Plan[] = patches.map((patch, index) => {
    const plan: Plan = { index, patch, row: undefined, target: terminalId, changed: [] };
    if (patch.id === undefined)
      return { ...plan, changed: [...COLUMN_FIELDS, ...LIST_FIELDS].filter((f) => patch[f] !== undefined) };
    const row = byId.get(patch.id);
    if (!row && form) throw notFound("Line-up not found.");
    if (!row || row.terminal_id !== terminalId) {
      // A form save of a row someone moved since it was loaded is stale, not invalid.
      if (row && form && patch.version !== undefined && (row.field_versions.terminal_id ?? 0) > patch.version)
        conflicts.push({ index, id: row.id, fields: ["terminal_id"] });
      else errors[key(index, "id")] = ["This line no longer exists on the terminal."];
      return plan;
    }
    if (patch.version === undefined) errors[key(index, "version")] = [MESSAGES.versionRequired];
    const target = patch.terminal_id ?? terminalId;
    if (!terminals.has(target)) errors[key(index, "terminal_id")] = ["The selected terminal is invalid."];
    const base = patch.version ?? row.version;
    const changed: string[] = [];
    const clashing: string[] = [];
    const note = (f: string) => {
      changed.push(f);
      if ((row.field_versions[f] ?? 0) > base) clashing.push(f);
    };
    for (const f of COLUMN_FIELDS) {
      const next = stored(f, patch[f]);
      if (next !== undefined && JSON.stringify(next) !== JSON.stringify(stored(f, row[f]))) note(f);
    }
    for (const f of LIST_FIELDS) {
      const next = patch[f];
      if (next !== undefined && comparableList(f, next) !== comparableList(f, lists.get(row.id)?.[f] ?? [])) note(f);
    }
    if (target !== row.terminal_id) note("terminal_id");
    // spec.md: Sailed rows cannot be edited in line; the form still edits them.
    if (!form && row.status === "Sailed" && changed.length) errors[key(index, "status")] = [SAILED_READ_ONLY];
    if (clashing.length) conflicts.push({ index, id: row.id, fields: clashing });
    return { ...plan, row, target, changed };
  });

  return { plans, conflicts, errors };
}

/** The fields of `patch` that are sent (not `undefined`), so they replace what is stored. */
function definedFields<T extends object>(patch: T): Partial<T> {
  const out: Partial<T> = {};
  for (const k in patch) {
    const v = patch[k];
    if (v !== undefined && Object.hasOwn(patch, k)) out[k] = v;
  }
  return out;
}

/** A row as it will be after the save (stored values, its lists, the patch over them), for the row's rules. */
export function mergedDraft({ patch, row }: Plan, lists: ReadonlyMap<number, Lists>): RowDraft {
  const merged: RowDraft = { ...(row ?? {}), ...(row ? lists.get(row.id) : {}), ...definedFields(patch) };
  if (!row && merged.is_observacao === 1 && !merged.status) merged.status = NOTE_STATUS;
  return merged;
}

/**
 * The comms a save sets that the terminal its row ends on does not handle (spec.md: a terminal
 * lists the comms it handles, `cargas_ids`), each under its field. A terminal that lists none
 * takes any. Only what the save sets is checked: a row stored before the rule can still be edited.
 */
export function commsOffTerminal(
  set: readonly CommSet[],
  list: readonly SavePatch[],
  terminalId: number,
  handled: ReadonlyMap<number, readonly number[]>,
  name: { comm: (id: number) => string; terminal: (id: number) => string },
): FieldErrors {
  const errors: FieldErrors = {};
  for (const { index, key, id } of set) {
    const target = list[index]?.terminal_id ?? terminalId;
    if (!terminalHandles(handled.get(target) ?? [], id))
      (errors[key] ??= []).push(
        `The comm ${name.comm(id)} is not handled at terminal ${name.terminal(target)}: choose one of its ` +
          `comms, or add it to the terminal's comms (Ports).`,
      );
  }
  return errors;
}
