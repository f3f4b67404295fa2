import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/**
 * A statistics route's refusals: each query answers 422 with `errors[field]`
 * saying `message`, and a message in words (not the validator's).
 */
export async function expectRefusals(
  get: (query: string) => Promise<LightMyRequestResponse>,
  cases: [query: string, field: string, message: string][],
) {
  for (const [query, field, message] of cases) {
    const res = await get(query);
    expect(res.statusCode, query).toBe(422);
    expect(res.json().errors[field], query).toEqual([message]);
    expect(res.json().message, query).not.toMatch(/must match|querystring|should/);
  }
}
