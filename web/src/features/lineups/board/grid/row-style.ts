import type { RowClassParams } from "ag-grid-community";
import type { GridRow } from "./grid-rows";

const STATUS_CLASS: Record<string, string> = {
  Loading: "lineup-row-loading",
  Discharging: "lineup-row-discharging",
  Waiting: "lineup-row-waiting",
  Expected: "lineup-row-expected",
};

/** The row background of each client type (spec.md section 4); the legend shows the same. */
export const CLIENT_CLASS: Record<string, string> = {
  HUSBANDRY: "lineup-client-husbandry",
  FULL: "lineup-client-full",
  "PROTECTIVE AGENTS": "lineup-client-protective",
  SURVEYOR: "lineup-client-surveyor",
};

/** Today as an ISO date. */
export const isoToday = () => new Date().toISOString().slice(0, 10);

/** An Expected call whose ETA is today or past (spec.md section 4: shown in warning colour, and said in words). */
export const expectedDue = (status: string | null, eta: string | null, today = isoToday()) =>
  status === "Expected" && !!eta && eta.slice(0, 10) <= today;

/**
 * Row classes of spec.md section 4: the status style, an Expected row whose ETA
 * has come in warning colour, the client-type background (never on notes).
 */
export function rowClasses(row: GridRow, today = isoToday()): string[] {
  if (row.kind === "note") return row.isNew ? ["lineup-row-note", "lineup-row-new"] : ["lineup-row-note"];
  const classes: string[] = [];
  if (row.kind === "split") classes.push("lineup-row-split");
  const status = row.values.status ?? "";
  const statusClass = STATUS_CLASS[status];
  if (statusClass) classes.push(statusClass);
  if (expectedDue(status, row.values.eta, today)) classes.push("lineup-row-due");
  const clientClass = CLIENT_CLASS[row.values.client_type ?? ""];
  if (clientClass) classes.push(clientClass);
  if (row.isNew) classes.push("lineup-row-new");
  return classes;
}

/** AG Grid's `getRowClass`. */
export const getRowClass = (p: RowClassParams<GridRow>) => (p.data ? rowClasses(p.data) : []);

/**
 * Classes that come and go while a row is shown (AG Grid applies getRowClass
 * only when it creates a row, rules on every data change): a row pending
 * removal is struck through.
 */
export const rowClassRules = { "lineup-row-removed": (p: { data?: GridRow }) => !!p.data?.removed };
