/**
 * The words people read for a line-up field: the board's column headers. The
 * board's conflict messages and the activity log both use them, so a field is
 * named the same everywhere.
 */
export const LINEUP_FIELD_LABELS: Readonly<Record<string, string>> = {
  navio_id: "Vessel",
  observacao: "Note",
  is_observacao: "Note line",
  berco_id: "Berth",
  status: "Status",
  pob: "POB time",
  qty: "QTTY",
  qty_unidade: "Unit",
  carga_id: "Comm",
  carga_tipo_id: "Comm type",
  eta: "ETA",
  etb: "ETB",
  etc: "ETC",
  afretador_id: "Charter",
  recebedor_id: "Receiver",
  destination_porto: "Disport",
  agencia_id: "Agency",
  client_type: "Client type",
  call_number: "Call",
  cargas_afretadores: "Split lines",
  terminal_id: "Terminal",
  porto_id: "Port",
  atualizado_data: "Checked at",
};

/**
 * A field's label in the activity log: the board's words for line-up fields,
 * otherwise the key in words (`role_id` → "Role", `max_draft` → "Max draft").
 */
export function fieldLabel(subjectType: string, field: string): string {
  const known = subjectType === "lineups" ? LINEUP_FIELD_LABELS[field] : undefined;
  if (known) return known;
  const words = field.replace(/_id$/, "").replace(/_/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
}
