import { LINEUP_FIELD_LABELS } from "@lineup/shared";

/** How the activity log names a line-up row: its vessel, else "a note" or "a line". */
export function lineName(
  row: { is_observacao?: number | null; navio_id?: number | null } | null | undefined,
  vessels: ReadonlyMap<number, { name: string }>,
): string {
  if (row?.is_observacao === 1) return "a note";
  const vessel = typeof row?.navio_id === "number" ? vessels.get(row.navio_id)?.name : undefined;
  return vessel ?? "a line";
}

/** The changed fields in the board's words: "QTTY, ETB". */
export const fieldWords = (fields: readonly string[]) => fields.map((f) => LINEUP_FIELD_LABELS[f] ?? f).join(", ");
