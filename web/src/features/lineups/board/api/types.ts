import type { LineupStatus } from "@lineup/shared";
import type { Board, BoardRow } from "@lineup/shared/wire/board";

export type { Board, BoardPort, BoardTerminal } from "@lineup/shared/wire/board";
/** A line-up row as `GET /lineups` returns it: a client's lacks the staff-only fields (spec.md section 6). */
export type LineupRow = BoardRow;

/** The board's filters, as `GET /lineups` takes them (arrays go as `key[]=`). */
export interface BoardFilters {
  carga_tipo_id: number;
  porto_id: number[];
  status: LineupStatus[];
  carga_id: number[];
  afretador_id: number[];
  recebedor_id: number[];
  destination_port: number | null;
  periodo_inicio: string | null;
  periodo_fim: string | null;
  is_agency_client: boolean;
}

/** One existing row's patch or a new row in the table save. */
export interface ListSaveRow {
  id?: number;
  version?: number;
  [field: string]: unknown;
}

/** A row the table save deletes, with the version it was seen at (refused with 409 when changed since). */
export interface DeletedLine {
  id: number;
  version: number;
}

/** `POST /lineups/list`. */
export interface ListSaveBody {
  terminal_id: number;
  list: ListSaveRow[];
  deleted_lines: DeletedLine[];
}

/** `POST /lineups/list` answer: the saved rows, in the order of `list`. */
export interface ListSaveResult {
  message: string;
  lineups: LineupRow[];
}

/**
 * A row of a 409 answer: the row at `index` of `list`, or at `deleted_index` of `deleted_lines`, clashes on `fields`.
 */
export type SaveConflict =
  { index: number; id: number; fields: string[] } | { deleted_index: number; id: number; fields: string[] };

// The board's description, the table save's too, is either reader's answer (staff's or a client's), where the board
// reads one row type that serves both (BoardRow).
declare module "@/api/operations" {
  interface KnownAnswers {
    "GET /lineups": Board;
    "GET /lineups/{id}": LineupRow;
    "POST /lineups/list": ListSaveResult;
  }
}
