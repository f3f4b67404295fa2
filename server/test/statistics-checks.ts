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

/** The refusals every statistics period shares: a day the calendar lacks, no end, an end before the start. */
export const PERIOD_REFUSALS: [query: string, field: string, message: string][] = [
  ["from=2026-02-30&to=2026-03-01", "from", "The from field must be a valid date."],
  ["from=2026-10-01", "to", "The to field is required."],
  ["from=2026-10-31&to=2026-10-01", "to", "The end of the period must not be before its start."],
];
