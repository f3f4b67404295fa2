/** A terminal's download read as a workbook, and a workbook posted back to the import (import-*.test.ts). */
import ExcelJS from "exceljs";
import { expect } from "vitest";
import { LINEUP_STATUSES } from "@lineup/shared";
import { bearer, multipart, type TestApp } from "./helpers";

/** The place a sheet is downloaded from and imported into. */
export interface SheetPlace {
  terminal: { id: number };
  type: { id: number };
}

/** The terminal's download (every status) as a workbook, with the sheet row of each line-up row by its Line ID. */
export async function downloadSheet(t: TestApp, token: string, at: SheetPlace, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/download",
    headers: bearer(token),
    payload: { terminal_id: at.terminal.id, carga_tipo_id: at.type.id, status: [...LINEUP_STATUSES], ...extra },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0] ?? expect.fail("no sheet");
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ""));
  const column = (title: string) => header.indexOf(title);
  /** The sheet row of a line-up row, by its Line ID. */
  const rowOf = (id: number) => {
    for (let r = 2; r <= sheet.rowCount; r++)
      if (sheet.getRow(r).getCell(column("Line ID")).value === id) return sheet.getRow(r);
    return expect.fail(`line ${id} is not in the sheet`);
  };
  return { book, sheet, header, column, rowOf };
}

/** Posts a workbook to the import (`/lineups/importar`, or its `/preview`) with the form's other fields. */
export async function postSheet(
  t: TestApp,
  token: string,
  at: SheetPlace,
  book: ExcelJS.Workbook,
  { preview = false, fields = {} }: { preview?: boolean; fields?: Record<string, string> } = {},
) {
  return postFile(t, token, at.terminal.id, Buffer.from(await book.xlsx.writeBuffer()), { preview, fields });
}

/** Posts a spreadsheet file to the import (`/lineups/importar`, or its `/preview`) of a terminal. */
export function postFile(
  t: TestApp,
  token: string,
  terminalId: number,
  data: Buffer,
  { preview = false, fields = {} }: { preview?: boolean; fields?: Record<string, string> } = {},
) {
  const form = multipart({ terminal_id: String(terminalId), ...fields }, { file: { filename: "lineups.xlsx", data } });
  return t.app.inject({
    method: "POST",
    url: `/api/v1/lineups/importar${preview ? "/preview" : ""}`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

/** Saves rows of the sheet's terminal through the table save: someone editing the board between download and import. */
export async function saveMeanwhile(t: TestApp, token: string, at: SheetPlace, list: object[]) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/list",
    headers: bearer(token),
    payload: { terminal_id: at.terminal.id, list, deleted_lines: [] },
  });
  expect(res.statusCode, res.body).toBe(200);
}
