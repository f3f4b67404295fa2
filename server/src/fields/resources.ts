import { Type, type TObject, type TProperties } from "typebox";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FieldList } from "@lineup/shared";
import type { Reference } from "../http/crud";
import {
  afretadores,
  agencias,
  lineupCargasAfretadores,
  lineups,
  lineupsPortos,
  lineupTrabalhadores,
  navios,
  recebedores,
  trabalhadores,
} from "../db/schema";

const name = Type.String({ minLength: 1, maxLength: 255 });
/** A yes/no field as forms and JSON send it. */
export const flag = Type.Union([
  Type.Boolean(),
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal("0"),
  Type.Literal("1"),
]);

/** One generic "field of line-ups" (spec.md: /campos/*): its table, body, search and references. */
export interface FieldResource {
  path: FieldList;
  /** Singular noun for messages: "Vessel". */
  noun: string;
  table: PgTable & { id: PgColumn; name: PgColumn };
  body: TObject;
  /** Extra list filters: query key -> column searched with ilike. */
  filters: Record<string, PgColumn>;
  orderable: Record<string, PgColumn>;
  references: Reference[];
  /** Adds derived fields to the JSON (`name_with_imo`). */
  present?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** The schema of what `present` adds: the answers name it beside the table's columns (fields/item-schema.ts). */
  presented?: TProperties;
  /** Normalises a validated body to column values. */
  values: (body: Record<string, unknown>) => Record<string, unknown>;
  /** A value no two items may share (a vessel's IMO: one ship, one vessel), and the words refusing a second. */
  unique?: { field: string; column: PgColumn; taken: (value: string, holder: string) => string };
  /**
   * One party, one name (issue 23): a new item whose name differs from a listed one only in case, accents,
   * punctuation or company form is refused unless `allow_similar` is sent; `distinct` tells two such items apart
   * all the same (two vessels of one name with different IMOs).
   */
  similar?: { distinct?: (listed: Record<string, unknown>, values: Record<string, unknown>) => boolean };
}

const nameOnly = (body: Record<string, unknown>) => ({ name: String(body.name).trim() });
export const asBool = (v: unknown) => v === true || v === 1 || v === "1";

/** A party a line-up row names, and each of its split lines too (a charterer, a receiver). */
const rowsAndSplitLines = (rowColumn: PgColumn, splitLineColumn: PgColumn): Reference[] => [
  { table: lineups, column: rowColumn, label: "line-up rows" },
  { table: lineupCargasAfretadores, column: splitLineColumn, label: "line-up split lines" },
];

/** A field that is a name and nothing more (an agency, a charterer…): no filters of its own, ordered by name or age. */
const nameOnlyResource = (
  r: Pick<FieldResource, "path" | "noun" | "references" | "similar"> & {
    table: FieldResource["table"] & { created_at: PgColumn };
  },
): FieldResource => ({
  ...r,
  body: Type.Object({ name }),
  filters: {},
  orderable: { name: r.table.name, created_at: r.table.created_at },
  values: nameOnly,
});

export const FIELD_RESOURCES: FieldResource[] = [
  {
    path: "navios",
    noun: "Vessel",
    table: navios,
    body: Type.Object({
      name,
      imo: Type.Optional(
        Type.Union([
          Type.Null(),
          Type.String({ maxLength: 20, pattern: "^[0-9]{0,7}$", "x-hint": "at most 7 digits" }),
        ]),
      ),
      is_agency_client: Type.Optional(flag),
    }),
    filters: { imo: navios.imo },
    orderable: { name: navios.name, imo: navios.imo, created_at: navios.created_at },
    references: [{ table: lineups, column: lineups.navio_id, label: "line-up rows" }],
    present: (row) => ({ name_with_imo: row.imo ? `${String(row.name)} (IMO ${String(row.imo)})` : String(row.name) }),
    presented: { name_with_imo: Type.String({ description: "The name, with the IMO after it when there is one" }) },
    unique: {
      field: "imo",
      column: navios.imo,
      taken: (imo, holder) => `The IMO ${imo} is already the vessel ${holder}: one ship is one vessel.`,
    },
    similar: { distinct: (listed, values) => Boolean(listed.imo && values.imo && listed.imo !== values.imo) },
    values: (body) => ({
      name: String(body.name).trim(),
      imo: typeof body.imo === "string" && body.imo.trim() ? body.imo.trim() : null,
      is_agency_client: asBool(body.is_agency_client),
    }),
  },
  nameOnlyResource({
    path: "agencias",
    noun: "Agency",
    table: agencias,
    references: [{ table: lineups, column: lineups.agencia_id, label: "line-up rows" }],
    similar: {},
  }),
  nameOnlyResource({
    path: "afretadores",
    noun: "Charterer",
    table: afretadores,
    references: rowsAndSplitLines(lineups.afretador_id, lineupCargasAfretadores.afretador_id),
    similar: {},
  }),
  nameOnlyResource({
    path: "recebedores",
    noun: "Receiver | Shipper",
    table: recebedores,
    references: rowsAndSplitLines(lineups.recebedor_id, lineupCargasAfretadores.recebedor_id),
    similar: {},
  }),
  nameOnlyResource({
    path: "trabalhadores",
    noun: "Worker",
    table: trabalhadores,
    references: [
      { table: lineupTrabalhadores, column: lineupTrabalhadores.trabalhador_id, label: "line-up worker lists" },
    ],
  }),
  {
    path: "lineups_portos",
    noun: "Port of destination",
    table: lineupsPortos,
    body: Type.Object({
      name,
      port_name: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 255 })])),
      pais: Type.String({ minLength: 1, maxLength: 255 }),
    }),
    filters: { pais: lineupsPortos.pais },
    orderable: { name: lineupsPortos.name, pais: lineupsPortos.pais, created_at: lineupsPortos.created_at },
    references: [{ table: lineups, column: lineups.destination_porto, label: "line-up rows" }],
    similar: {},
    values: (body) => ({
      name: String(body.name).trim(),
      port_name:
        typeof body.port_name === "string" && body.port_name.trim() ? body.port_name.trim() : String(body.name).trim(),
      pais: String(body.pais).trim(),
    }),
  },
];
