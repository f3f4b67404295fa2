import type { Board, LineupRow } from "../api/types";

/**
 * What changed in a past board's row by now: the columns whose value differs, or the row is no longer on the live
 * board.
 */
export interface RowChangeSince {
  fields: ReadonlySet<string>;
  /** Not on the live board (deleted since, moved, or no longer selected by the filters). */
  gone: boolean;
}

/** The board's columns, by the row fields each shows (the Status column shows POB too). */
const COLUMN_FIELDS: Record<string, (keyof LineupRow)[]> = {
  navio_id: ["navio_id"],
  berco_id: ["berco_id"],
  status: ["status", "pob"],
  qty: ["qty", "qty_unidade"],
  carga_id: ["carga_id"],
  eta: ["eta"],
  etb: ["etb"],
  etc: ["etc"],
  afretador_id: ["afretador_id"],
  recebedor_id: ["recebedor_id"],
  destination_porto: ["destination_porto"],
  agencia_id: ["agencia_id"],
  client_type: ["client_type"],
};

const rowsOf = (board: Board) => board.portos.flatMap((p) => p.terminais.flatMap((t) => t.lineups));

/**
 * The compare mode of a past board: per row of the past board, the columns
 * whose value is different on the live board now (a note compares its text in
 * its Vessel column). Rows unchanged are left out.
 */
export function changedSince(past: Board, live: Board): Map<number, RowChangeSince> {
  const now = new Map(rowsOf(live).map((r) => [r.id, r] as const));
  const out = new Map<number, RowChangeSince>();
  for (const then of rowsOf(past)) {
    const current = now.get(then.id);
    if (!current) {
      out.set(then.id, { fields: new Set(), gone: true });
      continue;
    }
    const fields = new Set<string>();
    for (const [column, keys] of Object.entries(COLUMN_FIELDS)) {
      if (keys.some((k) => JSON.stringify(then[k] ?? null) !== JSON.stringify(current[k] ?? null))) fields.add(column);
    }
    if (then.is_observacao === 1 && then.observacao !== current.observacao) fields.add("navio_id");
    if (fields.size) out.set(then.id, { fields, gone: false });
  }
  return out;
}

/**
 * The compare mode's other half: the rows on the live board now that the past
 * board did not have (made since, moved here, or selected by the filters only
 * now), by terminal, in the live board's order.
 */
export function addedSince(past: Board, live: Board): Map<number, LineupRow[]> {
  const then = new Set(rowsOf(past).map((r) => r.id));
  const out = new Map<number, LineupRow[]>();
  for (const row of rowsOf(live)) {
    if (then.has(row.id)) continue;
    const list = out.get(row.terminal_id);
    if (list) list.push(row);
    else out.set(row.terminal_id, [row]);
  }
  return out;
}
