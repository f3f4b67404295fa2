import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { cargas, cargasTipos, lineupCargasAfretadores, lineups } from "../db/schema";
import { now } from "../http/crud";
import { conflict } from "../http/errors";
import { markersOf } from "../users/repository";

export type CommRow = typeof cargas.$inferSelect;
export type CommTypeRow = typeof cargasTipos.$inferSelect;

export const presentComm = (c: CommRow) => ({
  id: c.id,
  tipo_id: c.tipo_id,
  name: c.name,
  synonym: c.synonym,
  color: c.color,
  ie_analise: c.ie_analise,
  ie_export: c.ie_export,
  ie_import: c.ie_import,
  name_with_synonym: c.synonym ? `${c.name} (${c.synonym})` : c.name,
});

/** The comm type `id`, unless there is none or it was deleted. */
export async function liveCommType(db: Db, id: number): Promise<CommTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(cargasTipos)
    .where(and(eq(cargasTipos.id, id), isNull(cargasTipos.deleted_at)))
    .limit(1);
  return row;
}

/** Comm types with their live comms and who last marked them updated. */
export async function loadCommTypes(db: Db, types: CommTypeRow[]) {
  const ids = types.map((t) => t.id);
  if (!ids.length) return [];
  const [comms, updaters] = await Promise.all([
    db
      .select()
      .from(cargas)
      .where(and(inArray(cargas.tipo_id, ids), isNull(cargas.deleted_at)))
      .orderBy(asc(cargas.name)),
    markersOf(db, types),
  ]);
  return types.map((t) => ({
    id: t.id,
    name: t.name,
    atualizado_data: t.atualizado_data,
    atualizado_id: t.atualizado_id,
    atualizador: updaters.find((u) => u.id === t.atualizado_id) ?? null,
    created_at: t.created_at,
    updated_at: t.updated_at,
    deleted_at: t.deleted_at,
    cargas: comms.filter((c) => c.tipo_id === t.id).map(presentComm),
  }));
}

/** Removes these comms (they stay, marked deleted), refused (409) while line-up rows or split lines use any of them. */
export async function removeComms(tx: Db, comms: { id: number; name: string }[]): Promise<void> {
  await assertCommsUnused(tx, comms);
  if (comms.length)
    await tx
      .update(cargas)
      .set({ deleted_at: now() })
      .where(
        inArray(
          cargas.id,
          comms.map((c) => c.id),
        ),
      );
}

/** Refuses (409) to remove comms that line-up rows or split lines still use. */
export async function assertCommsUnused(db: Db, comms: { id: number; name: string }[]): Promise<void> {
  for (const c of comms) {
    const [rows] = await db.select({ n: count() }).from(lineups).where(eq(lineups.carga_id, c.id));
    const [splits] = await db
      .select({ n: count() })
      .from(lineupCargasAfretadores)
      .where(eq(lineupCargasAfretadores.carga_id, c.id));
    const n = (rows?.n ?? 0) + (splits?.n ?? 0);
    if (n > 0) throw conflict(`Comm ${c.name} is used by ${n} line-up rows and cannot be deleted.`);
  }
}
