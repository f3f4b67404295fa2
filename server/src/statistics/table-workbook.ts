import ExcelJS from "exceljs";
import { visibleText } from "../http/text-rule";
import type { FastifyReply } from "fastify";
import { exportableValues, XLSX_TYPE } from "../exports/workbook";

/**
 * A statistics table as a one-sheet workbook: bold frozen header, one row per entry, and a line saying what was
 * counted.
 */
export async function tableWorkbook<T extends object>(
  sheetName: string,
  columns: Partial<ExcelJS.Column>[],
  rows: T[],
  footnote: string,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(visibleText(sheetName), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(exportableValues(row));
  sheet.addRow([]);
  sheet.addRow([footnote]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Answers with a spreadsheet to save as `fileName`. */
export const sendXlsx = (reply: FastifyReply, fileName: string, file: Buffer) =>
  reply
    .header("content-type", XLSX_TYPE)
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .send(file);
