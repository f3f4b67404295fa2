/**
 * Completes the OpenAPI description for client generators (issue 23: Redocly's
 * recommended rules): every operation gets an `operationId` made from its
 * method and path, and an operation that does not describe its success or its
 * refusals gets the ones every API route has. The document only: the routes'
 * own response schemas (which serialise answers) are untouched.
 */
const METHODS = ["get", "put", "post", "delete", "patch"] as const;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const pascal = (word: string) => word.replace(/(^|[_-])(\w)/g, (_m, _sep: string, c: string) => c.toUpperCase());

/** `get` `/api/v1/lineups/{id}/history` -> `getLineupsByIdHistory`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1/, "")
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith("{") ? `By${pascal(segment.slice(1, -1))}` : pascal(segment)));
  return `${method}${words.join("") || "Root"}`;
}

const message = { type: "object", properties: { message: { type: "string" } }, required: ["message"] };
const json = (schema: object) => ({ "application/json": { schema } });
const REFUSALS = {
  401: { description: "No valid session: the bearer token is missing, expired or ended", content: json(message) },
  403: { description: "The user's role or scope does not allow it", content: json(message) },
  422: {
    description: "Invalid input: `errors` lists the messages by field",
    content: json({
      type: "object",
      properties: {
        message: { type: "string" },
        errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
      },
      required: ["message"],
    }),
  },
};

/** The document with every operation named and its answers described. */
export function completeOperations<T extends { paths?: unknown }>(doc: T): T {
  const ids = new Set<string>();
  for (const [url, item] of Object.entries(isRecord(doc.paths) ? doc.paths : {})) {
    if (!isRecord(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isRecord(op)) continue;
      let id = typeof op.operationId === "string" ? op.operationId : operationIdOf(method, url);
      for (let n = 2; ids.has(id); n += 1) id = `${operationIdOf(method, url)}${n}`;
      ids.add(id);
      op.operationId = id;
      const responses = isRecord(op.responses) ? op.responses : {};
      const codes = Object.keys(responses);
      if (!codes.some((c) => c.startsWith("2")))
        responses["200"] = { description: "Done: the answer the summary describes (JSON)" };
      if (!codes.some((c) => c.startsWith("4"))) Object.assign(responses, REFUSALS);
      op.responses = responses;
    }
  }
  return doc;
}
