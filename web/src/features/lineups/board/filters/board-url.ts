import { DEFAULT_CARGO_TYPE_ID, DEFAULT_STATUS_FILTER, LINEUP_STATUSES, type LineupStatus } from "@lineup/shared";
import type { BoardFilters } from "../api/types";

/** The board's filters with nothing chosen (the Sailed rows hidden), on a cargo-type tab. */
export const defaultFilters = (cargoTypeId = DEFAULT_CARGO_TYPE_ID): BoardFilters => ({
  carga_tipo_id: cargoTypeId,
  porto_id: [],
  status: [...DEFAULT_STATUS_FILTER],
  carga_id: [],
  afretador_id: [],
  recebedor_id: [],
  destination_port: null,
  periodo_inicio: null,
  periodo_fim: null,
  is_agency_client: false,
});

// Short, readable names in the address bar (the API's Portuguese names stay at the API edge).
const LISTS = { port: "porto_id", comm: "carga_id", charterer: "afretador_id", receiver: "recebedor_id" } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const positiveIds = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
const sameStatuses = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((s) => b.includes(s));

/**
 * The board's filters read from the page address (`?type=2&port=1&comm=4&status=Waiting…`).
 * What is absent takes its default; unknown or malformed values are ignored, so an
 * old or hand-edited link still opens the board. An empty `status=` means every status.
 * For a client the staff-only filters (Disport, Receivers | Shippers, the agency's
 * vessels) are ignored: the API does not apply them to clients, and the bar does not offer them.
 */
export function filtersFromSearch(
  search: URLSearchParams,
  { client = false }: { client?: boolean } = {},
): BoardFilters {
  const f = defaultFilters();
  const type = Number(search.get("type"));
  if (Number.isInteger(type) && type > 0) f.carga_tipo_id = type;
  for (const [param, key] of Object.entries(LISTS)) f[key] = positiveIds(search.getAll(param));
  if (search.has("status")) {
    const known = new Set<string>(LINEUP_STATUSES);
    f.status = search.getAll("status").filter((s): s is LineupStatus => known.has(s));
  }
  const disport = positiveIds(search.getAll("disport"))[0];
  f.destination_port = client ? null : (disport ?? null);
  const from = search.get("from");
  const to = search.get("to");
  f.periodo_inicio = from && ISO_DATE.test(from) ? from : null;
  f.periodo_fim = to && ISO_DATE.test(to) ? to : null;
  f.is_agency_client = !client && search.get("agency_vessels") === "1";
  if (client) f.recebedor_id = [];
  return f;
}

/** The address's query for the filters: only what differs from the defaults, so a plain board keeps a plain address. */
export function searchFromFilters(f: BoardFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.carga_tipo_id !== DEFAULT_CARGO_TYPE_ID) q.set("type", String(f.carga_tipo_id));
  for (const [param, key] of Object.entries(LISTS)) for (const id of f[key]) q.append(param, String(id));
  if (!sameStatuses(f.status, DEFAULT_STATUS_FILTER)) {
    if (f.status.length === 0) q.set("status", "");
    for (const s of f.status) q.append("status", s);
  }
  if (f.destination_port !== null) q.set("disport", String(f.destination_port));
  if (f.periodo_inicio) q.set("from", f.periodo_inicio);
  if (f.periodo_fim) q.set("to", f.periodo_fim);
  if (f.is_agency_client) q.set("agency_vessels", "1");
  return q;
}

/** Whether the status filter is the default one (Sailed hidden). */
export const defaultStatuses = (status: readonly LineupStatus[]) => sameStatuses(status, DEFAULT_STATUS_FILTER);

/**
 * The filters on a cargo type of `offered` (the first one when theirs is not; as they are while the list is loading or
 * empty).
 */
export function withOfferedType(f: BoardFilters, offered: readonly { id: number }[] | undefined): BoardFilters {
  const first = offered?.[0];
  return !first || offered.some((t) => t.id === f.carga_tipo_id) ? f : { ...f, carga_tipo_id: first.id };
}
