import { Type, type Static } from "typebox";
import { oneOf } from "@lineup/shared/wire/common";
import { BUNKER_OPTIONS, DEFAULT_TIME_ZONE } from "@lineup/shared";
import { PagingQuery } from "../http/paging";

// numeric(8, 2): six digits before the point.
const decimal = Type.Union([
  Type.Number({ minimum: 0, maximum: 999_999.99 }),
  Type.String({
    pattern: "^\\s*\\d{1,6}([.,]\\d{1,3})?\\s*$",
    "x-hint": "a number with at most 3 decimals, like 13,5",
  }),
]);
const required = (max = 255) => Type.String({ minLength: 1, maxLength: max });
const id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const BerthInput = Type.Object({ id: Type.Optional(id), name: required() });

export const TerminalInput = Type.Object({
  id: Type.Optional(id),
  name: required(),
  rate: Type.Union([required(50), Type.Number({ minimum: 0 })]),
  av_dw_bw: Type.Union([required(50), Type.Number({ minimum: 0 })]),
  max_draft: decimal,
  draft_berth: decimal,
  loa: decimal,
  remark: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 2000 })])),
  cargas_ids: Type.Optional(Type.Array(id, { maxItems: 500 })),
  bercos: Type.Optional(Type.Array(BerthInput, { maxItems: 200 })),
});
export type TerminalInput = Static<typeof TerminalInput>;

/** A coordinate in decimal degrees, or null (no forecast for the port); latitude and longitude go together. */
const degrees = (limit: number, description: string) =>
  Type.Optional(Type.Union([Type.Null(), Type.Number({ minimum: -limit, maximum: limit })], { description }));

export const PortInput = Type.Object({
  name: required(),
  max_draft: decimal,
  bunker: oneOf(BUNKER_OPTIONS),
  ordem: Type.Integer({ minimum: 0, maximum: 100000 }),
  latitude: degrees(
    90,
    "Decimal degrees, -90 to 90 (south is negative); with longitude, the weather strip reads the port's " +
      "forecast there.",
  ),
  longitude: degrees(180, "Decimal degrees, -180 to 180 (west is negative); given with latitude."),
  time_zone: Type.Optional(
    Type.String({
      maxLength: 64,
      description:
        `The port's IANA time zone (America/Manaus): its days in statistics, "today" and a board's \`as_of\` ` +
        `without an offset are local to it. Left out: ${DEFAULT_TIME_ZONE} for a new port, unchanged on an update.`,
    }),
  ),
  terminais: Type.Optional(Type.Array(TerminalInput, { maxItems: 100 })),
  terminais_cargas: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
});
export type PortInput = Static<typeof PortInput>;

export const PortListQuery = Type.Object({
  ...PagingQuery.properties,
  terminal: Type.Optional(Type.String({ maxLength: 200 })),
  berco: Type.Optional(Type.String({ maxLength: 200 })),
  por_perfil: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
  terminais_cargas: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
  with: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
});
export type PortListQuery = Static<typeof PortListQuery>;

/** Decimal inputs accept `12.5`, `"12.5"` and `"12,5"`; stored as numeric text. */
export const toDecimal = (v: number | string) => String(v).trim().replace(",", ".");
