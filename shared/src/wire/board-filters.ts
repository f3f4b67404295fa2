import { Type } from "typebox";
import { LINEUP_STATUSES } from "../constants";
import { oneOf } from "./common";

/** A row id on the wire (PostgreSQL's `integer`). */
export const wireId = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** A list of ids a filter chooses. */
export const wireIds = Type.Array(wireId, { maxItems: 200 });

/**
 * The board's filters of statuses and parties, as a saved view (watches) and a distribution list keep them:
 * each left out or empty chooses all (statuses: every one but Sailed, as the board).
 */
export const boardFilterFields = {
  status: Type.Optional(Type.Array(oneOf(LINEUP_STATUSES), { maxItems: 10 })),
  carga_id: Type.Optional(wireIds),
  afretador_id: Type.Optional(wireIds),
  recebedor_id: Type.Optional(wireIds),
};
