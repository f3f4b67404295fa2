import { afterAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import * as Y from "yjs";
import { bearer, createUser, setUpApp } from "../helpers";
import { assignComms, assignPorts, callFields, makeLineupRow, makeParties, makePort } from "../factories";
import { listen, subscriptions, waitFor } from "./live-helpers";

const given = setUpApp(async (t) => ({
  origin: await listen(t.app),
  admin: await createUser(t.app, ROLE.admin, { name: "Ada" }),
  ctx: await makePort(t.app, "Santos"),
  other: await makePort(t.app, "Itaqui"),
  p: await makeParties(t.app),
}));
const { open, closeAll } = subscriptions(() => given().origin);
// Registered after the app's own hook, so it runs before the app closes.
afterAll(closeAll);

const row = () => {
  const { ctx, p } = given();
  return { ...callFields(ctx, p), carga_tipo_id: ctx.type.id };
};
const save = (terminalId: number, body: object) =>
  given().t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/list",
    headers: bearer(given().admin.token),
    payload: { terminal_id: terminalId, ...body },
  });

describe("live rooms", () => {
  it("sends the terminal's rows on connect and every committed save to each subscriber of that terminal only", async () => {
    const { t, admin, ctx, other } = given();
    const existing = await makeLineupRow(t.app, ctx, row());
    const a = open(ctx.terminal.id, admin.token);
    const b = open(ctx.terminal.id, admin.token);
    const elsewhere = open(other.terminal.id, admin.token);
    await Promise.all([a.synced(), b.synced(), elsewhere.synced()]);
    expect(a.rows.get(String(existing.id))).toMatchObject({ status: "Waiting", navio: { name: "NORD VENUS" } });
    expect(a.meta.get("counts")).toEqual({ berthed: 0, waiting: 1, expected: 0 });
    let elsewhereUpdates = 0;
    elsewhere.doc.on("update", () => elsewhereUpdates++);

    const res = await save(ctx.terminal.id, {
      list: [{ id: existing.id, version: existing.version, status: "Loading" }, row()],
    });
    expect(res.statusCode).toBe(200);
    const added = res.json().lineups[1].id;
    for (const c of [a, b]) {
      await waitFor(
        () => c.rows.get(String(existing.id))?.status === "Loading" && c.rows.has(String(added)),
        "the save",
      );
      expect(c.meta.get("counts")).toEqual({ berthed: 1, waiting: 1, expected: 0 });
    }
    await save(ctx.terminal.id, { list: [], deleted_lines: [added] });
    await waitFor(() => !a.rows.has(String(added)), "the deletion");
    expect(elsewhereUpdates).toBe(0);
  });

  it("drops document writes from clients while keeping the connection healthy", async () => {
    const { t, admin, ctx } = given();
    const writer = open(ctx.terminal.id, admin.token);
    const watcher = open(ctx.terminal.id, admin.token);
    await Promise.all([writer.synced(), watcher.synced()]);
    writer.rows.set("999999", { status: "Forged" });
    const r = await makeLineupRow(t.app, ctx, row());
    await save(ctx.terminal.id, { list: [{ id: r.id, version: r.version, status: "Expected" }] });
    await waitFor(() => watcher.rows.get(String(r.id))?.status === "Expected", "a later save");
    await waitFor(() => writer.rows.get(String(r.id))?.status === "Expected", "the writer still receiving");
    expect(watcher.rows.has("999999")).toBe(false);
    const fresh = open(ctx.terminal.id, admin.token);
    await fresh.synced();
    expect(fresh.rows.has("999999")).toBe(false);
    expect(writer.provider.wsconnected).toBe(true);
  });

  it("shows editors to each other, never read-only clients, and refuses awareness that names someone else", async () => {
    const { t, admin, ctx } = given();
    const op = await createUser(t.app, ROLE.operator, { name: "Olga" });
    await assignPorts(t.app, op.user.id, [ctx.port.id]);
    const client = await createUser(t.app, ROLE.client, { name: "Carl" });
    await assignComms(t.app, client.user.id, [ctx.comm.id]);
    const ada = open(ctx.terminal.id, admin.token);
    const olga = open(ctx.terminal.id, op.token);
    const carl = open(ctx.terminal.id, client.token);
    await Promise.all([ada.synced(), olga.synced(), carl.synced()]);
    olga.provider.awareness.setLocalState({
      user: { id: op.user.id, name: "Olga", color: "#f00" },
      editing: { rowId: 1, field: "status" },
    });
    carl.provider.awareness.setLocalState({ user: { id: client.user.id, name: "Carl", color: "#0f0" }, editing: null });
    ada.provider.awareness.setLocalState({
      user: { id: op.user.id, name: "Olga (fake)", color: "#00f" },
      editing: null,
    });
    const names = () =>
      [...ada.provider.awareness.getStates().values()]
        .map((s) => (s as { user?: { name: string } }).user?.name)
        .filter(Boolean);
    await waitFor(() => names().includes("Olga"), "Olga's presence");
    await new Promise((r) => setTimeout(r, 300));
    const seenByOlga = [...olga.provider.awareness.getStates().entries()]
      .filter(([id]) => id !== olga.doc.clientID)
      .map(([, s]) => (s as { user?: { name: string } }).user?.name);
    expect(seenByOlga).not.toContain("Carl");
    expect(seenByOlga).not.toContain("Olga (fake)");
  });

  it("gives clients the client projection: only their comms, no hidden fields", async () => {
    const { t, ctx } = given();
    const client = await createUser(t.app, ROLE.client);
    await assignComms(t.app, client.user.id, [ctx.comm.id]);
    const c = open(ctx.terminal.id, client.token);
    await c.synced();
    const res = await save(ctx.terminal.id, { list: [{ ...row(), client_type: "FULL" }] });
    const id = String(res.json().lineups[0].id);
    await waitFor(() => c.rows.has(id), "the new row");
    const seen = c.rows.get(id);
    expect(seen).not.toHaveProperty("recebedor");
    expect(seen).not.toHaveProperty("client_type");
    const stranger = await createUser(t.app, ROLE.client);
    const s = open(ctx.terminal.id, stranger.token);
    await s.synced();
    expect(s.rows.size).toBe(0);
  });

  it("marks each loaded room with an epoch so reconnecting clients can start fresh", async () => {
    const { admin, other } = given();
    const c = open(other.terminal.id, admin.token);
    await c.synced();
    expect(typeof c.meta.get("epoch")).toBe("string");
    expect(Y.encodeStateVector(c.doc).length).toBeGreaterThan(0);
  });
});
