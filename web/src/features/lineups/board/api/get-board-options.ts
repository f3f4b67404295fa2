import { useQuery } from "@tanstack/react-query";
import { fetchLineupParameters, type LineupParameters } from "@/shared/api/lineup-parameters";

// The board's names for the option types: the route's own (@lineup/shared/wire/lineup-parameters).
export type {
  AgencyOption,
  CommOption,
  DestinationOption,
  NamedOption,
  PortOption,
  TerminalOption,
} from "@/shared/api/lineup-parameters";

/** `GET /lineups/parametros` as the board uses it: every list but the form's workers, a list a client lacks empty. */
export type BoardOptions = Omit<Required<LineupParameters>, "trabalhadores">;

/** Loads every option list of the board's filters and cell editors (the workers are the form's alone). */
export async function fetchBoardOptions(): Promise<BoardOptions> {
  const { trabalhadores: _workers, ...options } = await fetchLineupParameters();
  return options;
}

/** The board's option lists (cargo types, ports with terminals and berths, parties). */
export const BOARD_OPTIONS_KEY = ["lineups", "parametros", "board"] as const;

/** How long the option lists are taken as they are before a screen that needs them reads them again. */
export const BOARD_OPTIONS_STALE_MS = 60_000;

export function useBoardOptions() {
  return useQuery({ queryKey: BOARD_OPTIONS_KEY, queryFn: fetchBoardOptions, staleTime: BOARD_OPTIONS_STALE_MS });
}
