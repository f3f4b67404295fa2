import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { ROLE } from "@lineup/shared";
import { lineups } from "../../src/db/schema";
import { LiveTerminal } from "../../src/live/terminal";
import { bearer, createUser, login, startApp } from "../helpers";
import { assignPorts, makeLineupRow, makeParties, makePort } from "../factories";
import { listen, saveList, savePort, subscribe, waitFor } from "./live-helpers";

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

/** Two instances on one PostgreSQL database; the second listens for sockets. */
async function twoInstances() {
  const a = await startApp();
  cleanup.push(() => a.close());
  const b = await startApp({}, undefined, { databaseUrl: a.databaseUrl });
  cleanup.push(() => b.app.close());
  return { a, originB: await listen(b.app) };
}

describe("several instances and restarts", () => {
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "delivers a save made on one instance to a client of another, through PostgreSQL",
    async () => {
      const { a, originB } = await twoInstances();
      const ctx = await makePort(a.app);
      const p = await makeParties(a.app);
      const admin = await createUser(a.app, ROLE.admin);
      const onB = subscribe(originB, ctx.terminal.id, admin.token);
      cleanup.push(async () => onB.destroy());
      await onB.synced();
      const res = await saveList(a.app, admin.token, {
        terminal_id: ctx.terminal.id,
        list: [
          {
            status: "Waiting",
            carga_id: ctx.comm.id,
            carga_tipo_id: ctx.type.id,
            afretador_id: p.charterer.id,
            recebedor_id: p.receiver.id,
            destination_porto: p.dest.id,
          },
        ],
      });
      const id = String(res.json().lineups[0].id);
      const started = Date.now();
      await waitFor(() => onB.rows.has(id), "the row on the other instance");
      expect(Date.now() - started).toBeLessThan(1000);
    },
  );

  it.runIf(Boolean(process.env.DATABASE_URL))(
    "closes a socket on another instance within a second of its user losing the port, and updates its header",
    async () => {
      const a = await startApp({}, undefined, { live: { recheckMs: 600_000 } });
      cleanup.push(() => a.close());
      const b = await startApp({}, undefined, { databaseUrl: a.databaseUrl, live: { recheckMs: 600_000 } });
      cleanup.push(() => b.app.close());
      const originB = await listen(b.app);
      const ctx = await makePort(a.app);
      const admin = await createUser(a.app, ROLE.admin);
      const op = await createUser(a.app, ROLE.operator);
      await assignPorts(a.app, op.user.id, [ctx.port.id]);
      const watcher = subscribe(originB, ctx.terminal.id, admin.token);
      const onB = subscribe(originB, ctx.terminal.id, op.token);
      cleanup.push(async () => (watcher.destroy(), onB.destroy()));
      const closed = new Promise<{ code: number; at: number }>((resolve) =>
        onB.provider.on(
          "connection-close",
          (e: { code: number } | null) => e && resolve({ code: e.code, at: Date.now() }),
        ),
      );
      await Promise.all([watcher.synced(), onB.synced()]);

      const started = Date.now();
      const put = await a.app.inject({
        method: "PUT",
        url: `/api/v1/users/${op.user.id}`,
        headers: bearer(admin.token),
        payload: { name: "Op", email: op.email, role_id: 3, porto_ids: [] },
      });
      expect(put.statusCode).toBe(200);
      const { code, at } = await closed;
      // A port change ends the user's access tokens (issue 19): the socket closes as unauthenticated (4401),
      // and the client signs in again into what it may now see.
      expect(code).toBe(4401);
      expect(at - started).toBeLessThan(1000);

      const form = {
        name: ctx.port.name,
        max_draft: 12.5,
        bunker: "NOT ALLOWED",
        ordem: 1,
        terminais: [
          {
            id: ctx.terminal.id,
            name: ctx.terminal.name,
            rate: "9999",
            av_dw_bw: "3",
            max_draft: "12",
            draft_berth: 30,
            loa: 250,
            bercos: [{ id: ctx.berth.id, name: "Berth 1" }],
          },
        ],
      };
      expect((await savePort(a.app, admin.token, ctx.port.id, form)).statusCode).toBe(200);
      await waitFor(
        () => (watcher.meta.get("terminal") as { rate: string }).rate === "9999",
        "the header on the other instance",
        1000,
      );
    },
  );

  it.runIf(Boolean(process.env.DATABASE_URL))(
    "tells another instance the version a deleted row had, so an older save of it cannot bring it back there",
    async () => {
      const { a, originB } = await twoInstances();
      const ctx = await makePort(a.app);
      const admin = await createUser(a.app, ROLE.admin);
      const row = await makeLineupRow(a.app, ctx, { status: "Waiting" });
      const onB = subscribe(originB, ctx.terminal.id, admin.token);
      cleanup.push(async () => onB.destroy());
      await onB.synced();
      const heard: { deleted: number[]; versions?: Record<number, number> }[] = [];
      const apply = LiveTerminal.prototype.applyChange;
      const spy = vi.spyOn(LiveTerminal.prototype, "applyChange").mockImplementation(function (
        this: LiveTerminal,
        ...args
      ) {
        heard.push({ deleted: args[1], versions: args[3] });
        return apply.apply(this, args);
      });
      cleanup.push(async () => spy.mockRestore());
      const res = await saveList(a.app, admin.token, {
        terminal_id: ctx.terminal.id,
        list: [],
        deleted_lines: [{ id: row.id, version: row.version }],
      });
      expect(res.statusCode, res.body).toBe(200);
      await waitFor(() => !onB.rows.has(String(row.id)), "the row gone on the other instance");
      expect(heard).toEqual([{ deleted: [row.id], versions: { [row.id]: row.version } }]);
    },
  );

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
