import { useBoard } from "../api/get-board";
import type { BoardFilters } from "../api/types";
import { useCompareMode } from "./use-compare-mode";
import { useLiveBoard } from "./use-live-board";

/**
 * The board's data for the page's filters: one `GET /lineups` (as it stood at `asOf` for a past board), the live
 * board beside a past one in the compare mode, and after the first read the terminals' live rooms, which keep the
 * board up to date with no read per change. A client reads nothing until it chooses a port.
 */
export function useBoardData(
  filters: BoardFilters,
  { asOf, compare, client }: { asOf: string | null; compare: boolean; client: boolean },
) {
  const mustChoosePort = client && filters.porto_id.length === 0;
  const board = useBoard(filters, !mustChoosePort, asOf);
  const { changes, added } = useCompareMode(board.data, filters, { asOf, compare, enabled: !mustChoosePort });
  const live = useLiveBoard(board.data, filters, client);
  return { board, mustChoosePort, changes, added, ports: live.ports, sink: live.sink };
}

/** The board's data as the page reads it. */
export type BoardData = ReturnType<typeof useBoardData>;
