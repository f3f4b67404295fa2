import { useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";

/**
 * The ports (with their terminals) and commodities the user may filter by (`GET /lineups/parametros`, scoped by the
 * server).
 */
export function useStatisticsOptions() {
  return useQuery({
    queryKey: ["statistics", "options"],
    queryFn: async () => {
      const d = await api("/lineups/parametros", { query: { portos: "1", cargas: "1" } });
      return {
        ports: (d.portos ?? []).map(({ id, name }) => ({ id, name })),
        comms: (d.cargas ?? []).map(({ id, name }) => ({ id, name })),
      };
    },
  });
}
