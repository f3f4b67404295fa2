import { crc32, deflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";

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
