import { apiRequest } from "@/api/client";
import { useRefreshingMutation } from "@/shared/api/use-refreshing-mutation";
import type { CommTypeRecord } from "./types";

/** The body of `POST /cargas_tipos` and `PUT /cargas_tipos/{id}` (server/src/comms/schemas.ts, CommTypeInput). */
export interface CommTypePayload {
  name: string;
  cargas: Array<{
    id?: number;
    name: string;
    synonym: string;
    color: string;
    ie_analise: number;
    ie_export: number;
    ie_import: number;
  }>;
}

/**
 * POST /cargas_tipos (new) or POST /cargas_tipos/{id} with `_method: put`
 * (edit). Comms left out are removed by the server. Silent: the form shows
 * field errors and refusals itself.
 */
export function saveCommType(payload: CommTypePayload, id?: string): Promise<CommTypeRecord> {
  if (id === undefined) return apiRequest<CommTypeRecord>("/cargas_tipos", { body: payload, silent: true });
  return apiRequest<CommTypeRecord>(`/cargas_tipos/${id}`, { body: { _method: "put", ...payload }, silent: true });
}

/** Saves the form and refreshes the comm-type lists. */
export function useSaveCommType(id?: string) {
  // Comm names and colours also show on the line-up board, its option lists and the port form.
  return useRefreshingMutation(
    (payload: CommTypePayload) => saveCommType(payload, id),
    [
      { queryKey: ["comm-types"] },
      { queryKey: ["ports", "comm-options"] },
      { queryKey: ["lineups"], predicate: (q) => q.queryKey[1] !== "form" },
    ],
  );
}
