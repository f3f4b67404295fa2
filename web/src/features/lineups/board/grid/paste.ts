import { CLIENT_TYPES, LINEUP_STATUSES, POB_STATUS, isCalendarDate, parseTypedDate } from "@lineup/shared";
import type { NamedOption } from "../api/get-board-options";
import { comparable } from "../edit/creatable-options";
import type { RowValues } from "../edit/edit-session";

/**
 * A block pasted from Excel or Google Sheets: lines of tab-separated cells.
 * A cell holding a tab, a line break or a quote comes quoted ("" for a quote).
 */
export function parseBlock(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (c === '"' && cell === "") quoted = true;
    else if (c === "\t") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i += 1;
      rows.push([...row, cell]);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length) rows.push([...row, cell]);
  return rows;
}

/** The columns whose pasted names are looked up in a list. */
const LISTED_FIELDS = [
  "navio_id",
  "berco_id",
  "carga_id",
  "afretador_id",
  "recebedor_id",
  "destination_porto",
  "agencia_id",
] as const;
/** The columns a paste fills; the others (waiting days, the menu) are passed over. */
const PASTE_FIELDS = [...LISTED_FIELDS, "status", "qty", "eta", "etb", "etc", "client_type"] as const;
const pasteFields = new Set<string>(PASTE_FIELDS);

/** The lists a pasted name is looked up in, by the column it lands in. */
export type PasteLists = Record<(typeof LISTED_FIELDS)[number], readonly NamedOption[]>;
export type PasteField = (typeof PASTE_FIELDS)[number];
export const isPasteField = (field: string): field is PasteField => pasteFields.has(field);

const NOUNS: Record<keyof PasteLists, string> = {
  navio_id: "vessel",
  berco_id: "berth of this terminal",
  carga_id: "comm of this cargo type",
  afretador_id: "charterer",
  recebedor_id: "receiver | shipper",
  destination_porto: "port of destination",
  agencia_id: "agency",
};

export type Pasted = { ok: true; patch: Partial<RowValues> } | { ok: false; error: string };

/** A one-field patch, typed by its field. */
function patchOf<K extends keyof RowValues>(
  field: K,
  value: RowValues[K],
  more: Partial<RowValues> = {},
): Partial<RowValues> {
  const patch: Partial<RowValues> = { ...more };
  patch[field] = value;
  return patch;
}

/**
 * A quantity as Excel copies it ("34.000,540", "34,000.54", "34000", "1.200 t"): dot-decimal text, or null when it is
 * none.
 */
export function readQuantity(text: string): string | null {
  const t = text.replace(/[^\d.,]/g, "");
  const lastDot = t.lastIndexOf(".");
  const lastComma = t.lastIndexOf(",");
  let decimal: string | null = null;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? "." : ",";
  else if (lastComma >= 0) decimal = t.split(",").length === 2 ? "," : null;
  // "34.000" is thirty-four thousand (dot thousands, spec.md section 5); "34.5" is a decimal.
  else if (lastDot >= 0) decimal = t.split(".").length === 2 && !/^\d{1,3}\.\d{3}$/.test(t) ? "." : null;
  const [whole = "", fraction] = decimal
    ? [t.slice(0, t.lastIndexOf(decimal)), t.slice(t.lastIndexOf(decimal) + 1)]
    : [t];
  const digits = whole.replace(/[.,]/g, "");
  if (!/^\d{1,12}$/.test(digits) || (fraction !== undefined && !/^\d{1,3}$/.test(fraction))) return null;
  return fraction ? `${Number(digits)}.${fraction}` : String(Number(digits));
}

/** A date as a spreadsheet shows it: 01/05/2031, 1/5/2031, 01/05 or 2031-05-01. */
function readDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text)?.[0];
  if (iso) return isCalendarDate(iso) ? iso : null;
  const padded = text.replace(/^(\d)(?=\/)/, "0$1").replace(/^(\d{2}\/)(\d)(?=\/|$)/, "$10$2");
  return parseTypedDate(padded);
}

/** "POB 16:00 lt", "pob 1600", "loading"… -> the status (and POB time) it names. */
function readStatus(text: string): Partial<RowValues> | null {
  const pob = /^pob\b\s*(\d{1,2})[:h.]?(\d{2})/i.exec(text);
  if (pob)
    return Number(pob[1]) < 24 && Number(pob[2]) < 60
      ? { status: POB_STATUS, pob: `${pob[1]?.padStart(2, "0")}:${pob[2]}` }
      : null;
  const status = LINEUP_STATUSES.find((s) => comparable(s) === comparable(text));
  return status && status !== POB_STATUS ? { status, pob: null } : null;
}

/**
 * What a pasted text means in a column, or why it cannot be taken (shown on its cell). An empty cell clears the cell.
 */
export function readPasted(field: PasteField, raw: string, lists: PasteLists): Pasted {
  const text = raw.trim();
  if (!text) return { ok: true, patch: field === "status" ? { status: null, pob: null } : patchOf(field, null) };
  const refuse = (what: string): Pasted => ({ ok: false, error: `"${text}" is not ${what}.` });
  switch (field) {
    case "qty": {
      const value = readQuantity(text);
      return value === null ? refuse("a quantity") : { ok: true, patch: { qty: value } };
    }
    case "eta":
    case "etb":
    case "etc": {
      const value = readDate(text);
      return value === null ? refuse("a date (DD/MM/YYYY)") : { ok: true, patch: patchOf(field, value) };
    }
    case "status": {
      const patch = readStatus(text);
      return patch === null ? refuse(`a status (${LINEUP_STATUSES.join(", ")})`) : { ok: true, patch };
    }
    case "client_type": {
      const value = CLIENT_TYPES.find((t) => comparable(t) === comparable(text));
      return value === undefined
        ? refuse(`a client type (${CLIENT_TYPES.join(", ")})`)
        : { ok: true, patch: { client_type: value } };
    }
    default: {
      const wanted = comparable(text);
      const found = lists[field].find((o) => comparable(o.name) === wanted);
      return found
        ? { ok: true, patch: patchOf(field, found.id) }
        : refuse(`a ${NOUNS[field]} on the list: choose it in the cell, or add it first`);
    }
  }
}
