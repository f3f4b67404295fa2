import { crc32, createInflateRaw } from "node:zlib";
import { ALTERED, SheetError, UNREADABLE, zipEntries, type ZipEntry } from "./zip-entries";

export { SheetError };

/**
 * Parts exceljs' streaming reader uses besides the worksheet; everything else (themes, images, other sheets) is left
 * out.
 */
const PARTS = new Set(["xl/_rels/workbook.xml.rels", "xl/workbook.xml", "xl/sharedStrings.xml", "xl/styles.xml"]);
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/** Uncompressed bytes the parts other than the sheet may hold: shared strings of a few thousand rows are a few MB. */
const MAX_PART_BYTES = 32 * 1024 * 1024;
/** Uncompressed sheet bytes allowed per row of the cap: a downloaded row is about 600 bytes of XML. */
const SHEET_BYTES_PER_ROW = 4096;
/** Entries a zip may list: an .xlsx of a few dozen sheets has a few hundred. */
export const MAX_ZIP_ENTRIES = 1000;
/**
 * Uncompressed bytes per compressed byte an entry may inflate to, once past
 * `RATIO_FROM`: line-up sheets measure 10-40 (bench:import), a run of one
 * repeated byte about 1,000.
 */
export const MAX_RATIO = 200;
const RATIO_FROM = 1024 * 1024;

export interface SheetLimits {
  maxRows: number;
  /** The messages of a refusal, naming the cap. */
  tooManyRows: string;
  tooLarge: string;
}

/** A chunk of an inflate stream, which gives Buffers (its typings say `any`). */
function bufferOf(chunk: unknown): Buffer {
  if (!Buffer.isBuffer(chunk)) throw new Error("the inflate stream gave a chunk that is not a Buffer");
  return chunk;
}

/**
 * Whether the first bytes of a part can open XML (a byte-order mark and spaces may come first): a zip inside a zip
 * cannot.
 */
function opensXml(chunk: Buffer): boolean {
  let i = chunk.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) ? 3 : 0;
  while (i < chunk.length && (chunk[i] === 0x20 || chunk[i] === 0x09 || chunk[i] === 0x0a || chunk[i] === 0x0d)) i++;
  return i >= chunk.length || chunk[i] === 0x3c;
}

/**
 * Inflates an entry in chunks (off the main thread, nothing kept), handing each
 * chunk to `visit`. What is counted is what comes out, not what the zip says:
 * it stops as soon as the entry passes its declared size, `budget` bytes or the
 * ratio cap, and refuses an entry whose size, CRC or compressed length then
 * disagree with the directory. Answers the bytes it inflated.
 */
async function inflateMeasured(
  file: Buffer,
  entry: ZipEntry,
  budget: number,
  tooLarge: string,
  visit: (chunk: Buffer) => void,
): Promise<number> {
  const data = file.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  let total = 0;
  let crc = 0;
  const take = (chunk: Buffer) => {
    if (total === 0 && !opensXml(chunk)) throw new SheetError(UNREADABLE);
    total += chunk.length;
    if (total > entry.uncompressedSize) throw new SheetError(ALTERED);
    if (total > budget) throw new SheetError(tooLarge);
    if (total > RATIO_FROM && total > entry.compressedSize * MAX_RATIO) throw new SheetError(tooLarge);
    crc = crc32(chunk, crc);
    visit(chunk);
  };
  if (entry.method === 0) take(data);
  else {
    const inflate = createInflateRaw();
    inflate.end(data);
    try {
      for await (const chunk of inflate) take(bufferOf(chunk));
      // Bytes after the end of the deflate stream would be read by nobody: a sign of a forged size.
      if (inflate.bytesWritten !== entry.compressedSize) throw new SheetError(ALTERED);
    } catch (error) {
      throw error instanceof SheetError ? error : new SheetError(UNREADABLE);
    } finally {
      inflate.destroy();
    }
  }
  if (total !== entry.uncompressedSize || crc !== entry.crc) throw new SheetError(ALTERED);
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
 * A new zip of the given entries with headers written from the checked
 * values (no data descriptors, no extra fields, the directory's offsets true),
 * so the streaming reader reads exactly the bytes that were measured.
 */
function rebuiltZip(file: Buffer, entries: ZipEntry[]): Buffer {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const data = file.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.compressedSize, 18);
    local.writeUInt32LE(entry.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    // Flags, method, time, date, CRC and sizes are the local header's (bytes 6-25 there, 8-27 here).
    local.copy(record, 8, 6, 26);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    out.push(local, name, data);
    central.push(record, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  return Buffer.concat([...out, directory, endRecordOf(entries.length, directory.length, offset)]);
}

/** A zip's end-of-central-directory record: `count` entries, a directory of `size` bytes starting at `offset`. */
export function endRecordOf(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/**
 * The parts of an .xlsx the streaming reader needs, re-ordered so the first
 * worksheet comes last: exceljs then reads its rows as they inflate instead
 * of spooling the sheet to a temporary file until the shared strings turn up
 * (a refused sheet would leave that file behind). Other sheets are dropped.
 * Nothing the zip says about itself is trusted: its local headers must agree
 * with its directory (zip-entries.ts), and each kept part is inflated once, in
 * chunks, counting the bytes that actually come out against limits derived
 * from the row cap, so a zip bomb is refused after at most those bytes
 * whatever its headers claim. The reader gets a zip rebuilt from the checked
 * values.
 */
export async function prepareXlsx(file: Buffer, limits: SheetLimits): Promise<Buffer> {
  const { entries } = zipEntries(
    file,
    MAX_ZIP_ENTRIES,
    `The spreadsheet has more than ${MAX_ZIP_ENTRIES.toLocaleString("en-US")} parts; it is not a line-up download.`,
  );
  const sheets = entries.flatMap((e) => {
    const n = SHEET.exec(e.name)?.[1];
    return n === undefined ? [] : [{ entry: e, n: Number(n) }];
  });
  const sheet = sheets.sort((a, b) => a.n - b.n)[0]?.entry;
  if (!sheet) throw new SheetError("The spreadsheet has no sheet.");
  const parts = entries.filter((e) => PARTS.has(e.name));

  let budget = MAX_PART_BYTES;
  for (const part of parts) budget -= await inflateMeasured(file, part, budget, limits.tooLarge, () => {});
  // Counting row elements here refuses a sheet of 200,000 rows after its first few thousand, before
  // exceljs builds any; the exact count of filled rows is made while reading (empty rows may be listed
  // too, hence the margin). The byte limit catches a few rows of enormous cells.
  let rows = 0;
  let tail = "";
  await inflateMeasured(file, sheet, limits.maxRows * SHEET_BYTES_PER_ROW + 1024 * 1024, limits.tooLarge, (chunk) => {
    rows += rowTags(chunk, tail);
    tail = chunk.subarray(-4).toString("latin1");
    if (rows > 2 * limits.maxRows + 1) throw new SheetError(limits.tooManyRows);
  });
  return rebuiltZip(file, [...parts, sheet]);
}
