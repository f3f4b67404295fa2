import { createInflateRaw } from "node:zlib";

/** A spreadsheet refused before or while it is read; the message is for the `file` field. */
export class SheetError extends Error {}

const UNREADABLE = "The spreadsheet could not be read.";
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Parts exceljs' streaming reader uses besides the worksheet; everything else (themes, images, other sheets) is left out. */
const PARTS = new Set(["xl/_rels/workbook.xml.rels", "xl/workbook.xml", "xl/sharedStrings.xml", "xl/styles.xml"]);
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/** Uncompressed bytes the parts other than the sheet may hold: shared strings of a few thousand rows are a few MB. */
const MAX_PART_BYTES = 32 * 1024 * 1024;
/** Uncompressed sheet bytes allowed per row of the cap: a downloaded row is about 600 bytes of XML. */
const SHEET_BYTES_PER_ROW = 4096;

interface Entry {
  name: string;
  /** Where its local record starts and ends in the file. */
  start: number;
  end: number;
  method: number;
  dataStart: number;
  compressedSize: number;
}

/** The entries of a zip file from its central directory (no zip64: an .xlsx within the upload limit never needs it). */
function centralDirectory(file: Buffer): { entries: Entry[]; cdOffset: number } {
  let eocd = -1;
  for (let i = file.length - 22; i >= Math.max(0, file.length - 22 - 0xffff); i--) {
    if (file.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new SheetError(UNREADABLE);
  const count = file.readUInt16LE(eocd + 10);
  const cdOffset = file.readUInt32LE(eocd + 16);
  if (cdOffset + file.readUInt32LE(eocd + 12) > eocd) throw new SheetError(UNREADABLE);
  const found: Omit<Entry, "end">[] = [];
  for (let i = 0, p = cdOffset; i < count; i++) {
    if (p + 46 > eocd || file.readUInt32LE(p) !== CENTRAL) throw new SheetError(UNREADABLE);
    const nameLength = file.readUInt16LE(p + 28);
    const start = file.readUInt32LE(p + 42);
    const entry = { name: file.toString("utf8", p + 46, p + 46 + nameLength), start, method: file.readUInt16LE(p + 10), compressedSize: file.readUInt32LE(p + 20) };
    p += 46 + nameLength + file.readUInt16LE(p + 30) + file.readUInt16LE(p + 32);
    if (start + 30 > cdOffset || file.readUInt32LE(start) !== LOCAL) throw new SheetError(UNREADABLE);
    const dataStart = start + 30 + file.readUInt16LE(start + 26) + file.readUInt16LE(start + 28);
    if (dataStart + entry.compressedSize > cdOffset) throw new SheetError(UNREADABLE);
    found.push({ ...entry, dataStart });
  }
  // A record runs to the next one (a data descriptor included), the last to the central directory.
  const byStart = [...found].sort((a, b) => a.start - b.start);
  return { entries: byStart.map((e, i) => ({ ...e, end: byStart[i + 1]?.start ?? cdOffset })), cdOffset };
}

/** The entry's inflated size, or Infinity past `limit`: inflates in chunks off the main thread, stopping at the limit. */
async function inflatedSize(file: Buffer, entry: Entry, limit: number): Promise<number> {
  const data = file.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) return data.length > limit ? Infinity : data.length;
  if (entry.method !== 8) throw new SheetError(UNREADABLE);
  const inflate = createInflateRaw();
  inflate.end(data);
  let total = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > limit) return Infinity;
    }
  } catch {
    throw new SheetError(UNREADABLE);
  } finally {
    inflate.destroy();
  }
  return total;
}

/**
 * The parts of an .xlsx the streaming reader needs, re-ordered so the first
 * worksheet comes last: exceljs then reads its rows as they inflate instead
 * of spooling the sheet to a temporary file until the shared strings turn up
 * (a refused sheet would leave that file behind). Other sheets are dropped.
 * Refuses zip bombs: the parts and the sheet are inflated once, in chunks,
 * and measured against limits derived from the row cap.
 */
export async function prepareXlsx(file: Buffer, maxRows: number, tooLarge: string): Promise<Buffer> {
  const { entries, cdOffset } = centralDirectory(file);
  const sheets = entries.flatMap((e) => {
    const n = SHEET.exec(e.name)?.[1];
    return n === undefined ? [] : [{ entry: e, n: Number(n) }];
  });
  const sheet = sheets.sort((a, b) => a.n - b.n)[0]?.entry;
  if (!sheet) throw new SheetError("The spreadsheet has no sheet.");
  const parts = entries.filter((e) => PARTS.has(e.name));

  let budget = MAX_PART_BYTES;
  for (const part of parts) {
    budget -= await inflatedSize(file, part, budget);
    if (budget < 0) throw new SheetError(tooLarge);
  }
  if ((await inflatedSize(file, sheet, maxRows * SHEET_BYTES_PER_ROW + 1024 * 1024)) === Infinity) throw new SheetError(tooLarge);

  // The streaming unzip reads local records in order and stops at the central directory; its offsets are not used.
  return Buffer.concat([...parts, sheet].map((e) => file.subarray(e.start, e.end)).concat(file.subarray(cdOffset)));
}
