import type { FastifyRequest } from "fastify";
import { isRecord } from "@lineup/shared";
import { HttpError, ValidationError } from "./errors";
import { isSafeKey } from "./safe-input";
import { coerceFormValues } from "./validator";

/**
 * Highest list index a form key may name (`cargas[499][qty]`): no form has more rows, and a sparse huge array is
 * refused.
 */
const MAX_FORM_INDEX = 499;
/** Deepest form key (`list[0][cargas_afretadores][1][qty]` has 4 parts). */
const MAX_FORM_KEY_PARTS = 8;

type Container = Record<string, unknown> | unknown[];

const refuse = (key: string) => ValidationError.field(key.slice(0, 100), "This form field name is not allowed.");

/**
 * Turns bracketed form keys into nested objects (`cargas[0][carga_id]=3` ->
 * `{ cargas: [{ carga_id: "3" }] }`), so multipart forms validate against the
 * same schema as JSON bodies. Objects have no prototype and prototype keys are
 * refused, so no key can reach `Object.prototype`; list indexes are bounded.
 */
export function unflatten(fields: [string, string][]): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null);
  for (const [key, value] of fields) {
    const path = key.replace(/\]/g, "").split("[");
    if (path.length > MAX_FORM_KEY_PARTS || !path.every(isSafeKey)) throw refuse(key);
    let node: Container = root;
    for (const [i, segment] of path.entries()) {
      const slot = slotOf(node, segment, key);
      const next = path[i + 1];
      if (next === undefined) {
        slot.set(value);
        break;
      }
      if (isRecord(slot.value)) node = slot.value;
      else {
        const child: Container = /^\d*$/.test(next) ? [] : Object.create(null);
        slot.set(child);
        node = child;
      }
    }
  }
  return root;
}

/** The slot of `node` a key part names, what it holds and how to set it: a list's index (bounded), an object's key. */
function slotOf(node: Container, segment: string, key: string): { value: unknown; set: (value: unknown) => void } {
  if (!Array.isArray(node))
    return {
      value: Object.hasOwn(node, segment) ? node[segment] : undefined,
      set: (value) => {
        node[segment] = value;
      },
    };
  let index: number;
  if (segment === "") index = node.length;
  else if (/^\d+$/.test(segment) && Number(segment) <= MAX_FORM_INDEX) index = Number(segment);
  else throw refuse(key);
  if (index > MAX_FORM_INDEX) throw refuse(key);
  return {
    value: Object.hasOwn(node, index) ? node[index] : undefined,
    set: (value) => {
      node[index] = value;
    },
  };
}

/**
 * Reads every field of a multipart body. A malformed body (bad boundary,
 * truncated part) is the client's error, 400, never a 500.
 */
async function readMultipartFields(request: FastifyRequest, limits: { fields: number }): Promise<[string, string][]> {
  const fields: [string, string][] = [];
  try {
    for await (const part of request.parts({ limits: { files: 0, ...limits } })) {
      if (part.type !== "field" || typeof part.value !== "string") continue;
      if (typeof part.fieldname !== "string" || !part.fieldname)
        throw ValidationError.field("body", "Every form field needs a name.");
      fields.push([part.fieldname, part.value]);
    }
  } catch (error) {
    throw asMultipartError(error);
  }
  return fields;
}

/**
 * Keeps the 4xx of @fastify/multipart's own errors (too large, too many parts); anything else the parser throws is a
 * malformed body.
 */
export function asMultipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = isRecord(error) ? error.statusCode : undefined;
  if (typeof status === "number" && status >= 400 && status < 500) return error;
  return new HttpError(400, "The form data could not be read.");
}

/** preValidation hook: reads a multipart body (fields only) into a nested object; JSON bodies pass through. */
export async function multipartFields(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  request.body = unflatten(await readMultipartFields(request, { fields: 500 }));
}

/** What create and edit routes read: JSON, or the same fields as a form (documented in OpenAPI). */
export const FORM_CONSUMES = ["application/json", "multipart/form-data", "application/x-www-form-urlencoded"];

/** An urlencoded body's fields as `[key, value]` pairs (a repeated key once per value, as a list). */
function urlencodedFields(body: unknown): [string, string][] {
  if (!body || typeof body !== "object") return [];
  return Object.entries(body).flatMap(([key, value]): [string, string][] =>
    Array.isArray(value)
      ? value.map((v): [string, string] => [key.endsWith("[]") ? key : `${key}[]`, String(v)])
      : [[key, String(value)]],
  );
}

/**
 * preValidation hook for create and edit routes: a multipart or urlencoded
 * form becomes the body its keys describe, typed as the route's body schema
 * says, so it is accepted exactly when the same JSON body would be.
 */
export async function formFields(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) await multipartFields(request);
  else if (request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded"))
    request.body = unflatten(urlencodedFields(request.body));
  else return;
  const schema = request.routeOptions.schema?.body;
  if (schema && typeof schema === "object") coerceFormValues(request.body, schema);
}
