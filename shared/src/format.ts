import { QTY_DECIMALS } from "./constants";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * Line-up date display (spec.md section 9): `DD - MMM`, with the year when it is
 * not the current one. Takes an ISO date (`YYYY-MM-DD`, time ignored).
 */
export function formatLineupDate(iso: string | null | undefined, today: Date = new Date()): string {
  if (!iso) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return "";
  const [, y, mo, d] = m;
  const month = MONTHS[Number(mo) - 1] ?? "";
  const base = `${d} - ${month}`;
  return Number(y) === today.getFullYear() ? base : `${base} ${y}`;
}

/** Quantity display: comma decimals, dot thousands, 3 decimals, then the unit. */
export function formatQuantity(qty: string | number | null | undefined, unit?: string | null): string {
  if (qty === null || qty === undefined || qty === "") return "";
  const n = typeof qty === "number" ? qty : Number(qty);
  if (!Number.isFinite(n)) return "";
  const [int = "0", dec = ""] = Math.abs(n).toFixed(QTY_DECIMALS).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const text = `${n < 0 ? "-" : ""}${grouped},${dec}`;
  return unit ? `${text} ${unit}` : text;
}

/**
 * Completes a typed date (spec.md section 5): accepts `DD/MM/YYYY` or `DD/MM`.
 * Without a year, the current year is assumed, except that from November on a
 * day in January or February means next year. Returns an ISO date or null.
 */
export function parseTypedDate(text: string, today: Date = new Date()): string | null {
  const m = /^(\d{2})\/(\d{2})(?:\/(\d{4}))?$/.exec(text.trim());
  if (!m) return null;
  const month = Number(m[2]);
  let year = m[3] ? Number(m[3]) : today.getFullYear();
  if (!m[3] && today.getMonth() + 1 >= 11 && month <= 2) year += 1;
  const iso = `${String(year).padStart(4, "0")}-${m[2]}-${m[1]}`;
  return isCalendarDate(iso) ? iso : null;
}

/** Years a line-up date may carry: a typo such as `0226` or `20266` is refused, not stored. */
export const DATE_YEARS = { min: 1900, max: 2999 } as const;

/** Whether `text` is an ISO `YYYY-MM-DD` day that exists in the calendar (no 30 February), within DATE_YEARS. */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The line-up spreadsheet's file name: `lineups.xlsx`, or for the board as it
 * stood at an instant (`as_of`) that instant in UTC to the minute,
 * `lineups-as-of-2026-11-17-0900-UTC.xlsx`. The server's download and e-mail
 * and the web app's saved file use the same name.
 */
export function lineupsFileName(asOf?: string | null): string {
  const at = asOf ? new Date(asOf) : null;
  if (!at || Number.isNaN(at.getTime())) return "lineups.xlsx";
  const iso = at.toISOString();
  return `lineups-as-of-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}-UTC.xlsx`;
}
