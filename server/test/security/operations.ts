import type { FastifyInstance } from "fastify";
import { API_PREFIX } from "../../src/app";

/** A JSON schema as the OpenAPI document carries it (the subset the suite reads). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
}

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** One thing a client can ask the API: a method on a route, or a Laravel-style `_method` override of it. */
export interface Operation {
  /** `PUT /lineups/:id`, `POST /lineups/:id _method=delete`. */
  key: string;
  method: Method;
  /** Fastify path without the API prefix: `/lineups/:id`. */
  path: string;
  override?: "put" | "delete";
  /** Not in the OpenAPI document (override routes, health, files). */
  hidden: boolean;
  body?: JsonSchema;
  query: Record<string, JsonSchema>;
  multipart: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Every route of the running app, as `app.printRoutes()` draws it: a tree whose
 * lines are `│   ├── /segment (GET, HEAD)`; four characters per level.
 */
export function routeTable(app: FastifyInstance): { path: string; methods: string[] }[] {
  const out: { path: string; methods: string[] }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? "").length / 4;
    const segment = m[2] ?? "";
    stack.length = depth;
    const full = (stack[depth - 1] ?? "") + segment;
    stack[depth] = full;
    if (m[3]) out.push({ path: full, methods: m[3].split(", ") });
  }
  return out;
}

const toOpenApi = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/**
 * All operations: the OpenAPI document for schemas, and the route table for
 * what the document hides (the `_method` overrides behind every PUT and DELETE,
 * health, stored files). Websockets, HEAD and the docs site are left out here;
 * the live suite covers the websocket.
 */
export function enumerateOperations(app: FastifyInstance): { operations: Operation[]; skipped: string[] } {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  const skipped: string[] = [];
  const schemaOf = (path: string, method: string) =>
    doc.paths[toOpenApi(`${API_PREFIX}${path}`)]?.[method.toLowerCase()];
  for (const { path: full, methods } of routeTable(app)) {
    if (!full.startsWith(`${API_PREFIX}/`)) {
      skipped.push(`${methods.join(",")} ${full} (outside the API)`);
      continue;
    }
    const path = full.slice(API_PREFIX.length);
    for (const method of methods) {
      if (method === "HEAD" || method === "OPTIONS") continue;
      if (path.startsWith("/live/")) {
        skipped.push(`${method} ${path} (websocket: the live suite)`);
        continue;
      }
      const documented = schemaOf(path, method);
      const base = {
        method: method as Method,
        path,
        query: queryOf(documented),
        body: bodyOf(documented),
        multipart: isMultipart(documented),
      };
      if (method === "POST" && !documented && (schemaOf(path, "PUT") || schemaOf(path, "DELETE"))) {
        // The Laravel method override: POST url with _method=put|delete.
        const put = schemaOf(path, "PUT");
        if (put)
          operations.push({
            ...base,
            key: `POST ${path} _method=put`,
            override: "put",
            hidden: true,
            body: bodyOf(put),
            multipart: isMultipart(put),
          });
        if (schemaOf(path, "DELETE"))
          operations.push({
            ...base,
            key: `POST ${path} _method=delete`,
            override: "delete",
            hidden: true,
            body: undefined,
          });
        continue;
      }
      operations.push({ ...base, key: `${method} ${path}`, hidden: !documented });
    }
  }
  return { operations: operations.sort((a, b) => a.key.localeCompare(b.key)), skipped };
}

function queryOf(op: OpenApiOperation | undefined): Record<string, JsonSchema> {
  return Object.fromEntries(
    (op?.parameters ?? []).filter((p) => p.in === "query").map((p) => [p.name, p.schema ?? {}]),
  );
}

function bodyOf(op: OpenApiOperation | undefined): JsonSchema | undefined {
  const content = op?.requestBody?.content ?? {};
  return content["application/json"]?.schema ?? Object.values(content)[0]?.schema;
}

function isMultipart(op: OpenApiOperation | undefined): boolean {
  return Boolean(op?.requestBody?.content?.["multipart/form-data"]);
}
