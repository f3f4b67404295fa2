import { and, asc, eq, exists, gte, ilike, inArray, lte, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { isClient, TBI } from "@lineup/shared";
import type { Db } from "../db/client";
import {
  afretadores, agencias, bercos, cargas, lineupCargasAfretadores, lineups, lineupsPortos, lineupTrabalhadores, navios, portos, portWeathers, recebedores,
  terminais, terminalCargas, trabalhadores, users,
} from "../db/schema";
import { likeTerm } from "../http/crud";
import type { UserRow } from "../users/repository";
import type { BoardFilters } from "./board-query";
import { lineupScope, lineupScopeWhere, type LineupScope } from "./scope";

type LineupRow = typeof lineups.$inferSelect;

/** Fields clients never receive (spec.md section 6; DESIGN.md: absent from the JSON). */
export const CLIENT_HIDDEN = ["recebedor_id", "recebedor", "destination_porto", "destination_port", "agencia_id", "agencia", "client_type", "embarcadores", "recebedores"] as const;

const DAY_MS = 86_400_000;
/** Days between ETA and ETB: the waiting time of a call. */
export function waitingDays(eta: string | null, etb: string | null): number | null {
  if (!eta || !etb) return null;
  const days = (Date.parse(etb) - Date.parse(eta)) / DAY_MS;
  return Number.isFinite(days) && days >= 0 ? days : null;
}

const average = (values: number[]) => (values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null);

type CallFacts = Pick<LineupRow, "status" | "eta" | "etb">;

/** BERTHED (Loading or Discharging), WAITING AT ANCHORAGE and EXPECTED TO CALL counts of line rows. */
export function statusCounts(rows: CallFacts[]) {
  return {
    berthed: rows.filter((r) => r.status === "Loading" || r.status === "Discharging").length,
    waiting: rows.filter((r) => r.status === "Waiting").length,
    expected: rows.filter((r) => r.status === "Expected").length,
  };
}

/** Average waiting time (ETA to ETB) in days, one decimal, over rows that have both dates. */
export const averageWaitingDays = (rows: CallFacts[]) => average(rows.map((r) => waitingDays(r.eta, r.etb)).filter((d): d is number => d !== null));

/**
 * `column = any('{1,2,…}'::int[])`: one bind parameter however many ids, where
 * `inArray` sends one per id (a board of 20,000 rows overflowed the driver's
 * stack and PostgreSQL's 65,535-parameter limit). The ids are integers, so the literal is safe.
 */
export const anyId = (column: AnyColumn, ids: number[]) => sql`${column} = any(${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[])`;

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

/** Loads the related names of rows and shapes each row as `GET /lineups` returns it. */
export async function presentRows(db: Db, rows: LineupRow[], opts: { client: boolean }) {
  if (!rows.length) return [];
  const rowIds = rows.map((r) => r.id);
  const uniq = (k: keyof LineupRow) => [...new Set(rows.map((r) => r[k]).filter((v): v is number => typeof v === "number"))];
  const load = async <T extends { id: number }>(list: number[], q: (l: number[]) => Promise<T[]>) => new Map((list.length ? await q(list) : []).map((x) => [x.id, x] as const));
  const [splits, workers] = await Promise.all([
    db.select().from(lineupCargasAfretadores).where(anyId(lineupCargasAfretadores.lineup_id, rowIds)).orderBy(asc(lineupCargasAfretadores.id)),
    db.select().from(lineupTrabalhadores).where(anyId(lineupTrabalhadores.lineup_id, rowIds)).orderBy(asc(lineupTrabalhadores.id)),
  ]);
  const commIds = [...new Set([...uniq("carga_id"), ...splits.map((s) => s.carga_id).filter((v): v is number => v !== null)])];
  const chartererIds = [...new Set([...uniq("afretador_id"), ...splits.map((s) => s.afretador_id).filter((v): v is number => v !== null)])];
  const receiverIds = [...new Set([...uniq("recebedor_id"), ...splits.map((s) => s.recebedor_id).filter((v): v is number => v !== null)])];
  const [vesselMap, commMap, chartererMap, receiverMap, agencyMap, destMap, berthMap, workerMap, userMap] = await Promise.all([
    load(uniq("navio_id"), (l) => db.select({ id: navios.id, name: navios.name, imo: navios.imo, is_agency_client: navios.is_agency_client }).from(navios).where(anyId(navios.id, l))),
    load(commIds, (l) => db.select({ id: cargas.id, name: cargas.name, synonym: cargas.synonym, color: cargas.color }).from(cargas).where(anyId(cargas.id, l))),
    load(chartererIds, (l) => db.select({ id: afretadores.id, name: afretadores.name }).from(afretadores).where(anyId(afretadores.id, l))),
    load(receiverIds, (l) => db.select({ id: recebedores.id, name: recebedores.name }).from(recebedores).where(anyId(recebedores.id, l))),
    load(uniq("agencia_id"), (l) => db.select({ id: agencias.id, name: agencias.name, is_house: agencias.is_house }).from(agencias).where(anyId(agencias.id, l))),
    load(uniq("destination_porto"), (l) => db.select({ id: lineupsPortos.id, name: lineupsPortos.name, pais: lineupsPortos.pais }).from(lineupsPortos).where(anyId(lineupsPortos.id, l))),
    load(uniq("berco_id"), (l) => db.select({ id: bercos.id, name: bercos.name }).from(bercos).where(anyId(bercos.id, l))),
    load([...new Set(workers.map((w) => w.trabalhador_id))], (l) => db.select({ id: trabalhadores.id, name: trabalhadores.name }).from(trabalhadores).where(anyId(trabalhadores.id, l))),
    load(uniq("atualizado_id"), (l) => db.select({ id: users.id, name: users.name }).from(users).where(anyId(users.id, l))),
  ]);
  const get = <T>(map: Map<number, T>, id: number | null) => (id === null ? null : map.get(id) ?? null);
  // Grouped once: filtering every split and worker for every row is quadratic on a large board.
  const splitsOf = byRow(splits);
  const workersOf = byRow(workers);

  return rows.map((r) => {
    const vessel = get(vesselMap, r.navio_id);
    const berth = get(berthMap, r.berco_id);
    const shaped: Record<string, unknown> = {
      id: r.id,
      terminal_id: r.terminal_id,
      porto_id: r.porto_id,
      berco_id: r.berco_id,
      berco: berth && opts.client && berth.name.trim().toUpperCase() === TBI ? { ...berth, name: "" } : berth,
      status: r.status,
      pob: r.pob ? r.pob.slice(0, 5) : null,
      is_observacao: r.is_observacao,
      observacao: r.observacao,
      navio_id: r.navio_id,
      navio: vessel && opts.client ? { id: vessel.id, name: vessel.name, imo: vessel.imo } : vessel,
      agencia_id: r.agencia_id,
      agencia: get(agencyMap, r.agencia_id),
      carga_id: r.carga_id,
      carga: get(commMap, r.carga_id),
      carga_tipo_id: r.carga_tipo_id,
      afretador_id: r.afretador_id,
      afretador: get(chartererMap, r.afretador_id),
      recebedor_id: r.recebedor_id,
      recebedor: get(receiverMap, r.recebedor_id),
      destination_porto: r.destination_porto,
      destination_port: get(destMap, r.destination_porto),
      client_type: r.client_type,
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
      cargas_afretadores: (splitsOf.get(r.id) ?? [])
        .map((s) => ({
          id: s.id,
          carga_id: s.carga_id,
          carga: get(commMap, s.carga_id),
          qty: s.qty,
          afretador_id: s.afretador_id,
          afretador: get(chartererMap, s.afretador_id),
          ...(opts.client ? {} : { recebedor_id: s.recebedor_id, recebedor: get(receiverMap, s.recebedor_id) }),
        })),
      embarcadores: (workersOf.get(r.id) ?? []).filter((w) => w.type === "embarcador").map((w) => ({ id: w.id, trabalhador_id: w.trabalhador_id, trabalhador: get(workerMap, w.trabalhador_id), qty: w.qty })),
      recebedores: (workersOf.get(r.id) ?? []).filter((w) => w.type === "recebedor").map((w) => ({ id: w.id, trabalhador_id: w.trabalhador_id, trabalhador: get(workerMap, w.trabalhador_id), qty: w.qty })),
    };
    if (opts.client) for (const key of CLIENT_HIDDEN) delete shaped[key];
    return shaped;
  });
}

const ORDERABLE = { etb: lineups.etb, eta: lineups.eta, etc: lineups.etc, status: lineups.status, qty: lineups.qty, id: lineups.id } as const;

/** Row conditions of the board's filters (beyond port and terminal). */
function rowFilters(f: BoardFilters, client: boolean): (SQL | undefined)[] {
  const anyOf = <T>(col: Parameters<typeof inArray>[0], list: T[] | undefined) => (list?.length ? inArray(col, list as never[]) : undefined);
  const destination =
    f.destination_port === undefined
      ? undefined
      : typeof f.destination_port === "number"
        ? eq(lineups.destination_porto, f.destination_port)
        : inArray(lineups.destination_porto, sql`(select ${lineupsPortos.id} from ${lineupsPortos} where ${ilike(lineupsPortos.name, likeTerm(f.destination_port))} or ${ilike(lineupsPortos.pais, likeTerm(f.destination_port))})`);
  const workersFilter = f.embarcadores?.length
    ? exists(sql`(select 1 from ${lineupTrabalhadores} where ${lineupTrabalhadores.lineup_id} = ${lineups.id} and ${inArray(lineupTrabalhadores.trabalhador_id, f.embarcadores)})`)
    : undefined;
  const agencyClient = f.is_agency_client === true || f.is_agency_client === "1";
  // Observation rows stay visible whatever the filters: they are notes about the terminal.
  const filtered = and(
    anyOf(lineups.status, f.status),
    anyOf(lineups.carga_id, f.carga_id),
    anyOf(lineups.navio_id, f.navio_id),
    anyOf(lineups.afretador_id, f.afretador_id),
    client ? undefined : anyOf(lineups.recebedor_id, f.recebedor_id),
    client ? undefined : anyOf(lineups.agencia_id, f.agencia_id),
    client ? undefined : anyOf(lineups.client_type, f.client_type),
    client ? undefined : workersFilter,
    client ? undefined : destination,
    client || !agencyClient ? undefined : inArray(lineups.navio_id, sql`(select ${navios.id} from ${navios} where ${navios.is_agency_client})`),
    f.periodo_inicio ? or(gte(lineups.etc, f.periodo_inicio), gte(lineups.etb, f.periodo_inicio), gte(lineups.eta, f.periodo_inicio)) : undefined,
    f.periodo_fim ? or(lte(lineups.eta, f.periodo_fim), lte(lineups.etb, f.periodo_fim)) : undefined,
  );
  return [or(eq(lineups.is_observacao, 1), filtered)];
}

/**
 * Everything the board shows for the chosen ports in one call: per port the
 * counts, weather and waiting times; per terminal its header, remark, last
 * update and rows (with split lines and worker lists), scoped to the user.
 */
export async function loadBoard(db: Db, user: UserRow, f: BoardFilters) {
  const client = isClient(user);
  const scope: LineupScope = await lineupScope(db, user);
  const portWhere = and(
    f.porto_id?.length ? inArray(portos.id, f.porto_id) : undefined,
    scope.portIds ? inArray(portos.id, scope.portIds.length ? scope.portIds : [0]) : undefined,
  );
  const portRows = await db.select().from(portos).where(portWhere).orderBy(asc(portos.ordem), asc(portos.name));
  const portIds = portRows.map((p) => p.id);
  if (!portIds.length) return { portos: [], filtros: f };

  // Terminals that handle the chosen comm type (by their comms or by rows of that type).
  const typeComms = sql`(select ${cargas.id} from ${cargas} where ${cargas.tipo_id} = ${f.carga_tipo_id})`;
  const terminalRows = await db
    .select()
    .from(terminais)
    .where(
      and(
        inArray(terminais.porto_id, portIds),
        f.terminal_id ? eq(terminais.id, f.terminal_id) : undefined,
        or(
          exists(db.select({ x: terminalCargas.carga_id }).from(terminalCargas).where(and(eq(terminalCargas.terminal_id, terminais.id), inArray(terminalCargas.carga_id, typeComms)))),
          exists(db.select({ x: lineups.id }).from(lineups).where(and(eq(lineups.terminal_id, terminais.id), eq(lineups.carga_tipo_id, f.carga_tipo_id)))),
        ),
      ),
    )
    .orderBy(asc(terminais.id));
  const terminalIds = terminalRows.map((t) => t.id);

  const orderCol = ORDERABLE[(f.campo ?? "etb") as keyof typeof ORDERABLE] ?? lineups.etb;
  const rows = terminalIds.length
    ? await db
        .select()
        .from(lineups)
        .where(and(inArray(lineups.terminal_id, terminalIds), eq(lineups.carga_tipo_id, f.carga_tipo_id), lineupScopeWhere(scope), ...rowFilters(f, client)))
        .orderBy(f.ordem?.toLowerCase() === "desc" ? sql`${orderCol} desc nulls last` : sql`${orderCol} asc nulls last`, asc(lineups.id))
    : [];
  const shaped = await presentRows(db, rows, { client });
  const today = new Date().toISOString().slice(0, 10);
  const [weather, updaters] = await Promise.all([
    db.select().from(portWeathers).where(and(inArray(portWeathers.porto_id, portIds), gte(portWeathers.date, today))).orderBy(asc(portWeathers.date)),
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...terminalRows.map((t) => t.atualizado_id ?? 0), ...portRows.map((p) => p.atualizado_id ?? 0)])),
  ]);
  const editable = (portId: number) => !client && (scope.editPortIds === undefined || scope.editPortIds.includes(portId));

  const result = portRows
    .map((p) => {
      const terminals = terminalRows
        .filter((t) => t.porto_id === p.id)
        .map((t) => {
          const terminalRowsShaped = shaped.filter((r) => r.terminal_id === t.id);
          const lineupsOnly = rows.filter((r) => r.terminal_id === t.id && r.is_observacao === 0);
          return {
            id: t.id,
            name: t.name,
            rate: t.rate,
            av_dw_bw: t.av_dw_bw,
            max_draft: t.max_draft,
            draft_berth: t.draft_berth,
            loa: t.loa,
            remark: t.remark,
            av_waiting_time: averageWaitingDays(lineupsOnly),
            atualizado_data: t.atualizado_data,
            atualizador: updaters.find((u) => u.id === t.atualizado_id)?.name ?? null,
            editable: editable(p.id),
            lineups: terminalRowsShaped,
          };
        });
      const portRowsOnly = rows.filter((r) => r.porto_id === p.id && r.is_observacao === 0);
      return {
        id: p.id,
        name: p.name,
        max_draft: p.max_draft,
        bunker: p.bunker,
        carga_atualizada: p.atualizado_data ? { data: p.atualizado_data, user: updaters.find((u) => u.id === p.atualizado_id)?.name ?? null } : null,
        weathersAtuais: weather.filter((w) => w.porto_id === p.id).map((w) => ({ date: w.date, icon: w.icon })),
        counts: statusCounts(portRowsOnly),
        espera: terminals.map((t) => ({ terminal_id: t.id, name: t.name, av_waiting_time: t.av_waiting_time })),
        terminais: terminals,
      };
    })
    .filter((p) => p.terminais.length > 0);
  return { portos: result, filtros: f };
}

