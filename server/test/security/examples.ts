import type { Example } from "./fuzz-requests";
import type { Operation } from "./operations";
import { ruleOf, variantsOf } from "./policy";
import { buildRequest } from "./requests";
import type { World } from "./world";

/** The matrix's valid admin request of every operation with a JSON body, as a starting point for mutations. */
export async function examplesOf(w: World, ops: Operation[]): Promise<Map<string, Example>> {
  const out = new Map<string, Example>();
  for (const op of ops) {
    const rule = ruleOf(op);
    if (!rule || (op.method !== "POST" && op.method !== "PUT") || op.key === "POST /logout") continue;
    // The fuzzing may have deleted a fixture user or port an example needs: that operation then goes without one.
    const request = await buildRequest(w, op, rule, variantsOf(rule)[0] ?? "-", "admin").catch(() => undefined);
    if (!request) continue;
    const body = request.payload;
    if (body && typeof body === "object" && !Buffer.isBuffer(body) && !Array.isArray(body))
      out.set(op.key, { url: String(request.url), body: Object.fromEntries(Object.entries(body)) });
  }
  return out;
}
