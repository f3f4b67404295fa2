import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import type { cargas } from "../../src/db/schema";
import { bearer, createUser, login, startApp, type TestApp, type TestUser } from "../helpers";
import { assignComms, assignPorts, callFields, makeParties, makePort, addComm } from "../factories";
import type { Place, Parties } from "../factories";
import { listen, subscribe, waitFor } from "./live-helpers";

/**
 * The live rooms' client and comm-scoped projections carry only the split
 * lines of the viewer's comms (DESIGN.md "Scope"), as the board does: when a
 * row is saved, and after a comm is taken from the viewer (the socket is
 * closed on the access change and the room it joins again has no such line).
 */
let t: TestApp;
let origin: string;
let ctx: Place;
let p: Parties;
let theirs: typeof cargas.$inferSelect;
let admin: TestUser;

type Line = { carga_id: number | null; qty: string | null };
const line = (carga_id: number, qty: string) => ({
  carga_id,
  qty,
  afretador_id: p.charterer.id,
  recebedor_id: p.receiver.id,
});
const newRow = (carga_id: number, extra: object) => ({ ...callFields(ctx, p), carga_id, ...extra });
const linesIn = (c: ReturnType<typeof subscribe>, id: number) =>
  ((c.rows.get(String(id))?.cargas_afretadores ?? []) as Line[]).map((l) => [l.carga_id, l.qty]);

async function save(list: object[]): Promise<{ id: number; version: number }[]> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/list",
    headers: bearer(admin.token),
    payload: { terminal_id: ctx.terminal.id, list },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { lineups: { id: number; version: number }[] }).lineups;
}

beforeAll(async () => {
  t = await startApp();
  origin = await listen(t.app);
  ctx = await makePort(t.app);
  p = await makeParties(t.app);
  theirs = await addComm(t.app, ctx, "RIVAL COMM", "RC");
  admin = await createUser(t.app, ROLE.admin);
});
afterAll(() => t.close());

describe("split lines in the live rooms", () => {
  it("a client's and a sub-agent's rooms carry only their comms' lines, at join and at every save", async () => {
    const client = await createUser(t.app, ROLE.client);
    const sub = await createUser(t.app, ROLE.subAgent);
    for (const u of [client, sub]) await assignComms(t.app, u.user.id, [ctx.comm.id]);
    await assignPorts(t.app, sub.user.id, [ctx.port.id]);
    const [row] = await save([
      newRow(ctx.comm.id, { cargas_afretadores: [line(ctx.comm.id, "11"), line(theirs.id, "22")] }),
    ]);
    const id = row?.id ?? 0;
    const viewers = [subscribe(origin, ctx.terminal.id, client.token), subscribe(origin, ctx.terminal.id, sub.token)];
    const staff = subscribe(origin, ctx.terminal.id, admin.token);
    try {
      await Promise.all([...viewers, staff].map((c) => c.synced()));
      await waitFor(
        () => viewers.every((c) => c.rows.has(String(id))) && staff.rows.has(String(id)),
        "the row in every room",
      );
      for (const c of viewers) expect(linesIn(c, id)).toEqual([[ctx.comm.id, "11.000"]]);
      expect(linesIn(staff, id)).toEqual([
        [ctx.comm.id, "11.000"],
        [theirs.id, "22.000"],
      ]);

      // A save that changes both comms' lines: the viewers get their own line's change and nothing of the other's.
      await save([
        { id, version: row?.version ?? 1, cargas_afretadores: [line(ctx.comm.id, "12"), line(theirs.id, "55")] },
      ]);
      await waitFor(
        () => viewers.every((c) => JSON.stringify(linesIn(c, id)) === JSON.stringify([[ctx.comm.id, "12.000"]])),
        "the own line's change",
      );
      await waitFor(
        () => linesIn(staff, id).length === 2 && linesIn(staff, id)[1]?.[1] === "55.000",
        "the staff room's change",
      );
      for (const c of viewers) expect(JSON.stringify(c.doc.getMap("rows").toJSON())).not.toContain("RIVAL COMM");
    } finally {
      for (const c of [...viewers, staff]) c.destroy();
    }
  });

  it("once a comm is taken from a client, the room it joins again has neither that comm's lines nor its rows", async () => {
    const client = await createUser(t.app, ROLE.client);
    await assignComms(t.app, client.user.id, [ctx.comm.id, theirs.id]);
    const [mine] = await save([
      newRow(ctx.comm.id, { cargas_afretadores: [line(ctx.comm.id, "31"), line(theirs.id, "32")] }),
    ]);
    const [other] = await save([newRow(theirs.id, { qty: "2000" })]);
    const [mineId, otherId] = [mine?.id ?? 0, other?.id ?? 0];
    const before = subscribe(origin, ctx.terminal.id, client.token);
    try {
      await before.synced();
      await waitFor(() => before.rows.has(String(mineId)) && before.rows.has(String(otherId)), "both rows");
      expect(linesIn(before, mineId)).toEqual([
        [ctx.comm.id, "31.000"],
        [theirs.id, "32.000"],
      ]);
      const closed = new Promise<number>((resolve) =>
        before.provider.on("connection-close", (event: { code: number } | null) => event && resolve(event.code)),
      );
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/v1/users/${client.user.id}`,
        headers: bearer(admin.token),
        payload: { name: client.user.name, email: client.email, role_id: ROLE.client, carga_ids: [ctx.comm.id] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await closed).toBe(4401);
    } finally {
      before.destroy();
    }
    // Signed in again (a scope change may end the session), the client's room is that of its remaining comm.
    const after = subscribe(origin, ctx.terminal.id, (await login(t.app, client.email, client.password)).access_token);
    try {
      await after.synced();
      await waitFor(() => after.rows.has(String(mineId)), "the row of the remaining comm");
      expect(linesIn(after, mineId)).toEqual([[ctx.comm.id, "31.000"]]);
      expect(after.rows.has(String(otherId))).toBe(false);
      expect(JSON.stringify(after.doc.getMap("rows").toJSON())).not.toContain("32.000");
    } finally {
      after.destroy();
    }
  });
});
