import type ExcelJS from "exceljs";
import { LINEUP_STATUSES, parseTypedDate, POB_STATUS, type LineupStatus } from "@lineup/shared";

/** Reading one cell of an imported line-up sheet, whatever Excel or a person wrote in it. */

/** Text of a cell whatever Excel stored (rich text, formulas, dates as ISO). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value)
      return value.richText
        .map((r) => r.text)
        .join("")
        .trim();
    if ("result" in value) return cellText(value.result);
    if ("text" in value) return String(value.text).trim();
    return "";
  }
  return String(value).trim();
}

/** `25.000,500 t`, `25000.5` or `25,000.5` to the stored dot-decimal text. */
export function parseQuantity(text: string): string | null | undefined {
  const bare = text.replace(/\s*(t|m³|m3)$/i, "").trim();
  if (!bare) return null;
  const normalized = /,\d{1,3}$/.test(bare) ? bare.replace(/\./g, "").replace(",", ".") : bare.replace(/,/g, "");
  return /^\d{1,12}(\.\d{1,3})?$/.test(normalized) ? normalized : undefined;
}

/** `Waiting`, or `POB 10:30 lt` (the status with its time), case-insensitive. */
export function parseStatus(text: string): { status: LineupStatus; pob: string | null } | undefined {
  const pob = /^POB\s+(\d{1,2}):(\d{2})(\s*lt)?$/i.exec(text);
  if (pob) return { status: POB_STATUS, pob: `${(pob[1] ?? "").padStart(2, "0")}:${pob[2]}` };
  const status = LINEUP_STATUSES.find((s) => s.toLowerCase() === text.toLowerCase());
  return status ? { status, pob: null } : undefined;
}

/**
 * A date as a person types it (DD/MM/YYYY and the board's other forms) or as Excel stores it (ISO), to ISO; undefined
 * when unreadable.
 */
export function parseDate(text: string): string | null | undefined {
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  return parseTypedDate(text) ?? undefined;
}

/** A whole number the sheet holds in a Line ID or Version cell (undefined when it holds something else). */
export const wholeNumber = (text: string) =>
  /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= 2147483647 ? Number(text) : undefined;
