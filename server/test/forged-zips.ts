/**
 * Zip files that say one thing and hold another, written by hand: the forged
 * archives the import must refuse (api test, bench:import, the adversarial
 * suite). Every header field can be set apart in the directory and in the
 * local header, and bombs of any size are built without ever holding their
 * inflated bytes.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";
import { endRecordOf } from "../src/exports/xlsx-zip";

/** An entry's compressed bytes with the size and CRC of what they inflate to. */
export interface Payload {
  packed: Buffer;
  size: number;
  crc: number;
}

interface Fields {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
}

export interface ForgedEntry {
  name: string;
  payload: Payload;
  /** 8 (deflated, the default) or 0 (stored: `payload.packed` is the data). */
  method?: number;
  /** Fields of the central directory record that differ from the truth. */
  central?: Partial<Fields>;
  /** Fields of the local header that differ from the truth. */
  local?: Partial<Fields>;
  /** Sizes and CRC after the data (flag bit 3; the local header's are then zero unless `local` says otherwise). */
  descriptor?: Partial<Pick<Fields, "crc" | "compressedSize" | "uncompressedSize">>;
  /** Where the local record starts, when it must not follow the previous one (overlaps). */
  at?: number;
}

/** A deflated (or, with method 0, stored) payload of `data`. */
export function payload(data: Buffer, method = 8): Payload {
  return { packed: method === 0 ? data : deflateRawSync(data, { level: 9 }), size: data.length, crc: crc32(data) };
}

const WINDOW = 32 * 1024;
const MIB = 2 ** 20;

/**
 * `head`, then `size` bytes of `fill`, then `tail`, deflated without building
 * the run: one MiB of the run is compressed once against a window of the same
 * byte and its byte-aligned blocks repeated (about 1 kB per MiB).
 */
export function runPayload(head: string, fill: string, size: number, tail: string): Payload {
  const window = Buffer.alloc(WINDOW, fill);
  const mib = Buffer.alloc(MIB, fill);
  const start = Buffer.concat([Buffer.from(head), window]);
  const sync = { level: 9, finishFlush: constants.Z_SYNC_FLUSH };
  const opened = deflateRawSync(start, sync);
  const segment = deflateRawSync(mib, { ...sync, dictionary: window });
  const closed = deflateRawSync(Buffer.from(tail), { level: 9, dictionary: window });
  const runs = Math.max(0, Math.floor((size - WINDOW) / MIB));
  let crc = crc32(start);
  for (let i = 0; i < runs; i++) crc = crc32(mib, crc);
  crc = crc32(Buffer.from(tail), crc);
  return {
    packed: Buffer.concat([opened, ...Array<Buffer>(runs).fill(segment), closed]),
    size: start.length + runs * MIB + Buffer.byteLength(tail),
    crc,
  };
}

/** A worksheet whose one cell holds about `size` bytes of `fill`. */
export const sheetBomb = (size: number, fill = "A") =>
  runPayload(
    '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>',
    fill,
    size,
    "</t></is></c></row></sheetData></worksheet>",
  );

/** Flags, method, CRC and sizes, laid out alike in a local header (from byte 6) and a directory record (from byte 8). */
function writeFields(b: Buffer, at: number, f: Fields) {
  b.writeUInt16LE(f.flags, at);
  b.writeUInt16LE(f.method, at + 2);
  b.writeUInt32LE(f.crc >>> 0, at + 8);
  b.writeUInt32LE(f.compressedSize, at + 12);
  b.writeUInt32LE(f.uncompressedSize, at + 16);
}

/** A zip of the given entries, each header written from the truth unless the entry says otherwise. */
export function forgeZip(entries: ForgedEntry[]): Buffer {
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const method = e.method ?? 8;
    const truth: Fields = {
      name: e.name,
      method,
      flags: e.descriptor ? 0x0808 : 0x0800,
      crc: e.payload.crc,
      compressedSize: e.payload.packed.length,
      uncompressedSize: e.payload.size,
    };
    const deferred = e.descriptor ? { crc: 0, compressedSize: 0, uncompressedSize: 0 } : {};
    const local = { ...truth, ...deferred, ...e.local };
    const central = { ...truth, ...e.central };
    const localName = Buffer.from(local.name);
    const l = Buffer.alloc(30);
    l.writeUInt32LE(0x04034b50, 0);
    l.writeUInt16LE(20, 4);
    writeFields(l, 6, local);
    l.writeUInt16LE(localName.length, 26);
    const d = e.descriptor ? Buffer.alloc(16) : Buffer.alloc(0);
    if (e.descriptor) {
      const said = {
        crc: truth.crc,
        compressedSize: truth.compressedSize,
        uncompressedSize: truth.uncompressedSize,
        ...e.descriptor,
      };
      d.writeUInt32LE(0x08074b50, 0);
      d.writeUInt32LE(said.crc >>> 0, 4);
      d.writeUInt32LE(said.compressedSize, 8);
      d.writeUInt32LE(said.uncompressedSize, 12);
    }
    const start = e.at ?? offset;
    const centralName = Buffer.from(central.name);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    writeFields(c, 8, central);
    c.writeUInt16LE(centralName.length, 28);
    c.writeUInt32LE(start, 42);
    centrals.push(c, centralName);
    if (e.at !== undefined) continue;
    parts.push(l, localName, e.payload.packed, d);
    offset += l.length + localName.length + e.payload.packed.length + d.length;
  }
  const directory = Buffer.concat(centrals);
  return Buffer.concat([...parts, directory, endRecordOf(entries.length, directory.length, offset)]);
}

/** The local record `forgeZip` writes for an honest, stored entry: to hide one entry inside another's data. */
export function localRecordOf(name: string, data: Payload): Buffer {
  return forgeZip([{ name, payload: data, method: 0 }]).subarray(0, 30 + Buffer.byteLength(name) + data.packed.length);
}

export type Refusal = "altered" | "too large" | "unreadable" | "too many parts";

export interface Forgery {
  label: string;
  file: Buffer;
  /** Which refusal the import answers. */
  refusal: Refusal;
}

const SHEET = "xl/worksheets/sheet1.xml";

/**
 * The forged archives, each around a sheet that inflates to `bombSize` bytes
 * (the was 760 MB from a 1.2 MB upload).
 */
export function forgedArchives(bombSize: number): Forgery[] {
  const bomb = sheetBomb(bombSize);
  const small = payload(
    Buffer.from(
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Vessel</t></is></c></row></sheetData></worksheet>',
    ),
  );
  const asStored = { method: 0, compressedSize: bomb.packed.length, uncompressedSize: bomb.packed.length };
  const inner = forgeZip([{ name: SHEET, payload: bomb }]);
  const hidden = localRecordOf("xl/sharedStrings.xml", payload(Buffer.from("<sst/>"), 0));
  const outer = payload(Buffer.concat([hidden, Buffer.alloc(64, " ")]), 0);
  return [
    {
      label: "directory says stored, local header deflate",
      file: forgeZip([{ name: SHEET, payload: bomb, central: asStored, local: { ...asStored, method: 8 } }]),
      refusal: "altered",
    },
    {
      label: "local header's sizes differ from the directory's",
      file: forgeZip([{ name: SHEET, payload: bomb, local: { uncompressedSize: 4096 } }]),
      refusal: "altered",
    },
    {
      label: "local header names another part",
      file: forgeZip([{ name: SHEET, payload: bomb, local: { name: "xl/worksheets/sheet2.xml" } }]),
      refusal: "altered",
    },
    {
      label: "both headers understate the size",
      file: forgeZip([
        { name: SHEET, payload: bomb, local: { uncompressedSize: 4096 }, central: { uncompressedSize: 4096 } },
      ]),
      refusal: "altered",
    },
    {
      label: "both headers give a wrong CRC",
      file: forgeZip([{ name: SHEET, payload: small, local: { crc: small.crc ^ 1 }, central: { crc: small.crc ^ 1 } }]),
      refusal: "altered",
    },
    {
      label: "data descriptor disagrees with the directory",
      file: forgeZip([{ name: SHEET, payload: bomb, descriptor: { uncompressedSize: 4096 } }]),
      refusal: "altered",
    },
    {
      label: "data descriptor and directory understate",
      file: forgeZip([
        { name: SHEET, payload: bomb, descriptor: { uncompressedSize: 4096 }, central: { uncompressedSize: 4096 } },
      ]),
      refusal: "altered",
    },
    {
      label: "records overlap (one entry inside another)",
      file: forgeZip([
        { name: "xl/styles.xml", payload: outer, method: 0 },
        {
          name: "xl/sharedStrings.xml",
          payload: payload(Buffer.from("<sst/>"), 0),
          method: 0,
          at: 30 + "xl/styles.xml".length,
        },
        { name: SHEET, payload: small },
      ]),
      refusal: "altered",
    },
    {
      label: "nested zip as the sheet",
      file: forgeZip([{ name: SHEET, payload: payload(inner, 0), method: 0 }]),
      refusal: "unreadable",
    },
    {
      label: "20,000 tiny entries",
      file: forgeZip([
        ...Array.from({ length: 20_000 }, (_, i) => ({
          name: `xl/media/${i}`,
          payload: payload(Buffer.alloc(0), 0),
          method: 0,
        })),
        { name: SHEET, payload: small },
      ]),
      refusal: "too many parts",
    },
    {
      label: "honest headers, ratio beyond the cap",
      file: forgeZip([{ name: SHEET, payload: sheetBomb(12 * 2 ** 20) }]),
      refusal: "too large",
    },
    {
      label: "honest headers, size beyond the cap",
      file: forgeZip([{ name: SHEET, payload: bomb }]),
      refusal: "too large",
    },
  ];
}
