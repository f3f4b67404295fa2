import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { bearer, createUser, startApp, type TestApp } from "./helpers";
import { callFields, makeLineupRow, makeParties, makePort } from "./factories";

/**
 * Random interleavings of table saves by several operators, each working from
 * the version they last loaded. A model applies the merge rule of DESIGN.md on
 * its own; after every step the server must have accepted or refused exactly as
 * the model says, and the stored rows must equal the model: no committed change
 * is ever lost or silently overwritten.
 */
const FIELDS = ["status", "qty", "etb"] as const;
type Field = (typeof FIELDS)[number];
const VALUES: Record<Field, string[]> = {
  status: ["Waiting", "Loading", "Discharging", "Expected"],
  qty: ["1000.000", "2000.000", "3000.000"],
  etb: ["2026-11-24", "2026-11-25", "2026-11-26"],
};

interface ModelRow {
  version: number;
  values: Record<Field, string>;
  changedAt: Record<Field, number>;
}

const step = fc.oneof(
  fc.record({ op: fc.integer({ min: 0, max: 2 }), kind: fc.constant("reload" as const) }),
  fc.record({
    op: fc.integer({ min: 0, max: 2 }),
    kind: fc.constant("save" as const),
    row: fc.integer({ min: 0, max: 1 }),
    changes: fc.uniqueArray(fc.tuple(fc.constantFrom(...FIELDS), fc.integer({ min: 0, max: 3 })), {
      minLength: 1,
      maxLength: 3,
      selector: ([f]) => f,
    }),
  }),
);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startApp();
  token = (await createUser(t.app, ROLE.admin)).token;
});
afterAll(() => t.close());

describe("concurrent table saves (property)", () => {
  it("never lose or silently overwrite a committed change", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        const ctx = await makePort(t.app);
        const p = await makeParties(t.app);
        const initial = { status: "Waiting", qty: "1000.000", etb: "2026-11-24" } as const;
        const base = { ...callFields(ctx, p), carga_tipo_id: ctx.type.id };
        const dbRows = [
          await makeLineupRow(t.app, ctx, { ...base, ...initial }),
          await makeLineupRow(t.app, ctx, { ...base, ...initial }),
        ];
        const model: ModelRow[] = dbRows.map(() => ({
          version: 1,
          values: { ...initial },
          changedAt: { status: 0, qty: 0, etb: 0 },
        }));
        // What each operator last loaded, per row: the version.
        const seen = [0, 1, 2].map(() => model.map((m) => m.version));

        for (const s of steps) {
          if (s.kind === "reload") {
            seen[s.op] = model.map((m) => m.version);
            continue;
          }
          const row = model[s.row]!;
          const loaded = seen[s.op]![s.row]!;
          const patch: Record<string, unknown> = { id: dbRows[s.row]!.id, version: loaded };
          const changes = s.changes.map(([f, i]) => [f, VALUES[f][i % VALUES[f].length]!] as const);
          for (const [f, v] of changes) patch[f] = v;
          const really = changes.filter(([f, v]) => row.values[f] !== v);
          const clash = really.some(([f]) => row.changedAt[f] > loaded);

          const res = await t.app.inject({
            method: "POST",
            url: "/api/v1/lineups/list",
            headers: bearer(token),
            payload: { terminal_id: ctx.terminal.id, list: [patch] },
          });
          expect(res.statusCode, res.body).toBe(clash ? 409 : 200);
          if (!clash && really.length) {
            row.version += 1;
            for (const [f, v] of really) {
              row.values[f] = v;
              row.changedAt[f] = row.version;
            }
          }
          if (!clash) seen[s.op]![s.row] = row.version;
        }

        for (const [i, r] of dbRows.entries()) {
          const stored = (await t.app.inject({ url: `/api/v1/lineups/${r.id}`, headers: bearer(token) })).json();
          expect({ status: stored.status, qty: stored.qty, etb: stored.etb, version: stored.version }).toEqual({
            ...model[i]!.values,
            version: model[i]!.version,
          });
        }
      }),
      { numRuns: 25 },
    );
  });
});
