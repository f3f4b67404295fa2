/**
 * Rules of what the line-up board shows, shared by the server (`GET /lineups`,
 * the live rooms' meta) and the web (which applies them to the rows its live
 * rooms send, so a viewer never reads the board again after a remote change).
 */

/** The board's row filters, as `GET /lineups` takes them (server/src/lineups/board-query.ts). */
export interface BoardRowFilters {
  carga_tipo_id: number;
  status?: readonly string[];
  carga_id?: readonly number[];
  navio_id?: readonly number[];
  afretador_id?: readonly number[];
  recebedor_id?: readonly number[];
  agencia_id?: readonly number[];
  client_type?: readonly string[];
  /** Worker ids: a row matches if any of its shippers or receivers is one of them. */
  embarcadores?: readonly number[];
  /** A destination port id, or text found in its name or country. */
  destination_port?: number | string | null;
  is_agency_client?: boolean | "1" | "0";
  /** `YYYY-MM-DD`: rows with ETC, ETB or ETA on or after it. */
  periodo_inicio?: string | null;
  /** `YYYY-MM-DD`: rows with ETA or ETB on or before it. */
  periodo_fim?: string | null;
}

/** The fields of a board row (as `GET /lineups` and the live rooms shape it) that the filters read. */
export interface BoardFilterRow {
  carga_tipo_id: number | null;
  is_observacao: number;
  status: string | null;
  carga_id: number | null;
  navio_id: number | null;
  afretador_id: number | null;
  recebedor_id?: number | null;
  agencia_id?: number | null;
  client_type?: string | null;
  navio?: { is_agency_client?: boolean } | null;
  destination_porto?: number | null;
  destination_port?: { name: string; pais: string | null } | null;
  embarcadores?: readonly { trabalhador_id: number }[];
  recebedores?: readonly { trabalhador_id: number }[];
  eta: string | null;
  etb: string | null;
  etc: string | null;
}

/** `value = any(list)`: no list, no condition; a null value never matches (SQL). */
const anyOf = (value: unknown, list: readonly unknown[] | undefined) =>
  !list?.length || (value !== null && value !== undefined && list.includes(value));

/** SQL `ilike '%term%'`: the text contains the term, ignoring case; null never matches. */
const contains = (text: string | null | undefined, term: string) =>
  typeof text === "string" && text.toLowerCase().includes(term.toLowerCase());

/** `date >= day` / `date <= day` on `YYYY-MM-DD` strings; null (or anything but a string) never matches (SQL). */
const onOrAfter = (date: unknown, day: string) => typeof date === "string" && date >= day;
const onOrBefore = (date: unknown, day: string) => typeof date === "string" && date <= day;

/**
 * The values of a row that {@link matchesRowValues} reads. Unknown, as a past row's stored values are
 * (server/src/lineups/as-of-filters.ts): a value of another type than the filter's never matches.
 */
export type FilteredRowValues = Partial<
  Record<
    | "status"
    | "carga_id"
    | "navio_id"
    | "afretador_id"
    | "recebedor_id"
    | "agencia_id"
    | "client_type"
    | "eta"
    | "etb"
    | "etc",
    unknown
  >
>;

/**
 * The board's filters on a row's own values, for rows that are not notes: status, comm, vessel and charterer; the
 * period; and, for staff, receiver, agency and client type. The live board ({@link matchesBoardFilters}) and a past
 * one apply it; the filters that need more than the row's values are each caller's.
 */
export function matchesRowValues(row: FilteredRowValues, f: BoardRowFilters, client: boolean): boolean {
  if (
    !anyOf(row.status, f.status) ||
    !anyOf(row.carga_id, f.carga_id) ||
    !anyOf(row.navio_id, f.navio_id) ||
    !anyOf(row.afretador_id, f.afretador_id)
  )
    return false;
  if (
    f.periodo_inicio &&
    !(
      onOrAfter(row.etc, f.periodo_inicio) ||
      onOrAfter(row.etb, f.periodo_inicio) ||
      onOrAfter(row.eta, f.periodo_inicio)
    )
  )
    return false;
  if (f.periodo_fim && !(onOrBefore(row.eta, f.periodo_fim) || onOrBefore(row.etb, f.periodo_fim))) return false;
  return (
    client ||
    (anyOf(row.recebedor_id, f.recebedor_id) &&
      anyOf(row.agencia_id, f.agencia_id) &&
      anyOf(row.client_type, f.client_type))
  );
}

/**
 * Whether the board shows a row under these filters: the same rule as the SQL
 * of `GET /lineups` (server/src/lineups/board.ts `rowFilters`). The comm type
 * always applies; notes (observation rows) stay whatever the other filters;
 * clients' filters on fields they do not see are ignored.
 */
export function matchesBoardFilters(row: BoardFilterRow, f: BoardRowFilters, { client }: { client: boolean }): boolean {
  if (row.carga_tipo_id !== f.carga_tipo_id) return false;
  if (row.is_observacao === 1) return true;
  if (!matchesRowValues(row, f, client)) return false;
  if (client) return true;
  if (f.embarcadores?.length) {
    const workers = [...(row.embarcadores ?? []), ...(row.recebedores ?? [])];
    if (!workers.some((w) => f.embarcadores?.includes(w.trabalhador_id))) return false;
  }
  const destination = f.destination_port;
  if (typeof destination === "number" && row.destination_porto !== destination) return false;
  if (
    typeof destination === "string" &&
    !(contains(row.destination_port?.name, destination) || contains(row.destination_port?.pais, destination))
  )
    return false;
  if ((f.is_agency_client === true || f.is_agency_client === "1") && row.navio?.is_agency_client !== true) return false;
  return true;
}

/**
 * Whether a terminal handles a comm (spec.md: a terminal lists the comms it handles, its `cargas_ids`). A
 * terminal that lists none takes any comm. Saves refuse a comm its terminal does not handle.
 */
export const terminalHandles = (handled: readonly number[], commId: number) =>
  handled.length === 0 || handled.includes(commId);

/** The comms a line-up of one comm type at a terminal may take: that type's comms the terminal handles. */
export const commsAtTerminal = <T extends { id: number; tipo_id: number }>(
  comms: readonly T[],
  typeId: number,
  handled: readonly number[],
): T[] => comms.filter((c) => c.tipo_id === typeId && terminalHandles(handled, c.id));

/** The board's order (`GET /lineups` without `campo`): ETB ascending with empty ETBs last, then id. */
export function compareBoardRows(a: { id: number; etb: string | null }, b: { id: number; etb: string | null }): number {
  if (a.etb !== b.etb) {
    if (a.etb === null) return 1;
    if (b.etb === null) return -1;
    return a.etb < b.etb ? -1 : 1;
  }
  return a.id - b.id;
}

const DAY_MS = 86_400_000;

/** Days between ETA and ETB: the waiting time of a call. */
export function waitingDays(eta: string | null, etb: string | null): number | null {
  if (!eta || !etb) return null;
  const days = (Date.parse(etb) - Date.parse(eta)) / DAY_MS;
  return Number.isFinite(days) && days >= 0 ? days : null;
}

/** The mean of waiting times in days, to one decimal (null for none): the board's "Av. Waiting Time". */
export const averageDays = (values: readonly number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;

/** The fields of a call the counts and the waiting time read. */
export interface CallFacts {
  status: string | null;
  eta: string | null;
  etb: string | null;
}

/** BERTHED (Loading or Discharging), WAITING AT ANCHORAGE and EXPECTED TO CALL counts of line rows. */
export function statusCounts(rows: readonly CallFacts[]) {
  return {
    berthed: rows.filter((r) => r.status === "Loading" || r.status === "Discharging").length,
    waiting: rows.filter((r) => r.status === "Waiting").length,
    expected: rows.filter((r) => r.status === "Expected").length,
  };
}

/** Average waiting time (ETA to ETB) in days, one decimal, over rows that have both dates. */
export const averageWaitingDays = (rows: readonly CallFacts[]) =>
  averageDays(rows.map((r) => waitingDays(r.eta, r.etb)).filter((d): d is number => d !== null));
