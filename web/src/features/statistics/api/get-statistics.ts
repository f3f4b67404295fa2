import { useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";

/** One terminal's average waiting time (ETA to ETB, days) as the board reports it. */
export interface TerminalWaiting {
  terminal_id: number;
  name: string;
  av_waiting_time: number | null;
}

/** The cargo types to choose from (`GET /lineups/parametros` always lists them). */
export function useCargoTypes() {
  return useQuery({
    queryKey: ["statistics", "cargo-types"],
    queryFn: async () => (await api("/lineups/parametros", { query: { portos: "1" } })).cargas_tipos,
  });
}

/**
 * Each terminal's average waiting time over the current line-ups of a cargo type (`GET /lineups`, Sailed left out as on
 * the board).
 */
export function useWaitingTimes(cargoTypeId: number | null) {
  return useQuery({
    queryKey: ["statistics", "waiting", cargoTypeId],
    enabled: cargoTypeId !== null,
    queryFn: async () =>
      (await api("/lineups", { query: { carga_tipo_id: cargoTypeId ?? 0 } })).portos.map((p) => ({
        port: { id: p.id, name: p.name },
        terminals: p.espera,
      })),
  });
}
