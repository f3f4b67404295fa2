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
  const day = Number(m[1]);
  const month = Number(m[2]);
  let year = m[3] ? Number(m[3]) : today.getFullYear();
  if (!m[3] && today.getMonth() + 1 >= 11 && month <= 2) year += 1;
  if (month < 1 || month > 12 || day < 1 || year < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${m[2]}-${m[1]}`;
}
