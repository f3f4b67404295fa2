/** How line-up rows are stored and compared: normalised values, split lines and worker lists. */
import { and, eq, inArray } from "drizzle-orm";
import { NOTE_STATUS } from "@lineup/shared";
import type { Db } from "../db/client";
import { lineupCargasAfretadores, lineupTrabalhadores, type lineups } from "../db/schema";
import { recordOf } from "../guards";
import {
  COLUMN_FIELDS,
  normalizeQty,
  type ColumnField,
  type ListField,
  type RowPatch,
  type SplitLine,
  type WorkerLine,
} from "./row-schema";

/** A row's stored lists. */
export interface Lists {
  cargas_afretadores: SplitLine[];
  embarcadores: WorkerLine[];
  recebedores: WorkerLine[];
}
/** Lists as a past row held them (`lineup_events` snapshots): read field by field. */
export type PastLists = Record<ListField, unknown[]>;
/** The lists a patch sends. */
export type ListValues = Partial<Lists>;

/** The lists of `values` that `keep` names, in the order of `LIST_FIELDS`. */
export function someLists(values: ListValues, keep: (field: ListField) => boolean): ListValues {
  const out: ListValues = {};
  if (values.cargas_afretadores !== undefined && keep("cargas_afretadores"))
    out.cargas_afretadores = values.cargas_afretadores;
  for (const f of ["embarcadores", "recebedores"] as const) {
    const items = values[f];
    if (items !== undefined && keep(f)) out[f] = items;
  }
  return out;
}

export const QTY_FIELDS = new Set(["qty", "qty_import", "qty_export"]);

/** Normalises a submitted value to how the column stores it, so equal values compare equal. */
export function stored(field: ColumnField, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (QTY_FIELDS.has(field)) {
    const n = normalizeQty(value);
    return n === null ? null : Number(n).toFixed(3);
  }
  if (field === "pob" && typeof value === "string") return value.length === 5 ? `${value}:00` : value;
  return value;
}

export const comparableList = (field: ListField, items: readonly unknown[]) =>
  JSON.stringify(
    items.map((item) => {
      const i = recordOf(item, `an item of ${field}`);
      return field === "cargas_afretadores"
        ? {
            carga_id: i.carga_id ?? null,
            qty: normalizeQty(i.qty ?? null) === null ? null : Number(normalizeQty(i.qty ?? null)).toFixed(3),
            afretador_id: i.afretador_id ?? null,
            recebedor_id: i.recebedor_id ?? null,
          }
        : {
            trabalhador_id: i.trabalhador_id,
            qty: normalizeQty(i.qty ?? null) === null ? null : Number(normalizeQty(i.qty ?? null)).toFixed(3),
          };
    }),
  );

/** The split lines and worker lists of stored rows, by row id. */
export async function currentLists(db: Db, rowIds: number[]): Promise<Map<number, Lists>> {
  const map = new Map<number, Lists>(
    rowIds.map((id) => [id, { cargas_afretadores: [], embarcadores: [], recebedores: [] }]),
  );
  if (!rowIds.length) return map;
  const [splits, workers] = await Promise.all([
    db
      .select()
      .from(lineupCargasAfretadores)
      .where(inArray(lineupCargasAfretadores.lineup_id, rowIds))
      .orderBy(lineupCargasAfretadores.id),
    db
      .select()
      .from(lineupTrabalhadores)
      .where(inArray(lineupTrabalhadores.lineup_id, rowIds))
      .orderBy(lineupTrabalhadores.id),
  ]);
  for (const s of splits)
    map.get(s.lineup_id)?.cargas_afretadores.push({
      carga_id: s.carga_id,
      qty: s.qty,
      afretador_id: s.afretador_id,
      recebedor_id: s.recebedor_id,
    });
  for (const w of workers)
    map.get(w.lineup_id)?.[w.type === "embarcador" ? "embarcadores" : "recebedores"].push({
      trabalhador_id: w.trabalhador_id,
      qty: w.qty,
    });
  return map;
}

/** Replaces a row's split lines and worker lists with the submitted ones. */
export async function writeLists(tx: Db, rowId: number, lists: ListValues) {
  if (lists.cargas_afretadores) {
    await tx.delete(lineupCargasAfretadores).where(eq(lineupCargasAfretadores.lineup_id, rowId));
    const items = lists.cargas_afretadores;
    if (items.length) {
      await tx.insert(lineupCargasAfretadores).values(
        items.map((s) => ({
          lineup_id: rowId,
          carga_id: s.carga_id,
          qty: normalizeQty(s.qty),
          afretador_id: s.afretador_id,
          recebedor_id: s.recebedor_id ?? null,
        })),
      );
    }
  }
  for (const field of ["embarcadores", "recebedores"] as const) {
    const items = lists[field];
    if (!items) continue;
    const type = field === "embarcadores" ? "embarcador" : "recebedor";
    await tx
      .delete(lineupTrabalhadores)
      .where(and(eq(lineupTrabalhadores.lineup_id, rowId), eq(lineupTrabalhadores.type, type)));
    if (items.length)
      await tx.insert(lineupTrabalhadores).values(
        items.map((w) => ({
          lineup_id: rowId,
          trabalhador_id: w.trabalhador_id,
          qty: normalizeQty(w.qty ?? null),
          type,
        })),
      );
  }
}

/** Column values of a patch, normalised for storage; fields not sent are left out. */
export function columnValues(patch: RowPatch): Partial<Record<ColumnField, unknown>> {
  const out: Partial<Record<ColumnField, unknown>> = {};
  for (const f of COLUMN_FIELDS)
    if (patch[f] !== undefined)
      out[f] = f === "pob" || QTY_FIELDS.has(f) ? (QTY_FIELDS.has(f) ? normalizeQty(patch[f]) : patch[f]) : patch[f];
  return out;
}

/** Column values as drizzle's `set` and `values` take them. */
export const lineupColumns = (values: Partial<Record<ColumnField, unknown>>): Partial<typeof lineups.$inferInsert> =>
  // cast: the values passed the request's schema (RowFields), normalised by columnValues; drizzle cannot tie a
  // field named in a loop to its column's type
  values as Partial<typeof lineups.$inferInsert>;

/** Observation rows carry only their text: everything else is cleared. */
export function asNote(values: Partial<Record<ColumnField, unknown>>): Partial<Record<ColumnField, unknown>> {
  // The cargo type stays: the board shows a terminal's notes under the tab they were written in.
  return {
    is_observacao: 1,
    observacao: values.observacao ?? null,
    status: values.status ?? NOTE_STATUS,
    carga_tipo_id: values.carga_tipo_id ?? null,
    eta: values.eta ?? null,
    etb: values.etb ?? null,
    etc: values.etc ?? null,
  };
}
