import Ajv, { type Options } from "ajv";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";

const base: Options = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false };

/**
 * Query strings and path parameters are text, so they are coerced (`?page=2`,
 * `?status=Loading` to `["Loading"]`); bodies are JSON and are not, so `null`
 * and `0` keep their meaning instead of being coerced into each other.
 */
export function installValidators(app: FastifyInstance): void {
  const coercing = addFormats(new Ajv({ ...base, coerceTypes: "array" }));
  const strict = addFormats(new Ajv({ ...base, coerceTypes: false }));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === "body" ? strict : coercing).compile(schema));
}
