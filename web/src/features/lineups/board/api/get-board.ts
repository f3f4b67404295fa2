import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/api/client";
import type { Board, BoardFilters } from "./types";

/** Query key prefix of the board: saves invalidate it. */
export const BOARD_KEY = ["lineups", "board"] as const;

/** Query string of `GET /lineups`: arrays as `key[]=value`, empty filters left out. */
export function boardQueryString(f: BoardFilters): string {
  const q = new URLSearchParams();
  q.set("carga_tipo_id", String(f.carga_tipo_id));
  const many = (key: string, values: readonly (string | number)[]) =>
    values.forEach((v) => q.append(`${key}[]`, String(v)));
  many("porto_id", f.porto_id);
  many("status", f.status);
  many("carga_id", f.carga_id);
  many("afretador_id", f.afretador_id);
  many("recebedor_id", f.recebedor_id);
  if (f.destination_port !== null) q.set("destination_port", String(f.destination_port));
  if (f.periodo_inicio) q.set("periodo_inicio", f.periodo_inicio);
  if (f.periodo_fim) q.set("periodo_fim", f.periodo_fim);
  if (f.is_agency_client) q.set("is_agency_client", "1");
  return q.toString();
}

/**
 * `GET /lineups`: every port, terminal and row the filters select, in one call; with `asOf` (ISO), as they stood then.
 */
export async function fetchBoard(filters: BoardFilters, asOf: string | null = null): Promise<Board> {
  const past = asOf ? `&as_of=${encodeURIComponent(asOf)}` : "";
  // A refused instant (in the future, before the history) is shown by the board's banner, not as a notice.
  return apiRequest<Board>(`/lineups?${boardQueryString(filters)}${past}`, asOf ? { silent: true } : undefined);
}

/**
 * The board for the filters. Window focus does not refetch: an operator's open
 * edit session keeps the versions it loaded until it saves or reloads on purpose.
 */
export function useBoard(filters: BoardFilters, enabled: boolean, asOf: string | null = null) {
  return useQuery({
    queryKey: asOf ? [...BOARD_KEY, filters, { asOf }] : [...BOARD_KEY, filters],
    queryFn: () => fetchBoard(filters, asOf),
    // A refused instant is not retried.
    ...(asOf ? { retry: false } : {}),
    enabled,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    // Read a moment ago (by a reload's preload, app/screens.tsx): not read again as the page mounts; the live
    // rooms keep it current from there.
    staleTime: 2_000,
  });
}
