import type { LineupParameters } from "@lineup/shared/wire/lineup-parameters";
import { api } from "@/api/client";

/**
 * `GET /lineups/parametros`: the option lists of the line-up screens, scoped to the user, as the route describes them
 * (@lineup/shared/wire/lineup-parameters); a list the query did not ask for, or the user may not read, is absent.
 */
export type {
  AgencyOption,
  BerthOption,
  CommOption,
  DestinationOption,
  NamedOption,
  PortOption,
  TerminalOption,
  VesselOption,
} from "@lineup/shared/wire/lineup-parameters";
export type { LineupParameters };

/**
 * Reads `GET /lineups/parametros`; a missing list (clients get no agencies) becomes empty. A failure is said by the
 * screen that needed the lists (`LoadFailed`), not by a notice too.
 */
export async function fetchLineupParameters(): Promise<Required<LineupParameters>> {
  const data = await api("/lineups/parametros", { silent: true });
  return {
    cargas_tipos: data.cargas_tipos ?? [],
    portos: data.portos ?? [],
    cargas: data.cargas ?? [],
    navios: data.navios ?? [],
    afretadores: data.afretadores ?? [],
    lineups_portos: data.lineups_portos ?? [],
    agencias: data.agencias ?? [],
    recebedores: data.recebedores ?? [],
    trabalhadores: data.trabalhadores ?? [],
  };
}
