import { useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";

export interface PortOption {
  id: number;
  name: string;
}

/** GET /lineups/parametros?portos=1: the ports a display may show. */
export async function listPortOptions(): Promise<PortOption[]> {
  const res = await api("/lineups/parametros", { query: { portos: "1" } });
  return (res.portos ?? []).map(({ id, name }) => ({ id, name }));
}

/** Port options for the new-display form. */
export function usePortOptions(enabled: boolean) {
  return useQuery({ queryKey: ["display-port-options"], queryFn: listPortOptions, enabled });
}
