import { Type, type Static } from "typebox";

/** `/{id}` path parameter: a positive integer, so `/users/abc` is a 422 and never reaches the database. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type IdParams = Static<typeof IdParams>;
