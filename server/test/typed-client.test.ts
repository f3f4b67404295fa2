/**
 * Issue 23: a typed client generated from the OpenAPI description, and the API called through it.
 * `shared/src/generated/api-types.d.ts` (`@lineup/shared/api-types`, which the web's API client is typed by)
 * is what `openapi-typescript` makes of `/api/docs/json`; this test fails when the description changed
 * and the file did not (UPDATE_API_TYPES=1 rewrites it), and then calls the API with `openapi-fetch`
 * over HTTP, as an integrator's program would, so the type check of this file is a check of the
 * description against the answers.
 */
import { readFileSync, writeFileSync } from "node:fs";
import createClient from "openapi-fetch";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import type { paths } from "@lineup/shared/api-types";
import { createApiToken } from "../src/auth/api-tokens";
import { assignPorts, makeLineupRow, makePort } from "./factories";
import { createUser, setUpApp } from "./helpers";

const TYPES = new URL("../../shared/src/generated/api-types.d.ts", import.meta.url);
const HEADER =
  "// Generated from /api/docs/json by openapi-typescript (server/test/typed-client.test.ts). Do not edit.\n";

const given = setUpApp(async (t) => {
  const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { base };
});

describe("a typed client generated from the OpenAPI description", () => {
  it("is the one in shared/src/generated (UPDATE_API_TYPES=1 writes it again)", async () => {
    const { t } = given();
    const doc: unknown = (await t.app.inject({ url: "/api/docs/json" })).json();
    if (typeof doc !== "object" || doc === null) throw new Error("no OpenAPI document");
    const generated = HEADER + astToString(await openapiTS(JSON.stringify(doc)));
    if (process.env.UPDATE_API_TYPES) writeFileSync(TYPES, generated);
    expect(
      generated === readFileSync(TYPES, "utf8"),
      "the description changed: run UPDATE_API_TYPES=1 on this test",
    ).toBe(true);
  });

  it("reads and changes a row with the types the description gives", async () => {
    const { t, base } = given();
    const at = await makePort(t.app);
    const owner = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, owner.user.id, [at.port.id]);
    const row = await makeLineupRow(t.app, at, { status: "Waiting", qty: "1000" });
    const { secret } = await createApiToken(t.app.db, owner.user, { name: "Typed client", access: "write" });
    const api = createClient<paths>({ baseUrl: base, headers: { authorization: `Bearer ${secret}` } });

    const me = await api.GET("/api/v1/me");
    expect(me.data?.email).toBe(owner.email);

    const read = await api.GET("/api/v1/lineups/{id}", { params: { path: { id: row.id } } });
    expect(read.response.status).toBe(200);
    expect(read.data?.status).toBe("Waiting");
    const version = read.data?.version;
    expect(version).toEqual(expect.any(Number));

    const missing = await api.GET("/api/v1/lineups/{id}", { params: { path: { id: 2_000_000_000 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.message).toEqual(expect.any(String));
  });
});
