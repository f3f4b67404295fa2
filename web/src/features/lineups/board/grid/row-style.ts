import type { GridRow } from "./grid-rows";
import type { GridContext } from "./row-menu";

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

/**
 * An Expected call whose ETA is on or before `day`, the day at its port (spec.md section 4: shown in warning colour,
 * and said in words).
 */
export const expectedDue = (status: string | null, eta: string | null, day: string) =>
  status === "Expected" && !!eta && eta.slice(0, 10) <= day;

/**
 * Row classes of spec.md section 4: the status style, an Expected row whose ETA
 * has come by `day` (its port's) in warning colour, the client-type background (never on notes).
 */
export function rowClasses(row: GridRow, day: string): string[] {
  if (row.kind === "note") return row.isNew ? ["lineup-row-note", "lineup-row-new"] : ["lineup-row-note"];
  const classes: string[] = [];
  if (row.kind === "split") classes.push("lineup-row-split");
  const status = row.values.status ?? "";
  const statusClass = STATUS_CLASS[status];
  if (statusClass) classes.push(statusClass);
  if (expectedDue(status, row.values.eta, day)) classes.push("lineup-row-due");
  const clientClass = CLIENT_CLASS[row.values.client_type ?? ""];
  if (clientClass) classes.push(clientClass);
  if (row.isNew) classes.push("lineup-row-new");
  return classes;
}

/** Every class {@link rowClasses} gives. */
const ROW_CLASSES = [
  "lineup-row-note",
  "lineup-row-split",
  "lineup-row-new",
  "lineup-row-due",
  ...Object.values(STATUS_CLASS),
  ...Object.values(CLIENT_CLASS),
];

/** What a rule reads of AG Grid's `RowClassParams`. */
interface RowParams {
  data?: GridRow;
  context: Pick<GridContext, "day">;
}
const holds = (className: string) => (p: RowParams) =>
  !!p.data && rowClasses(p.data, p.context.day()).includes(className);

/**
 * The grid's row classes, as rules: AG Grid evaluates them again whenever a row's data changes and takes off a class
 * whose rule no longer holds (a class `getRowClass` gave stays, so a call that berthed kept Expected's warning colour
 * and a new client type added its colour to the old one). A row pending removal is struck through.
 */
export const rowClassRules = {
  ...Object.fromEntries(ROW_CLASSES.map((className) => [className, holds(className)])),
  "lineup-row-removed": (p: RowParams) => !!p.data?.removed,
};
