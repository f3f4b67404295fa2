import { useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";

export interface CommOption {
  id: number;
  name: string;
  name_with_synonym: string;
}

/** The comms a terminal may handle, from `GET /lineups/parametros?cargas=1` (one call, no paging). */
export function fetchCommOptions(): Promise<CommOption[]> {
  return api("/lineups/parametros", { query: { cargas: "1" } }).then((r) => r.cargas ?? []);
}

/** Options of the terminals' Comms multi-select. */
export function useCommOptions() {
  return useQuery({ queryKey: ["ports", "comm-options"], queryFn: fetchCommOptions, staleTime: 60_000 });
}
