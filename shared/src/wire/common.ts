import { Type } from "typebox";

/** Pieces the wire schemas share. Imported by path, like the schemas, so the web takes their types without TypeBox. */

/** The schema, or null. */
export const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** A `timestamptz` column, as the database writes it. */
export const timestamp = Type.String({ description: "A date and time with its offset" });

/**
 * A string limited to `values` (the constant lists of @lineup/shared), typed as their union: a plain `enum`, where a
 * union of literals would be an `anyOf` that the serializer settles by validating every value.
 */
export const oneOf = <T extends string>(values: readonly T[], options: { description?: string } = {}) =>
  Type.Unsafe<T>({ type: "string", enum: [...values], ...options });
