import { api } from "@/api/client";
import { useEditRecord } from "@/shared/api/use-edit-record";
import type { CommTypeRecord } from "./types";

/** GET /cargas_tipos/{id} with its comms (silent: the page says why it cannot show the type). */
export function fetchCommType(id: string): Promise<CommTypeRecord> {
  return api("/cargas_tipos/{id}", { params: { id }, silent: true });
}

/** The comm type being edited; not refetched in the background, so typing is never overwritten. */
export function useCommType(id: string | undefined) {
  return useEditRecord("comm-types", id, fetchCommType);
}
