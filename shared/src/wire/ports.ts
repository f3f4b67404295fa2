import { Type, type Static } from "typebox";
import { nullable, timestamp } from "./common";

/**
 * The wire shapes of ports, their terminals and berths as the ports routes answer them (server/src/ports/repository.ts,
 * loadPorts). Imported by path, not through the package's index, so the web takes the types without TypeBox.
 */

/** A `numeric` column: PostgreSQL's text of it ("12.50"), as the database hands it over. */
const decimal = nullable(Type.String({ description: "A decimal, as text (12.50)" }));

export const Berth = Type.Object({ id: Type.Integer(), name: Type.String(), terminal_id: Type.Integer() });
export type Berth = Static<typeof Berth>;

/** A terminal: every column of its row, the comms it handles and its berths. */
export const Terminal = Type.Object({
  id: Type.Integer(),
  porto_id: Type.Integer(),
  name: Type.String(),
  rate: nullable(Type.String()),
  av_dw_bw: nullable(Type.String()),
  max_draft: decimal,
  draft_berth: decimal,
  loa: decimal,
  remark: nullable(Type.String()),
  atualizado_data: nullable({ ...timestamp, description: "When its line-up was last marked updated" }),
  atualizado_id: nullable(Type.Integer({ description: "Who marked it (a user id)" })),
  created_at: timestamp,
  updated_at: timestamp,
  cargas_ids: Type.Array(Type.Integer(), { description: "The comms it handles" }),
  bercos: Type.Array(Berth),
});
export type Terminal = Static<typeof Terminal>;

export const Port = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  max_draft: decimal,
  bunker: nullable(
    Type.String({ description: "One of the bunker options (BUNKER_OPTIONS) the form offers, as the port holds it" }),
  ),
  ordem: Type.Integer(),
  latitude: nullable(Type.Number()),
  longitude: nullable(Type.Number()),
  time_zone: Type.String(),
  created_at: timestamp,
  carga_atualizada: nullable(
    Type.Object(
      { data: timestamp, user: nullable(Type.String()) },
      { description: "When the port's line-up was last marked updated, and by whom" },
    ),
  ),
  weathersAtuais: Type.Array(Type.Object({ date: Type.String({ description: "YYYY-MM-DD" }), icon: Type.String() }), {
    description: "The forecast from the port's today on",
  }),
  weather_updated_at: nullable(Type.String({ description: "When the forecast was read (ISO 8601)" })),
  terminais: Type.Array(Terminal),
});
export type Port = Static<typeof Port>;

/** `POST /portos/{id}/atualizar`: the mark just made on the port's line-up of one comm type. */
export const PortMarked = Type.Object({
  carga_atualizada: Type.Object({
    data: nullable(timestamp),
    user: Type.String(),
    carga_tipo_id: Type.Integer(),
  }),
  message: Type.String(),
});
export type PortMarked = Static<typeof PortMarked>;

/** `POST /terminais/{id}/atualizar`: the mark just made on the terminal's line-up. */
export const TerminalMarked = Type.Object({
  atualizado_data: nullable(timestamp),
  atualizador: Type.String(),
  message: Type.String(),
});
export type TerminalMarked = Static<typeof TerminalMarked>;
