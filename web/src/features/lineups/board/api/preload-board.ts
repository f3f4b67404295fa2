import type { QueryClient } from "@tanstack/react-query";
import { filtersFromSearch } from "../filters/board-url";
import { BOARD_KEY, fetchBoardAhead } from "./get-board";
import { BOARD_OPTIONS_KEY, BOARD_OPTIONS_STALE_MS, fetchBoardOptions } from "./get-board-options";

/**
 * Starts the board's two reads for the page address's query `search` (a board opened or reloaded) under the
 * keys `useBoardOptions` and `useBoard` read them by, so the page finds them under way or done. A past board
 * (`as_of`) and a client's board without a port (it asks for one first) are left to the page.
 */
export function preloadBoard(queryClient: QueryClient, search: string, client: boolean): void {
  const params = new URLSearchParams(search);
  if (params.has("as_of")) return;
  void queryClient.prefetchQuery({
    queryKey: BOARD_OPTIONS_KEY,
    queryFn: fetchBoardOptions,
    staleTime: BOARD_OPTIONS_STALE_MS,
  });
  const filters = filtersFromSearch(params, { client });
  if (client && filters.porto_id.length === 0) return;
  void queryClient.prefetchQuery({ queryKey: [...BOARD_KEY, filters], queryFn: () => fetchBoardAhead(filters) });
}
