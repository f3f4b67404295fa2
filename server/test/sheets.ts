import ExcelJS from "exceljs";
import { forgeZip, payload } from "./forged-zips";
import { fillSheet, sheetNamer, SHEET_OPTIONS, type ExportPort, type WorkbookOptions } from "../src/exports/workbook";

/** The column titles of a line-up download, as the import expects them. */
export const SHEET_HEADER = [
  "Vessel",
  "Berth",
  "Status",
  "QTTY",
  "Comm",
  "ETA",
  "ETB",
  "ETC",
  "Charterer",
  "Receiver | Shipper",
  "Disport",
];

/** A valid line of a line-up sheet for the comm named `comm`: NORD VENUS waiting with `i + 1` t, Cargill to Fertipar. */
export const sheetLine = (comm: string) => (i: number) => [
  "NORD VENUS",
  null,
  "Waiting",
  `${i + 1} t`,
  comm,
  null,
  null,
  null,
  "Cargill",
  "Fertipar",
  "Qingdao, China",
];

/**
 * Writes a line-up sheet of `count` data rows (each from `row(i)`) to `filename`
 * with exceljs' streaming writer, so even 200,000 rows take little memory.
 */
export async function writeSheet(filename: string, count: number, row: (i: number) => (string | Date | null)[]) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useSharedStrings: true, useStyles: false });
  const sheet = book.addWorksheet("Line-up");
  sheet.addRow(SHEET_HEADER).commit();
  for (let i = 0; i < count; i++) sheet.addRow(row(i)).commit();
  sheet.commit();
  await book.commit();
}

/** A workbook laid out as the download writes it (a sheet named after the port, Agency last), with these rows. */
export async function downloadLikeSheet(rows: (string | Date | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Santos");
  sheet.addRow([...SHEET_HEADER, "Agency"]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A zip file of the given entries (deflated), written by hand: for archives exceljs would never write. */
export const zipOf = (entries: Record<string, Buffer>): Buffer =>
  forgeZip(Object.entries(entries).map(([name, data]) => ({ name, payload: payload(data) })));

/** Rows of the first sheet read the way the import did before it streamed: the whole workbook loaded at once (bench baseline). */
export async function readWholeSheet(file: Buffer): Promise<number> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book.worksheets[0]?.actualRowCount ?? 0;
}

/** The sheets of an .xlsx file, loaded whole (as a spreadsheet program would). */
export async function workbook(file: Buffer): Promise<ExcelJS.Worksheet[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book.worksheets;
}

/** A sheet's lines (`texts`) without the Line ID and Version columns: the rows' own ids, which a copy into another terminal does not keep. */
export function withoutLineIds(lines: string[][]): string[][] {
  const at = lines[0]?.indexOf("Line ID") ?? -1;
  return at < 0 ? lines : lines.map((line) => line.slice(0, at));
}

/** Each row of a sheet as cell texts up to its last filled cell: dates as ISO days, numbers as written, empty cells "". */
export function texts(sheet: ExcelJS.Worksheet): string[][] {
  return sheet
    .getSheetValues()
    .filter(Boolean)
    .map((r) =>
      Array.isArray(r)
        ? Array.from(r.slice(1), (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? "")))
        : [],
    );
}

/** The first row whose first cell is `vessel` and third `status`. */
export function rowOf(sheet: ExcelJS.Worksheet, vessel: string, status: string): ExcelJS.Row {
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    if (row.getCell(1).value === vessel && row.getCell(3).value === status) return row;
  }
  throw new Error(`no ${vessel} row with status ${status}`);
}

/** The spreadsheet written the way the export did before it streamed (bench baseline): every cell of every sheet in memory, then the file in one buffer. Answers its size. */
export async function writeWholeWorkbook(ports: ExportPort[], opts: WorkbookOptions): Promise<number> {
  const book = new ExcelJS.Workbook();
  const name = sheetNamer();
  for (const port of ports)
    for (const terminal of port.terminais)
      await fillSheet(
        book.addWorksheet(name(`${port.name} - ${terminal.name}`), SHEET_OPTIONS),
        terminal,
        opts,
        () => {},
      );
  return (await book.xlsx.writeBuffer()).byteLength;
}
