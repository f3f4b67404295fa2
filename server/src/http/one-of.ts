import { Type } from "typebox";

/** A string schema limited to `values`, typed as their union (for the constant lists of @lineup/shared). */
export const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: "string", enum: [...values] });
