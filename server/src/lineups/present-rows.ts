import { asc, sql, type AnyColumn } from "drizzle-orm";
import { TBI, waitingDays } from "@lineup/shared";
import { idAndName, type Db } from "../db/client";
import { recordOf } from "../guards";
import {
  afretadores,
  agencias,
  bercos,
  cargas,
  lineupCargasAfretadores,
  lineups,
  lineupsPortos,
  lineupTrabalhadores,
  navios,
  recebedores,
  trabalhadores,
  users,
} from "../db/schema";
import type { ClientBoardRow, StaffBoardRow, StaffOnlyFields } from "@lineup/shared/wire/board";
import { ownSplitLines } from "./scope";
import type { PastLists } from "./row-store";

type LineupRow = typeof lineups.$inferSelect;
/** A stored row as {@link presentRows} reads it: a whole row will do. */
export type BoardSourceRow = Omit<LineupRow, "field_versions" | "created_at">;

/**
 * `column = any('{1,2,…}'::int[])`: one bind parameter however many ids, where
 * `inArray` sends one per id (a board of 20,000 rows overflowed the driver's
 * stack and PostgreSQL's 65,535-parameter limit). The ids are integers, so the literal is safe.
 */
export const anyId = (column: AnyColumn, ids: number[]) =>
  sql`${column} = any(${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[])`;

/** Items grouped by their row id. */
function byRow<T extends { lineup_id: number }>(items: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const list = map.get(item.lineup_id);
    if (list) list.push(item);
    else map.set(item.lineup_id, [item]);
  }
  return map;
}

/** The ids of `key` in `rows`, each once, nulls left out. */
function idsOf<T>(
  rows: readonly T[],
  ...keys: { [K in keyof T]: T[K] extends number | null ? K : never }[keyof T][]
): number[] {
  const ids = new Set<number>();
  for (const row of rows)
    for (const key of keys) {
      const value = row[key];
      if (typeof value === "number") ids.add(value);
    }
  return [...ids];
}

/** How {@link presentRows} shapes rows: for a client or staff, with past lists, and for a comm-scoped reader. */
export interface PresentOptions {
  client: boolean;
  /** Lists of rows as they stood in the past (a past board), instead of the stored ones. */
  lists?: Map<number, PastLists>;
  /** The reader's comms (clients, sub-agents): split lines of other comms are left out ({@link ownSplitLines}). */
  commIds?: readonly number[];
}

/**
 * Loads the related names of rows and shapes each row as `GET /lineups` returns
 * it: for clients as {@link ClientBoardRow}, whose objects have no staff-only key
 * at all; for staff as {@link StaffBoardRow}. A fixed number of queries whatever
 * the number of rows.
 */
export async function presentRows(
  db: Db,
  rows: BoardSourceRow[],
  opts: PresentOptions & { client: true },
): Promise<ClientBoardRow[]>;
export async function presentRows(
  db: Db,
  rows: BoardSourceRow[],
  opts: PresentOptions & { client: false },
): Promise<StaffBoardRow[]>;
export async function presentRows(
  db: Db,
  rows: BoardSourceRow[],
  opts: PresentOptions,
): Promise<ClientBoardRow[] | StaffBoardRow[]>;
export async function presentRows(
  db: Db,
  rows: BoardSourceRow[],
  { client, lists, commIds }: PresentOptions,
): Promise<ClientBoardRow[]> {
  if (!rows.length) return [];
  // Rows given their lists (a past board's, as they stood then) do not read the stored ones.
  const rowIds = lists?.size ? rows.filter((r) => !lists.has(r.id)).map((r) => r.id) : rows.map((r) => r.id);
  const load = async <T extends { id: number }>(list: number[], q: (l: number[]) => Promise<T[]>) =>
    new Map((list.length ? await q(list) : []).map((x) => [x.id, x] as const));
  const [storedSplits, storedWorkers] = await Promise.all([
    rowIds.length
      ? db
          .select()
          .from(lineupCargasAfretadores)
          .where(anyId(lineupCargasAfretadores.lineup_id, rowIds))
          .orderBy(asc(lineupCargasAfretadores.id))
      : [],
    client || !rowIds.length
      ? []
      : db
          .select()
          .from(lineupTrabalhadores)
          .where(anyId(lineupTrabalhadores.lineup_id, rowIds))
          .orderBy(asc(lineupTrabalhadores.id)),
  ]);
  const [splits, workers] = lists?.size
    ? withPastLists(lists, storedSplits, storedWorkers, client)
    : [storedSplits, storedWorkers];
  const [vesselMap, commMap, chartererMap, receiverMap, agencyMap, destMap, berthMap, workerMap, userMap] =
    await Promise.all([
      load(idsOf(rows, "navio_id"), (l) =>
        db
          .select({ id: navios.id, name: navios.name, imo: navios.imo, is_agency_client: navios.is_agency_client })
          .from(navios)
          .where(anyId(navios.id, l)),
      ),
      load([...new Set([...idsOf(rows, "carga_id"), ...idsOf(splits, "carga_id")])], (l) =>
        db
          .select({ id: cargas.id, name: cargas.name, synonym: cargas.synonym, color: cargas.color })
          .from(cargas)
          .where(anyId(cargas.id, l)),
      ),
      load([...new Set([...idsOf(rows, "afretador_id"), ...idsOf(splits, "afretador_id")])], (l) =>
        db.select(idAndName(afretadores)).from(afretadores).where(anyId(afretadores.id, l)),
      ),
      load(client ? [] : [...new Set([...idsOf(rows, "recebedor_id"), ...idsOf(splits, "recebedor_id")])], (l) =>
        db.select(idAndName(recebedores)).from(recebedores).where(anyId(recebedores.id, l)),
      ),
      load(client ? [] : idsOf(rows, "agencia_id"), (l) =>
        db
          .select({ id: agencias.id, name: agencias.name, is_house: agencias.is_house })
          .from(agencias)
          .where(anyId(agencias.id, l)),
      ),
      load(client ? [] : idsOf(rows, "destination_porto"), (l) =>
        db
          .select({ id: lineupsPortos.id, name: lineupsPortos.name, pais: lineupsPortos.pais })
          .from(lineupsPortos)
          .where(anyId(lineupsPortos.id, l)),
      ),
      load(idsOf(rows, "berco_id"), (l) => db.select(idAndName(bercos)).from(bercos).where(anyId(bercos.id, l))),
      load(idsOf(workers, "trabalhador_id"), (l) =>
        db.select(idAndName(trabalhadores)).from(trabalhadores).where(anyId(trabalhadores.id, l)),
      ),
      load(idsOf(rows, "atualizado_id"), (l) => db.select(idAndName(users)).from(users).where(anyId(users.id, l))),
    ]);
  const get = <T>(map: Map<number, T>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
  // What clients see of a vessel and a berth, made once per vessel and berth rather than once per row.
  const vessels = client
    ? new Map([...vesselMap].map(([key, v]) => [key, { id: v.id, name: v.name, imo: v.imo }]))
    : vesselMap;
  const berths = client
    ? new Map([...berthMap].map(([key, b]) => [key, b.name.trim().toUpperCase() === TBI ? { ...b, name: "" } : b]))
    : berthMap;
  // Grouped once: filtering every split and worker for every row is quadratic on a large board.
  const splitsOf = byRow(splits);
  const workersOf = byRow(workers);
  const workerLine = (w: (typeof workers)[number]) => ({
    id: w.id,
    trabalhador_id: w.trabalhador_id,
    trabalhador: get(workerMap, w.trabalhador_id),
    qty: w.qty,
  });

  return rows.map((r) => {
    const row: ClientBoardRow = {
      id: r.id,
      terminal_id: r.terminal_id,
      porto_id: r.porto_id,
      berco_id: r.berco_id,
      berco: get(berths, r.berco_id),
      status: r.status,
      pob: r.pob ? r.pob.slice(0, 5) : null,
      is_observacao: r.is_observacao,
      observacao: r.observacao,
      navio_id: r.navio_id,
      navio: get(vessels, r.navio_id),
      carga_id: r.carga_id,
      carga: get(commMap, r.carga_id),
      carga_tipo_id: r.carga_tipo_id,
      afretador_id: r.afretador_id,
      afretador: get(chartererMap, r.afretador_id),
      qty: r.qty,
      qty_unidade: r.qty_unidade,
      qty_import: r.qty_import,
      qty_export: r.qty_export,
      eta: r.eta,
      etb: r.etb,
      etc: r.etc,
      espera: waitingDays(r.eta, r.etb),
      atualizado_data: r.atualizado_data,
      atualizador: get(userMap, r.atualizado_id),
      call_number: r.call_number,
      call_in_id: r.call_in_id,
      version: r.version,
      updated_at: r.updated_at,
      cargas_afretadores: ownSplitLines(commIds, splitsOf.get(r.id) ?? []).map((s) => {
        const line = {
          id: s.id,
          carga_id: s.carga_id,
          carga: get(commMap, s.carga_id),
          qty: s.qty,
          afretador_id: s.afretador_id,
          afretador: get(chartererMap, s.afretador_id),
        };
        return client
          ? line
          : Object.assign(line, { recebedor_id: s.recebedor_id, recebedor: get(receiverMap, s.recebedor_id) });
      }),
    };
    if (client) return row;
    const lines = workersOf.get(r.id) ?? [];
    const staffOnly: StaffOnlyFields = {
      agencia_id: r.agencia_id,
      agencia: get(agencyMap, r.agencia_id),
      recebedor_id: r.recebedor_id,
      recebedor: get(receiverMap, r.recebedor_id),
      destination_porto: r.destination_porto,
      destination_port: get(destMap, r.destination_porto),
      client_type: r.client_type,
      embarcadores: lines.filter((w) => w.type === "embarcador").map(workerLine),
      recebedores: lines.filter((w) => w.type === "recebedor").map(workerLine),
    };
    // Staff rows also carry the vessel's agency-client flag and the split lines' receivers (made above for them).
    return Object.assign(row, staffOnly);
  });
}

type SplitRow = typeof lineupCargasAfretadores.$inferSelect;
type WorkerRow = typeof lineupTrabalhadores.$inferSelect;

/**
 * Stored lines plus the lines of rows as they stood in the past (stored as
 * `lineup_events` keep them, without ids: they get negative placeholder ids).
 */
function withPastLists(
  lists: Map<number, PastLists>,
  splits: SplitRow[],
  workers: WorkerRow[],
  client: boolean,
): [SplitRow[], WorkerRow[]] {
  let next = 0;
  const qty = (v: unknown) => (v === null || v === undefined ? null : String(v));
  const num = (v: unknown) => (typeof v === "number" ? v : null);
  const allSplits = [...splits];
  const allWorkers = [...workers];
  for (const [lineupId, l] of lists) {
    for (const item of l.cargas_afretadores) {
      const s = recordOf(item, "a past split line");
      allSplits.push({
        id: --next,
        lineup_id: lineupId,
        carga_id: num(s.carga_id),
        qty: qty(s.qty),
        afretador_id: num(s.afretador_id),
        recebedor_id: num(s.recebedor_id),
      });
    }
    if (client) continue;
    for (const type of ["embarcadores", "recebedores"] as const) {
      for (const item of l[type]) {
        const w = recordOf(item, "a past worker line");
        allWorkers.push({
          id: --next,
          lineup_id: lineupId,
          trabalhador_id: Number(w.trabalhador_id),
          qty: qty(w.qty),
          type: type === "embarcadores" ? "embarcador" : "recebedor",
        });
      }
    }
  }
  return [allSplits, allWorkers];
}
