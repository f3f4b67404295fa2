import { Type, type Static, type TSchema } from "typebox";
import { CLIENT_TYPES, LINEUP_STATUSES, QTY_UNITS } from "../constants";
import { BoardQuery } from "./board-query";
import { oneOf } from "./common";

/** `GET /lineups` and its rows (`GET /lineups/{id}`, the table save's answer), for clients and for staff. */

/**
 * `T | null` as fast-json-stringify and OpenAPI 3.0 read it (`nullable`): a
 * union would be an `anyOf`, which the serializer settles by validating every value.
 * An `enum` lists null too: ajv's `nullable` does not widen one, and the anyOf of
 * `GET /lineups/{id}` validates the answer.
 */
const nullable = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({
    ...schema,
    ...("enum" in schema && Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {}),
    nullable: true,
  });

/** Objects list every key they send: ajv refuses an unlisted key (tests), and the serializer would drop it. */
const closed = { additionalProperties: false } as const;

/** `props` without `keys`, typed. */
function without<P extends Record<string, TSchema>, K extends keyof P>(props: P, keys: readonly K[]): Omit<P, K> {
  const kept: P = { ...props };
  for (const key of keys) delete kept[key];
  return kept;
}

const id = Type.Integer();
const text = nullable(Type.String());
const ref = nullable(Type.Integer());
/**
 * A date, time, timestamp or numeric column as PostgreSQL prints it: digits,
 * `-`, `:`, `.`, `+` and a space, never a character JSON escapes, so the
 * serializer writes it as it is instead of scanning it character by character.
 */
const printed = (description: string) => nullable(Type.String({ format: "unsafe", description }));
/** numeric(15,3) as PostgreSQL prints it ("12500.000"). */
const quantity = printed('Decimal quantity as text ("12500.000")');
const day = printed("Date (YYYY-MM-DD)");
const moment = printed("Timestamp with time zone as PostgreSQL prints it");
const Ref = Type.Object({ id, name: Type.String() }, closed);
const CommRef = Type.Object({ id, name: Type.String(), synonym: text, color: Type.String() }, closed);
const WorkerLine = Type.Object(
  { id, trabalhador_id: Type.Integer(), trabalhador: nullable(Ref), qty: quantity },
  closed,
);

const ClientVessel = Type.Object({ id, name: Type.String(), imo: text }, closed);
const StaffVessel = Type.Object({ ...ClientVessel.properties, is_agency_client: Type.Boolean() }, closed);
const ClientSplit = Type.Object(
  { id, carga_id: ref, carga: nullable(CommRef), qty: quantity, afretador_id: ref, afretador: nullable(Ref) },
  closed,
);
const StaffSplit = Type.Object({ ...ClientSplit.properties, recebedor_id: ref, recebedor: nullable(Ref) }, closed);

/** The fields of a row clients never receive (spec.md section 6): their schema does not have them. */
const STAFF_ONLY = {
  agencia_id: ref,
  agencia: nullable(Type.Object({ id, name: Type.String(), is_house: Type.Boolean() }, closed)),
  recebedor_id: ref,
  recebedor: nullable(Ref),
  destination_porto: ref,
  destination_port: nullable(Type.Object({ id, name: Type.String(), pais: Type.String() }, closed)),
  client_type: nullable(oneOf(CLIENT_TYPES)),
  embarcadores: Type.Array(WorkerLine),
  recebedores: Type.Array(WorkerLine),
};

/** Keys of a row clients never receive (spec.md section 6; DESIGN.md: absent from the JSON). */
export const CLIENT_HIDDEN = Object.keys(STAFF_ONLY).filter((key): key is keyof typeof STAFF_ONLY =>
  Object.hasOwn(STAFF_ONLY, key),
);

const clientRow = {
  id,
  terminal_id: Type.Integer(),
  porto_id: Type.Integer(),
  berco_id: ref,
  berco: nullable(Ref),
  status: oneOf(LINEUP_STATUSES),
  pob: printed("Time (HH:MM)"),
  is_observacao: Type.Unsafe<0 | 1>({ type: "integer", enum: [0, 1] }),
  observacao: text,
  navio_id: ref,
  navio: nullable(ClientVessel),
  carga_id: ref,
  carga: nullable(CommRef),
  carga_tipo_id: ref,
  afretador_id: ref,
  afretador: nullable(Ref),
  qty: quantity,
  qty_unidade: oneOf(QTY_UNITS),
  qty_import: quantity,
  qty_export: quantity,
  eta: day,
  etb: day,
  etc: day,
  espera: nullable(Type.Number({ description: "Days from ETA to ETB" })),
  atualizado_data: moment,
  atualizador: nullable(Ref),
  call_number: ref,
  call_in_id: ref,
  version: Type.Integer(),
  updated_at: Type.String({ format: "unsafe", description: "Timestamp with time zone as PostgreSQL prints it" }),
  cargas_afretadores: Type.Array(ClientSplit),
};

/** A line-up row as a client receives it. */
export const ClientBoardRow = Type.Object(clientRow, { ...closed, title: "Line-up row (client)" });
/**
 * A line-up row as staff receive it: the client's, a vessel's agency-client flag, the split lines' receivers, and the
 * staff-only fields.
 */
export const StaffBoardRow = Type.Object(
  { ...clientRow, navio: nullable(StaffVessel), cargas_afretadores: Type.Array(StaffSplit), ...STAFF_ONLY },
  { ...closed, title: "Line-up row (staff)" },
);
/** `GET /lineups/{id}`: a row as the board shows it, with its comm type and terminal as objects (spec.md section 3). */
const related = {
  cargaTipo: nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  terminal: Type.Object({ id: Type.Integer(), name: Type.String() }),
};
export const StaffRowRead = Type.Object(
  { ...StaffBoardRow.properties, ...related },
  { ...closed, title: "Line-up (staff)" },
);
export const ClientRowRead = Type.Object(
  { ...ClientBoardRow.properties, ...related },
  { ...closed, title: "Line-up (client)" },
);
export type ClientBoardRow = Static<typeof ClientBoardRow>;
export type StaffBoardRow = Static<typeof StaffBoardRow>;
/** The staff-only fields of a row. */
export type StaffOnlyFields = Pick<StaffBoardRow, (typeof CLIENT_HIDDEN)[number]>;

/** Filters clients cannot use (the board ignores them for clients), so they are not echoed to them either. */
const STAFF_FILTERS = [
  "recebedor_id",
  "embarcadores",
  "agencia_id",
  "client_type",
  "destination_port",
  "is_agency_client",
] as const;
const filters = { ...BoardQuery.properties, carga_tipo_id: Type.Integer(), status: Type.Array(oneOf(LINEUP_STATUSES)) };

function board<Row extends TSchema, Filters extends TSchema>(row: Row, filtros: Filters, title: string) {
  const terminal = Type.Object(
    {
      id,
      name: Type.String(),
      rate: text,
      av_dw_bw: text,
      max_draft: text,
      draft_berth: text,
      loa: text,
      remark: text,
      av_waiting_time: nullable(Type.Number()),
      atualizado_data: text,
      atualizador: text,
      editable: Type.Boolean({ description: "Whether this user may edit the terminal's rows" }),
      lineups: Type.Array(row),
    },
    closed,
  );
  const port = Type.Object(
    {
      id,
      name: Type.String(),
      max_draft: text,
      bunker: text,
      time_zone: Type.String({
        description: "The port's IANA time zone (America/Sao_Paulo): its \"today\" and its statistics' days",
      }),
      carga_atualizada: nullable(Type.Object({ data: Type.String(), user: text }, closed)),
      weathersAtuais: Type.Array(Type.Object({ date: Type.String(), icon: Type.String() }, closed)),
      weather_updated_at: nullable(
        Type.String({ description: "When the weather strip's forecast was read (ISO), or null" }),
      ),
      counts: Type.Object({ berthed: Type.Integer(), waiting: Type.Integer(), expected: Type.Integer() }, closed),
      espera: Type.Array(
        Type.Object(
          { terminal_id: Type.Integer(), name: Type.String(), av_waiting_time: nullable(Type.Number()) },
          closed,
        ),
      ),
      terminais: Type.Array(terminal),
    },
    closed,
  );
  return Type.Object({ portos: Type.Array(port), filtros }, { ...closed, title });
}

/** `GET /lineups` as staff receive it. */
export const StaffBoard = board(StaffBoardRow, Type.Object(filters, closed), "Board (staff)");
/** `GET /lineups` as clients receive it: no staff-only field anywhere, by construction of the schema. */
export const ClientBoard = board(
  ClientBoardRow,
  Type.Object(without(filters, STAFF_FILTERS), closed),
  "Board (client)",
);
export type StaffBoard = Static<typeof StaffBoard>;
export type ClientBoard = Static<typeof ClientBoard>;

/** `Client`'s fields, and `Staff`'s others where sent. */
type EitherReader<Client, Staff> = Client & Partial<Omit<Staff, keyof Client>>;
/** A row's own fields, its vessel and split lines aside. */
type RowFields<Row> = Omit<Row, "navio" | "cargas_afretadores">;
/**
 * A row as either reader receives it, for code that serves both (the web's board): a client's fields, and the
 * staff-only ones where sent. A type only: each answer is written by its own schema above.
 */
export type BoardRow = EitherReader<RowFields<ClientBoardRow>, RowFields<StaffBoardRow>> & {
  navio: EitherReader<NonNullable<ClientBoardRow["navio"]>, NonNullable<StaffBoardRow["navio"]>> | null;
  cargas_afretadores: EitherReader<
    ClientBoardRow["cargas_afretadores"][number],
    StaffBoardRow["cargas_afretadores"][number]
  >[];
};
type StaffPort = StaffBoard["portos"][number];
/** A terminal of the board as either reader receives it ({@link BoardRow}). */
export type BoardTerminal = Omit<StaffPort["terminais"][number], "lineups"> & { lineups: BoardRow[] };
/** A port of the board as either reader receives it ({@link BoardRow}). */
export type BoardPort = Omit<StaffPort, "terminais"> & { terminais: BoardTerminal[] };
/** `GET /lineups` as either reader receives it ({@link BoardRow}); the filters' echo left out. */
export interface Board {
  portos: BoardPort[];
}
