import type { ClientType, LineupStatus, QtyUnit } from "@lineup/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";

/** The fields of `GET /lineups/{id}` the form reads (server/src/lineups/board.ts shapes them). */
export interface LineupRecord {
  id: number;
  porto_id: number;
  terminal_id: number;
  berco_id: number | null;
  status: LineupStatus | null;
  pob: string | null;
  is_observacao: 0 | 1;
  observacao: string | null;
  navio_id: number | null;
  agencia_id?: number | null;
  carga_id: number | null;
  carga_tipo_id: number | null;
  afretador_id: number | null;
  recebedor_id?: number | null;
  destination_porto?: number | null;
  client_type?: ClientType | null;
  qty: string | null;
  qty_unidade: QtyUnit;
  eta: string | null;
  etb: string | null;
  etc: string | null;
  version: number;
  cargas_afretadores: Array<{
    id?: number;
    carga_id: number | null;
    qty: string | null;
    afretador_id: number | null;
    recebedor_id?: number | null;
  }>;
  embarcadores?: Array<{ id?: number; trabalhador_id: number; qty: string | null }>;
  recebedores?: Array<{ id?: number; trabalhador_id: number; qty: string | null }>;
}

/** GET /lineups/{id}: one row with its comm rows and worker lists, and the version it was read at. */
export function fetchLineup(id: string): Promise<LineupRecord> {
  return api("/lineups/{id}", { params: { id }, silent: true });
}

/** The row being edited; not refetched in the background, so typing is never overwritten. */
export function useLineup(id: string | undefined) {
  return useQuery({
    queryKey: ["lineups", "form", id],
    queryFn: () => fetchLineup(id ?? ""),
    enabled: id !== undefined,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
