import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/api/client";
import type { CommTypeRecord } from "./types";

/** GET /cargas_tipos/{id} with its comms (silent: the page says why it cannot show the type). */
export function fetchCommType(id: string): Promise<CommTypeRecord> {
  return apiRequest<CommTypeRecord>(`/cargas_tipos/${id}`, { silent: true });
}

/** The comm type being edited; not refetched in the background, so typing is never overwritten. */
export function useCommType(id: string | undefined) {
  return useQuery({
    queryKey: ["comm-types", "form", id],
    queryFn: () => fetchCommType(id ?? ""),
    enabled: id !== undefined,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
