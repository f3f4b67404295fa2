/**
 * docs/INTEGRATION.md's examples, run in order against a listening server as an
 * integrator would run them (fetch over HTTP): an API token, read a row and its
 * version, change it, the 422 without a version, the 409 of a stale change and
 * its merge. The guide cannot drift from the API.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { runInThisContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { assignPorts, makeLineupRow, makeParties, makePort, callFields } from "./factories";
import { createApiToken } from "../src/auth/api-tokens";
import { createUser, setUpApp } from "./helpers";

const GUIDE = new URL("../../docs/INTEGRATION.md", import.meta.url);

const given = setUpApp(async (t) => {
  const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { base };
});

/** The guide's JavaScript blocks, in order. */
const examples = () => [...readFileSync(GUIDE, "utf8").matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1] ?? "");

describe("docs/INTEGRATION.md", () => {
  it("has its examples run in order against a real server, every assertion in them holding", async () => {
    const { t, base } = given();
    const ctx = await makePort(t.app);
    const p = await makeParties(t.app);
    const row = await makeLineupRow(t.app, ctx, { ...callFields(ctx, p), qty: "30000" });
    const account = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, account.user.id, [ctx.port.id]);
    const { secret } = await createApiToken(t.app.db, account.user, { name: "Integration", access: "write" });
    const blocks = examples();
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    const logged: unknown[] = [];
    // In this realm (assert.deepEqual compares prototypes), with the guide's names as the function's parameters.
    const guide: unknown = runInThisContext(
      `(async (BASE, API_TOKEN, ROW_ID, TERMINAL_ID, assert, console) => {\n${blocks.join("\n")}\n})`,
    );
    if (typeof guide !== "function") throw new Error("the guide's examples did not compile to a function");
    await guide(base, secret, row.id, ctx.terminal.id, assert, {
      log: (m: unknown) => logged.push(m),
    });
    // The 409's message was shown to the integrator, and the merge saved the quantity.
    expect(String(logged[0])).toMatch(/Someone else changed the same fields/);
    const after = await t.app.inject({
      url: `/api/v1/lineups/${row.id}`,
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(after.json()).toMatchObject({ qty: "28000.000", etb: expect.stringMatching(/^2031-03-12/) });
  });
});
