/** One generic "field of line-ups" screen (spec.md: /campos/:tipo). */
export interface FieldKind {
  title: string;
  /** API path under /api/v1 (server/src/fields/resources.ts). */
  path: string;
  /** Vessels carry an IMO and the agency-client flag. */
  vessel?: boolean;
  /** Ports of destination carry a required country, searchable too. */
  country?: boolean;
}

// "trabalhadores" is titled Charterers on purpose: spec.md observes the original screen does so.
const KINDS: Record<string, FieldKind> = {
  navios: { title: "Vessels", path: "/navios", vessel: true },
  agencias: { title: "Agencies", path: "/agencias" },
  afretadores: { title: "Charterers", path: "/afretadores" },
  recebedores: { title: "Receivers | Shippers", path: "/recebedores" },
  lineup_porto: { title: "Ports of destination", path: "/lineups_portos", country: true },
  trabalhadores: { title: "Charterers", path: "/trabalhadores" },
};

/** The screen settings of a route's `tipo`, or undefined when the route is unknown. */
export function fieldKind(tipo: string): FieldKind | undefined {
  return Object.hasOwn(KINDS, tipo) ? KINDS[tipo] : undefined;
}
