import { Type, type Static, type TSchema } from "typebox";
import { Comm } from "./comms";
import { nullable, timestamp } from "./common";

/**
 * The wire shape of `GET /lineups/parametros` (server/src/lineups/parametros.ts): the option lists of the line-up
 * screens, scoped to the user. Imported by path, not through the package's index, so the web takes the types without
 * TypeBox.
 */

export const NamedOption = Type.Object({ id: Type.Integer(), name: Type.String() });
export type NamedOption = Static<typeof NamedOption>;

/** A berth; a client sees a TBI berth's name blank. */
export const BerthOption = NamedOption;
export type BerthOption = NamedOption;

export const TerminalOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cargas_ids: Type.Array(Type.Integer(), { description: "The comms it handles; none: it takes any" }),
  bercos: Type.Array(BerthOption, { description: "Its berths, by name" }),
});
export type TerminalOption = Static<typeof TerminalOption>;

export const PortOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  time_zone: Type.String({ description: "The IANA zone its days and times are in" }),
  terminais: Type.Array(TerminalOption),
});
export type PortOption = Static<typeof PortOption>;

/** A comm: as the comms routes answer it. */
export const CommOption = Comm;
export type CommOption = Static<typeof CommOption>;

/** A vessel: every column of its row, as the vessels routes answer it. */
export const VesselOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  imo: nullable(Type.String()),
  is_agency_client: Type.Optional(Type.Boolean({ description: "Left out for clients" })),
  created_at: timestamp,
  updated_at: timestamp,
  name_with_imo: Type.String({ description: "The name, with the IMO after it when there is one" }),
});
export type VesselOption = Static<typeof VesselOption>;

export const DestinationOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  port_name: nullable(Type.String()),
  pais: Type.String({ description: "Its country" }),
});
export type DestinationOption = Static<typeof DestinationOption>;

export const AgencyOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  is_house: Type.Boolean({ description: "The agency running this product" }),
});
export type AgencyOption = Static<typeof AgencyOption>;

/** A list the query did not ask for, or the user may not read, is absent. */
const list = <T extends TSchema>(item: T, description: string) => Type.Optional(Type.Array(item, { description }));

/**
 * Every list of the answer; the comm types always come. Clients are offered only the comm types and ports in which they
 * follow a comm, and never agencies, receivers or workers.
 */
export const LineupParameters = Type.Object({
  cargas_tipos: Type.Array(NamedOption, { description: "Comm types, by id" }),
  portos: list(PortOption, "Ports in the board's order, with their terminals"),
  cargas: list(CommOption, "Comms, by name"),
  navios: list(VesselOption, "Vessels, the TBI placeholder first, then by name"),
  afretadores: list(NamedOption, "Charterers, TBI first, then by name"),
  lineups_portos: list(DestinationOption, "Destination ports, TBI first, then by name"),
  agencias: list(AgencyOption, "Agencies, TBI first, then by name"),
  recebedores: list(NamedOption, "Receivers, TBI first, then by name"),
  trabalhadores: list(NamedOption, "Workers, by name"),
});
export type LineupParameters = Static<typeof LineupParameters>;
