import type { AgencyOption, BoardOptions, CommOption, DestinationOption, NamedOption } from "./api/get-board-options";

/** Option lists by id, for names and editors. */
export interface BoardLookups {
  navios: Map<number, NamedOption>;
  cargas: Map<number, CommOption>;
  afretadores: Map<number, NamedOption>;
  recebedores: Map<number, NamedOption>;
  destinos: Map<number, DestinationOption>;
  agencias: Map<number, AgencyOption>;
  options: BoardOptions;
}

/** Indexes the option lists by id. */
export function buildLookups(options: BoardOptions): BoardLookups {
  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((x) => [x.id, x] as const));
  return {
    navios: byId(options.navios),
    cargas: byId(options.cargas),
    afretadores: byId(options.afretadores),
    recebedores: byId(options.recebedores),
    destinos: byId(options.lineups_portos),
    agencias: byId(options.agencias),
    options,
  };
}
