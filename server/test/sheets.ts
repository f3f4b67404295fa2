import { crc32, deflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import { fillSheet, sheetNamer, SHEET_OPTIONS, type ExportPort, type WorkbookOptions } from "../src/exports/workbook";

/** The column titles of a line-up download, as the import expects them. */
export const SHEET_HEADER = ["Vessel", "Berth", "Status", "QTTY", "Comm", "ETA", "ETB", "ETC", "Charterer", "Receiver | Shipper", "Disport"];

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

/** A zip file of the given entries (deflated), written by hand: for archives exceljs would never write. */
export function zipOf(entries: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const packed = deflateRawSync(data, { level: 9 });
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

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

/** Each row of a sheet as cell texts up to its last filled cell: dates as ISO days, numbers as written, empty cells "". */
export function texts(sheet: ExcelJS.Worksheet): string[][] {
  return sheet.getSheetValues().filter(Boolean).map((r) => (Array.isArray(r) ? Array.from(r.slice(1), (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? ""))) : []));
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
  for (const port of ports) for (const terminal of port.terminais) await fillSheet(book.addWorksheet(name(`${port.name} - ${terminal.name}`), SHEET_OPTIONS), terminal, opts, () => {});
  return (await book.xlsx.writeBuffer()).byteLength;
}
