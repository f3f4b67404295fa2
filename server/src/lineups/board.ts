import {
  and,
  asc,
  eq,
  exists,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import { averageDays, isClient, type statusCounts, TBI, waitingDays } from "@lineup/shared";
import { rowsOf, type Db } from "../db/client";
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
  portoCargaAtualizacoes,
  portos,
  portWeathers,
  recebedores,
  terminais,
  terminalCargas,
  trabalhadores,
  users,
} from "../db/schema";
import { likeTerm } from "../http/crud";
import type { UserRow } from "../users/repository";
import type { BoardFilters } from "./board-query";
import type { ClientBoardRow, StaffBoardRow, StaffOnlyFields } from "./board-schema";
import { lineupScope, lineupScopeWhere, ownSplitLines, withinAssigned, type LineupScope } from "./scope";
import { weatherAsOf } from "../weather/store";
import {
  filterContext,
  marksAsOf,
  matchesBoardFilters,
  parseAsOf,
  rowsAsOf,
  sortPastRows,
  type PastRow,
} from "./as-of";
import type { Lists } from "./row-store";

/** The rows of a past board (as they stood at `asOf`), scoped, filtered and ordered as the live query does. */
async function pastRows(
  db: Db,
  portIds: number[],
  scope: LineupScope,
  asOf: string,
  f: BoardFilters,
  client: boolean,
): Promise<PastRow[]> {
  const [rows, ctx] = await Promise.all([rowsAsOf(db, portIds, scope, asOf), filterContext(db, f, client)]);
  return sortPastRows(
    rows.filter((p) => matchesBoardFilters(p, f, client, ctx)),
    f,
  );
}

type LineupRow = typeof lineups.$inferSelect;

export { CLIENT_HIDDEN } from "./board-schema";

/** The columns of `lineups` a board row is shaped from (not the version bookkeeping, which is JSON to parse). */
const { field_versions: _fieldVersions, created_at: _createdAt, ...BOARD_COLUMNS } = getTableColumns(lineups);
/** A stored row as {@link presentRows} reads it: a whole row will do. */
export type BoardSourceRow = Omit<LineupRow, "field_versions" | "created_at">;

/**
 * The rows of a query as the driver returns them, without drizzle's per-cell
 * mapping (on a 2,000-row board it cost more than shaping the rows). Only for
 * columns both drivers already return as drizzle would: integers, booleans,
 * text, and numeric and date/time columns as strings (drizzle asks both for
 * dates as text); not JSON, not `mode: "date"`. Keys are the columns' SQL names.
 */
async function driverRows<T>(db: Db, query: SQLWrapper): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

// The counts and waiting time are shared with the web, which computes them from its live rows.
export { averageWaitingDays, statusCounts, waitingDays } from "@lineup/shared";

type StatusCounts = ReturnType<typeof statusCounts>;

/** Counts one line row of `status` into BERTHED (Loading or Discharging), WAITING AT ANCHORAGE or EXPECTED TO CALL, as `statusCounts` does. */
function tally(counts: StatusCounts, status: string): void {
  if (status === "Loading" || status === "Discharging") counts.berthed += 1;
  else if (status === "Waiting") counts.waiting += 1;
  else if (status === "Expected") counts.expected += 1;
}

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
  lists?: Map<number, Lists>;
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
        db.select({ id: afretadores.id, name: afretadores.name }).from(afretadores).where(anyId(afretadores.id, l)),
      ),
      load(client ? [] : [...new Set([...idsOf(rows, "recebedor_id"), ...idsOf(splits, "recebedor_id")])], (l) =>
        db.select({ id: recebedores.id, name: recebedores.name }).from(recebedores).where(anyId(recebedores.id, l)),
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
      load(idsOf(rows, "berco_id"), (l) =>
        db.select({ id: bercos.id, name: bercos.name }).from(bercos).where(anyId(bercos.id, l)),
      ),
      load(idsOf(workers, "trabalhador_id"), (l) =>
        db
          .select({ id: trabalhadores.id, name: trabalhadores.name })
          .from(trabalhadores)
          .where(anyId(trabalhadores.id, l)),
      ),
      load(idsOf(rows, "atualizado_id"), (l) =>
        db.select({ id: users.id, name: users.name }).from(users).where(anyId(users.id, l)),
      ),
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
  lists: Map<number, Lists>,
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
    for (const s of l.cargas_afretadores as Record<string, unknown>[]) {
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
      for (const w of l[type] as Record<string, unknown>[]) {
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

const ORDERABLE = {
  etb: lineups.etb,
  eta: lineups.eta,
  etc: lineups.etc,
  status: lineups.status,
  qty: lineups.qty,
  id: lineups.id,
} as const;

/** Row conditions of the board's filters (beyond port and terminal). */
function rowFilters(f: BoardFilters, client: boolean): (SQL | undefined)[] {
  const anyOf = <T>(col: Parameters<typeof inArray>[0], list: T[] | undefined) =>
    list?.length ? inArray(col, list as never[]) : undefined;
  const destination =
    f.destination_port === undefined
      ? undefined
      : typeof f.destination_port === "number"
        ? eq(lineups.destination_porto, f.destination_port)
        : inArray(
            lineups.destination_porto,
            sql`(select ${lineupsPortos.id} from ${lineupsPortos} where ${ilike(lineupsPortos.name, likeTerm(f.destination_port))} or ${ilike(lineupsPortos.pais, likeTerm(f.destination_port))})`,
          );
  const workersFilter = f.embarcadores?.length
    ? exists(
        sql`(select 1 from ${lineupTrabalhadores} where ${lineupTrabalhadores.lineup_id} = ${lineups.id} and ${inArray(lineupTrabalhadores.trabalhador_id, f.embarcadores)})`,
      )
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
    client || !agencyClient
      ? undefined
      : inArray(lineups.navio_id, sql`(select ${navios.id} from ${navios} where ${navios.is_agency_client})`),
    f.periodo_inicio
      ? or(gte(lineups.etc, f.periodo_inicio), gte(lineups.etb, f.periodo_inicio), gte(lineups.eta, f.periodo_inicio))
      : undefined,
    f.periodo_fim ? or(lte(lineups.eta, f.periodo_fim), lte(lineups.etb, f.periodo_fim)) : undefined,
  );
  return [or(eq(lineups.is_observacao, 1), filtered)];
}

/**
 * Everything the board shows for the chosen ports in one call: per port the
 * counts, weather and waiting times; per terminal its header, remark, last
 * update and rows (with split lines and worker lists), scoped to the user.
 */
export async function loadBoard(db: Db, user: UserRow, filters: BoardFilters) {
  // `as_of`: the board as it stood then (as-of.ts), read-only; 422 in words for a time in the future or before the history.
  if (filters.as_of === undefined) return readBoard(db, user, filters);
  const asOf = await parseAsOf(db, filters.as_of);
  // A past board is today's rows with the changes since undone: both read from one snapshot, or a save committed
  // between the two reads would show its new value without the event that undoes it.
  return db.transaction((tx) => readBoard(tx, user, { ...filters, as_of: asOf }, asOf), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}

async function readBoard(db: Db, user: UserRow, f: BoardFilters, asOf?: string) {
  const client = isClient(user);
  const scope: LineupScope = await lineupScope(db, user);
  const portWhere = and(
    f.porto_id?.length ? inArray(portos.id, f.porto_id) : undefined,
    withinAssigned(portos.id, scope.portIds),
  );
  const portRows = await db.select().from(portos).where(portWhere).orderBy(asc(portos.ordem), asc(portos.name));
  const portIds = portRows.map((p) => p.id);
  if (!portIds.length) return { portos: [], filtros: f };
  const past = asOf ? await pastRows(db, portIds, scope, asOf, f, client) : undefined;

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
          exists(
            db
              .select({ x: terminalCargas.carga_id })
              .from(terminalCargas)
              .where(and(eq(terminalCargas.terminal_id, terminais.id), inArray(terminalCargas.carga_id, typeComms))),
          ),
          exists(
            db
              .select({ x: lineups.id })
              .from(lineups)
              .where(and(eq(lineups.terminal_id, terminais.id), eq(lineups.carga_tipo_id, f.carga_tipo_id))),
          ),
          past?.length ? inArray(terminais.id, [...new Set(past.map((p) => p.row.terminal_id))]) : undefined,
        ),
      ),
    )
    .orderBy(asc(terminais.id));
  const terminalIds = terminalRows.map((t) => t.id);

  // Own keys only: `campo=toString` must fall back to ETB, not reach an Object built-in.
  const orderCol =
    f.campo !== undefined && Object.hasOwn(ORDERABLE, f.campo)
      ? ORDERABLE[f.campo as keyof typeof ORDERABLE]
      : lineups.etb;
  const today = new Date().toISOString().slice(0, 10);
  let portMarks = await db
    .select()
    .from(portoCargaAtualizacoes)
    .where(
      and(inArray(portoCargaAtualizacoes.porto_id, portIds), eq(portoCargaAtualizacoes.carga_tipo_id, f.carga_tipo_id)),
    );
  if (asOf) {
    // A past board shows the marks as they stood then, not today's.
    const marks = await marksAsOf(
      db,
      asOf,
      new Map(terminalRows.map((t) => [t.id, t])),
      new Map(portMarks.map((m) => [m.porto_id, m])),
      f.carga_tipo_id,
    );
    for (const t of terminalRows) Object.assign(t, marks.terminals.get(t.id));
    portMarks = portMarks.flatMap((m) => {
      const then = marks.ports.get(m.porto_id);
      return then?.atualizado_data
        ? [{ ...m, atualizado_data: then.atualizado_data, atualizado_id: then.atualizado_id }]
        : [];
    });
  }
  const [rows, weather, updaters] = await Promise.all([
    past
      ? past.filter((p) => terminalIds.includes(p.row.terminal_id)).map((p) => p.row as unknown as BoardSourceRow)
      : terminalIds.length
        ? driverRows<BoardSourceRow>(
            db,
            db
              .select(BOARD_COLUMNS)
              .from(lineups)
              .where(
                and(
                  inArray(lineups.terminal_id, terminalIds),
                  eq(lineups.carga_tipo_id, f.carga_tipo_id),
                  lineupScopeWhere(scope),
                  ...rowFilters(f, client),
                ),
              )
              .orderBy(
                f.ordem?.toLowerCase() === "desc" ? sql`${orderCol} desc nulls last` : sql`${orderCol} asc nulls last`,
                asc(lineups.id),
              ),
          )
        : [],
    db
      .select()
      .from(portWeathers)
      .where(and(inArray(portWeathers.porto_id, portIds), gte(portWeathers.date, today)))
      .orderBy(asc(portWeathers.date)),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        inArray(users.id, [
          ...terminalRows.map((t) => t.atualizado_id ?? 0),
          ...portMarks.map((m) => m.atualizado_id ?? 0),
        ]),
      ),
  ]);
  const pastLists = past ? new Map(past.flatMap((p) => (p.lists ? [[p.row.id, p.lists] as const] : []))) : undefined;
  const shaped = await presentRows(db, rows, { client, lists: pastLists, commIds: scope.commIds });

  // One pass over the rows: each terminal's rows and waiting times, each port's counts.
  const ofTerminal = new Map(terminalIds.map((id) => [id, { lineups: [] as ClientBoardRow[], waits: [] as number[] }]));
  const countsOf = new Map(portIds.map((id) => [id, { berthed: 0, waiting: 0, expected: 0 }]));
  for (const row of shaped) {
    const terminal = ofTerminal.get(row.terminal_id);
    terminal?.lineups.push(row);
    if (row.is_observacao !== 0) continue;
    if (row.espera !== null) terminal?.waits.push(row.espera);
    const counts = countsOf.get(row.porto_id);
    if (counts) tally(counts, row.status);
  }
  const updaterName = (id: number | null) => updaters.find((u) => u.id === id)?.name ?? null;
  // The port's mark for the comm type on the board (`POST /portos/{id}/atualizar` with `carga`).
  const markOf = (portId: number) => {
    const mark = portMarks.find((m) => m.porto_id === portId);
    return mark ? { data: mark.atualizado_data, user: updaterName(mark.atualizado_id) } : null;
  };
  const editable = (portId: number) =>
    !client && !asOf && (scope.editPortIds === undefined || scope.editPortIds.includes(portId));

  const result = portRows
    .map((p) => {
      const terminals = terminalRows
        .filter((t) => t.porto_id === p.id)
        .map((t) => ({
          id: t.id,
          name: t.name,
          rate: t.rate,
          av_dw_bw: t.av_dw_bw,
          max_draft: t.max_draft,
          draft_berth: t.draft_berth,
          loa: t.loa,
          remark: t.remark,
          av_waiting_time: averageDays(ofTerminal.get(t.id)?.waits ?? []),
          atualizado_data: t.atualizado_data,
          atualizador: updaterName(t.atualizado_id),
          editable: editable(p.id),
          lineups: ofTerminal.get(t.id)?.lineups ?? [],
        }));
      return {
        id: p.id,
        name: p.name,
        max_draft: p.max_draft,
        bunker: p.bunker,
        carga_atualizada: markOf(p.id),
        weathersAtuais: weather.filter((w) => w.porto_id === p.id).map((w) => ({ date: w.date, icon: w.icon })),
        weather_updated_at: weatherAsOf(p.weather_updated_at),
        counts: countsOf.get(p.id) ?? { berthed: 0, waiting: 0, expected: 0 },
        espera: terminals.map((t) => ({ terminal_id: t.id, name: t.name, av_waiting_time: t.av_waiting_time })),
        terminais: terminals,
      };
    })
    .filter((p) => p.terminais.length > 0);
  return { portos: result, filtros: f };
}

// The pieces of the board's query the spreadsheet export reuses to read the same rows in pages (board-export.ts).
export { BOARD_COLUMNS, driverRows, ORDERABLE, rowFilters };
