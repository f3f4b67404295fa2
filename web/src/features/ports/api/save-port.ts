import type { BunkerOption } from "@lineup/shared";
import { api } from "@/api/client";
import { useRefreshingMutation } from "@/shared/api/use-refreshing-mutation";
import type { PortRecord } from "./types";

/** The body of `POST /portos` and `PUT /portos/{id}` (server/src/ports/schemas.ts, PortInput). */
export interface PortPayload {
  name: string;
  // Empty required fields are left out, so the server answers "The … field is required."
  max_draft?: string;
  bunker?: BunkerOption;
  ordem?: number;
  latitude: number | null;
  time_zone: string;
  longitude: number | null;
  terminais: Array<{
    id?: number;
    name: string;
    rate: string;
    av_dw_bw: string;
    max_draft?: string;
    draft_berth?: string;
    loa?: string;
    remark: string | null;
    cargas_ids: number[];
    bercos: Array<{ id?: number; name: string }>;
  }>;
}

/**
 * POST /portos (new) or PUT /portos/{id} (edit). Terminals
 * and berths left out of the payload are removed by the server. Silent: the
 * form shows field errors and refusals itself.
 */
export function savePort(payload: PortPayload, id?: string): Promise<PortRecord> {
  const body = { ...payload, terminais_cargas: true };
  if (id === undefined) return api("/portos", { method: "POST", body, silent: true });
  return api("/portos/{id}", { method: "PUT", params: { id }, body, silent: true });
}

/** Saves the form and refreshes the ports lists and the cached form. */
export function useSavePort(id?: string) {
  // The line-up board and its option lists show ports, terminals and berths too;
  // an open line-up form is left alone so nobody's typing is overwritten.
  return useRefreshingMutation(
    (payload: PortPayload) => savePort(payload, id),
    [{ queryKey: ["ports"] }, { queryKey: ["lineups"], predicate: (q) => q.queryKey[1] !== "form" }],
  );
}
