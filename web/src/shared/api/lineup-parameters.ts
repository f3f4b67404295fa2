import { api } from "@/api/client";

/**
 * `GET /lineups/parametros`: the option lists of the line-up screens, scoped to the user. The route does not describe
 * its answer yet, so its shape is given here, once, for every screen that reads it (server/src/lineups/parametros.ts);
 * a list the query did not ask for, or the user may not read, is absent.
 */
export interface NamedOption {
  id: number;
  name: string;
}
export type BerthOption = NamedOption;
export interface TerminalOption extends NamedOption {
  cargas_ids: number[];
  bercos: BerthOption[];
}
export interface PortOption extends NamedOption {
  /** The zone its days and times are in. */
  time_zone: string;
  terminais: TerminalOption[];
}
export interface CommOption extends NamedOption {
  tipo_id: number;
  synonym: string | null;
  name_with_synonym: string;
}
export interface VesselOption extends NamedOption {
  imo: string | null;
  name_with_imo: string;
}
export interface DestinationOption extends NamedOption {
  port_name: string | null;
  pais: string;
}
export interface AgencyOption extends NamedOption {
  is_house: boolean;
}

/** Every list of the answer; the cargo types always come. */
export interface LineupParameters {
  cargas_tipos: NamedOption[];
  portos?: PortOption[];
  cargas?: CommOption[];
  navios?: VesselOption[];
  afretadores?: NamedOption[];
  lineups_portos?: DestinationOption[];
  agencias?: AgencyOption[];
  recebedores?: NamedOption[];
  trabalhadores?: NamedOption[];
}

/** Reads `GET /lineups/parametros`; a missing list (clients get no agencies) becomes empty. */
export async function fetchLineupParameters(): Promise<Required<LineupParameters>> {
  const data = await api("/lineups/parametros");
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

declare module "@/api/operations" {
  interface KnownAnswers {
    "GET /lineups/parametros": LineupParameters;
  }
}
