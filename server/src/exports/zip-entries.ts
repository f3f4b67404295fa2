/**
 * The entries of an uploaded zip file, read from its central directory and
 * checked against each entry's local header and data descriptor: a reader that
 * streams the file (exceljs' unzipper) believes the local headers, a reader that
 * seeks believes the directory, so any disagreement between the two is refused
 * rather than trusting either.
 */

/** A zip refused while its structure is read; the message is for the `file` field. */
export class SheetError extends Error {}

export const UNREADABLE = "The spreadsheet could not be read.";
/** Local headers, data descriptors or names that disagree with the zip's directory: what a forged archive does. */
export const ALTERED =
  "The spreadsheet could not be read: its parts do not match the file's table of contents (the file is damaged " +
  "or was altered).";

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const ZIP64_LOCATOR = 0x07064b50;
/** General purpose flags: 0 encrypted, 3 sizes and CRC in a data descriptor after the data, 6 strong encryption. */
const ENCRYPTED = 0x0001 | 0x0040;
const HAS_DESCRIPTOR = 0x0008;
const STORED = 0;
const DEFLATED = 8;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated: the only methods an .xlsx uses. */
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where its compressed data lies in the file. */
  dataStart: number;
}

interface LocalRecord {
  entry: ZipEntry;
  /** The bytes its local header, data and data descriptor take. */
  start: number;
  end: number;
}

/** The end-of-central-directory record: the last one in the file, whose comment must run exactly to the end. */
function endRecord(file: Buffer): number {
  for (let i = file.length - 22; i >= Math.max(0, file.length - 22 - 0xffff); i--) {
    if (file.readUInt32LE(i) === EOCD && i + 22 + file.readUInt16LE(i + 20) === file.length) return i;
  }
  throw new SheetError(UNREADABLE);
}

/**
 * The data descriptor after an entry's data (signature optional, per the format), checked against the directory;
 * answers its length.
 */
function descriptorLength(file: Buffer, at: number, entry: ZipEntry, end: number): number {
  const signed = at + 4 <= end && file.readUInt32LE(at) === DESCRIPTOR ? 4 : 0;
  const p = at + signed;
  if (p + 12 > end) throw new SheetError(ALTERED);
  if (
    file.readUInt32LE(p) !== entry.crc ||
    file.readUInt32LE(p + 4) !== entry.compressedSize ||
    file.readUInt32LE(p + 8) !== entry.uncompressedSize
  )
    throw new SheetError(ALTERED);
  return signed + 12;
}

/** An entry's local header, checked field by field against its directory record; answers the bytes the record takes. */
function localRecord(
  file: Buffer,
  start: number,
  central: { entry: Omit<ZipEntry, "dataStart">; flags: number; nameBytes: Buffer },
  limit: number,
): LocalRecord {
  const { entry, flags, nameBytes } = central;
  if (start + 30 > limit || file.readUInt32LE(start) !== LOCAL) throw new SheetError(ALTERED);
  const localFlags = file.readUInt16LE(start + 6);
  const nameLength = file.readUInt16LE(start + 26);
  const dataStart = start + 30 + nameLength + file.readUInt16LE(start + 28);
  if (
    (localFlags & (HAS_DESCRIPTOR | ENCRYPTED)) !== (flags & (HAS_DESCRIPTOR | ENCRYPTED)) ||
    file.readUInt16LE(start + 8) !== entry.method
  )
    throw new SheetError(ALTERED);
  if (!file.subarray(start + 30, start + 30 + nameLength).equals(nameBytes)) throw new SheetError(ALTERED);
  const local = {
    crc: file.readUInt32LE(start + 14),
    compressed: file.readUInt32LE(start + 18),
    uncompressed: file.readUInt32LE(start + 22),
  };
  // With a data descriptor the local fields may be zero (the writer did not know them yet); whatever they hold
  // otherwise must agree.
  const deferred = flags & HAS_DESCRIPTOR && local.crc === 0 && local.compressed === 0 && local.uncompressed === 0;
  if (
    !deferred &&
    (local.crc !== entry.crc ||
      local.compressed !== entry.compressedSize ||
      local.uncompressed !== entry.uncompressedSize)
  )
    throw new SheetError(ALTERED);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > limit) throw new SheetError(ALTERED);
  const full = { ...entry, dataStart };
  return {
    entry: full,
    start,
    end: flags & HAS_DESCRIPTOR ? dataEnd + descriptorLength(file, dataEnd, full, limit) : dataEnd,
  };
}

/**
 * Every entry of a zip file, each one's local header, name, method, sizes and
 * CRC agreeing with the central directory, records not overlapping, names
 * unique, at most `maxEntries` of them; only stored or deflated, unencrypted
 * entries; no zip64 (an .xlsx within the upload limit never needs it).
 * Answers them in directory order, with where the directory starts.
 */
export function zipEntries(
  file: Buffer,
  maxEntries: number,
  tooManyEntries: string,
): { entries: ZipEntry[]; cdOffset: number } {
  const eocd = endRecord(file);
  const count = file.readUInt16LE(eocd + 10);
  const cdSize = file.readUInt32LE(eocd + 12);
  const cdOffset = file.readUInt32LE(eocd + 16);
  // One disk only, the same count on it as in all, the directory right before its end record (a zip64 locator would sit
  // between).
  if (file.readUInt16LE(eocd + 4) !== 0 || file.readUInt16LE(eocd + 6) !== 0 || file.readUInt16LE(eocd + 8) !== count)
    throw new SheetError(UNREADABLE);
  if (eocd >= 20 && file.readUInt32LE(eocd - 20) === ZIP64_LOCATOR) throw new SheetError(UNREADABLE);
  if (cdOffset + cdSize !== eocd) throw new SheetError(ALTERED);
  if (count > maxEntries) throw new SheetError(tooManyEntries);
  const records: LocalRecord[] = [];
  const names = new Set<string>();
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || file.readUInt32LE(p) !== CENTRAL) throw new SheetError(UNREADABLE);
    const flags = file.readUInt16LE(p + 8);
    const method = file.readUInt16LE(p + 10);
    const nameLength = file.readUInt16LE(p + 28);
    const next = p + 46 + nameLength + file.readUInt16LE(p + 30) + file.readUInt16LE(p + 32);
    if (next > eocd) throw new SheetError(UNREADABLE);
    const nameBytes = file.subarray(p + 46, p + 46 + nameLength);
    const entry = {
      name: nameBytes.toString("utf8"),
      method,
      crc: file.readUInt32LE(p + 16),
      compressedSize: file.readUInt32LE(p + 20),
      uncompressedSize: file.readUInt32LE(p + 24),
    };
    if (flags & ENCRYPTED || (method !== STORED && method !== DEFLATED) || file.readUInt16LE(p + 34) !== 0)
      throw new SheetError(UNREADABLE);
    // 0xffffffff means "see the zip64 field"; a stored entry's two sizes are one.
    if (
      entry.compressedSize === 0xffffffff ||
      entry.uncompressedSize === 0xffffffff ||
      file.readUInt32LE(p + 42) === 0xffffffff
    )
      throw new SheetError(UNREADABLE);
    if (method === STORED && entry.compressedSize !== entry.uncompressedSize) throw new SheetError(ALTERED);
    if (names.has(entry.name)) throw new SheetError(ALTERED);
    names.add(entry.name);
    records.push(localRecord(file, file.readUInt32LE(p + 42), { entry, flags, nameBytes }, cdOffset));
    p = next;
  }
  if (p !== eocd) throw new SheetError(ALTERED);
  // Overlapping records are how one compressed stream is made to count for many entries.
  const byStart = [...records].sort((a, b) => a.start - b.start);
  for (let i = 1; i < byStart.length; i++) {
    const [before, after] = [byStart[i - 1], byStart[i]];
    if (before && after && after.start < before.end) throw new SheetError(ALTERED);
  }
  return { entries: records.map((r) => r.entry), cdOffset };
}
