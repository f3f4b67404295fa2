/**
 * Data that cannot contradict itself (issue 23): a line-up's comm type is its
 * comm's, on every write path (the form, the table save), refused with both
 * named rather than silently replaced; a change to an existing line without its
 * version says what to send; a terminal's e-mailed export names its terminal;
 * a comm is saved only on a terminal that handles it; and the database itself
 * holds a line-up's status, client type, unit, note flag and workers' side to
 * their lists, whatever writes them.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES, ROLE } from "@lineup/shared";
import { lineups, lineupTrabalhadores, terminalCargas, trabalhadores } from "../src/db/schema";
import { makeLineupRow, makeParties, makePort, callFields } from "./factories";
import { bearer, createUser, setUpApp } from "./helpers";

const given = setUpApp(async (t) => {
  const token = (await createUser(t.app, ROLE.admin)).token;
  const grains = await makePort(t.app);
  const fertilizer = await makePort(t.app);
  const p = await makeParties(t.app);
  return { token, grains, fertilizer, p };
});

const line = (extra: Record<string, unknown> = {}) => ({
  ...callFields(given().grains, given().p),
  qty: "100",
  ...extra,
});
const post = (url: string, payload: object) =>
  given().t.app.inject({ method: "POST", url: `/api/v1${url}`, headers: bearer(given().token), payload });
/** Creates a comm of the grains' type from the line-up form, for a terminal (a unique name starting with `name`). */
const quickComm = (name: string, synonym: string, terminalId: number) =>
  post("/cargas", { name: `${name} ${Date.now()}`, synonym, tipo_id: given().grains.type.id, terminal_id: terminalId });
const count = async () =>
  (await given().t.app.db.select().from(lineups).where(eq(lineups.terminal_id, given().grains.terminal.id))).length;

describe("a line-up's comm type", () => {
  it("is its comm's: a contradicting one is refused on the form and in the table, naming both, and nothing is stored", async () => {
    const { grains, fertilizer } = given();
    const before = await count();
    const form = await post("/lineups", {
      ...line({ carga_tipo_id: fertilizer.type.id }),
      porto_id: grains.port.id,
      terminal_id: grains.terminal.id,
    });
    expect(form.statusCode).toBe(422);
    expect(form.json().errors.carga_tipo_id[0]).toContain(
      `The comm ${grains.comm.name} is of the comm type ${grains.type.name}`,
    );
    const table = await post("/lineups/list", {
      terminal_id: grains.terminal.id,
      list: [line({ carga_tipo_id: fertilizer.type.id })],
    });
    expect(table.statusCode).toBe(422);
    expect(Object.keys(table.json().errors)).toEqual(["list.0.carga_tipo_id"]);
    expect(await count()).toBe(before);
  });

  it("follows the comm when only the comm is sent, and a type sent alone may not contradict the comm a line has", async () => {
    const { grains, fertilizer } = given();
    const saved = await post("/lineups/list", { terminal_id: grains.terminal.id, list: [line()] });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = saved.json().lineups[0];
    expect(row.carga_tipo_id).toBe(grains.type.id);
    const moved = await post("/lineups/list", {
      terminal_id: grains.terminal.id,
      list: [{ id: row.id, version: row.version, carga_tipo_id: fertilizer.type.id }],
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors["list.0.carga_tipo_id"][0]).toContain(
      `Leave carga_tipo_id out, or send ${grains.type.id}`,
    );
    // The same type again, or the comm with its own type, is no contradiction.
    const same = await post("/lineups/list", {
      terminal_id: grains.terminal.id,
      list: [{ id: row.id, version: row.version, carga_tipo_id: grains.type.id, qty: "200" }],
    });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe("a change to an existing line without its version", () => {
  it("is refused with what to send and where to read it", async () => {
    const { t, grains } = given();
    const row = await makeLineupRow(t.app, grains, line());
    const res = await post("/lineups/list", { terminal_id: grains.terminal.id, list: [{ id: row.id, qty: "300" }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["list.0.version"]).toEqual([MESSAGES.versionRequired]);
    expect(MESSAGES.versionRequired).toContain("GET /lineups/{id}");
  });
});

describe("POST /lineups/sendemail with type terminal", () => {
  it("needs the terminal: without one nothing is mailed", async () => {
    const { t, grains } = given();
    const before = t.mail.length;
    const res = await post("/lineups/sendemail", {
      email: "ops@example.com",
      type: "terminal",
      carga_tipo_id: grains.type.id,
      porto_id: [grains.port.id],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ terminal_id: ["The terminal_id field is required when type is terminal."] });
    expect(t.mail.length).toBe(before);
    const named = await post("/lineups/sendemail", {
      email: "ops@example.com",
      type: "terminal",
      carga_tipo_id: grains.type.id,
      porto_id: [grains.port.id],
      terminal_id: grains.terminal.id,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(t.mail.length).toBe(before + 1);
  });
});

describe("the relations of spec.md section 3", () => {
  it("are returned: a line-up's comm type and terminal, a user's profile, a comm type's deleted_at", async () => {
    const { t, token, grains } = given();
    const row = await makeLineupRow(t.app, grains, line());
    const one = (await t.app.inject({ url: `/api/v1/lineups/${row.id}`, headers: bearer(token) })).json();
    expect(one).toMatchObject({
      carga_tipo_id: grains.type.id,
      cargaTipo: { id: grains.type.id, name: grains.type.name },
      terminal_id: grains.terminal.id,
      terminal: { id: grains.terminal.id, name: grains.terminal.name },
    });
    const operator = await createUser(t.app, ROLE.operator);
    expect((await t.app.inject({ url: "/api/v1/me", headers: bearer(operator.token) })).json().perfil).toEqual({
      id: ROLE.operator,
      name: expect.any(String),
    });
    expect(
      (await t.app.inject({ url: `/api/v1/users/${operator.user.id}`, headers: bearer(token) })).json().perfil.id,
    ).toBe(ROLE.operator);
    const type = (await t.app.inject({ url: `/api/v1/cargas_tipos/${grains.type.id}`, headers: bearer(token) })).json();
    expect(type).toHaveProperty("deleted_at", null);
  });
});

describe("a line-up's comm and its terminal", () => {
  const offTerminal = `The comm ${"NAME"} is not handled at terminal ${"TERMINAL"}: choose one of its comms, or add it to the terminal's comms (Ports).`;
  const says = (comm: string, terminal: string) => offTerminal.replace("NAME", comm).replace("TERMINAL", terminal);

  it("refuses a comm the terminal does not handle, on the form, in the table and on a split line, and stores nothing", async () => {
    const { grains, fertilizer, p } = given();
    const before = await count();
    const table = await post("/lineups/list", {
      terminal_id: grains.terminal.id,
      list: [line({ carga_id: fertilizer.comm.id })],
      deleted_lines: [],
    });
    expect(table.statusCode).toBe(422);
    expect(table.json().errors["list.0.carga_id"]).toEqual([says(fertilizer.comm.name, grains.terminal.name)]);
    const form = await post("/lineups", {
      ...line({ carga_id: fertilizer.comm.id }),
      porto_id: grains.port.id,
      terminal_id: grains.terminal.id,
    });
    expect(form.statusCode).toBe(422);
    expect(form.json().errors.carga_id).toEqual([says(fertilizer.comm.name, grains.terminal.name)]);
    const split = await post("/lineups/list", {
      terminal_id: grains.terminal.id,
      list: [line({ cargas_afretadores: [{ carga_id: fertilizer.comm.id, qty: "5", afretador_id: p.charterer.id }] })],
      deleted_lines: [],
    });
    expect(split.statusCode).toBe(422);
    expect(Object.keys(split.json().errors)).toEqual(["list.0.cargas_afretadores.0.carga_id"]);
    expect(await count()).toBe(before);
  });

  it("takes any comm on a terminal that lists none, and lets a row stored before the rule be edited while its comm stays", async () => {
    const { t, grains, fertilizer } = given();
    const open = await makePort(t.app);
    await t.app.db.delete(terminalCargas).where(eq(terminalCargas.terminal_id, open.terminal.id));
    const any = await post("/lineups/list", {
      terminal_id: open.terminal.id,
      list: [line({ carga_id: fertilizer.comm.id })],
      deleted_lines: [],
    });
    expect(any.statusCode, any.body).toBe(200);

    const legacy = await makeLineupRow(t.app, grains, {
      ...line(),
      carga_id: fertilizer.comm.id,
      carga_tipo_id: fertilizer.type.id,
    });
    const edited = await post("/lineups/list", {
      terminal_id: grains.terminal.id,
      list: [{ id: legacy.id, version: legacy.version, etb: "2031-01-02" }],
      deleted_lines: [],
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it("takes a comm quick-created for the line-up's terminal at once; a terminal listing none stays open; another port's is refused", async () => {
    const { t, token, grains } = given();
    const created = await quickComm("Quick", "QK", grains.terminal.id);
    expect(created.statusCode, created.body).toBe(201);
    const saved = await post("/lineups/list", {
      terminal_id: grains.terminal.id,
      list: [line({ carga_id: created.json().id })],
      deleted_lines: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const open = await makePort(t.app);
    await t.app.db.delete(terminalCargas).where(eq(terminalCargas.terminal_id, open.terminal.id));
    const onOpen = await quickComm("Open", "OP", open.terminal.id);
    expect(onOpen.statusCode, onOpen.body).toBe(201);
    expect(
      await t.app.db.select().from(terminalCargas).where(eq(terminalCargas.terminal_id, open.terminal.id)),
    ).toEqual([]);

    // A basic admin of no port: the terminal is refused as if it did not exist, and no comm is made.
    const basic = await createUser(t.app, ROLE.basicAdmin);
    const name = `Foreign ${Date.now()}`;
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/v1/cargas",
      headers: bearer(basic.token),
      payload: { name, synonym: "FO", tipo_id: grains.type.id, terminal_id: grains.terminal.id },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.terminal_id).toEqual(["The selected terminal does not exist."]);
    const listed = await t.app.inject({
      url: `/api/v1/cargas?name=${encodeURIComponent(name)}`,
      headers: bearer(token),
    });
    expect(listed.json().data).toEqual([]);
  });
});

describe("the database", () => {
  it("refuses a value outside the lists of a line-up's status, client type, unit, note flag and workers' side", async () => {
    const { t, grains } = given();
    const row = await makeLineupRow(t.app, grains, { status: "Waiting", client_type: "FULL", qty_unidade: "m³" });
    const refused = async (change: string, check: string) => {
      const attempt = t.app.db.execute(sql.raw(`update lineups set ${change} where id = ${row.id}`));
      await expect(attempt).rejects.toMatchObject({ cause: { message: expect.stringContaining(check) } });
    };
    await refused("status = 'Berthed'", "lineups_status_known");
    await refused("client_type = 'VIP'", "lineups_client_type_known");
    await refused("qty_unidade = 'kg'", "lineups_qty_unit_known");
    await refused("is_observacao = 2", "lineups_is_observacao_flag");
    // Each value of the lists, and no client type, are taken.
    await t.app.db.execute(
      sql.raw(`update lineups set status = 'POB hh:mm lt', client_type = null where id = ${row.id}`),
    );
    const [worker] = await t.app.db
      .insert(trabalhadores)
      .values({ name: `Worker ${row.id}` })
      .returning();
    const side = (type: string) =>
      t.app.db.insert(lineupTrabalhadores).values({ lineup_id: row.id, trabalhador_id: worker!.id, type });
    await side("embarcador");
    await expect(side("both")).rejects.toMatchObject({
      cause: { message: expect.stringContaining("lineup_trabalhadores_type_known") },
    });
    const [stored] = await t.app.db.select().from(lineups).where(eq(lineups.id, row.id));
    expect(stored).toMatchObject({ status: "POB hh:mm lt", client_type: null, qty_unidade: "m³", is_observacao: 0 });
  });
});
