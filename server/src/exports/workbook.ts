import ExcelJS from "exceljs";
import { visibleText } from "../http/text-rule";

interface Named {
  name: string;
}

/** A split line (`cargas_afretadores`): another comm, quantity, charterer and receiver of the same call. */
export interface ExportSplit {
  carga?: Named | null;
  qty: string | null;
  afretador?: Named | null;
  recebedor?: Named | null;
}

/** The row fields the spreadsheet shows (a subset of what `GET /lineups` returns). */
export interface ExportRow {
  id?: number;
  /** The row's version as read: with its id, what an import of the sheet updates the row from. */
  version?: number;
  is_observacao: number;
  observacao: string | null;
  navio?: Named | null;
  berco?: Named | null;
  status: string | null;
  pob?: string | null;
  qty: string | null;
  qty_unidade: string | null;
  carga?: Named | null;
  eta: string | null;
  etb: string | null;
  etc: string | null;
  afretador?: Named | null;
  recebedor?: Named | null;
  destination_port?: (Named & { pais: string | null }) | null;
  agencia?: Named | null;
  client_type?: string | null;
  cargas_afretadores?: ExportSplit[];
}

export interface ExportTerminal {
  name: string;
  remark: string | null;
  /** A list, or rows read from the database page by page as the sheet is written (board-export.ts). */
  lineups: Iterable<ExportRow> | AsyncIterable<ExportRow>;
}

/** What one sheet of a written spreadsheet holds (the e-mail's summary of its attachment). */
export interface SheetSummary {
  port: string;
  terminal: string;
  lines: number;
  splits: number;
  notes: number;
}

export interface ExportPort {
  name: string;
  terminais: ExportTerminal[];
}

export interface WorkbookOptions {
  /** Include the Agency column (the download asks). */
  agency: boolean;
  /** FERTILIZER boards call the destination column POL. */
  destinationLabel: string;
  /** The house agency's name: its client column is titled "{name} client", as on the board. */
  agencyName: string;
  /**
   * The Line ID and Version columns, from which an import of the sheet updates its rows instead
   * of adding them again (downloads of people who may edit, of the board as it is now).
   */
  lineIds?: boolean;
  /** Client columns (a distribution list's choice): no Receiver nor client type, as the board shows clients. */
  clientColumns?: boolean;
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The board's quantity format (49.000,158 t): a spreadsheet program shows the separators of the reader's locale. */
export const QTY_FORMAT = "#,##0.000";
export const DATE_FORMAT = "dd/mm/yyyy";
const SPLIT_FONT = { color: { argb: "FF6B7280" }, italic: true } as const;

/**
 * The sheet's columns: titles the import reads back (import-sheet.ts HEADERS), widths in characters, number and date
 * formats.
 */
export function sheetColumns(opts: WorkbookOptions): Partial<ExcelJS.Column>[] {
  const date = (header: string, key: string) => ({ header, key, width: 12, style: { numFmt: DATE_FORMAT } });
  return [
    { header: "Vessel", key: "vessel", width: 28 },
    { header: "Berth", key: "berth", width: 12 },
    { header: "Status", key: "status", width: 16 },
    { header: "QTTY", key: "qty", width: 15, style: { numFmt: QTY_FORMAT } },
    { header: "Unit", key: "unit", width: 6 },
    { header: "Comm", key: "comm", width: 22 },
    date("ETA", "eta"),
    date("ETB", "etb"),
    date("ETC", "etc"),
    { header: "Charterer", key: "charterer", width: 22 },
    ...(opts.clientColumns ? [] : [{ header: "Receiver | Shipper", key: "receiver", width: 22 }]),
    { header: opts.destinationLabel, key: "destination", width: 22 },
    ...(opts.agency ? [{ header: "Agency", key: "agency", width: 22 }] : []),
    ...(opts.clientColumns ? [] : [{ header: `${opts.agencyName} client`, key: "client", width: 18 }]),
    ...(opts.lineIds
      ? [
          { header: "Line ID", key: "line_id", width: 9 },
          { header: "Version", key: "version", width: 8 },
        ]
      : []),
  ];
}

/** A stored quantity (dot-decimal text) as a number a spreadsheet can sum; empty stays empty. */
const asNumber = (qty: string | null) =>
  qty === null || qty === "" || !Number.isFinite(Number(qty)) ? null : Number(qty);
/** An ISO date as the UTC midnight exceljs writes as that day. */
const asDate = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

type Line = { kind: "line" | "split" | "note" | "remark"; values: Record<string, ExcelJS.CellValue> };

/**
 * The sheet lines of one terminal: each call, its split lines right under it, notes, then the remark; rows read as they
 * come.
 */
export async function* terminalLines(terminal: ExportTerminal): AsyncGenerator<Line> {
  for await (const row of terminal.lineups) {
    if (row.is_observacao) {
      yield {
        kind: "note",
        values: { vessel: row.observacao ?? "", line_id: row.id ?? null, version: row.version ?? null },
      };
      continue;
    }
    const unit = row.qty_unidade ?? "t";
    yield {
      kind: "line",
      values: {
        vessel: row.navio?.name ?? "",
        berth: row.berco?.name ?? "",
        status: row.status === "POB hh:mm lt" && row.pob ? `POB ${row.pob} lt` : (row.status ?? ""),
        qty: asNumber(row.qty),
        unit,
        comm: row.carga?.name ?? "",
        eta: asDate(row.eta),
        etb: asDate(row.etb),
        etc: asDate(row.etc),
        charterer: row.afretador?.name ?? "",
        receiver: row.recebedor?.name ?? "",
        destination: row.destination_port
          ? [row.destination_port.name, row.destination_port.pais].filter(Boolean).join(", ")
          : "",
        agency: row.agencia?.name ?? "",
        client: row.client_type ?? "",
        line_id: row.id ?? null,
        version: row.version ?? null,
      },
    };
    for (const split of row.cargas_afretadores ?? []) {
      yield {
        kind: "split",
        values: {
          qty: asNumber(split.qty),
          unit,
          comm: split.carga?.name ?? "",
          charterer: split.afretador?.name ?? "",
          receiver: split.recebedor?.name ?? "",
        },
      };
    }
  }
  if (terminal.remark) {
    yield { kind: "remark", values: {} };
    yield { kind: "remark", values: { vessel: `Remark: ${terminal.remark}` } };
  }
}

/**
 * A row's values with every text as XML can hold it: characters the text rule
 * forbids (stored before it, or by a path that skipped it) become U+FFFD, so no
 * spreadsheet is ever an invalid file and nothing is silently dropped.
 */
export function exportableValues(values: object, multiline = false): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]: [string, unknown]) => [
      key,
      typeof value === "string" ? visibleText(value, multiline) : value,
    ]),
  );
}

/** Split lines sit one outline level under their call, indented and grey; notes are italic, the remark bold. */
function styleLine(row: ExcelJS.Row, kind: Line["kind"]) {
  if (kind === "split") {
    row.outlineLevel = 1;
    row.font = SPLIT_FONT;
    row.getCell("comm").alignment = { indent: 1 };
  } else if (kind === "note") row.font = { italic: true };
  else if (kind === "remark") row.font = { bold: true };
}

/** Options of each terminal's sheet: the header row stays in view. */
export const SHEET_OPTIONS: Partial<ExcelJS.AddWorksheetOptions> = {
  views: [{ state: "frozen", ySplit: 1 }],
  properties: { outlineLevelRow: 1 },
};

/**
 * Fills one terminal's sheet (header, then its lines), handing each finished
 * row to `done`: the streaming writer commits it there and waits for the file
 * to catch up; the whole-workbook writer keeps it.
 */
export async function fillSheet(
  sheet: ExcelJS.Worksheet,
  terminal: ExportTerminal,
  opts: WorkbookOptions,
  done: (row: ExcelJS.Row) => Promise<void> | void,
): Promise<Pick<SheetSummary, "lines" | "splits" | "notes">> {
  const columns = sheetColumns(opts);
  sheet.columns = columns;
  // Sort and filter buttons on the titles.
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  await done(header);
  const counts = { lines: 0, splits: 0, notes: 0 };
  for await (const line of terminalLines(terminal)) {
    if (line.kind === "line") counts.lines++;
    else if (line.kind === "split") counts.splits++;
    else if (line.kind === "note") counts.notes++;
    // A note and the remark are the multi-line texts of a sheet.
    const row = sheet.addRow(exportableValues(line.values, line.kind === "note" || line.kind === "remark"));
    styleLine(row, line.kind);
    await done(row);
  }
  return counts;
}

/** Unique Excel sheet names (at most 31 characters, none of : \ / ? * [ ]), one per terminal. */
export function sheetNamer() {
  const used = new Set<string>();
  return (wanted: string) => {
    const base =
      visibleText(wanted)
        .replace(/[:\\/?*[\]]/g, " ")
        .slice(0, 28)
        .trim() || "Line-up";
    let name = base;
    for (let i = 2; used.has(name.toLowerCase()); i++) name = `${base} ${i}`;
    used.add(name.toLowerCase());
    return name;
  };
}
