import { LINEUP_FIELD_LABELS, formatLineupDate, formatQuantity } from "@lineup/shared";
import type { LineupRow } from "../api/types";
import type { BoardLookups } from "../board-lookups";

/** A field's label for messages. */
export const fieldWord = (field: string) => LINEUP_FIELD_LABELS[field] ?? field;

/**
 * A field's value as the table shows it (names for ids, the board's number and
 * date formats), for the conflict note and dialog. `row` names items the
 * option lists may not know yet.
 */
export function formatFieldValue(field: string, value: unknown, lookups: BoardLookups, row?: LineupRow | null): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  const name = (map: Map<number, { name: string }>, fallback: string | null | undefined) =>
    typeof value === "number" ? (map.get(value)?.name ?? fallback ?? `#${value}`) : String(value);
  switch (field) {
    case "navio_id":
      return name(lookups.navios, row?.navio?.name);
    case "berco_id":
      return typeof value === "number"
        ? row?.berco_id === value
          ? (row.berco?.name ?? `#${value}`)
          : `#${value}`
        : String(value);
    case "carga_id":
      return name(lookups.cargas, row?.carga?.name);
    case "afretador_id":
      return name(lookups.afretadores, row?.afretador?.name);
    case "recebedor_id":
      return name(lookups.recebedores, row?.recebedor?.name);
    case "destination_porto":
      return name(lookups.destinos, row?.destination_port?.name);
    case "agencia_id":
      return name(lookups.agencias, row?.agencia?.name);
    case "qty":
      return formatQuantity(String(value), row?.qty_unidade ?? "t");
    case "eta":
    case "etb":
    case "etc":
      return formatLineupDate(String(value));
    case "cargas_afretadores":
      return Array.isArray(value) ? `${value.length} split line${value.length === 1 ? "" : "s"}` : "";
    default:
      return String(value);
  }
}

/** `18:52` from an ISO time, in the person's time zone; empty when unknown. */
export const timeOf = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ""
    : d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", hour12: false });
};

/** How the other person is named: their name, else "another user". */
export const whoOf = (by: string | null) => by ?? "another user";
