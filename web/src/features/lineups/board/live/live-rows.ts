import { CLIENT_TYPES, isOneOf, isRecord, LINEUP_STATUSES, QTY_UNITS } from "@lineup/shared";
import type { RowsChange } from "@/shared/live/terminal-room";
import type { LineupRow } from "../api/types";

const id = (v: unknown) => typeof v === "number";
const idOrNull = (v: unknown) => v === null || typeof v === "number";
const isText = (v: unknown) => typeof v === "string";
const textOrNull = (v: unknown) => v === null || typeof v === "string";
const orNull = (is: (v: unknown) => boolean) => (v: unknown) => v === null || is(v);
/** Absent from a client's row (spec.md section 6), else of its type. */
const staffOnly = (is: (v: unknown) => boolean) => (v: unknown) => v === undefined || is(v);
const refOrNull = orNull((v) => isRecord(v) && id(v.id) && typeof v.name === "string");

/**
 * Whether a live room's row is a board row: the room holds what `GET /lineups` returns for it, and
 * the fields the board keys, filters, sorts, counts and edits by are checked here against the
 * server's row schema (`@lineup/shared/wire/board`, the HTTP answer's): a status, unit and client
 * type of their lists, the note flag 0 or 1. A row that fails is left out of the change.
 */
export function isLineupRow(v: unknown): v is LineupRow {
  if (!isRecord(v)) return false;
  const checks: Partial<Record<keyof LineupRow, (value: unknown) => boolean>> = {
    id,
    terminal_id: id,
    porto_id: id,
    version: id,
    updated_at: isText,
    is_observacao: isOneOf([0, 1]),
    status: isOneOf(LINEUP_STATUSES),
    qty_unidade: isOneOf(QTY_UNITS),
    client_type: staffOnly(orNull(isOneOf(CLIENT_TYPES))),
    cargas_afretadores: Array.isArray,
    berco_id: idOrNull,
    navio_id: idOrNull,
    carga_id: idOrNull,
    carga_tipo_id: idOrNull,
    afretador_id: idOrNull,
    recebedor_id: staffOnly(idOrNull),
    agencia_id: staffOnly(idOrNull),
    destination_porto: staffOnly(idOrNull),
    call_number: idOrNull,
    call_in_id: idOrNull,
    navio: refOrNull,
    berco: refOrNull,
    carga: refOrNull,
    afretador: refOrNull,
    atualizador: refOrNull,
    observacao: textOrNull,
    pob: textOrNull,
    qty: textOrNull,
    eta: textOrNull,
    etb: textOrNull,
    etc: textOrNull,
    atualizado_data: textOrNull,
  };
  return Object.entries(checks).every(([field, check]) => check(v[field]));
}

/** A room's change with its rows decoded as board rows (one that is not is left out, as if the room lacked it). */
export function lineupRowsOf(change: RowsChange): RowsChange<LineupRow> {
  const changed = new Map<number, LineupRow>();
  for (const [rowId, row] of change.changed) if (isLineupRow(row)) changed.set(rowId, row);
  return { ...change, changed };
}
