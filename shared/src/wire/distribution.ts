import { Type, type Static } from "typebox";
import { boardFilterFields } from "./board-filters";

/**
 * The wire shapes of distribution lists (issue 25): a line-up mailed on a schedule to outside
 * addresses. Imported by path, not through the package's index, so the web takes the types
 * without TypeBox.
 */

/** The board filters a list's spreadsheet is cut by (empty: all). */
export const DistributionFilters = Type.Object(
  {
    ...boardFilterFields,
  },
  { additionalProperties: false },
);
export type DistributionFilters = Static<typeof DistributionFilters>;

/** "07:30": the local time of the port at which the list goes out. */
export const SendAt = Type.String({
  pattern: "^([01]\\d|2[0-3]):[0-5]\\d$",
  description: "HH:MM in the port's time zone",
});

const fields = {
  name: Type.String({ minLength: 1, maxLength: 120 }),
  porto_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  carga_tipo_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  filters: DistributionFilters,
  client_columns: Type.Boolean({
    description: "Client columns: Receiver, Agency and the client type left out, as on a client's board",
  }),
  addresses: Type.Array(Type.String({ format: "email", maxLength: 254 }), { minItems: 1, maxItems: 200 }),
  weekdays: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), {
    minItems: 1,
    maxItems: 7,
    description: "0 = Sunday … 6 = Saturday, in the port's time zone",
  }),
  send_at: SendAt,
  intro: Type.Union([Type.String({ maxLength: 20000 }), Type.Null()], {
    description: "The e-mail's text; null: the E-mail information text",
  }),
};

/** A new list: every field but `filters`, `client_columns` (true) and `intro` (null) required. */
export const DistributionListCreate = Type.Object(
  {
    ...fields,
    filters: Type.Optional(fields.filters),
    client_columns: Type.Optional(fields.client_columns),
    intro: Type.Optional(fields.intro),
  },
  { additionalProperties: false },
);
export type DistributionListCreate = Static<typeof DistributionListCreate>;

/** A change of a list: a field left out is left as it is. */
export const DistributionListUpdate = Type.Partial(Type.Object(fields, { additionalProperties: false }));
export type DistributionListUpdate = Static<typeof DistributionListUpdate>;

/** One address's delivery in a run. */
export const DistributionDelivery = Type.Object({
  address: Type.String(),
  delivered: Type.Boolean(),
  detail: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
});
export type DistributionDelivery = Static<typeof DistributionDelivery>;

/** One sending of a list: by its schedule (on the port's `local_day`) or by hand. */
export const DistributionRun = Type.Object({
  id: Type.Integer(),
  local_day: Type.String(),
  scheduled: Type.Boolean(),
  started_at: Type.String(),
  sent: Type.Integer(),
  failed: Type.Integer(),
  note: Type.Union([Type.String(), Type.Null()]),
  deliveries: Type.Array(DistributionDelivery),
});
export type DistributionRun = Static<typeof DistributionRun>;

export const DistributionList = Type.Object({
  id: Type.Integer(),
  ...fields,
  porto: Type.Object({ id: Type.Integer(), name: Type.String(), time_zone: Type.String() }),
  carga_tipo: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** "Mon, Wed, Fri at 07:30 America/Sao_Paulo". */
  schedule: Type.String(),
  last_run: Type.Union([Type.Omit(DistributionRun, ["deliveries"]), Type.Null()]),
});
export type DistributionList = Static<typeof DistributionList>;

/** A list with its last runs and their deliveries, newest first. */
export const DistributionListDetail = Type.Object({
  ...DistributionList.properties,
  runs: Type.Array(DistributionRun),
});
export type DistributionListDetail = Static<typeof DistributionListDetail>;
