import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { Static, TSchema } from "typebox";
import { isRecord, MESSAGES } from "@lineup/shared";
import { Message } from "../auth/schemas";
import { ValidationError } from "./errors";
import { FORM_CONSUMES, formFields } from "./form-body";
import { IdParams } from "./params";
import { toFieldErrors } from "./validation";
import { coerceFormValues, compileBody } from "./validator";

type Guard = (request: FastifyRequest) => Promise<void>;

/** A verb's schema: what its handler's request is typed from. */
type VerbSchema = { body?: TSchema; params?: TSchema; querystring?: TSchema } & Record<string, unknown>;
type StaticOf<T> = T extends TSchema ? Static<T> : unknown;
/** The request a verb's handler gets: params, query and body as its schema validated them. */
export type VerbRequest<S extends VerbSchema> = FastifyRequest<{
  Params: StaticOf<S["params"]>;
  Querystring: StaticOf<S["querystring"]>;
  Body: StaticOf<S["body"]>;
}>;

type VerbOptions<S extends VerbSchema> = Omit<RouteShorthandOptions, "onRequest"> & { onRequest?: Guard; schema?: S };

interface Verb<S extends VerbSchema> {
  options?: VerbOptions<S>;
  handler: (request: VerbRequest<S>, reply: FastifyReply) => unknown;
}

/** A verb as Fastify registers it. */
interface PlainVerb {
  options?: VerbOptions<VerbSchema>;
  handler: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/** Reads `_method` from the query, a JSON or form body, or the override header. */
export function overriddenMethod(request: FastifyRequest): string | undefined {
  const fromBody = isRecord(request.body) ? request.body._method : undefined;
  const fromQuery = isRecord(request.query) ? request.query._method : undefined;
  const header = request.headers["x-http-method-override"];
  const value = [fromBody, fromQuery, header].find((v) => typeof v === "string");
  return typeof value === "string" ? value.toUpperCase() : undefined;
}

/**
 * Registers `PUT` and `DELETE` on `url`, plus the Laravel-compatible
 * `POST url` with `_method=put|delete` (DESIGN.md "REST conventions"). The POST
 * form validates its body against the PUT schema, as the real verb would.
 */
export function withMethodOverride<P extends VerbSchema, D extends VerbSchema>(
  app: FastifyInstance,
  url: string,
  verbs: { put?: Verb<P>; delete?: Verb<D> },
) {
  const put = plain(verbs.put);
  const del = plain(verbs.delete);
  const checkPut = put?.options?.schema?.body ? compileBody(put.options.schema.body) : undefined;
  if (put)
    app.put(
      url,
      { preValidation: formFields, ...put.options, schema: { consumes: FORM_CONSUMES, ...put.options?.schema } },
      put.handler,
    );
  if (del) app.delete(url, del.options ?? {}, del.handler);
  const { body: _ignored, response: putResponses, ...putSchemaRest } = put?.options?.schema ?? {};
  const { onRequest: _guard, ...postOptions } = put?.options ?? del?.options ?? {};
  // Authentication runs before the body is read; each overridden verb then runs its own
  // guard, as deleting may need more rights than editing.
  const guarded = Boolean(put?.options?.onRequest ?? del?.options?.onRequest);
  // A multipart form is read before the verb is known (`_method` may be one of its fields), unless the verb reads it
  // itself.
  const preValidation = postOptions.preValidation ?? formFields;
  app.post(
    url,
    {
      ...postOptions,
      preValidation,
      ...(guarded && { onRequest: app.authenticate }),
      schema: { ...putSchemaRest, response: refusalsOf(putResponses), hide: true },
    },
    async (request, reply) => {
      const method = overriddenMethod(request);
      if (method === "PUT" || method === "PATCH") {
        if (!put) return reply.status(405).send({ message: "Method not allowed." });
        await put.options?.onRequest?.(request);
        if (checkPut) {
          const body = isRecord(request.body) ? { ...request.body } : {};
          delete body._method;
          if (request.isMultipart() && put?.options?.schema?.body) coerceFormValues(body, put.options.schema.body);
          if (!checkPut(body)) throw new ValidationError(toFieldErrors(checkPut.errors ?? []));
          request.body = body;
        }
        return put.handler(request, reply);
      }
      if (method === "DELETE") {
        if (!del) return reply.status(405).send({ message: "Method not allowed." });
        await del.options?.onRequest?.(request);
        return del.handler(request, reply);
      }
      throw ValidationError.field("_method", "The _method field must be put or delete.");
    },
  );
}

/**
 * The PUT's refusals, for the overridden POST: its success may be the PUT's answer or the DELETE's, so it is sent as
 * the handler made it (each verb's own route describes and shapes its success).
 */
function refusalsOf(responses: unknown): Record<string, unknown> | undefined {
  if (!isRecord(responses)) return undefined;
  return Object.fromEntries(Object.entries(responses).filter(([status]) => !status.startsWith("2")));
}

/** The schema of an item's `delete` verb: its tags and summary, the `{id}` path and the refusals in words. */
type DeleteSchema = VerbSchema & {
  tags: string[];
  summary: string;
  params: typeof IdParams;
  response: { 200: typeof Message; 404: typeof Message; 409: typeof Message };
};

/**
 * The `delete` verb of an item at `…/{id}`, behind `guard`: `remove` deletes it for the request (its checks, writes
 * and activity are its own; 404 when there is no such item, 409 while something uses it), then the answer is
 * `{ message }` saying it was deleted.
 */
export function deleteItem(
  guard: Guard,
  words: { tags: string[]; summary: string },
  remove: (request: VerbRequest<DeleteSchema>) => Promise<void>,
): Verb<DeleteSchema> {
  return {
    options: {
      onRequest: guard,
      schema: { ...words, params: IdParams, response: { 200: Message, 404: Message, 409: Message } },
    },
    handler: async (request) => {
      await remove(request);
      return { message: MESSAGES.deleted };
    },
  };
}

/**
 * A verb as Fastify registers it. Its request was validated against the verb's own schema (by Fastify for PUT
 * and DELETE, by `checkPut` for the overridden POST), which is what `VerbRequest` types it from: the one cast of
 * this module, in place of one per handler.
 */
function plain<S extends VerbSchema>(verb: Verb<S> | undefined): PlainVerb | undefined {
  // cast: see above (the handler's request type is the verb schema's, which Fastify does not carry to here)
  return verb && { options: verb.options, handler: verb.handler as PlainVerb["handler"] };
}
