/** Type guards for values that arrive untyped (parsed JSON, storage, raw rows, a select's value): server and web. */

/** Whether a value is an object whose fields can be read (and checked one by one). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * A type guard for the members of a constant list (`isOneOf(LINEUP_STATUSES)`), for a value that arrives as a plain
 * string or number (a select's choice, a URL parameter, a stored value, a column name).
 */
export const isOneOf =
  <T extends string | number>(list: readonly T[]) =>
  (value: unknown): value is T =>
    list.some((member) => member === value);
