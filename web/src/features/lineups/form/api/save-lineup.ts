import type { ClientType, LineupStatus, QtyUnit } from "@lineup/shared";
import { api } from "@/api/client";
import { saveKeys } from "@/shared/api/save-keys";
import { useRefreshingMutation } from "@/shared/api/use-refreshing-mutation";
import type { LineupRecord } from "./get-lineup";

/** The form body of `POST /lineups` and `PUT /lineups/{id}` (server/src/lineups/row-schema.ts, FormRow). */
export interface LineupPayload {
  porto_id?: number;
  terminal_id?: number;
  berco_id: number | null;
  carga_tipo_id: number | null;
  status: LineupStatus | null;
  pob: string | null;
  is_observacao: 0 | 1;
  observacao: string | null;
  navio_id: number | null;
  agencia_id: number | null;
  carga_id: number | null;
  afretador_id: number | null;
  recebedor_id: number | null;
  destination_porto: number | null;
  client_type: ClientType | null;
  qty: string | null;
  qty_unidade: QtyUnit;
  eta: string | null;
  etb: string | null;
  etc: string | null;
  cargas: Array<{ id?: number; carga_id: number | null; qty: string | null; afretador_id: number | null }>;
  embarcadores: Array<{ id?: number; trabalhador_id: number; qty: string | null }>;
  recebedores: Array<{ id?: number; trabalhador_id: number; qty: string | null }>;
  /** The version the row was loaded at: a field someone else changed since is refused (409). */
  version?: number;
}

export interface SaveLineupResult {
  message: string;
  lineup: LineupRecord;
}

/** Per form (a row's id, or "new"), the key of the last save whose outcome is unknown. */
const keyed = saveKeys<string>();

/**
 * POST /lineups (new) or PUT /lineups/{id} (edit), as JSON, with its key (`save_id`). Silent: the form shows field
 * errors, conflicts and refusals itself. A save given up (`WRITE_LIMIT_MS`: a link that died without a word) is one
 * that could not reach the server: the form keeps what was typed, and Save sends it again with its key, so a save
 * that did commit is not applied twice.
 */
export function saveLineup(payload: LineupPayload, id?: string): Promise<SaveLineupResult> {
  // A row without a status sends none (the description has no null status).
  const body = { ...payload, status: payload.status ?? undefined };
  return keyed(id ?? "new", body, (saveId) => {
    const sent = { body: { ...body, save_id: saveId }, silent: true };
    if (id === undefined) return api("/lineups", { method: "POST", ...sent });
    return api("/lineups/{id}", { method: "PUT", params: { id }, ...sent });
  });
}

/** Saves the form and refreshes whatever shows line-ups, but the board: its live rooms bring the change. */
export function useSaveLineup(id?: string) {
  return useRefreshingMutation(
    (payload: LineupPayload) => saveLineup(payload, id),
    [{ queryKey: ["lineups"], predicate: (q) => !["form", "parametros", "board"].includes(String(q.queryKey[1])) }],
    (result) => ({ queryKey: ["lineups", "form", String(result.lineup.id)], data: result.lineup }),
  );
}

// The save routes describe the row's status, flag and unit as any text or number, where the form reads the values the
// server sends (as it does `GET /lineups/{id}`'s).
declare module "@/api/operations" {
  interface KnownAnswers {
    "POST /lineups": SaveLineupResult;
    "PUT /lineups/{id}": SaveLineupResult;
  }
}
