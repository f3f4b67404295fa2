import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { lineups } from "../../src/db/schema";
import { bearer, createUser, login, startApp } from "../helpers";
import { makeLineupRow, makeParties, makePort } from "../factories";
import { listen, subscribe, waitFor } from "./live-helpers";

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

describe("several instances and restarts", () => {
  it.runIf(Boolean(process.env.DATABASE_URL))("delivers a save made on one instance to a client of another, through PostgreSQL", async () => {
    const a = await startApp();
    cleanup.push(() => a.close());
    const b = await startApp({}, undefined, { databaseUrl: a.databaseUrl });
    cleanup.push(() => b.app.close());
    const originB = await listen(b.app);
    const ctx = await makePort(a.app);
    const p = await makeParties(a.app);
    const admin = await createUser(a.app, ROLE.admin);
    const onB = subscribe(originB, ctx.terminal.id, admin.token);
    cleanup.push(async () => onB.destroy());
    await onB.synced();
    const res = await a.app.inject({
      method: "POST",
      url: "/api/v1/lineups/list",
      headers: bearer(admin.token),
      payload: { terminal_id: ctx.terminal.id, list: [{ status: "Waiting", carga_id: ctx.comm.id, carga_tipo_id: ctx.type.id, afretador_id: p.charterer.id, recebedor_id: p.receiver.id, destination_porto: p.dest.id }] },
    });
    const id = String(res.json().lineups[0].id);
    const started = Date.now();
    await waitFor(() => onB.rows.has(id), "the row on the other instance");
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("converges after a server restart with no duplicated or resurrected rows", { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lineup-restart-"));
    cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const first = await startApp({}, undefined, { dataDir });
    const origin = await listen(first.app);
    const ctx = await makePort(first.app);
    const keep = await makeLineupRow(first.app, ctx, { status: "Waiting" });
    const doomed = await makeLineupRow(first.app, ctx, { status: "Waiting" });
    const admin = await createUser(first.app, ROLE.admin, { email: "restart@test.local", password: "restart-pass" });
    const before = subscribe(origin, ctx.terminal.id, admin.token);
    await before.synced();
    expect([...before.rows.keys()].sort()).toEqual([String(keep.id), String(doomed.id)].sort());
    const epoch = before.meta.get("epoch");
    before.destroy();
    await first.close(true);

    // While the server is down the database changes: one row deleted, one added.
    const second = await startApp({}, undefined, { dataDir, databaseUrl: first.databaseUrl, adoptDatabase: true });
    cleanup.push(() => second.close());
    const { eq } = await import("drizzle-orm");
    await second.app.db.delete(lineups).where(eq(lineups.id, doomed.id));
    const added = await makeLineupRow(second.app, ctx, { status: "Expected" });
    const origin2 = await listen(second.app);
    const token = (await login(second.app, "restart@test.local", "restart-pass")).access_token;
    const after = subscribe(origin2, ctx.terminal.id, token);
    cleanup.push(async () => after.destroy());
    await after.synced();
    expect(after.meta.get("epoch")).not.toBe(epoch);
    expect([...after.rows.keys()].sort()).toEqual([String(keep.id), String(added.id)].sort());
  });
});
