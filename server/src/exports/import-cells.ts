/** A sheet line's cells, read into the row it adds or updates and the split line it adds (import-sheet.ts). */
import { CLIENT_TYPES, MESSAGES } from "@lineup/shared";
import { isAllowedText } from "../http/text-rule";
import type { RowPatch, SplitLine } from "../lineups/row-schema";
import type { Names } from "./import-names";
import { parseDate, parseQuantity, parseStatus, wholeNumber } from "./sheet-cells";

/** Column headers of the exported sheet (workbook.ts), lower-cased, to the row field each fills. */
export const HEADERS: Record<string, keyof Cells> = {
  vessel: "vessel",
  berth: "berth",
  status: "status",
  qtty: "qty",
  unit: "unit",
  comm: "comm",
  eta: "eta",
  etb: "etb",
  etc: "etc",
  charterer: "charterer",
  "receiver | shipper": "receiver",
  disport: "destination",
  pol: "destination",
  agency: "agency",
  "line id": "line_id",
  version: "version",
};
/** The house agency's client column, titled "{agency name} client". */
export const CLIENT_HEADER = / client$/;

export const CELL_FIELDS = [
  "vessel",
  "berth",
  "status",
  "qty",
  "unit",
  "comm",
  "eta",
  "etb",
  "etc",
  "charterer",
  "receiver",
  "destination",
  "agency",
  "client",
  "line_id",
  "version",
] as const;
/** The text of each column a sheet line fills; a column the sheet lacks reads as empty. */
export type Cells = Record<(typeof CELL_FIELDS)[number], string>;
// cast: Object.fromEntries types its keys as string; these are every one of CELL_FIELDS, which Cells is keyed by
export const NO_CELLS = Object.fromEntries(CELL_FIELDS.map((f) => [f, ""])) as Cells;

type Fail = (field: string, text: string) => void;

/** The id of the item a cell names (null when empty), reporting an unknown name through `fail`. */
const refOf = (fail: Fail) => (field: string, map: Map<string, number>, text: string, label: string) => {
  if (!text) return null;
  const id = map.get(text.toLowerCase());
  if (id === undefined) fail(field, `unknown ${label} '${text}'.`);
  return id ?? null;
};

/**
 * The row a sheet line came from, when the download wrote its Line ID and Version: the import
 * then updates that row, from that version, rather than adding it again.
 */
function lineOf(cells: Cells, fail: Fail): Pick<RowPatch, "id" | "version"> {
  if (!cells.line_id) return {};
  const id = wholeNumber(cells.line_id);
  const version = wholeNumber(cells.version);
  if (id === undefined) fail("id", `'${cells.line_id}' is not a line ID; clear it to add the line as a new one.`);
  if (version === undefined)
    fail(
      "version",
      `the line ID ${cells.line_id} needs the version the download wrote beside it; download the terminal again.`,
    );
  return id === undefined ? {} : { id, version };
}

/**
 * The row one sheet line adds or updates (a note when only its first cell is filled), reporting its problems through
 * `fail`.
 */
export function sheetLine(cells: Cells, filled: number, names: Names, fail: Fail): RowPatch {
  const line = lineOf(cells, fail);
  if (filled === 1 && cells.vessel) {
    // The text rule of the routes (text-rule.ts): a sheet is input like any other.
    if (!isAllowedText(cells.vessel, true)) fail("observacao", "the note contains characters that are not allowed.");
    return { ...line, is_observacao: 1, observacao: cells.vessel, status: "Expected" };
  }
  const ref = refOf(fail);
  const status = parseStatus(cells.status);
  if (cells.status && !status) fail("status", `unknown status '${cells.status}'.`);
  const qty = parseQuantity(cells.qty);
  if (qty === undefined) fail("qty", `'${cells.qty}' is not a quantity.`);
  const dates = { eta: parseDate(cells.eta), etb: parseDate(cells.etb), etc: parseDate(cells.etc) };
  for (const [field, value] of Object.entries(dates)) if (value === undefined) fail(field, MESSAGES.invalidDate);
  const commId = ref("carga_id", names.comm, cells.comm, "comm");
  const clientType = CLIENT_TYPES.find((t) => t.toLowerCase() === cells.client.toLowerCase());
  if (cells.client && !clientType) fail("client_type", `unknown client type '${cells.client}'.`);
  return {
    ...line,
    is_observacao: 0,
    status: status?.status,
    pob: status?.pob ?? null,
    navio_id: ref("navio_id", names.vessel, cells.vessel, "vessel"),
    berco_id: ref("berco_id", names.berth, cells.berth, "berth"),
    carga_id: commId,
    carga_tipo_id: commId === null ? null : (names.commType.get(commId) ?? null),
    afretador_id: ref("afretador_id", names.charterer, cells.charterer, "charterer"),
    recebedor_id: ref("recebedor_id", names.receiver, cells.receiver, "receiver"),
    // The download writes "name, country"; the name alone is the key.
    destination_porto: ref(
      "destination_porto",
      names.destination,
      cells.destination.split(",")[0]?.trim() ?? "",
      "destination port",
    ),
    agencia_id: ref("agencia_id", names.agency, cells.agency, "agency"),
    qty: qty ?? null,
    qty_unidade: /m(³|3)\s*$/i.test(cells.unit || cells.qty) ? "m³" : "t",
    client_type: clientType ?? null,
    eta: dates.eta ?? null,
    etb: dates.etb ?? null,
    etc: dates.etc ?? null,
  };
}

/** A split line of the call above it: no vessel, berth, status or dates, only comm, quantity and parties. */
export const isSplitLine = (cells: Cells) =>
  !cells.line_id &&
  !cells.vessel &&
  !cells.berth &&
  !cells.status &&
  !cells.eta &&
  !cells.etb &&
  !cells.etc &&
  Boolean(cells.comm || cells.qty || cells.charterer || cells.receiver);

/** The split line (`cargas_afretadores`) one sheet line adds to the call above it. */
export function splitLine(cells: Cells, names: Names, fail: Fail): SplitLine {
  const ref = refOf(fail);
  const qty = parseQuantity(cells.qty);
  if (qty === undefined) fail("qty", `'${cells.qty}' is not a quantity.`);
  return {
    carga_id: ref("carga_id", names.comm, cells.comm, "comm"),
    qty: qty ?? null,
    afretador_id: ref("afretador_id", names.charterer, cells.charterer, "charterer"),
    recebedor_id: ref("recebedor_id", names.receiver, cells.receiver, "receiver"),
  };
}
