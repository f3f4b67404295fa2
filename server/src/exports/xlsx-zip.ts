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

export interface SheetLimits {
  maxRows: number;
  /** The messages of a refusal, naming the cap. */
  tooManyRows: string;
  tooLarge: string;
}

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

/**
 * Inflates an entry in chunks (off the main thread, nothing kept), handing each
 * chunk to `visit` until it answers false. Answers the bytes seen.
 */
async function scan(file: Buffer, entry: Entry, visit: (chunk: Buffer, total: number) => boolean): Promise<number> {
  const data = file.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) return visit(data, data.length) ? data.length : Infinity;
  if (entry.method !== 8) throw new SheetError(UNREADABLE);
  const inflate = createInflateRaw();
  inflate.end(data);
  let total = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (!visit(chunk, total)) return Infinity;
    }
  } catch (error) {
    throw error instanceof SheetError ? error : new SheetError(UNREADABLE);
  } finally {
    inflate.destroy();
  }
  return total;
}

/** How many `<row` elements a sheet chunk opens; `carry` is the previous chunk's tail, for a tag cut in two. */
function rowTags(chunk: Buffer, carry: string): number {
  const text = carry + chunk.toString("latin1");
  let n = 0;
  for (let i = text.indexOf("<row"); i >= 0; i = text.indexOf("<row", i + 4)) {
    const next = text[i + 4];
    if (next === " " || next === ">") n++;
  }
  return n;
}

/**
 * The parts of an .xlsx the streaming reader needs, re-ordered so the first
 * worksheet comes last: exceljs then reads its rows as they inflate instead
 * of spooling the sheet to a temporary file until the shared strings turn up
 * (a refused sheet would leave that file behind). Other sheets are dropped.
 * Refuses zip bombs: the parts and the sheet are inflated once, in chunks,
 * and measured against limits derived from the row cap.
 */
export async function prepareXlsx(file: Buffer, limits: SheetLimits): Promise<Buffer> {
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
    budget -= await scan(file, part, (_, total) => total <= budget);
    if (budget < 0) throw new SheetError(limits.tooLarge);
  }
  // Counting row elements here refuses a sheet of 200,000 rows after its first few thousand, before
  // exceljs builds any; the exact count of filled rows is made while reading (empty rows may be listed
  // too, hence the margin). The byte limit catches a few rows of enormous cells.
  let rows = 0;
  let tail = "";
  const sheetBytes = limits.maxRows * SHEET_BYTES_PER_ROW + 1024 * 1024;
  await scan(file, sheet, (chunk, total) => {
    rows += rowTags(chunk, tail);
    tail = chunk.subarray(-4).toString("latin1");
    if (rows > 2 * limits.maxRows + 1) throw new SheetError(limits.tooManyRows);
    if (total > sheetBytes) throw new SheetError(limits.tooLarge);
    return true;
  });

  // The streaming unzip reads local records in order and stops at the central directory; its offsets are not used.
  return Buffer.concat([...parts, sheet].map((e) => file.subarray(e.start, e.end)).concat(file.subarray(cdOffset)));
}
