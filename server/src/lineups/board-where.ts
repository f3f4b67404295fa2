import { and, eq, exists, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  cargas,
  lineups,
  lineupsPortos,
  lineupTrabalhadores,
  navios,
  portos,
  terminais,
  terminalCargas,
} from "../db/schema";
import { likeTerm } from "../http/crud";
import type { BoardFilters } from "./board-query";
import { withinAssigned, type LineupScope } from "./scope";

/** The columns the board may be ordered by (`campo`). */
export const ORDERABLE = {
  etb: lineups.etb,
  eta: lineups.eta,
  etc: lineups.etc,
  status: lineups.status,
  qty: lineups.qty,
  id: lineups.id,
} as const;

/**
 * The column `campo` names, ETB otherwise: own keys only (`campo=toString` must fall back to ETB, not reach an
 * Object built-in).
 */
export const orderKey = (campo: string | undefined): keyof typeof ORDERABLE =>
  campo !== undefined && isOrderable(campo) ? campo : "etb";
const isOrderable = (campo: string): campo is keyof typeof ORDERABLE => Object.hasOwn(ORDERABLE, campo);

/** The ports of a board: those chosen (`porto_id`, all when none) that the user may see. */
export const boardPortsWhere = (f: BoardFilters, scope: LineupScope) =>
  and(f.porto_id?.length ? inArray(portos.id, f.porto_id) : undefined, withinAssigned(portos.id, scope.portIds));

/**
 * The terminals of a board: of these ports (the chosen one with `terminal_id`), those that handle the chosen comm
 * type, by their comms or by rows of that type (or as `alsoHandling` says, a past board's rows).
 */
export function boardTerminalsWhere(db: Db, f: BoardFilters, portIds: number[], alsoHandling?: SQL) {
  const typeComms = sql`(select ${cargas.id} from ${cargas} where ${cargas.tipo_id} = ${f.carga_tipo_id})`;
  return and(
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
      alsoHandling,
    ),
  );
}

/** Row conditions of the board's filters (beyond port and terminal). */
export function rowFilters(f: BoardFilters, client: boolean): (SQL | undefined)[] {
  const anyOf = <T>(col: Parameters<typeof inArray>[0], list: T[] | undefined) =>
    list?.length ? inArray(col, list) : undefined;
  const destination =
    f.destination_port === undefined
      ? undefined
      : typeof f.destination_port === "number"
        ? eq(lineups.destination_porto, f.destination_port)
        : inArray(
            lineups.destination_porto,
            sql`(select ${lineupsPortos.id} from ${lineupsPortos} where
              ${ilike(lineupsPortos.name, likeTerm(f.destination_port))} or
              ${ilike(lineupsPortos.pais, likeTerm(f.destination_port))})`,
          );
  const workersFilter = f.embarcadores?.length
    ? exists(
        sql`(select 1 from ${lineupTrabalhadores} where ${lineupTrabalhadores.lineup_id} = ${lineups.id} and
          ${inArray(lineupTrabalhadores.trabalhador_id, f.embarcadores)})`,
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
