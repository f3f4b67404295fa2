import { Type, type Static } from "typebox";
import { nullable, timestamp } from "./common";

/**
 * The wire shapes of comm types and comms as the comms routes answer them (server/src/comms/repository.ts:
 * presentComm, loadCommTypes). Imported by path, not through the package's index, so the web takes the types
 * without TypeBox.
 */

/** A yes/no flag of a comm, stored as 0 or 1. */
const flag = Type.Integer({ description: "0 or 1" });

export const Comm = Type.Object({
  id: Type.Integer(),
  tipo_id: Type.Integer({ description: "Its comm type" }),
  name: Type.String(),
  synonym: nullable(Type.String()),
  color: Type.String({ description: "#rrggbb" }),
  ie_analise: flag,
  ie_export: flag,
  ie_import: flag,
  name_with_synonym: Type.String({ description: "The name, with the synonym in brackets when there is one" }),
});
export type Comm = Static<typeof Comm>;

/** Who marked a comm type updated: a user's id and name. */
const Marker = Type.Object({ id: Type.Integer(), name: Type.String() });

export const CommType = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  atualizado_data: nullable({ ...timestamp, description: "When its line-up was last marked updated" }),
  atualizado_id: nullable(Type.Integer()),
  atualizador: nullable(Marker),
  created_at: timestamp,
  updated_at: timestamp,
  deleted_at: nullable(timestamp),
  cargas: Type.Array(Comm, { description: "Its comms, by name" }),
});
export type CommType = Static<typeof CommType>;

/** `POST /cargas_tipos/{id}/atualizar`: the mark just made, and who made it. */
export const CommTypeMarked = Type.Object({
  atualizado_data: nullable(timestamp),
  atualizador: Marker,
  message: Type.String(),
});
export type CommTypeMarked = Static<typeof CommTypeMarked>;
