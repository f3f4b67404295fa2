import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { lineupFieldEvents, lineups, terminais } from "../src/db/schema";
import { jsonValue } from "../src/lineups/history";
import { portTeam, addTerminal, callFields, assignComms, assignPorts, makeLineupRow, makePort } from "./factories";
import type { Place, Parties } from "./factories";
import { bearer, createUser, startApp, type TestApp, type TestUser } from "./helpers";
import { postFile } from "./import-sheets";
import { sheetLine, writeSheet } from "./sheets";

/** Every write of a line-up row records one event per changed field (`lineup_events`), read back by `GET /lineups/{id}/history`. */
let t: TestApp;
let ctx: Place;
let p: Parties;
let ana: TestUser;
let bob: TestUser;
let north: typeof terminais.$inferSelect;
const dir = mkdtempSync(path.join(tmpdir(), "lineup-history-"));

beforeAll(async () => {
  t = await startApp();
  ({ ctx, p, ana, bob } = await portTeam(t.app));
  north = await addTerminal(t.app, ctx);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const full = () => callFields(ctx, p);
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/v1${url}`, headers: bearer(token), payload });
const tableSave = (token: string, body: object, terminalId = ctx.terminal.id) =>
  post(token, "/lineups/list", { terminal_id: terminalId, ...body });
const history = (token: string | null, id: number) =>
  t.app.inject({ url: `/api/v1/lineups/${id}/history`, headers: token ? bearer(token) : {} });
const version = async (id: number) =>
  (await t.app.db.select({ v: lineups.version }).from(lineups).where(eq(lineups.id, id)))[0]?.v ?? 0;
/** The events stored for a row, oldest first, as field / before / after. */
const stored = async (id: number) =>
  t.app.db
    .select({
      field: lineupFieldEvents.field,
      before: jsonValue(lineupFieldEvents.before),
      after: jsonValue(lineupFieldEvents.after),
      terminal_id: lineupFieldEvents.terminal_id,
    })
    .from(lineupFieldEvents)
    .where(eq(lineupFieldEvents.lineup_id, id))
    .orderBy(asc(lineupFieldEvents.id));
const eventCount = async () => Number((await t.app.db.select({ n: count() }).from(lineupFieldEvents))[0]?.n);

describe("history as data", () => {
  it("a table save of a new row records _created and one event per field it was given, then edits record what changed, newest first", async () => {
    const created = await tableSave(bob.token, {
      list: [{ ...full(), cargas_afretadores: [{ carga_id: ctx.comm.id, qty: "400", afretador_id: p.charterer.id }] }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().lineups[0].id as number;
    const fields = (await stored(id)).map((e) => [e.field, e.before, e.after]);
    expect(fields).toEqual([
      ["_created", null, null],
      ["status", null, "Waiting"],
      ["navio_id", null, p.vessel.id],
      ["carga_id", null, ctx.comm.id],
      ["carga_tipo_id", null, ctx.type.id],
      ["afretador_id", null, p.charterer.id],
      ["recebedor_id", null, p.receiver.id],
      ["destination_porto", null, p.dest.id],
      ["qty", null, "1000.000"],
      ["qty_unidade", null, "t"],
      [
        "cargas_afretadores",
        null,
        [{ carga_id: ctx.comm.id, qty: "400.000", afretador_id: p.charterer.id, recebedor_id: null }],
      ],
    ]);

    const edit = await tableSave(ana.token, {
      list: [{ id, version: await version(id), qty: "2000", status: "Loading", eta: "2026-12-01" }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const res = await history(bob.token, id);
    expect(res.statusCode).toBe(200);
    const entries = res.json() as {
      at: string;
      user: { id: number; name: string } | null;
      field: string;
      before: unknown;
      after: unknown;
    }[];
    // Newest first: the edit's events (the save's last field first), then the creation's, ending with _created.
    expect(entries.slice(0, 3).map(({ field, before, after, user }) => ({ field, before, after, user }))).toEqual([
      { field: "eta", before: null, after: "2026-12-01", user: { id: ana.user.id, name: "Ana" } },
      { field: "qty", before: "1000.000", after: "2000.000", user: { id: ana.user.id, name: "Ana" } },
      { field: "status", before: "Waiting", after: "Loading", user: { id: ana.user.id, name: "Ana" } },
    ]);
    expect(entries.at(-1)).toMatchObject({ field: "_created", user: { id: bob.user.id, name: "Bob" } });
    expect(entries).toHaveLength(fields.length + 3);
    expect(Date.parse(entries[0]!.at)).toBeGreaterThanOrEqual(Date.parse(entries.at(-1)!.at));
  });

  it("a list field records its lines as stored; a save that changes nothing records nothing", async () => {
    const row = await makeLineupRow(t.app, ctx, full());
    const lines = [{ carga_id: ctx.comm.id, qty: "10", afretador_id: p.charterer.id, recebedor_id: p.receiver.id }];
    expect(
      (await tableSave(ana.token, { list: [{ id: row.id, version: row.version, cargas_afretadores: lines }] }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await tableSave(ana.token, {
          list: [{ id: row.id, version: await version(row.id), cargas_afretadores: lines, qty: "1000" }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await stored(row.id)).map((e) => [e.field, e.before, e.after])).toEqual([
      [
        "cargas_afretadores",
        [],
        [{ carga_id: ctx.comm.id, qty: "10.000", afretador_id: p.charterer.id, recebedor_id: p.receiver.id }],
      ],
    ]);
  });

  it("the form's edit with a move records terminal_id, filed under the new terminal; data and atualizar record their field", async () => {
    const row = await makeLineupRow(t.app, ctx, full());
    const moved = await t.app.inject({
      method: "PUT",
      url: `/api/v1/lineups/${row.id}`,
      headers: bearer(bob.token),
      payload: { ...full(), qty: "1500", porto_id: ctx.port.id, terminal_id: north.id, version: row.version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const date = await post(bob.token, `/lineups/${row.id}/data`, {
      campo: "etb",
      valor: "2026-12-24",
      version: await version(row.id),
    });
    expect(date.statusCode, date.body).toBe(200);
    const [{ stamp }] = (await t.app.db
      .select({ stamp: lineups.atualizado_data })
      .from(lineups)
      .where(eq(lineups.id, row.id))) as [{ stamp: string | null }];
    const checked = await post(ana.token, `/lineups/${row.id}/atualizar`, {});
    expect(checked.statusCode).toBe(200);
    expect(await stored(row.id)).toEqual([
      { field: "qty", before: "1000.000", after: "1500.000", terminal_id: north.id },
      { field: "terminal_id", before: ctx.terminal.id, after: north.id, terminal_id: north.id },
      { field: "etb", before: null, after: "2026-12-24", terminal_id: north.id },
      { field: "atualizado_data", before: stamp, after: checked.json().atualizado_data, terminal_id: north.id },
    ]);
    const entries = (await history(bob.token, row.id)).json();
    expect(entries.map((e: { field: string }) => e.field)).toEqual(["atualizado_data", "etb", "terminal_id", "qty"]);
    expect(entries[0].user).toEqual({ id: ana.user.id, name: "Ana" });
  });

  it("a deletion records _deleted with the row's last values, which outlive the row", async () => {
    const row = await makeLineupRow(t.app, ctx, { ...full(), qty: "750.000" });
    await t.app.db.update(lineups).set({ etb: "2026-11-30" }).where(eq(lineups.id, row.id));
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/lineups/${row.id}?version=${row.version}`,
      headers: bearer(bob.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [gone] = await stored(row.id);
    expect(gone).toMatchObject({ field: "_deleted", after: null, terminal_id: ctx.terminal.id });
    expect(gone?.before).toMatchObject({
      terminal_id: ctx.terminal.id,
      status: "Waiting",
      qty: "750.000",
      etb: "2026-11-30",
      recebedor_id: p.receiver.id,
      navio_id: p.vessel.id,
      cargas_afretadores: [],
      embarcadores: [],
    });
  });

  it("removing a berth records berco_id on each row that was on it", async () => {
    const place = await makePort(t.app, "Rio Grande");
    const row = await makeLineupRow(t.app, place, {
      ...full(),
      carga_id: place.comm.id,
      carga_tipo_id: place.type.id,
      berco_id: place.berth.id,
    });
    const port = (await t.app.inject({ url: `/api/v1/portos/${place.port.id}`, headers: bearer(ana.token) })).json();
    const res = await post(ana.token, `/portos/${place.port.id}`, {
      _method: "put",
      ...port,
      terminais: [{ ...port.terminais[0], bercos: [] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(row.id)).map((e) => [e.field, e.before, e.after])).toEqual([
      ["berco_id", place.berth.id, null],
    ]);
  });

  it("an import records each new row's events", async () => {
    const place = await makePort(t.app, "Paranagua");
    const file = path.join(dir, "import.xlsx");
    await writeSheet(file, 3, sheetLine(place.comm.name));
    const res = await postFile(t, ana.token, place.terminal.id, readFileSync(file));
    expect(res.statusCode, res.body).toBe(201);
    const made = await t.app.db
      .select({ lineup_id: lineupFieldEvents.lineup_id })
      .from(lineupFieldEvents)
      .where(and(eq(lineupFieldEvents.porto_id, place.port.id), eq(lineupFieldEvents.field, "_created")));
    expect(made).toHaveLength(3);
    const qtys = await t.app.db
      .select({ after: jsonValue(lineupFieldEvents.after) })
      .from(lineupFieldEvents)
      .where(and(eq(lineupFieldEvents.porto_id, place.port.id), eq(lineupFieldEvents.field, "qty")))
      .orderBy(asc(lineupFieldEvents.id));
    expect(qtys.map((q) => q.after)).toEqual(["1.000", "2.000", "3.000"]);
  });

  it("a refused save (409 or 422) records nothing", async () => {
    const row = await makeLineupRow(t.app, ctx, full());
    expect((await tableSave(ana.token, { list: [{ id: row.id, version: row.version, qty: "1" }] })).statusCode).toBe(
      200,
    );
    const before = await eventCount();
    const stale = await tableSave(bob.token, {
      list: [{ id: row.id, version: row.version, qty: "2", status: "Loading" }],
    });
    expect(stale.statusCode).toBe(409);
    const invalid = await tableSave(bob.token, {
      list: [{ ...full(), navio_id: null, status: "Nonsense" }, { ...full() }],
    });
    expect(invalid.statusCode).toBe(422);
    const staleDelete = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/lineups/${row.id}?version=${row.version}`,
      headers: bearer(bob.token),
    });
    expect(staleDelete.statusCode).toBe(409);
    expect(await eventCount()).toBe(before);
  });
});

describe("GET /lineups/{id}/history: who sees what", () => {
  it("a client sees the history of their comms' rows without any staff-only field", async () => {
    const client = await createUser(t.app, ROLE.client, { name: "Carla" });
    await assignComms(t.app, client.user.id, [ctx.comm.id]);
    const created = await tableSave(ana.token, {
      list: [
        {
          ...full(),
          agencia_id: p.agency.id,
          client_type: "FULL",
          embarcadores: [{ trabalhador_id: p.worker.id, qty: "5" }],
          cargas_afretadores: [
            { carga_id: ctx.comm.id, qty: "9", afretador_id: p.charterer.id, recebedor_id: p.receiver.id },
          ],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().lineups[0].id as number;
    const edit = await tableSave(ana.token, {
      list: [{ id, version: await version(id), destination_porto: p.destTbi.id, client_type: "HUSBANDRY", qty: "3" }],
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const staff = (await history(ana.token, id)).json().map((e: { field: string }) => e.field);
    expect(staff).toEqual(
      expect.arrayContaining(["recebedor_id", "destination_porto", "agencia_id", "client_type", "embarcadores"]),
    );
    const res = await history(client.token, id);
    expect(res.statusCode).toBe(200);
    const entries = res.json() as { field: string; before: unknown; after: unknown }[];
    for (const hidden of [
      "recebedor_id",
      "destination_porto",
      "agencia_id",
      "client_type",
      "embarcadores",
      "recebedores",
    ])
      expect(entries.map((e) => e.field)).not.toContain(hidden);
    expect(entries.map((e) => e.field)).toEqual(expect.arrayContaining(["qty", "cargas_afretadores", "_created"]));
    expect(entries.find((e) => e.field === "cargas_afretadores")?.after).toEqual([
      { carga_id: ctx.comm.id, qty: "9.000", afretador_id: p.charterer.id },
    ]);
    expect(JSON.stringify(entries)).not.toContain("recebedor");

    // A client of another comm does not see the row at all.
    const other = await createUser(t.app, ROLE.client);
    await assignComms(t.app, other.user.id, [(await makePort(t.app, "Vitoria")).comm.id]);
    expect((await history(other.token, id)).statusCode).toBe(404);
  });

  it("needs a signed-in user who may see the row: 401 anonymous, 404 for another port's operator and for a missing row", async () => {
    const row = await makeLineupRow(t.app, ctx, full());
    expect((await history(null, row.id)).statusCode).toBe(401);
    const elsewhere = await makePort(t.app, "Itajai");
    const foreign = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, foreign.user.id, [elsewhere.port.id]);
    const hidden = await history(foreign.token, row.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe("Line-up not found.");
    expect((await history(ana.token, 2_000_000_000)).statusCode).toBe(404);
    expect((await history(ana.token, 0)).statusCode).toBe(422);
  });
});
