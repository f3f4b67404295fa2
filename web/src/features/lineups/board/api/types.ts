import type { ClientType, LineupStatus, LiveTerminalHeader, QtyUnit } from "@lineup/shared";

/** Shapes of the line-up routes (server/src/lineups/board.ts is their source). */
export interface Ref {
  id: number;
  name: string;
}

export interface SplitLine {
  id?: number;
  carga_id: number | null;
  carga?: CommRef | null;
  qty: string | null;
  afretador_id: number | null;
  afretador?: Ref | null;
  /** Absent for clients. */
  recebedor_id?: number | null;
  recebedor?: Ref | null;
}

export interface WorkerLine {
  id?: number;
  trabalhador_id: number;
  trabalhador?: Ref | null;
  qty: string | null;
}

export interface CommRef extends Ref {
  synonym: string | null;
  color: string | null;
}

/**
 * A line-up row as `GET /lineups` returns it. The fields marked optional are
 * absent from a client's JSON altogether (spec.md section 6).
 */
export interface LineupRow {
  id: number;
  terminal_id: number;
  porto_id: number;
  berco_id: number | null;
  berco: Ref | null;
  status: LineupStatus | null;
  pob: string | null;
  is_observacao: 0 | 1;
  observacao: string | null;
  navio_id: number | null;
  navio: (Ref & { imo: string | null; is_agency_client?: boolean }) | null;
  agencia_id?: number | null;
  agencia?: (Ref & { is_house: boolean }) | null;
  carga_id: number | null;
  carga: CommRef | null;
  carga_tipo_id: number | null;
  afretador_id: number | null;
  afretador: Ref | null;
  recebedor_id?: number | null;
  recebedor?: Ref | null;
  destination_porto?: number | null;
  destination_port?: (Ref & { pais: string | null }) | null;
  client_type?: ClientType | null;
  qty: string | null;
  qty_unidade: QtyUnit;
  qty_import: string | null;
  qty_export: string | null;
  eta: string | null;
  etb: string | null;
  etc: string | null;
  /** Days from ETA to ETB. */
  espera: number | null;
  atualizado_data: string | null;
  atualizador: Ref | null;
  call_number: number | null;
  call_in_id: number | null;
  version: number;
  updated_at: string;
  cargas_afretadores: SplitLine[];
  embarcadores?: WorkerLine[];
  recebedores?: WorkerLine[];
}

/**
 * A terminal on the board: its header (the same values its live room's `meta.terminal` carries), waiting time and rows.
 */
export interface BoardTerminal extends LiveTerminalHeader {
  id: number;
  av_waiting_time: number | null;
  /** Whether this user may edit the terminal's rows (the server enforces it too). */
  editable: boolean;
  lineups: LineupRow[];
}

export interface BoardPort {
  id: number;
  name: string;
  max_draft: string | null;
  bunker: string | null;
  /** The port's IANA time zone: its "today" and its statistics' days. */
  time_zone: string;
  carga_atualizada: { data: string; user: string | null } | null;
  weathersAtuais: Array<{ date: string; icon: string }>;
  /**
   * When the forecast service last answered for this port (ISO); null while none has (the demo's seeded days,
   * WEATHER_URL=off).
   */
  weather_updated_at: string | null;
  counts: { berthed: number; waiting: number; expected: number };
  espera: Array<{ terminal_id: number; name: string; av_waiting_time: number | null }>;
  terminais: BoardTerminal[];
}

export interface Board {
  portos: BoardPort[];
}

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

// The board's description, the table save's too, gives statuses, flags and units as any text or number, where the
// board takes the values the server sends (server/src/lineups/board.ts).
declare module "@/api/operations" {
  interface KnownAnswers {
    "GET /lineups": Board;
    "GET /lineups/{id}": LineupRow;
    "POST /lineups/list": ListSaveResult;
  }
}
