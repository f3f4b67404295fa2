import { Type, type Static } from "typebox";
import { oneOf } from "@lineup/shared/wire/common";
import { CLIENT_TYPES, LINEUP_STATUSES, QTY_UNITS, isOneOf } from "@lineup/shared";

const id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const ref = Type.Union([Type.Null(), id]);
const date = Type.Union([Type.Null(), Type.String({ format: "date" })]);
// numeric(15, 3): twelve digits before the point.
const quantity = Type.Union([
  Type.Null(),
  Type.Number({ minimum: 0, maximum: 999_999_999_999.999 }),
  Type.String({ pattern: "^\\d{1,12}([.,]\\d{1,3})?$", "x-hint": "a number with at most 3 decimals, like 25000,5" }),
]);

export const SplitLine = Type.Object({
  id: Type.Optional(id),
  carga_id: ref,
  qty: quantity,
  afretador_id: ref,
  recebedor_id: Type.Optional(ref),
});
export type SplitLine = Static<typeof SplitLine>;

export const WorkerLine = Type.Object({ id: Type.Optional(id), trabalhador_id: id, qty: Type.Optional(quantity) });
export type WorkerLine = Static<typeof WorkerLine>;

/** Every field of a line-up row a person can change (spec.md section 3). */
export const RowFields = {
  berco_id: Type.Optional(ref),
  status: Type.Optional(oneOf(LINEUP_STATUSES)),
  pob: Type.Optional(
    Type.Union([
      Type.Null(),
      Type.String({ pattern: "^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$", "x-hint": "a 24-hour time, like 09:30" }),
    ]),
  ),
  is_observacao: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  observacao: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 5000 })])),
  navio_id: Type.Optional(ref),
  agencia_id: Type.Optional(ref),
  carga_id: Type.Optional(ref),
  carga_tipo_id: Type.Optional(ref),
  afretador_id: Type.Optional(ref),
  recebedor_id: Type.Optional(ref),
  destination_porto: Type.Optional(ref),
  client_type: Type.Optional(Type.Union([Type.Null(), oneOf(CLIENT_TYPES)])),
  qty: Type.Optional(quantity),
  qty_unidade: Type.Optional(oneOf(QTY_UNITS)),
  qty_import: Type.Optional(quantity),
  qty_export: Type.Optional(quantity),
  eta: Type.Optional(date),
  etb: Type.Optional(date),
  etc: Type.Optional(date),
  call_number: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0 })])),
  call_in_id: Type.Optional(ref),
  cargas_afretadores: Type.Optional(Type.Array(SplitLine, { maxItems: 50 })),
  embarcadores: Type.Optional(Type.Array(WorkerLine, { maxItems: 50 })),
  recebedores: Type.Optional(Type.Array(WorkerLine, { maxItems: 50 })),
};

/** Column fields (stored on the row itself), in the order they are compared. */
export const COLUMN_FIELDS = [
  "berco_id",
  "status",
  "pob",
  "is_observacao",
  "observacao",
  "navio_id",
  "agencia_id",
  "carga_id",
  "carga_tipo_id",
  "afretador_id",
  "recebedor_id",
  "destination_porto",
  "client_type",
  "qty",
  "qty_unidade",
  "qty_import",
  "qty_export",
  "eta",
  "etb",
  "etc",
  "call_number",
  "call_in_id",
] as const;
export type ColumnField = (typeof COLUMN_FIELDS)[number];
/** List fields, each compared and versioned as a whole. */
export const LIST_FIELDS = ["cargas_afretadores", "embarcadores", "recebedores"] as const;
export type ListField = (typeof LIST_FIELDS)[number];
export const isColumnField = isOneOf(COLUMN_FIELDS);
export const isListField = isOneOf(LIST_FIELDS);

/** The version a row was loaded at (`GET /lineups`, `GET /lineups/{id}`): every write of an existing row sends it. */
export const Version = Type.Integer({
  minimum: 1,
  maximum: 2147483647,
  description:
    "The version of the row this change is based on: its `version` as read from `GET /lineups/{id}` or `GET " +
    "/lineups`. Required for every change of an existing row; a change based on an older version is refused " +
    "with 409 when someone else changed the same fields since (the body lists them: read the row again, merge, " +
    "send its new version).",
});

export const RowPatch = Type.Object({ ...RowFields, id: Type.Optional(id), version: Type.Optional(Version) });
export type RowPatch = Static<typeof RowPatch>;

/** A client's key for a save (`save_id`, a UUID or the like): the table save's, the form's and the import's. */
export const SAVE_ID_PATTERN = "^[A-Za-z0-9_-]{8,64}$";

const SaveId = Type.String({
  pattern: SAVE_ID_PATTERN,
  description:
    "The client's key for this save (e.g. a UUID), sent again with a retry: a save already committed is " +
    "answered with its rows as they are now and not applied twice.",
});

/** `POST /lineups/list`: the table save. */
export const ListSave = Type.Object({
  terminal_id: id,
  save_id: Type.Optional(SaveId),
  list: Type.Array(RowPatch, { maxItems: 500 }),
  deleted_lines: Type.Optional(
    Type.Array(Type.Union([id, Type.Object({ id, version: Version })]), {
      maxItems: 500,
      description:
        "Rows to delete: `{ id, version }` (refused with 409 when the row changed after that version) or a bare " +
        "id (no check, for older clients).",
    }),
  ),
});
export type ListSave = Static<typeof ListSave>;

/** The form (`POST /lineups`, `PUT /lineups/{id}`): a full row with its place and extra comm rows. */
export const FormRow = Type.Object({
  ...RowFields,
  porto_id: id,
  terminal_id: id,
  cargas: Type.Optional(Type.Array(SplitLine, { maxItems: 50 })),
  save_id: Type.Optional(SaveId),
});
export type FormRow = Static<typeof FormRow>;

/** The form's edit (`PUT /lineups/{id}`): the row as the form holds it, with the version it was loaded at. */
export const FormUpdate = Type.Object({ ...FormRow.properties, version: Version });
export type FormUpdate = Static<typeof FormUpdate>;

/** Quantities arrive as numbers or `1234,5` text; stored as numeric text with a dot. */
export function normalizeQty(v: unknown): string | null {
  if (v === null || v === undefined || v === "") return null;
  return String(v).replace(",", ".");
}
