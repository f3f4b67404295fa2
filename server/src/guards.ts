/**
 * Checks for values that arrive untyped (parsed JSON, raw rows, a library's loose types): an Error naming the value
 * when it is not what the code expects. (`isRecord` and `isOneOf` are in @lineup/shared, for the web app too.)
 */
import { isRecord } from "@lineup/shared";

/** The value as a list, or an Error naming `what`: for values that are lists unless the code is wrong. */
export function listOf(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`${what} is not a list`);
  return value;
}

/**
 * The value as an object whose fields can be read, or an Error naming `what`: for values that are objects
 * unless the code is wrong.
 */
export function recordOf(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw new Error(`${what} is not an object`);
  return value;
}

/** The JSON a text holds, or an Error naming `what` when it is not a text (a column read as `::text`). */
export function jsonOf(text: unknown, what: string): unknown {
  if (typeof text !== "string") throw new Error(`${what} is not a text`);
  return JSON.parse(text);
}
