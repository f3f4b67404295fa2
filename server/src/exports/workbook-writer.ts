import { once } from "node:events";
import { PassThrough, type Writable } from "node:stream";
import { setImmediate } from "node:timers/promises";
import ExcelJS from "exceljs";
import {
  fillSheet,
  SHEET_OPTIONS,
  sheetNamer,
  type ExportPort,
  type SheetSummary,
  type WorkbookOptions,
} from "./workbook";

/**
 * The line-up spreadsheet written as a stream (a download, or a buffer for an e-mail), one sheet per
 * terminal, with backpressure: the sheets' layout and lines are `workbook.ts`'s.
 */

/** Rows written between two checks of the output: a few hundred kilobytes of sheet XML. */
const ROWS_PER_CHECK = 500;

/**
 * Resolves once `stream` has room again (or at once when it has); rejects when
 * `out` closes first, so a download the client dropped stops being written.
 */
async function room(stream: Writable, out: Writable) {
  if (out.destroyed) throw new Error("The download was closed.");
  if (!stream.writableNeedDrain) return;
  const closed = new AbortController();
  const onClose = () => closed.abort();
  out.once("close", onClose);
  try {
    await once(stream, "drain", { signal: closed.signal });
  } catch {
    throw new Error("The download was closed.");
  } finally {
    out.off("close", onClose);
  }
}

/**
 * What a download's stream holds before the writer waits for its reader: 16 KiB,
 * Node 20's default, set here because Node 22 and later default to 64 KiB, four
 * times the sheet rows held for a slow reader.
 */
export const DOWNLOAD_BUFFER_BYTES = 16 * 1024;

/**
 * Writes the line-up spreadsheet to `out` with exceljs' streaming writer, one
 * sheet per terminal, and ends `out`. Every few hundred rows it waits until the
 * sheet's compressor and `out` have taken what was written, so memory stays
 * bounded however many rows there are and however slowly the reader reads.
 */
export async function writeLineupWorkbook(
  ports: ExportPort[],
  opts: WorkbookOptions,
  out: Writable,
): Promise<SheetSummary[]> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = "Line-up board";
  const name = sheetNamer();
  const sheets: SheetSummary[] = [];
  for (const port of ports) {
    for (const terminal of port.terminais) {
      const sheet = book.addWorksheet(name(`${port.name} - ${terminal.name}`), SHEET_OPTIONS);
      // exceljs pipes a sheet's XML into the zip's compressor without looking at its answer; waiting for that
      // compressor to drain is the backpressure.
      // cast: exceljs keeps the sheet's stream out of its typings (its pipes are read, never written)
      const compressor = () => (sheet as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];
      let rows = 0;
      const counts = await fillSheet(sheet, terminal, opts, async (row) => {
        row.commit();
        if (++rows % ROWS_PER_CHECK) return;
        await setImmediate();
        const pipe = compressor();
        if (pipe) await room(pipe, out);
        await room(out, out);
      });
      // Committed before the next sheet starts: the zip takes one sheet at a time, and an open one would hold the next
      // in memory.
      sheet.commit();
      sheets.push({ port: port.name, terminal: terminal.name, ...counts });
    }
  }
  if (!sheets.length) book.addWorksheet("Line-up").addRow(["No line-ups for these filters"]).commit();
  await book.commit();
  return sheets;
}

/**
 * The whole spreadsheet file in memory (for an e-mail attachment), written by the same streaming writer, with what each
 * sheet holds.
 */
export async function lineupWorkbookBuffer(
  ports: ExportPort[],
  opts: WorkbookOptions,
): Promise<{ file: Buffer; sheets: SheetSummary[] }> {
  const out = new PassThrough({ highWaterMark: DOWNLOAD_BUFFER_BYTES });
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = once(out, "end");
  const sheets = await writeLineupWorkbook(ports, opts, out);
  await ended;
  return { file: Buffer.concat(chunks), sheets };
}
