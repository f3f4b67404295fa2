import type { FastifyRequest } from "fastify";

/**
 * Turns bracketed form keys into nested objects (`cargas[0][carga_id]=3` ->
 * `{ cargas: [{ carga_id: "3" }] }`), so multipart forms validate against the
 * same schema as JSON bodies.
 */
export function unflatten(fields: [string, string][]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of fields) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1] ?? "");
      const k = segment === "" && Array.isArray(node) ? String(node.length) : segment;
      const container = node as Record<string, unknown>;
      if (last) container[k] = value;
      else container[k] ??= nextIsIndex ? [] : {};
      if (!last) node = container[k] as Record<string, unknown>;
    });
  }
  return root;
}

/** preValidation hook: reads a multipart body (fields only) into a nested object; JSON bodies pass through. */
export async function multipartFields(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: [string, string][] = [];
  for await (const part of request.parts({ limits: { files: 0, fields: 500 } })) {
    if (part.type === "field" && typeof part.value === "string") fields.push([part.fieldname, part.value]);
  }
  request.body = unflatten(fields);
}
