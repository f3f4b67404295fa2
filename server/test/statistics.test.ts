import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { bearer, createUser, startApp, type TestApp } from "./helpers";
import { assignComms, assignPorts, makeLineupRow, makePort } from "./factories";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe("dashboard counts", () => {
  it("counts berthed, waiting and expected per port within the user's scope", async () => {
    const a = await makePort(t.app, "Alpha");
    const b = await makePort(t.app, "Bravo");
    for (const status of ["Loading", "Discharging", "Waiting", "Expected", "Expected", "Sailed"] as const)
      await makeLineupRow(t.app, a, { status });
    await makeLineupRow(t.app, a, { status: "Expected", is_observacao: 1, observacao: "note" });
    await makeLineupRow(t.app, b, { status: "Waiting" });

    const admin = await createUser(t.app, ROLE.admin);
    const all = (await t.app.inject({ url: "/api/v1/statistics/counts", headers: bearer(admin.token) })).json();
    const alpha = { porto: { id: a.port.id, name: "Alpha" }, berthed: 2, waiting: 1, expected: 2 };
    const bravo = { porto: { id: b.port.id, name: "Bravo" }, berthed: 0, waiting: 1, expected: 0 };
    expect(all).toStrictEqual([alpha, bravo]);

    const operator = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, operator.user.id, [b.port.id]);
    const mine = (await t.app.inject({ url: "/api/v1/statistics/counts", headers: bearer(operator.token) })).json();
    expect(mine).toStrictEqual([bravo]);

    const client = await createUser(t.app, ROLE.client);
    await assignComms(t.app, client.user.id, [b.comm.id]);
    const theirs = (await t.app.inject({ url: "/api/v1/statistics/counts", headers: bearer(client.token) })).json();
    // A client counts the rows of its comms in every port.
    expect(theirs).toStrictEqual([{ ...alpha, berthed: 0, waiting: 0, expected: 0 }, bravo]);
  });
});
