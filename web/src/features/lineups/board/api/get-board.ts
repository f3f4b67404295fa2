import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
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
  // A failure is said where the rows would be (`LoadFailed`), and a refused instant (in the future, before the
  // history) by a past board's banner: not by a notice too.
  return api("/lineups", { query: boardQuery(filters, asOf), silent: true });
}

/** Boards read ahead of their page (a reload's preload, app/screens.tsx) that no page has shown yet. */
const unshown = new WeakSet<Board>();

/** `fetchBoard` ahead of the page: its answer is not read again when the page mounts, however long its code took. */
export async function fetchBoardAhead(filters: BoardFilters): Promise<Board> {
  const board = await fetchBoard(filters);
  unshown.add(board);
  return board;
}

/**
 * How long a board counts as fresh: one read ahead and not shown yet, until it is shown (when the page's code ran
 * more than 2 s after its rows came, on a busy machine, they were read twice); one read a moment ago, 2 s. The live
 * rooms keep a shown board current from there.
 */
const boardStaleTime = (query: { state: { data?: Board } }) =>
  query.state.data && unshown.has(query.state.data) ? Infinity : 2_000;

/** A board on screen: from now on it ages like any other read. */
export function boardShown(board: Board): void {
  unshown.delete(board);
}

/**
 * The board query for the filters. Window focus does not refetch: an operator's open edit session keeps the versions
 * it loaded until it saves or reloads on purpose. Nor does the connection's return, once a board is shown: its rooms
 * catch up by themselves, and read it all again after a long outage (`LiveBoardSink.reread`).
 */
export const boardQueryOptions = (filters: BoardFilters, enabled: boolean, asOf: string | null = null) =>
  queryOptions({
    queryKey: asOf ? [...BOARD_KEY, filters, { asOf }] : [...BOARD_KEY, filters],
    queryFn: () => fetchBoard(filters, asOf),
    // A refused instant is not retried.
    ...(asOf ? { retry: false } : {}),
    enabled,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    refetchOnReconnect: (query) => query.state.data === undefined,
    staleTime: boardStaleTime,
  });

/** The board for the filters (`boardQueryOptions`). */
export function useBoard(filters: BoardFilters, enabled: boolean, asOf: string | null = null) {
  const board = useQuery(boardQueryOptions(filters, enabled, asOf));
  // After the query's subscription, which found a board read ahead fresh.
  useEffect(() => {
    if (board.data) boardShown(board.data);
  }, [board.data]);
  return board;
}
