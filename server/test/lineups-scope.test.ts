import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { cargas, lineupCargasAfretadores, lineups } from "../src/db/schema";
import { saveLineupList } from "../src/lineups/save-list";
import { bearer, createUser, startApp, type TestApp, type TestUser } from "./helpers";
import {
  addComm,
  addTerminal,
  assignComms,
  assignPorts,
  callFields,
  makeLineupRow,
  makeParties,
  makePort,
  type Parties,
  type Place,
} from "./factories";

/**
 * One scope check on every line-up write path: a sub-agent edits only their
 * ports and sets only their comms (split lines included), an operator or basic
 * admin only their ports; rows outside what a user sees are 404.
 */
let t: TestApp;
let ctx: Place;
let elsewhere: Place;
let p: Parties;
let foreignComm: typeof cargas.$inferSelect;
let sub: TestUser;

beforeAll(async () => {
  t = await startApp();
  ctx = await makePort(t.app, "Paranagua");
  elsewhere = await makePort(t.app, "Rio Grande");
  p = await makeParties(t.app);
  foreignComm = await addComm(t.app, ctx, "SOYBEAN", "SB");
  sub = await createUser(t.app, ROLE.subAgent);
  await assignPorts(t.app, sub.user.id, [ctx.port.id]);
  await assignComms(t.app, sub.user.id, [ctx.comm.id]);
});
afterAll(() => t.close());

const full = () => ({ ...callFields(ctx, p), carga_tipo_id: ctx.type.id });
const split = (carga_id: number) => ({ carga_id, qty: "10", afretador_id: p.charterer.id });
const formBody = (extra: Record<string, unknown> = {}) => ({
  ...full(),
  porto_id: ctx.port.id,
  terminal_id: ctx.terminal.id,
  ...extra,
});
const send = (token: string, method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload && { payload }) });
const stored = async (id: number) => (await t.app.db.select().from(lineups).where(eq(lineups.id, id)))[0];
const splitsOf = async (id: number) =>
  t.app.db.select().from(lineupCargasAfretadores).where(eq(lineupCargasAfretadores.lineup_id, id));
const rowCount = async () => (await t.app.db.select({ id: lineups.id }).from(lineups)).length;

describe("a sub-agent sets only their comms", () => {
  it("table save: the row's comm and every split line's comm", async () => {
    const before = await rowCount();
    const own = await send(sub.token, "POST", "/lineups/list", {
      terminal_id: ctx.terminal.id,
      list: [{ ...full(), carga_id: foreignComm.id }],
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual({ "list.0.carga_id": ["This comm is not assigned to you."] });
    const splits = await send(sub.token, "POST", "/lineups/list", {
      terminal_id: ctx.terminal.id,
      list: [{ ...full(), cargas_afretadores: [split(ctx.comm.id), split(foreignComm.id)] }],
    });
    expect(splits.statusCode).toBe(422);
    expect(splits.json().errors).toEqual({
      "list.0.cargas_afretadores.1.carga_id": ["This comm is not assigned to you."],
    });
    expect(await rowCount()).toBe(before);
    const ok = await send(sub.token, "POST", "/lineups/list", {
      terminal_id: ctx.terminal.id,
      list: [{ ...full(), cargas_afretadores: [split(ctx.comm.id)] }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("form create: the comm and the extra comm rows (cargas)", async () => {
    const before = await rowCount();
    const main = await send(sub.token, "POST", "/lineups", formBody({ carga_id: foreignComm.id }));
    expect(main.statusCode).toBe(422);
    expect(main.json().errors).toEqual({ carga_id: ["This comm is not assigned to you."] });
    const extra = await send(
      sub.token,
      "POST",
      "/lineups",
      formBody({ cargas: [split(ctx.comm.id), split(foreignComm.id)] }),
    );
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({ "cargas.1.carga_id": ["This comm is not assigned to you."] });
    expect(await rowCount()).toBe(before);
  });

  it("form edit: changing the comm or adding a split line of another comm is refused and writes nothing", async () => {
    const row = await makeLineupRow(t.app, ctx, full());
    const main = await send(
      sub.token,
      "PUT",
      `/lineups/${row.id}`,
      formBody({ carga_id: foreignComm.id, version: row.version }),
    );
    expect(main.statusCode).toBe(422);
    expect(main.json().errors).toEqual({ carga_id: ["This comm is not assigned to you."] });
    const extra = await send(sub.token, "POST", `/lineups/${row.id}`, {
      _method: "put",
      ...formBody({ qty: "5", cargas: [split(ctx.comm.id), split(foreignComm.id)], version: row.version }),
    });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({ "cargas.1.carga_id": ["This comm is not assigned to you."] });
    expect(await stored(row.id)).toMatchObject({ carga_id: ctx.comm.id, qty: "1000.000", version: row.version });
    expect(await splitsOf(row.id)).toEqual([]);
  });

  it("keeps the split lines of other comms it does not see, and may not name one", async () => {
    const row = await makeLineupRow(t.app, ctx, full());
    await t.app.db
      .insert(lineupCargasAfretadores)
      .values({ lineup_id: row.id, carga_id: foreignComm.id, qty: "10", afretador_id: p.charterer.id });
    // Its form shows no line of the other comm, so it sends none: that line stays, its own is added, and its answer shows only its own.
    const keep = await send(
      sub.token,
      "PUT",
      `/lineups/${row.id}`,
      formBody({ qty: "2000", cargas: [split(ctx.comm.id)], version: row.version }),
    );
    expect(keep.statusCode, keep.body).toBe(200);
    expect(
      (keep.json() as { lineup: { cargas_afretadores: { carga_id: number }[] } }).lineup.cargas_afretadores.map(
        (s) => s.carga_id,
      ),
    ).toEqual([ctx.comm.id]);
    expect(await stored(row.id)).toMatchObject({ qty: "2000.000", version: row.version + 1 });
    expect((await splitsOf(row.id)).map((s) => s.carga_id)).toEqual([ctx.comm.id, foreignComm.id]);
    // Its own lines sent back as they are change nothing (the other comm's line is neither dropped nor moved).
    const same = await send(sub.token, "POST", "/lineups/list", {
      terminal_id: ctx.terminal.id,
      list: [{ id: row.id, version: row.version + 1, cargas_afretadores: [split(ctx.comm.id)] }],
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(
      (same.json() as { lineups: { cargas_afretadores: { carga_id: number }[] }[] }).lineups[0]?.cargas_afretadores.map(
        (s) => s.carga_id,
      ),
    ).toEqual([ctx.comm.id]);
    expect(await stored(row.id)).toMatchObject({ version: row.version + 1 });
    // Naming the other comm's line is adding one of a comm it does not follow.
    const named = await send(sub.token, "POST", "/lineups/list", {
      terminal_id: ctx.terminal.id,
      list: [{ id: row.id, version: row.version + 1, cargas_afretadores: [split(ctx.comm.id), split(foreignComm.id)] }],
    });
    expect(named.statusCode).toBe(422);
    expect(named.json().errors).toEqual({
      "list.0.cargas_afretadores.1.carga_id": ["This comm is not assigned to you."],
    });
    expect((await splitsOf(row.id)).map((s) => s.carga_id)).toEqual([ctx.comm.id, foreignComm.id]);
  });

  it("the import path (the command itself) refuses another comm", async () => {
    const before = await rowCount();
    const attempt = saveLineupList({
      transact: t.app.transact,
      user: sub.user,
      terminalId: ctx.terminal.id,
      list: [{ ...full(), carga_id: foreignComm.id }],
      deletedIds: [],
    });
    await expect(attempt).rejects.toMatchObject({
      statusCode: 422,
      errors: { "list.0.carga_id": ["This comm is not assigned to you."] },
    });
    expect(await rowCount()).toBe(before);
  });
});

describe("rows and terminals outside the user's scope are 404 on every write", () => {
  it("a row of another comm: table edit, deletion, form edit, data, atualizar, DELETE", async () => {
    const theirs = await makeLineupRow(t.app, ctx, { ...full(), carga_id: foreignComm.id });
    const attempts = [
      await send(sub.token, "POST", "/lineups/list", {
        terminal_id: ctx.terminal.id,
        list: [{ id: theirs.id, version: theirs.version, qty: "1" }],
      }),
      await send(sub.token, "POST", "/lineups/list", {
        terminal_id: ctx.terminal.id,
        list: [],
        deleted_lines: [{ id: theirs.id, version: theirs.version }],
      }),
      await send(sub.token, "POST", "/lineups/list", {
        terminal_id: ctx.terminal.id,
        list: [],
        deleted_lines: [theirs.id],
      }),
      await send(sub.token, "PUT", `/lineups/${theirs.id}`, formBody({ version: theirs.version })),
      await send(sub.token, "POST", `/lineups/${theirs.id}/data`, {
        campo: "eta",
        valor: "2026-12-01",
        version: theirs.version,
      }),
      await send(sub.token, "POST", `/lineups/${theirs.id}/atualizar`, { atualizar: true }),
      await send(sub.token, "DELETE", `/lineups/${theirs.id}`),
      await send(sub.token, "POST", `/lineups/${theirs.id}`, { _method: "delete" }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect(await stored(theirs.id)).toMatchObject({
      qty: "1000.000",
      eta: null,
      atualizado_data: null,
      version: theirs.version,
    });
  });

  it("a terminal on a port not theirs: create, table save and a move there", async () => {
    const op = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, op.user.id, [ctx.port.id]);
    const away = { ...full(), carga_id: elsewhere.comm.id, carga_tipo_id: elsewhere.type.id };
    for (const user of [sub, op]) {
      expect(
        (
          await send(user.token, "POST", "/lineups", {
            ...away,
            porto_id: elsewhere.port.id,
            terminal_id: elsewhere.terminal.id,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await send(user.token, "POST", "/lineups/list", { terminal_id: elsewhere.terminal.id, list: [away] }))
          .statusCode,
      ).toBe(404);
      const row = await makeLineupRow(t.app, ctx, full());
      const move = await send(
        user.token,
        "PUT",
        `/lineups/${row.id}`,
        formBody({ porto_id: elsewhere.port.id, terminal_id: elsewhere.terminal.id, version: row.version }),
      );
      expect(move.statusCode).toBe(404);
      expect(await stored(row.id)).toMatchObject({ terminal_id: ctx.terminal.id, version: row.version });
    }
  });

  it("a basic admin sees every port but writes only to assigned ones", async () => {
    const basic = await createUser(t.app, ROLE.basicAdmin);
    await assignPorts(t.app, basic.user.id, [ctx.port.id]);
    const row = await makeLineupRow(t.app, elsewhere, {
      ...full(),
      carga_id: elsewhere.comm.id,
      carga_tipo_id: elsewhere.type.id,
    });
    expect((await t.app.inject({ url: `/api/v1/lineups/${row.id}`, headers: bearer(basic.token) })).statusCode).toBe(
      200,
    );
    const body = {
      ...full(),
      carga_id: elsewhere.comm.id,
      carga_tipo_id: elsewhere.type.id,
      porto_id: elsewhere.port.id,
      terminal_id: elsewhere.terminal.id,
      qty: "9",
      version: row.version,
    };
    const attempts = [
      await send(basic.token, "PUT", `/lineups/${row.id}`, body),
      await send(basic.token, "POST", `/lineups/${row.id}/data`, {
        campo: "etb",
        valor: "2026-12-01",
        version: row.version,
      }),
      await send(basic.token, "POST", `/lineups/${row.id}/atualizar`, {}),
      await send(basic.token, "DELETE", `/lineups/${row.id}`),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(await stored(row.id)).toMatchObject({ qty: "1000.000", etb: null, atualizado_data: null });
  });

  it("clients write nothing (403) on any path", async () => {
    const client = await createUser(t.app, ROLE.client);
    await assignComms(t.app, client.user.id, [ctx.comm.id]);
    const row = await makeLineupRow(t.app, ctx, full());
    const attempts = [
      await send(client.token, "POST", "/lineups", formBody()),
      await send(client.token, "POST", "/lineups/list", { terminal_id: ctx.terminal.id, list: [] }),
      await send(client.token, "PUT", `/lineups/${row.id}`, formBody({ version: row.version })),
      await send(client.token, "POST", `/lineups/${row.id}/data`, { campo: "eta", valor: null, version: row.version }),
      await send(client.token, "POST", `/lineups/${row.id}/atualizar`, {}),
      await send(client.token, "DELETE", `/lineups/${row.id}`),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    const directly = saveLineupList({
      transact: t.app.transact,
      user: client.user,
      terminalId: ctx.terminal.id,
      list: [full()],
      deletedIds: [],
    });
    await expect(directly).rejects.toMatchObject({ statusCode: 403 });
  });

  it("a sub-agent still does everything within their scope", async () => {
    const second = await addTerminal(t.app, ctx, "Second");
    const row = await makeLineupRow(t.app, ctx, full());
    const data = await send(sub.token, "POST", `/lineups/${row.id}/data`, {
      campo: "eta",
      valor: "2026-12-01",
      version: row.version,
    });
    expect(data.statusCode, data.body).toBe(200);
    expect((await send(sub.token, "POST", `/lineups/${row.id}/atualizar`, {})).statusCode).toBe(200);
    const move = await send(
      sub.token,
      "PUT",
      `/lineups/${row.id}`,
      formBody({ terminal_id: second.id, version: data.json().version }),
    );
    expect(move.statusCode, move.body).toBe(200);
    expect((await send(sub.token, "DELETE", `/lineups/${row.id}`)).statusCode).toBe(200);
    expect(await stored(row.id)).toBeUndefined();
  });
});
