import { useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";

/** A port a list may name, with the time zone its send time is read in. */
export interface PortOption {
  id: number;
  name: string;
  time_zone?: string;
}

export interface CommTypeOption {
  id: number;
  name: string;
}

export interface ListOptions {
  ports: PortOption[];
  commTypes: CommTypeOption[];
}

/**
 * `GET /lineups/parametros?portos=1`: the ports of the line-up screens (scoped to the user as the
 * board is) and the comm types, which it always sends.
 */
export async function fetchListOptions(): Promise<ListOptions> {
  const res = await api("/lineups/parametros", { query: { portos: "1" } });
  return {
    ports: (res.portos ?? []).map(({ id, name, time_zone }) => (time_zone ? { id, name, time_zone } : { id, name })),
    commTypes: (res.cargas_tipos ?? []).map(({ id, name }) => ({ id, name })),
  };
}

/** The Port and Comm type choices; under "lineups", so a saved port or comm type refreshes them as the board's. */
export function useListOptions() {
  return useQuery({
    queryKey: ["lineups", "parametros", "distribution"],
    queryFn: fetchListOptions,
    staleTime: 60_000,
  });
}
