import { useQuery } from "@tanstack/react-query";
import { fetchLineupParameters } from "@/shared/api/lineup-parameters";

export interface NamedOption {
  id: number;
  name: string;
}
export interface TerminalOption extends NamedOption {
  cargas_ids: number[];
  bercos: NamedOption[];
}
export interface PortOption extends NamedOption {
  terminais: TerminalOption[];
}
export interface CommOption extends NamedOption {
  tipo_id: number;
  synonym: string | null;
}
export interface DestinationOption extends NamedOption {
  port_name: string | null;
  pais: string | null;
}
export interface AgencyOption extends NamedOption {
  is_house: boolean;
}

/** `GET /lineups/parametros` as the board uses it; lists a client does not get are empty. */
export interface BoardOptions {
  cargas_tipos: NamedOption[];
  portos: PortOption[];
  cargas: CommOption[];
  navios: NamedOption[];
  afretadores: NamedOption[];
  lineups_portos: DestinationOption[];
  agencias: AgencyOption[];
  recebedores: NamedOption[];
}

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
