import { and, asc, eq, getTableColumns, gte, inArray, sql, type SQLWrapper } from "drizzle-orm";
import { averageDays, dayInZone, isClient, type statusCounts } from "@lineup/shared";
import { rowsOf, type Db } from "../db/client";
import { lineups, portoCargaAtualizacoes, portos, portWeathers, terminais, users } from "../db/schema";
import type { UserRow } from "../users/repository";
import type { BoardFilters } from "./board-query";
import type { ClientBoardRow } from "@lineup/shared/wire/board";
import { lineupScope, lineupScopeWhere, withinAssigned, type LineupScope } from "./scope";
import { weatherAsOf } from "../weather/store";
import { parseAsOf, rowsAsOf, type PastRow } from "./as-of";
import { filterContext, matchesBoardFilters, sortPastRows } from "./as-of-filters";
import { marksAsOf } from "./as-of-marks";
import { presentRows, type BoardSourceRow } from "./present-rows";
import { boardPortsWhere, boardTerminalsWhere, ORDERABLE, orderKey, rowFilters } from "./board-where";

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

/** The columns of `lineups` a board row is shaped from (not the version bookkeeping, which is JSON to parse). */
const { field_versions: _fieldVersions, created_at: _createdAt, ...BOARD_COLUMNS } = getTableColumns(lineups);

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

/** A past row as the board's rows are shaped from. */
const pastSourceRow = (p: PastRow) =>
  // cast: a past row holds the columns of BOARD_COLUMNS as they stood (a deleted row's from its JSON snapshot);
  // presentRows reads each value as it is, as it did before it was deleted
  p.row as BoardSourceRow;

type StatusCounts = ReturnType<typeof statusCounts>;

/**
 * Counts one line row of `status` into BERTHED (Loading or Discharging), WAITING AT ANCHORAGE or EXPECTED TO CALL, as
 * `statusCounts` does.
 */
function tally(counts: StatusCounts, status: string): void {
  if (status === "Loading" || status === "Discharging") counts.berthed += 1;
  else if (status === "Waiting") counts.waiting += 1;
  else if (status === "Expected") counts.expected += 1;
}

/** The time zone of the board's ports when they share one (an `as_of` without an offset is read in it), else UTC. */
async function boardTimeZone(db: Db, user: UserRow, f: BoardFilters): Promise<string> {
  const scope = await lineupScope(db, user);
  const zones = await db
    .selectDistinct({ zone: portos.time_zone })
    .from(portos)
    .where(
      and(f.porto_id?.length ? inArray(portos.id, f.porto_id) : undefined, withinAssigned(portos.id, scope.portIds)),
    )
    .limit(2);
  return zones.length === 1 && zones[0] ? zones[0].zone : "UTC";
}

/**
 * Everything the board shows for the chosen ports in one call: per port the
 * counts, weather and waiting times; per terminal its header, remark, last
 * update and rows (with split lines and worker lists), scoped to the user.
 */
export async function loadBoard(db: Db, user: UserRow, filters: BoardFilters) {
  // `as_of`: the board as it stood then (as-of.ts), read-only; 422 in words for a time in the future or before the
  // history.
  if (filters.as_of === undefined) return readBoard(db, user, filters);
  const asOf = await parseAsOf(db, filters.as_of, await boardTimeZone(db, user, filters));
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
  const portRows = await db
    .select()
    .from(portos)
    .where(boardPortsWhere(f, scope))
    .orderBy(asc(portos.ordem), asc(portos.name));
  const portIds = portRows.map((p) => p.id);
  if (!portIds.length) return { portos: [], filtros: f };
  const past = asOf ? await pastRows(db, portIds, scope, asOf, f, client) : undefined;

  const terminalRows = await db
    .select()
    .from(terminais)
    .where(
      boardTerminalsWhere(
        db,
        f,
        portIds,
        past?.length ? inArray(terminais.id, [...new Set(past.map((p) => p.row.terminal_id))]) : undefined,
      ),
    )
    .orderBy(asc(terminais.id));
  const terminalIds = terminalRows.map((t) => t.id);

  const orderCol = ORDERABLE[orderKey(f.campo)];
  // The forecast from the earliest "today" of any port (each port's own is kept below).
  const now = Date.now();
  const today = dayInZone(now, "Etc/GMT+12");
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
      ? past.filter((p) => terminalIds.includes(p.row.terminal_id)).map((p) => pastSourceRow(p))
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
  const ofTerminal = new Map<number, { lineups: ClientBoardRow[]; waits: number[] }>(
    terminalIds.map((id) => [id, { lineups: [], waits: [] }]),
  );
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
        time_zone: p.time_zone,
        weathersAtuais: weather
          .filter((w) => w.porto_id === p.id && w.date >= dayInZone(now, p.time_zone))
          .map((w) => ({ date: w.date, icon: w.icon })),
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
export { BOARD_COLUMNS, driverRows };
