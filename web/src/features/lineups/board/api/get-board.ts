import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";
import type { ApiQuery } from "@/api/operations";
import type { Board, BoardFilters } from "./types";

/** Query key prefix of the board: saves invalidate it. */
export const BOARD_KEY = ["lineups", "board"] as const;

/**
 * The board filters as `GET /lineups` takes them in its query (arrays go as `key[]=value`) and the export routes in a
 * JSON body: empty filters left out; `asOf` (a past board's instant) gives the rows as they stood then.
 */
export function boardQuery(f: BoardFilters, asOf: string | null = null): ApiQuery<"/lineups", "GET"> {
  return {
    carga_tipo_id: f.carga_tipo_id,
    porto_id: f.porto_id,
    status: f.status,
    carga_id: f.carga_id,
    afretador_id: f.afretador_id,
    recebedor_id: f.recebedor_id,
    ...(f.destination_port === null ? {} : { destination_port: f.destination_port }),
    ...(f.periodo_inicio ? { periodo_inicio: f.periodo_inicio } : {}),
    ...(f.periodo_fim ? { periodo_fim: f.periodo_fim } : {}),
    ...(f.is_agency_client ? { is_agency_client: "1" } : {}),
    ...(asOf ? { as_of: asOf } : {}),
  };
}

/**
 * `GET /lineups`: every port, terminal and row the filters select, in one call; with `asOf` (ISO), as they stood then.
 */
export async function fetchBoard(filters: BoardFilters, asOf: string | null = null): Promise<Board> {
  // A refused instant (in the future, before the history) is shown by the board's banner, not as a notice.
  return api("/lineups", { query: boardQuery(filters, asOf), silent: asOf !== null });
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
