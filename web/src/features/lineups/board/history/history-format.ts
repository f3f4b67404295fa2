import { formatQuantity } from "@lineup/shared";
import dayjs from "dayjs";
import type { LineupRow } from "../api/types";
import type { BoardLookups } from "../board-lookups";
import { formatFieldValue } from "../grid/field-format";

/** The keyboard shortcut on a focused cell (documented in the README and in the grid's description). */
export const HISTORY_SHORTCUT = "Alt+H";
export const isHistoryShortcut = (e: {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  key: string;
  code?: string;
}) => e.altKey && !e.ctrlKey && !e.metaKey && (e.code === "KeyH" || e.key.toLowerCase() === "h");

/** A stored value as the board shows it: names for ids, the board's date and number formats. */
export function historyValue(field: string, value: unknown, lookups: BoardLookups, row: LineupRow): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (field === "terminal_id" && typeof value === "number") {
    const terminal = lookups.options.portos.flatMap((p) => p.terminais).find((t) => t.id === value);
    return terminal?.name ?? `#${value}`;
  }
  if (field === "berco_id" && typeof value === "number") {
    const berth = lookups.options.portos
      .flatMap((p) => p.terminais.flatMap((t) => t.bercos))
      .find((b) => b.id === value);
    return berth?.name ?? `#${value}`;
  }
  if (field === "atualizado_data" && typeof value === "string") return dayjs(value).format("D MMM YYYY HH:mm");
  if (field === "pob" && typeof value === "string") return value.slice(0, 5);
  if ((field === "qty_import" || field === "qty_export") && typeof value === "string")
    return formatQuantity(value, row.qty_unidade);
  if ((field === "embarcadores" || field === "recebedores") && Array.isArray(value))
    return `${value.length} line${value.length === 1 ? "" : "s"}`;
  return formatFieldValue(field, value, lookups, row);
}
