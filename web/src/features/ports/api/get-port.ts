import { api } from "@/api/client";
import { useEditRecord } from "@/shared/api/use-edit-record";
import type { PortRecord } from "./types";

/**
 * GET /portos/{id} (silent: the page says why it cannot show the port) with its terminals, berths and the terminals'
 * comms.
 */
export function fetchPort(id: string): Promise<PortRecord> {
  return api("/portos/{id}", {
    params: { id },
    silent: true,
  });
}

/** The port being edited; not refetched in the background, so typing is never overwritten. */
export function usePort(id: string | undefined) {
  return useEditRecord("ports", id, fetchPort);
}
