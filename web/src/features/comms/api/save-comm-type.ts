import { api } from "@/api/client";
import { useRefreshingMutation } from "@/shared/api/use-refreshing-mutation";
import type { CommTypeRecord } from "./types";

/**
 * The body of `POST /cargas_tipos` and `PUT /cargas_tipos/{id}` as the form sends it: every comm's fields (the
 * description lets some be left out, or sent as text).
 */
export interface CommTypePayload {
  name: string;
  cargas: Array<{
    id?: number;
    name: string;
    synonym: string;
    color: string;
    ie_analise: 0 | 1;
    ie_export: 0 | 1;
    ie_import: 0 | 1;
  }>;
}

/**
 * POST /cargas_tipos (new) or PUT /cargas_tipos/{id} (edit). Comms left out are removed by the server. Silent: the
 * form shows field errors and refusals itself.
 */
export function saveCommType(payload: CommTypePayload, id?: string): Promise<CommTypeRecord> {
  if (id === undefined) return api("/cargas_tipos", { method: "POST", body: payload, silent: true });
  return api("/cargas_tipos/{id}", { method: "PUT", params: { id }, body: payload, silent: true });
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
