import { and, eq, inArray, sql } from "drizzle-orm";
import { MESSAGES, NOTE_STATUS } from "@lineup/shared";
import { recordActivity } from "../activity/record";
import type { Db } from "../db/client";
import { lineupCargasAfretadores, lineups, lineupTrabalhadores, terminais } from "../db/schema";
import { conflict, notFound, ValidationError, type FieldErrors } from "../http/errors";
import type { UserRow } from "../users/repository";
import type { LineupChange } from "./events";
import { COLUMN_FIELDS, LIST_FIELDS, normalizeQty, type ColumnField, type ListField, type RowPatch, type SplitLine, type WorkerLine } from "./row-schema";
import { loadLookups, validateRow, type RowDraft } from "./rules";

type LineupRow = typeof lineups.$inferSelect;
type Lists = Record<ListField, unknown[]>;

const QTY_FIELDS = new Set(["qty", "qty_import", "qty_export"]);

/** Normalises a submitted value to how the column stores it, so equal values compare equal. */
function stored(field: ColumnField, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (QTY_FIELDS.has(field)) {
    const n = normalizeQty(value as string | number | null);
    return n === null ? null : Number(n).toFixed(3);
  }
  if (field === "pob" && typeof value === "string") return value.length === 5 ? `${value}:00` : value;
  return value;
}

const comparableList = (field: ListField, items: unknown[]) =>
  JSON.stringify(
    (items as (SplitLine & WorkerLine)[]).map((i) =>
      field === "cargas_afretadores"
        ? { carga_id: i.carga_id ?? null, qty: normalizeQty(i.qty ?? null) === null ? null : Number(normalizeQty(i.qty ?? null)).toFixed(3), afretador_id: i.afretador_id ?? null, recebedor_id: i.recebedor_id ?? null }
        : { trabalhador_id: i.trabalhador_id, qty: normalizeQty(i.qty ?? null) === null ? null : Number(normalizeQty(i.qty ?? null)).toFixed(3) },
    ),
  );

async function currentLists(db: Db, rowIds: number[]): Promise<Map<number, Lists>> {
  const map = new Map<number, Lists>(rowIds.map((id) => [id, { cargas_afretadores: [], embarcadores: [], recebedores: [] }]));
  if (!rowIds.length) return map;
  const [splits, workers] = await Promise.all([
    db.select().from(lineupCargasAfretadores).where(inArray(lineupCargasAfretadores.lineup_id, rowIds)).orderBy(lineupCargasAfretadores.id),
    db.select().from(lineupTrabalhadores).where(inArray(lineupTrabalhadores.lineup_id, rowIds)).orderBy(lineupTrabalhadores.id),
  ]);
  for (const s of splits) map.get(s.lineup_id)?.cargas_afretadores.push({ carga_id: s.carga_id, qty: s.qty, afretador_id: s.afretador_id, recebedor_id: s.recebedor_id });
  for (const w of workers) map.get(w.lineup_id)?.[w.type === "embarcador" ? "embarcadores" : "recebedores"].push({ trabalhador_id: w.trabalhador_id, qty: w.qty });
  return map;
}

/** Replaces a row's split lines and worker lists with the submitted ones. */
export async function writeLists(tx: Db, rowId: number, lists: Partial<Record<ListField, unknown[]>>) {
  if (lists.cargas_afretadores) {
    await tx.delete(lineupCargasAfretadores).where(eq(lineupCargasAfretadores.lineup_id, rowId));
    const items = lists.cargas_afretadores as SplitLine[];
    if (items.length) {
      await tx.insert(lineupCargasAfretadores).values(items.map((s) => ({ lineup_id: rowId, carga_id: s.carga_id, qty: normalizeQty(s.qty), afretador_id: s.afretador_id, recebedor_id: s.recebedor_id ?? null })));
    }
  }
  for (const field of ["embarcadores", "recebedores"] as const) {
    const items = lists[field] as WorkerLine[] | undefined;
    if (!items) continue;
    const type = field === "embarcadores" ? "embarcador" : "recebedor";
    await tx.delete(lineupTrabalhadores).where(and(eq(lineupTrabalhadores.lineup_id, rowId), eq(lineupTrabalhadores.type, type)));
    if (items.length) await tx.insert(lineupTrabalhadores).values(items.map((w) => ({ lineup_id: rowId, trabalhador_id: w.trabalhador_id, qty: normalizeQty(w.qty ?? null), type })));
  }
}

/** Column values of a patch, normalised for storage; fields not sent are left out. */
function columnValues(patch: RowPatch): Partial<Record<ColumnField, unknown>> {
  const out: Partial<Record<ColumnField, unknown>> = {};
  for (const f of COLUMN_FIELDS) if (patch[f] !== undefined) out[f] = f === "pob" || QTY_FIELDS.has(f) ? (QTY_FIELDS.has(f) ? normalizeQty(patch[f] as string | number | null) : patch[f]) : patch[f];
  return out;
}

/** Observation rows carry only their text: everything else is cleared. */
function asNote(values: Partial<Record<ColumnField, unknown>>): Partial<Record<ColumnField, unknown>> {
  // The cargo type stays: the board shows a terminal's notes under the tab they were written in.
  return { is_observacao: 1, observacao: values.observacao ?? null, status: values.status ?? NOTE_STATUS, carga_tipo_id: values.carga_tipo_id ?? null, eta: values.eta ?? null, etb: values.etb ?? null, etc: values.etc ?? null };
}

export interface SaveListProps {
  db: Db;
  user: UserRow;
  terminalId: number;
  list: RowPatch[];
  deletedIds: number[];
}

export interface ConflictDetail {
  index: number;
  id: number;
  fields: string[];
}

/**
 * The table save (`POST /lineups/list`), in one transaction: new rows, changed
 * rows with their lists, deferred deletions. Existing rows are patches: only
 * the fields sent are changed. A field someone else changed after the version
 * the patch was based on, and which this patch changes to a different value,
 * is a conflict: the whole save is refused (409) and nothing is written.
 */
export async function saveLineupList({ db, user, terminalId, list, deletedIds }: SaveListProps): Promise<{ change: LineupChange; ids: number[] }> {
  return db.transaction(async (tx) => {
    const [terminal] = await tx.select().from(terminais).where(eq(terminais.id, terminalId)).for("update");
    if (!terminal) throw notFound("Terminal not found.");

    const existingIds = list.flatMap((r) => (r.id === undefined ? [] : [r.id]));
    const touched = [...new Set([...existingIds, ...deletedIds])];
    const current = touched.length ? await tx.select().from(lineups).where(inArray(lineups.id, touched)).for("update") : [];
    const byId = new Map(current.map((r) => [r.id, r]));
    const lists = await currentLists(tx, existingIds);
    const errors: FieldErrors = {};
    for (const [i, id] of deletedIds.entries()) {
      const row = byId.get(id);
      if (!row || row.terminal_id !== terminalId) errors[`deleted_lines.${i}`] = ["This line is not on the terminal."];
    }

    // Merge each patch onto its stored row, collecting conflicts and the fields that really change.
    const conflicts: ConflictDetail[] = [];
    const plans = list.map((patch, index) => {
      if (patch.id === undefined) return { index, patch, row: undefined, changed: [...COLUMN_FIELDS, ...LIST_FIELDS].filter((f) => patch[f] !== undefined) as string[] };
      const row = byId.get(patch.id);
      if (!row || row.terminal_id !== terminalId) {
        errors[`list.${index}.id`] = ["This line no longer exists on the terminal."];
        return { index, patch, row: undefined, changed: [] };
      }
      if (patch.version === undefined) errors[`list.${index}.version`] = ["The version field is required for existing lines."];
      const base = patch.version ?? row.version;
      const changed: string[] = [];
      const clashing: string[] = [];
      for (const f of COLUMN_FIELDS) {
        const next = stored(f, patch[f]);
        if (next === undefined || JSON.stringify(next) === JSON.stringify(stored(f, row[f as keyof LineupRow]))) continue;
        changed.push(f);
        if ((row.field_versions[f] ?? 0) > base) clashing.push(f);
      }
      for (const f of LIST_FIELDS) {
        const next = patch[f];
        if (next === undefined || comparableList(f, next) === comparableList(f, lists.get(row.id)?.[f] ?? [])) continue;
        changed.push(f);
        if ((row.field_versions[f] ?? 0) > base) clashing.push(f);
      }
      if (clashing.length) conflicts.push({ index, id: row.id, fields: clashing });
      return { index, patch, row, changed };
    });

    // Validate the merged rows.
    const drafts: RowDraft[] = plans.map(({ patch, row }) => {
      const merged: Record<string, unknown> = { ...(row ?? {}), ...(row ? lists.get(row.id) : {}) };
      for (const [k, v] of Object.entries(patch)) if (v !== undefined) merged[k] = v;
      if (!row && merged.is_observacao === 1 && !merged.status) merged.status = NOTE_STATUS;
      return merged as RowDraft;
    });
    const lookups = await loadLookups(tx, drafts);
    drafts.forEach((d, i) => {
      if (!errors[`list.${i}.id`]) Object.assign(errors, validateRow(d, terminalId, lookups, `list.${i}.`));
    });
    if (Object.keys(errors).length) throw new ValidationError(errors, MESSAGES.checkAllLines);
    if (conflicts.length) {
      const names = conflicts.map((c) => `line ${c.index + 1} (${c.fields.join(", ")})`).join("; ");
      throw conflict(`Someone else changed the same fields since you loaded them: ${names}. Reload their values and try again.`, { conflicts });
    }

    const change: LineupChange = { terminal_id: terminalId, row_ids: [], deleted_ids: [], fields: {}, user_id: user.id };
    const savedIds: number[] = [];
    for (const plan of plans) {
      const { patch, row } = plan;
      const values = columnValues(patch);
      const listValues = Object.fromEntries(LIST_FIELDS.filter((f) => patch[f] !== undefined).map((f) => [f, patch[f] as unknown[]])) as Partial<Record<ListField, unknown[]>>;
      if (!row) {
        const isNote = values.is_observacao === 1;
        const insertValues = isNote ? asNote(values) : { ...values, status: values.status ?? NOTE_STATUS };
        const [created] = await tx
          .insert(lineups)
          .values({ ...(insertValues as Partial<typeof lineups.$inferInsert>), status: String(insertValues.status ?? NOTE_STATUS), terminal_id: terminalId, porto_id: terminal.porto_id, atualizado_data: sql`now()`, atualizado_id: user.id })
          .returning();
        if (!created) throw new Error("insert returned no row");
        if (!isNote) await writeLists(tx, created.id, listValues);
        await recordActivity(tx, { userId: user.id, action: "criou", subjectType: "lineups", subjectId: created.id, description: `${user.name} added a ${isNote ? "note" : "line"} to terminal ${terminal.name}`, after: { ...insertValues, ...listValues } });
        change.row_ids.push(created.id);
        change.fields[created.id] = plan.changed;
        savedIds.push(created.id);
        continue;
      }
      savedIds.push(row.id);
      if (!plan.changed.length) continue;
      const version = row.version + 1;
      const fieldVersions = { ...row.field_versions, ...Object.fromEntries(plan.changed.map((f) => [f, version])) };
      const changedColumns = Object.fromEntries(plan.changed.filter((f) => (COLUMN_FIELDS as readonly string[]).includes(f)).map((f) => [f, values[f as ColumnField]]));
      await tx
        .update(lineups)
        .set({ ...(changedColumns as Partial<typeof lineups.$inferInsert>), version, field_versions: fieldVersions, atualizado_data: sql`now()`, atualizado_id: user.id, updated_at: sql`now()` })
        .where(eq(lineups.id, row.id));
      const changedLists = Object.fromEntries(plan.changed.filter((f) => (LIST_FIELDS as readonly string[]).includes(f)).map((f) => [f, listValues[f as ListField]]));
      await writeLists(tx, row.id, changedLists);
      const before = Object.fromEntries(plan.changed.map((f) => [f, (COLUMN_FIELDS as readonly string[]).includes(f) ? row[f as keyof LineupRow] : lists.get(row.id)?.[f as ListField]]));
      await recordActivity(tx, { userId: user.id, action: "editou", subjectType: "lineups", subjectId: row.id, description: `${user.name} edited a line of terminal ${terminal.name}`, before, after: { ...changedColumns, ...changedLists } });
      change.row_ids.push(row.id);
      change.fields[row.id] = plan.changed;
    }

    if (deletedIds.length) {
      for (const id of deletedIds) {
        const row = byId.get(id);
        await recordActivity(tx, { userId: user.id, action: "excluiu", subjectType: "lineups", subjectId: id, description: `${user.name} removed a line of terminal ${terminal.name}`, before: row ? { ...row } : null });
      }
      // Rows copied or called from a deleted row keep existing; their link is cleared by the foreign key.
      await tx.delete(lineups).where(inArray(lineups.id, deletedIds));
      change.deleted_ids.push(...deletedIds);
    }
    await tx.update(terminais).set({ atualizado_data: sql`now()`, atualizado_id: user.id }).where(eq(terminais.id, terminalId));
    return { change, ids: savedIds };
  });
}
