import { Readable } from "node:stream";
import { setImmediate } from "node:timers/promises";
import ExcelJS from "exceljs";
import type { Db } from "../db/client";
import type { FieldErrors } from "../http/errors";
import type { RowPatch } from "../lineups/row-schema";
import { nameIndex, type Names } from "./import-names";
import {
  CELL_FIELDS,
  CLIENT_HEADER,
  HEADERS,
  isSplitLine,
  NO_CELLS,
  sheetLine,
  splitLine,
  type Cells,
} from "./import-cells";
import { cellText } from "./sheet-cells";
import { prepareXlsx, SheetError } from "./xlsx-zip";

export interface ImportResult {
  rows: RowPatch[];
  /** The sheet row number of each of `rows`, for messages. */
  sheetRows: number[];
  /** The sheet row number of each split line of each of `rows`. */
  splitRows: number[][];
  /** Keyed `list.{i}.{field}` like the table save, each text naming the sheet row. */
  errors: FieldErrors;
  /** The columns the sheet has (`Cells` keys). */
  columns: ReadonlySet<string>;
}

/** Rows handled between two turns of the event loop: a few milliseconds of work. */
export const ROWS_PER_TURN = 250;

/**
 * Reads the first sheet of a line-up spreadsheet laid out as the download
 * writes it (a header row, then one row per call with its split lines under
 * it; a row with only its first cell is a note; `Remark:` lines are skipped)
 * into new rows for one terminal.
 * The sheet is streamed: rows are counted as they inflate and a sheet with
 * more than `maxRows` filled rows is refused (SheetError) at row `maxRows + 1`,
 * yielding to other requests every few hundred rows.
 */
export async function readLineupSheet(
  db: Db,
  file: Buffer,
  terminalId: number,
  { maxRows }: { maxRows: number },
): Promise<ImportResult> {
  const cap = maxRows.toLocaleString("en-US");
  const tooManyRows = `The spreadsheet has more than ${cap} rows; import at most ${cap} at a time.`;
  const zip = await prepareXlsx(file, {
    maxRows,
    tooManyRows,
    tooLarge: `The spreadsheet is too large; import at most ${cap} rows at a time.`,
  });
  // Styles are read for their number formats: they tell a date cell from a number.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([zip]), {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  const errors: FieldErrors = {};
  const rows: RowPatch[] = [];
  const sheetRows: number[] = [];
  const splitRows: number[][] = [];
  const columns = new Map<number, keyof Cells>();
  let names: Names | undefined;
  let filledRows = 0;
  let seen = 0;
  for await (const sheet of reader) {
    for await (const line of sheet) {
      if (++seen % ROWS_PER_TURN === 0) await setImmediate();
      const r = line.number;
      if (!names) {
        if (r === 1)
          line.eachCell((cell, col) => {
            const title = cellText(cell.value).toLowerCase();
            const field = HEADERS[title] ?? (CLIENT_HEADER.test(title) ? "client" : undefined);
            if (field) columns.set(col, field);
          });
        const fields = [...columns.values()];
        if (!fields.includes("vessel") || !fields.includes("status")) {
          return {
            rows: [],
            sheetRows: [],
            splitRows: [],
            columns: new Set(),
            errors: {
              file: ["The first row must hold the column titles of a line-up download (Vessel, Status, ...)."],
            },
          };
        }
        names = await nameIndex(db, terminalId);
        if (r === 1) continue;
      }
      if (!line.hasValues) continue;
      if (++filledRows > maxRows) throw new SheetError(tooManyRows);
      const cells: Cells = {
        ...NO_CELLS,
        ...Object.fromEntries([...columns].map(([col, field]) => [field, cellText(line.getCell(col).value)])),
      };
      // What a line holds, its Line ID and Version aside (a note is a line with only its first cell).
      const filled = CELL_FIELDS.filter((f) => f !== "line_id" && f !== "version" && cells[f]).length;
      if (filled === 0 || /^remark:/i.test(cells.vessel)) continue;
      const above = rows.at(-1);
      if (above?.is_observacao === 0 && isSplitLine(cells)) {
        const splits = (above.cargas_afretadores ??= []);
        const key = `list.${rows.length - 1}.cargas_afretadores.${splits.length}`;
        splitRows.at(-1)?.push(r);
        splits.push(
          splitLine(cells, names, (field, text) => (errors[`${key}.${field}`] ??= []).push(`Row ${r}: ${text}`)),
        );
        continue;
      }
      const i = rows.length;
      sheetRows.push(r);
      splitRows.push([]);
      rows.push(
        sheetLine(cells, filled, names, (field, text) =>
          (errors[`list.${i}.${field}`] ??= []).push(`Row ${r}: ${text}`),
        ),
      );
    }
    // Only the first sheet is read (prepareXlsx keeps no other).
    break;
  }
  notesTakeTheirLinesType(rows);
  if (!rows.length && !Object.keys(errors).length)
    errors.file = [
      columns.size || filledRows
        ? "The spreadsheet has no line-up rows."
        : "The first row must hold the column titles of a line-up download (Vessel, Status, ...).",
    ];
  return { rows, sheetRows, splitRows, errors, columns: new Set(columns.values()) };
}

/**
 * A note has no comm, so it takes the comm type of the nearest line above it
 * (below, for notes at the top): it then shows on the tab of the lines it was
 * written among. A sheet of notes alone leaves them without a type, which the
 * save reports.
 */
function notesTakeTheirLinesType(rows: RowPatch[]) {
  const typeNear = (i: number) => {
    for (let j = i - 1; j >= 0; j--)
      if (rows[j]?.is_observacao === 0 && rows[j]?.carga_tipo_id) return rows[j]?.carga_tipo_id;
    for (let j = i + 1; j < rows.length; j++)
      if (rows[j]?.is_observacao === 0 && rows[j]?.carga_tipo_id) return rows[j]?.carga_tipo_id;
    return undefined;
  };
  rows.forEach((row, i) => {
    if (row.is_observacao === 1) row.carga_tipo_id = typeNear(i) ?? null;
  });
}

/** The row fields each column of the sheet sets. */
const FIELDS_OF: readonly (readonly [keyof Cells, readonly (keyof RowPatch)[]])[] = [
  ["vessel", ["navio_id", "observacao"]],
  ["berth", ["berco_id"]],
  ["status", ["status", "pob"]],
  ["qty", ["qty"]],
  ["unit", ["qty_unidade"]],
  ["comm", ["carga_id", "carga_tipo_id"]],
  ["eta", ["eta"]],
  ["etb", ["etb"]],
  ["etc", ["etc"]],
  ["charterer", ["afretador_id"]],
  ["receiver", ["recebedor_id"]],
  ["destination", ["destination_porto"]],
  ["agency", ["agencia_id"]],
  ["client", ["client_type"]],
];

/**
 * A line that updates a row sets what its sheet shows and nothing else: a column the sheet
 * lacks (Agency, left out of the download) keeps the row's value rather than clearing it.
 * Its split lines are the sheet's: none under it clears them.
 */
export function keepWhatTheSheetLacks(row: RowPatch, present: ReadonlySet<string>) {
  for (const [column, fields] of FIELDS_OF) if (!present.has(column)) for (const f of fields) delete row[f];
  if (row.is_observacao === 0) row.cargas_afretadores ??= [];
  // A note's tab was guessed from the lines around it (the sheet has no type column): the row keeps its own.
  else delete row.carga_tipo_id;
}

/** Whether the bytes are a zip container (every .xlsx is one). */
export const looksLikeXlsx = (bytes: Buffer) =>
  bytes.length > 4 && bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
