import Ajv, { type Options } from "ajv";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";
import { isCalendarDate, isRecord } from "@lineup/shared";
import { recordOf } from "../guards";
import { refuseUnsafeInput } from "./safe-input";

// `verbose` gives each error its schema, whose `x-hint` words a failed pattern (validation.ts).
const base: Options = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false, verbose: true };
const INT32 = { minimum: -2147483648, maximum: 2147483647 };

/** Our Ajv: standard formats, and `date` meaning a day the calendar has (no 30 February) in a sensible year. */
function ajv(options: Options): Ajv {
  return addFormats(new Ajv(options)).addFormat("date", { type: "string", validate: isCalendarDate });
}

/**
 * Bounds every integer of a schema to PostgreSQL's `integer` (int32) unless the
 * schema says tighter, so `terminal_id=2147483648` is a 422, not a database error.
 */
export const withIntegerBounds = (schema: object): Record<string, unknown> => recordOf(bounded(schema), "a schema");

/** {@link withIntegerBounds} of any part of a schema. */
function bounded(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(bounded);
  if (!isRecord(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = bounded(value);
  if (out.type === "integer") {
    out.minimum = Math.max(Number(out.minimum ?? INT32.minimum), INT32.minimum);
    out.maximum = Math.min(Number(out.maximum ?? INT32.maximum), INT32.maximum);
  }
  return out;
}

const coercing = ajv({ ...base, coerceTypes: "array" });
const strict = ajv({ ...base, coerceTypes: false });

/** Compiles a body schema exactly as routes' bodies are validated (used by the method override's PUT form). */
export const compileBody = (schema: object) => strict.compile(withIntegerBounds(schema));

const formCoercers = new WeakMap<object, (data: unknown) => unknown>();

/**
 * Types a form's text values as a body schema says (`"3"` to 3 where an integer
 * is expected, `""` to null where null is allowed), in place, so a multipart form
 * then validates exactly as the same JSON body would. Errors are left to the
 * route's own validation.
 */
export function coerceFormValues(body: unknown, schema: object): void {
  let coerce = formCoercers.get(schema);
  if (!coerce) {
    coerce = coercing.compile(withIntegerBounds(schema));
    formCoercers.set(schema, coerce);
  }
  coerce(body);
}

/**
 * Query strings and path parameters are text, so they are coerced (`?page=2`,
 * `?status=Loading` to `["Loading"]`); bodies are JSON and are not, so `null`
 * and `0` keep their meaning instead of being coerced into each other.
 */
export function installValidators(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === "body" ? strict : coercing).compile(withIntegerBounds(schema)),
  );
  app.addHook("preHandler", refuseUnsafeInput);
}
