import type { FieldList } from "@lineup/shared";

/** One generic "field of line-ups" screen (spec.md: /campos/:tipo). */
export interface FieldKind {
  title: string;
  /** The reference list, as the shared policy names it (who may create its items). */
  list: FieldList;
  /** API path under /api/v1 (server/src/fields/resources.ts). */
  path: `/${FieldList}`;
  /** Vessels carry an IMO and the agency-client flag. */
  vessel?: boolean;
  /** Ports of destination carry a required country, searchable too. */
  country?: boolean;
  /** One party, one name: near-duplicates are refused on creation, and an item can be merged into another. */
  parties?: boolean;
}

const kind = (
  list: FieldList,
  title: string,
  extra: Pick<FieldKind, "vessel" | "country" | "parties"> = { parties: true },
): FieldKind => ({
  title,
  list,
  path: `/${list}`,
  ...extra,
});

// "trabalhadores" is titled Charterers on purpose: spec.md observes the original screen does so.
const KINDS: Record<string, FieldKind> = {
  navios: kind("navios", "Vessels", { vessel: true, parties: true }),
  agencias: kind("agencias", "Agencies"),
  afretadores: kind("afretadores", "Charterers"),
  recebedores: kind("recebedores", "Receivers | Shippers"),
  lineup_porto: kind("lineups_portos", "Ports of destination", { country: true, parties: true }),
  trabalhadores: kind("trabalhadores", "Charterers", {}),
};

/** The screen settings of a route's `tipo`, or undefined when the route is unknown. */
export function fieldKind(tipo: string): FieldKind | undefined {
  return Object.hasOwn(KINDS, tipo) ? KINDS[tipo] : undefined;
}
