import type { FastifyRequest } from "fastify";
import { isRecord } from "@lineup/shared";
import { ValidationError } from "./errors";
import { isAllowedText, isMultilineField } from "./text-rule";

/** Keys that would reach an object's prototype when assigned, never accepted from a request. */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** How deep a request's data may nest: our deepest body is a list of rows with split lines (4 levels). */
export const MAX_INPUT_DEPTH = 12;

/** Whether `key` may be used as a property name taken from a request. */
export const isSafeKey = (key: string) => !PROTOTYPE_KEYS.has(key);

/**
 * Whether `text` may be stored in a field of that name: the text rule (text-rule.ts), tab and line feed only in
 * multi-line fields.
 */
export const isSafeText = (text: string, field = "") => isAllowedText(text, isMultilineField(field));

export interface InputIssue {
  /** Dotted path of the offending value (`list.0.observacao`), or of the object holding the key. */
  field: string;
  message: string;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The first thing in parsed request data that must not reach the handlers or
 * PostgreSQL: a prototype key, text the text rule refuses (control characters,
 * lone surrogates, noncharacters; text-rule.ts), or nesting
 * deeper than any of our bodies has. Iterative, so hostile nesting cannot
 * overflow the stack.
 */
export function findUnsafeInput(root: unknown): InputIssue | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: "", depth: 0 }];
  while (stack.length) {
    const item = stack.pop();
    if (!item) break;
    const { value, path, depth } = item;
    if (typeof value === "string") {
      if (!isSafeText(value, path))
        return { field: path || "body", message: "contains characters that are not allowed" };
      continue;
    }
    if (!isRecord(value) || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: path || "body", message: "is nested too deeply" };
    for (const key of Object.keys(value)) {
      if (!isSafeKey(key) || !isSafeText(key))
        return {
          field: path || "body",
          message: `has a field name that is not allowed (${JSON.stringify(key.slice(0, 40))})`,
        };
      stack.push({ value: value[key], path: join(path, key), depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Turns every CR LF (and lone CR) of a multi-line field into a line feed, in
 * place: Windows clients and form-encoded textareas send CR LF, which the text
 * rule refuses because a spreadsheet would not give it back. Depth-bounded like
 * `findUnsafeInput`, which refuses whatever lies deeper.
 */
export function normalizeLineBreaks(root: unknown): void {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, depth } = item;
    if (value === null || typeof value !== "object" || Buffer.isBuffer(value) || depth >= MAX_INPUT_DEPTH) continue;
    const entries: [string, unknown][] = Object.entries(value);
    for (const [key, field] of entries) {
      if (typeof field === "string" && isMultilineField(key) && field.includes("\r"))
        Reflect.set(value, key, field.replace(/\r\n?/g, "\n"));
      else stack.push({ value: field, depth: depth + 1 });
    }
  }
}

/** Throws a 422 on the offending field when `data` holds anything `findUnsafeInput` refuses. */
export function assertSafeInput(data: unknown): void {
  const issue = findUnsafeInput(data);
  if (issue)
    throw ValidationError.field(
      issue.field,
      `The ${issue.field.split(".").pop() ?? issue.field} field ${issue.message}.`,
    );
}

/**
 * preHandler for every route: whatever reached the request (JSON, form,
 * multipart fields, query, path) is checked once more after any route's own
 * body transformation, so no handler sees a prototype key or unstorable text.
 */
export async function refuseUnsafeInput(request: FastifyRequest): Promise<void> {
  assertSafeInput(request.params);
  assertSafeInput(request.query);
  normalizeLineBreaks(request.body);
  assertSafeInput(request.body);
}
