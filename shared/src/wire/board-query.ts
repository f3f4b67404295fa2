import { Type, type Static } from "typebox";
import { CLIENT_TYPES, LINEUP_STATUSES } from "../constants";
import { wireIds } from "./board-filters";
import { oneOf } from "./common";

const ids = Type.Optional(wireIds);
const day = Type.Optional(Type.String({ format: "date" }));

/** `GET /lineups` filters (spec.md section 7); arrays accept `key[]=` and repeated keys. */
export const BoardQuery = Type.Object({
  carga_tipo_id: Type.Optional(Type.Integer({ minimum: 1 })),
  porto_id: ids,
  terminal_id: Type.Optional(Type.Integer({ minimum: 1 })),
  status: Type.Optional(Type.Array(oneOf(LINEUP_STATUSES), { maxItems: 10 })),
  carga_id: ids,
  recebedor_id: ids,
  embarcadores: ids,
  agencia_id: ids,
  navio_id: ids,
  afretador_id: ids,
  client_type: Type.Optional(Type.Array(oneOf(CLIENT_TYPES), { maxItems: 10 })),
  destination_port: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.String({ maxLength: 200 })])),
  is_agency_client: Type.Optional(Type.Union([Type.Boolean(), Type.Literal("1"), Type.Literal("0")])),
  periodo_inicio: day,
  periodo_fim: day,
  campo: Type.Optional(Type.String({ maxLength: 32 })),
  ordem: Type.Optional(Type.String({ maxLength: 4 })),
  with: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  as_of: Type.Optional(
    Type.String({
      maxLength: 40,
      description:
        "ISO date-time (`2026-11-17T09:00:00Z`; without an offset it is a wall-clock time in the board's ports' " +
        "time zone when they share one, else UTC; a bare date is its midnight there): the board as it stood " +
        "then, rebuilt from the history (read-only: every terminal's `editable` is false). 422 when in the " +
        "future, unreadable, or before the history starts (the message says when it starts).",
    }),
  ),
});
export type BoardQuery = Static<typeof BoardQuery>;
