import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { bercos, lineups } from "../src/db/schema";
import type { LineupChange } from "../src/lineups/events";
import { SAILED_READ_ONLY } from "../src/lineups/save-plan";
import { bearer, createUser, multipart, startApp, type TestApp, type TestUser, sendForm } from "./helpers";
import { assignComms, assignPorts, callFields, makeLineupRow, makeParties, makePort } from "./factories";
import type { Place, Parties } from "./factories";

let t: TestApp;
let admin: TestUser;
let ctx: Place;
let other: Place;
let p: Parties;
const events: LineupChange[] = [];

beforeAll(async () => {
  t = await startApp();
  admin = await createUser(t.app, ROLE.admin, { name: "Ada" });
  ctx = await makePort(t.app, "Santos");
  other = await makePort(t.app, "Itaqui");
  p = await makeParties(t.app);
  t.app.lineupEvents.on((c) => events.push(c));
});
afterAll(() => t.close());

const full = () => ({
  ...callFields(ctx, p),
  carga_tipo_id: ctx.type.id,
  agencia_id: p.agency.id,
  qty: "25000.5",
  eta: "2026-11-20",
  etb: "2026-11-23",
});
const board = async (token: string, query = "") =>
  (await t.app.inject({ url: `/api/v1/lineups?carga_tipo_id=${ctx.type.id}${query}`, headers: bearer(token) })).json();
const save = (token: string, body: unknown) =>
  t.app.inject({ method: "POST", url: "/api/v1/lineups/list", headers: bearer(token), payload: body as object });
/** The table save of `list` (and `extra`, such as `deleted_lines`) to `ctx`'s terminal as the admin. */
const saveOnCtx = (list: object[], extra: object = {}) =>
  save(admin.token, { terminal_id: ctx.terminal.id, list, ...extra });
/** Posts as the admin (the form also edits and deletes this way, with `_method`). */
const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/v1${url}`, headers: bearer(admin.token), payload });
/** The form's body for a call on `ctx`'s terminal. */
const formBody = (extra: Record<string, unknown> = {}) => ({
  ...full(),
  porto_id: ctx.port.id,
  terminal_id: ctx.terminal.id,
  ...extra,
});
const rowsOf = (b: { portos: { terminais: { lineups: { id: number }[] }[] }[] }) =>
  b.portos.flatMap((x) => x.terminais.flatMap((y) => y.lineups));

describe("GET /lineups", () => {
  it("returns ports, terminal headers, counts and rows ordered by ETB, hiding Sailed by default", async () => {
    const late = await makeLineupRow(t.app, ctx, {
      ...full(),
      eta: "2026-12-07",
      etb: "2026-12-10",
      status: "Loading",
    });
    const early = await makeLineupRow(t.app, ctx, {
      ...full(),
      eta: "2026-10-29",
      etb: "2026-11-01",
      status: "Expected",
    });
    const sailed = await makeLineupRow(t.app, ctx, { ...full(), status: "Sailed" });
    const b = await board(admin.token, `&porto_id[]=${ctx.port.id}`);
    expect(b.portos).toHaveLength(1);
    const [port] = b.portos;
    expect(port.name).toBe("Santos");
    expect(port.counts).toEqual({ berthed: 1, waiting: 0, expected: 1 });
    const terminal = port.terminais[0];
    expect(terminal).toMatchObject({ name: ctx.terminal.name, rate: "10000", max_draft: "12.00", editable: true });
    expect(terminal.av_waiting_time).toBe(3);
    const ids = terminal.lineups.map((r: { id: number }) => r.id);
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    expect(ids).not.toContain(sailed.id);
    const withSailed = await board(admin.token, `&status[]=Sailed`);
    expect(rowsOf(withSailed).map((r) => r.id)).toEqual([sailed.id]);
    const row = terminal.lineups.find((r: { id: number }) => r.id === late.id);
    expect(row).toMatchObject({
      navio: { name: "NORD VENUS" },
      afretador: { name: "Cargill" },
      recebedor: { name: "Fertipar" },
      destination_port: { pais: "China" },
      qty: "25000.500",
      espera: 3,
    });
  });

  it("filters by charterer and period and refuses bad filter values with 422", async () => {
    const b = await board(admin.token, `&afretador_id[]=${p.charterer2.id}`);
    expect(rowsOf(b)).toHaveLength(0);
    const bad = await t.app.inject({
      url: "/api/v1/lineups?status[]=Nope&periodo_inicio=tomorrow",
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(422);
  });

  it("never sends clients the receiver, disport, agency or client type, blanks TBI berths, and limits rows to their comms", async () => {
    const [tbiBerth] = await t.app.db.insert(bercos).values({ terminal_id: ctx.terminal.id, name: "TBI" }).returning();
    const mine = await makeLineupRow(t.app, ctx, { ...full(), berco_id: tbiBerth!.id, client_type: "FULL" });
    const client = await createUser(t.app, ROLE.client);
    await assignComms(t.app, client.user.id, [ctx.comm.id]);
    const b = await board(client.token);
    const row = rowsOf(b).find((r) => r.id === mine.id) as Record<string, unknown>;
    for (const key of [
      "recebedor_id",
      "recebedor",
      "destination_porto",
      "destination_port",
      "agencia_id",
      "agencia",
      "client_type",
    ])
      expect(row).not.toHaveProperty(key);
    expect((row.berco as { name: string }).name).toBe("");
    expect(b.portos[0].terminais[0].editable).toBe(false);
    const stranger = await createUser(t.app, ROLE.client);
    expect(rowsOf(await board(stranger.token))).toHaveLength(0);
    expect(
      (await t.app.inject({ url: `/api/v1/lineups/${mine.id}`, headers: bearer(stranger.token) })).statusCode,
    ).toBe(404);
  });

  it("shows operators only their ports", async () => {
    await makeLineupRow(t.app, other, { ...full(), carga_id: other.comm.id, carga_tipo_id: other.type.id });
    const op = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, op.user.id, [ctx.port.id]);
    const theirs = await t.app.inject({
      url: `/api/v1/lineups?carga_tipo_id=${other.type.id}`,
      headers: bearer(op.token),
    });
    expect(theirs.json().portos).toEqual([]);
  });
});

describe("POST /lineups/list", () => {
  it("adds a line and a note, edits a row, removes one, all in one save", async () => {
    const keep = await makeLineupRow(t.app, ctx, full());
    const gone = await makeLineupRow(t.app, ctx, full());
    events.length = 0;
    const res = await saveOnCtx(
      [
        { id: keep.id, version: keep.version, status: "Loading", qty: "30000" },
        { ...full(), cargas_afretadores: [{ carga_id: ctx.comm.id, qty: "1000", afretador_id: p.charterer.id }] },
        {
          is_observacao: 1,
          observacao: "Channel dredging on Monday",
          navio_id: p.vessel.id,
          carga_tipo_id: ctx.type.id,
        },
      ],
      { deleted_lines: [gone.id] },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Lines saved successfully!");
    const [edited, added, note] = res.json().lineups;
    expect(edited).toMatchObject({ status: "Loading", qty: "30000.000", version: keep.version + 1 });
    expect(added.cargas_afretadores).toEqual([
      expect.objectContaining({ qty: "1000.000", afretador: { id: p.charterer.id, name: "Cargill" } }),
    ]);
    expect(note).toMatchObject({
      is_observacao: 1,
      status: "Expected",
      observacao: "Channel dredging on Monday",
      navio_id: null,
      carga_tipo_id: ctx.type.id,
    });
    // The note shows under the cargo-type tab it was written in.
    expect(rowsOf(await board(admin.token, `&porto_id[]=${ctx.port.id}`)).map((r) => r.id)).toContain(note.id);
    expect((await t.app.inject({ url: `/api/v1/lineups/${gone.id}`, headers: bearer(admin.token) })).statusCode).toBe(
      404,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ terminal_id: ctx.terminal.id, deleted_ids: [gone.id] });
    expect(events[0]!.row_ids).toEqual(expect.arrayContaining([keep.id, added.id, note.id]));
    expect(events[0]!.fields[keep.id]).toEqual(["status", "qty"]);
  });

  it("answers field errors with list keys and writes nothing", async () => {
    const row = await makeLineupRow(t.app, ctx, full());
    const res = await saveOnCtx([
      { id: row.id, version: row.version, status: "Loading" },
      { ...full(), carga_id: null, cargas_afretadores: [{ carga_id: ctx.comm.id, qty: null, afretador_id: null }] },
      { ...full(), status: "POB hh:mm lt" },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Please check all lines.");
    expect(Object.keys(res.json().errors).sort()).toEqual([
      "list.1.carga_id",
      "list.1.cargas_afretadores.0.afretador_id",
      "list.1.cargas_afretadores.0.qty",
      "list.2.pob",
    ]);
    const [unchanged] = await t.app.db
      .select()
      .from(lineups)
      .where((await import("drizzle-orm")).eq(lineups.id, row.id));
    expect(unchanged!.status).toBe("Waiting");
  });

  it("refuses Sailed while a party is still TBI, and accepts it with real parties", async () => {
    const row = await makeLineupRow(t.app, ctx, { ...full(), navio_id: p.vesselTbi.id });
    const refused = await saveOnCtx([{ id: row.id, version: row.version, status: "Sailed" }]);
    expect(refused.json().errors["list.0.status"]).toEqual(["Please inform all fields"]);
    const ok = await saveOnCtx([{ id: row.id, version: row.version, status: "Sailed", navio_id: p.vessel.id }]);
    expect(ok.statusCode).toBe(200);
  });

  it("keeps Sailed rows read-only in the table (the form still edits them); setting Sailed from the table is allowed", async () => {
    const sailed = await makeLineupRow(t.app, ctx, { ...full(), status: "Sailed" });
    const other = await makeLineupRow(t.app, ctx, full());
    const refused = await saveOnCtx([
      { id: other.id, version: other.version, qty: "999" },
      { id: sailed.id, version: sailed.version, etb: "2026-11-30", status: "Loading" },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ "list.1.status": [SAILED_READ_ONLY] });
    const stored = async (id: number) =>
      (await t.app.inject({ url: `/api/v1/lineups/${id}`, headers: bearer(admin.token) })).json();
    expect(await stored(sailed.id)).toMatchObject({ status: "Sailed", etb: "2026-11-23", version: sailed.version });
    // Nothing of that save is written.
    expect((await stored(other.id)).qty).toBe("25000.500");
    // Sending a Sailed row's stored values back unchanged is no change, so a table save of its terminal goes through.
    expect(
      (
        await saveOnCtx([
          { id: sailed.id, version: sailed.version, status: "Sailed", etb: "2026-11-23" },
          { id: other.id, version: other.version, qty: "999" },
        ])
      ).statusCode,
    ).toBe(200);
    // A row becomes Sailed from the table.
    expect((await saveOnCtx([{ id: other.id, version: other.version + 1, status: "Sailed" }])).statusCode).toBe(200);
    // The form edits a Sailed row.
    const form = await post(`/lineups/${sailed.id}`, {
      _method: "put",
      ...formBody({ status: "Sailed", etb: "2026-11-30", version: sailed.version }),
    });
    expect(form.statusCode, form.body).toBe(200);
    expect((await stored(sailed.id)).etb).toBe("2026-11-30");
  });

  it("merges two operators' changes to different fields of the same row", async () => {
    const row = await makeLineupRow(t.app, ctx, full());
    const a = await saveOnCtx([{ id: row.id, version: row.version, status: "Loading" }]);
    const b = await saveOnCtx([{ id: row.id, version: row.version, etb: "2026-11-25" }]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const now = (await t.app.inject({ url: `/api/v1/lineups/${row.id}`, headers: bearer(admin.token) })).json();
    expect(now).toMatchObject({ status: "Loading", etb: "2026-11-25", version: row.version + 2 });
  });

  it("refuses the same field changed by both with 409 naming the row and field, writing nothing of that save", async () => {
    const row = await makeLineupRow(t.app, ctx, full());
    const second = await makeLineupRow(t.app, ctx, full());
    await saveOnCtx([{ id: row.id, version: row.version, qty: "111" }]);
    const res = await saveOnCtx([
      { id: second.id, version: second.version, status: "Loading" },
      { id: row.id, version: row.version, qty: "222", status: "Discharging" },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().conflicts).toEqual([{ index: 1, id: row.id, fields: ["qty"] }]);
    expect(res.json().message).toMatch(/line 2 \(qty\)/);
    const secondNow = (
      await t.app.inject({ url: `/api/v1/lineups/${second.id}`, headers: bearer(admin.token) })
    ).json();
    expect(secondNow.status).toBe("Waiting");
    const rowNow = (await t.app.inject({ url: `/api/v1/lineups/${row.id}`, headers: bearer(admin.token) })).json();
    expect(rowNow).toMatchObject({ qty: "111.000", status: "Waiting" });
  });

  it("treats sending the value already stored as no change, not a conflict", async () => {
    const row = await makeLineupRow(t.app, ctx, full());
    await saveOnCtx([{ id: row.id, version: row.version, status: "Loading" }]);
    const res = await saveOnCtx([{ id: row.id, version: row.version, status: "Loading" }]);
    expect(res.statusCode).toBe(200);
  });

  it("refuses rows and deletions of another terminal, and operators on ports not theirs", async () => {
    const foreign = await makeLineupRow(t.app, other, { ...full(), carga_id: other.comm.id });
    const res = await saveOnCtx([{ id: foreign.id, version: 1, status: "Loading" }], { deleted_lines: [foreign.id] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["deleted_lines.0", "list.0.id"]);
    const op = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, op.user.id, [ctx.port.id]);
    expect((await save(op.token, { terminal_id: other.terminal.id, list: [{ ...full() }] })).statusCode).toBe(404);
    expect((await save(op.token, { terminal_id: ctx.terminal.id, list: [{ ...full() }] })).statusCode).toBe(200);
    const client = await createUser(t.app, ROLE.client);
    expect((await save(client.token, { terminal_id: ctx.terminal.id, list: [] })).statusCode).toBe(403);
  });
});

describe("line-up form and single-field routes", () => {
  it("creates from the form with extra comm rows, validating them as cargas.n.carga_id", async () => {
    const body = formBody({ cargas: [{ carga_id: null, qty: "10", afretador_id: p.charterer.id }] });
    const bad = await post("/lineups", body);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors["cargas.0.carga_id"]).toBeDefined();
    // A comm row needs what a split line of the table needs, under the form's own keys.
    const incomplete = await post("/lineups", {
      ...body,
      cargas: [{ carga_id: ctx.comm.id, qty: null, afretador_id: null }],
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json()).toEqual({
      message: "Please check the lineup",
      errors: {
        "cargas.0.afretador_id": ["The charterer field is required."],
        "cargas.0.qty": ["The quantity field is required."],
      },
    });
    const ok = await post("/lineups", {
      ...body,
      cargas: [{ carga_id: ctx.comm.id, qty: "10", afretador_id: p.charterer.id }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().message).toBe("Lineup saved successfully!");
    expect(ok.json().lineup.cargas_afretadores).toHaveLength(1);
    const wrongTerminal = await post("/lineups", { ...body, terminal_id: other.terminal.id });
    expect(wrongTerminal.json().errors.terminal_id).toBeDefined();
  });

  it("edits and deletes through the method override", async () => {
    const row = await makeLineupRow(t.app, ctx, full());
    const edit = await post(`/lineups/${row.id}`, {
      _method: "put",
      ...formBody({ status: "Discharging", version: row.version }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().lineup.status).toBe("Discharging");
    const del = await post(`/lineups/${row.id}`, { _method: "delete" });
    expect(del.json().message).toBe("Deleted successfully.");
  });

  it("sets a typed date and returns it with the waiting time; refuses an invalid one", async () => {
    const row = await makeLineupRow(t.app, ctx, full());
    const res = await post(`/lineups/${row.id}/data`, { campo: "etb", valor: "27/11/2026", version: row.version });
    expect(res.json()).toMatchObject({ data: "2026-11-27", espera: 7, version: row.version + 1 });
    const bad = await post(`/lineups/${row.id}/data`, { campo: "etb", valor: "31/02/2026", version: row.version + 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.valor).toEqual(["Invalid date!"]);
  });

  it("accepts the form as multipart with bracketed keys", async () => {
    const fields: Record<string, string> = {
      porto_id: String(ctx.port.id),
      terminal_id: String(ctx.terminal.id),
      carga_tipo_id: String(ctx.type.id),
      status: "Waiting",
      navio_id: String(p.vessel.id),
      carga_id: String(ctx.comm.id),
      afretador_id: String(p.charterer.id),
      recebedor_id: String(p.receiver.id),
      destination_porto: String(p.dest.id),
      qty: "1500,5",
      "cargas[0][carga_id]": String(ctx.comm.id),
      "cargas[0][qty]": "500",
      "cargas[0][afretador_id]": String(p.charterer.id),
    };
    const form = multipart(fields);
    const res = await sendForm(t.app, admin.token, "POST", "/lineups", form);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().lineup).toMatchObject({
      qty: "1500.500",
      cargas_afretadores: [expect.objectContaining({ qty: "500.000" })],
    });
  });

  it("lists the TBI placeholder first in the option lists", async () => {
    const res = await t.app.inject({
      url: "/api/v1/lineups/parametros?navios=1&afretadores=1",
      headers: bearer(admin.token),
    });
    expect(res.json().navios[0].name).toBe("TBI");
    expect(res.json().afretadores[0].name).toBe("TBI");
  });

  it("offers a client only the cargo types and ports in which it follows a comm; staff all of them", async () => {
    const client = await createUser(t.app, ROLE.client, { name: "Cutrale" });
    await assignComms(t.app, client.user.id, [ctx.comm.id]);
    const nothing = await createUser(t.app, ROLE.client, { name: "New client" });
    const options = async (token: string) => {
      const res = await t.app.inject({ url: "/api/v1/lineups/parametros?portos=1&cargas=1", headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ cargas_tipos: { id: number }[]; portos: { id: number }[] }>();
      return { types: body.cargas_tipos.map((x) => x.id), ports: body.portos.map((x) => x.id) };
    };
    const mine = await options(client.token);
    expect(mine.types).toEqual([ctx.type.id]);
    expect(mine.ports).toEqual([ctx.port.id]);
    expect(await options(nothing.token)).toEqual({ types: [], ports: [] });
    const staff = await options(admin.token);
    expect(staff.types).toEqual(expect.arrayContaining([ctx.type.id, other.type.id]));
    expect(staff.ports).toEqual(expect.arrayContaining([ctx.port.id, other.port.id]));
  });

  it("marks a row updated", async () => {
    const row = await makeLineupRow(t.app, ctx, full());
    const res = await post(`/lineups/${row.id}/atualizar`, { atualizar: true });
    expect(res.json().atualizado_data).toBeTruthy();
  });
});

describe("the writes' answers, whole", () => {
  /** A split line as a staff answer holds it. */
  const splitLine = (qty: string, charterer: { id: number; name: string } | null, receiver: boolean) => ({
    id: expect.any(Number),
    carga_id: ctx.comm.id,
    carga: { id: ctx.comm.id, name: ctx.comm.name, synonym: "C", color: "#000000" },
    qty,
    afretador_id: charterer?.id ?? null,
    afretador: charterer,
    recebedor_id: receiver ? p.receiver.id : null,
    recebedor: receiver ? { id: p.receiver.id, name: "Fertipar" } : null,
  });
  const worker = (qty: string | null) => ({
    id: expect.any(Number),
    trabalhador_id: p.worker.id,
    trabalhador: { id: p.worker.id, name: "OGMO" },
    qty,
  });
  /** The row the form below makes, as `GET /lineups/{id}` shows it to staff. */
  const formRow = () => ({
    id: expect.any(Number),
    terminal_id: ctx.terminal.id,
    porto_id: ctx.port.id,
    berco_id: ctx.berth.id,
    berco: { id: ctx.berth.id, name: "Berth 1" },
    status: "POB hh:mm lt",
    pob: "10:30",
    is_observacao: 0,
    observacao: null,
    navio_id: p.vessel.id,
    navio: { id: p.vessel.id, name: "NORD VENUS", imo: "9412345", is_agency_client: false },
    carga_id: ctx.comm.id,
    carga: { id: ctx.comm.id, name: ctx.comm.name, synonym: "C", color: "#000000" },
    carga_tipo_id: ctx.type.id,
    afretador_id: p.charterer.id,
    afretador: { id: p.charterer.id, name: "Cargill" },
    qty: "25000.500",
    qty_unidade: "t",
    qty_import: null,
    qty_export: null,
    eta: "2026-11-20",
    etb: "2026-11-23",
    etc: null,
    espera: 3,
    atualizado_data: expect.any(String),
    atualizador: { id: admin.user.id, name: "Ada" },
    call_number: null,
    call_in_id: null,
    version: 1,
    updated_at: expect.any(String),
    cargas_afretadores: [
      splitLine("1000.000", { id: p.charterer.id, name: "Cargill" }, true),
      splitLine("7.500", { id: p.charterer2.id, name: "Bunge" }, false),
    ],
    agencia_id: p.agency.id,
    agencia: { id: p.agency.id, name: "Williams", is_house: false },
    recebedor_id: p.receiver.id,
    recebedor: { id: p.receiver.id, name: "Fertipar" },
    destination_porto: p.dest.id,
    destination_port: { id: p.dest.id, name: "Qingdao", pais: "China" },
    client_type: "FULL",
    embarcadores: [worker("12.250")],
    recebedores: [worker(null)],
    cargaTipo: { id: ctx.type.id, name: ctx.type.name },
    terminal: { id: ctx.terminal.id, name: ctx.terminal.name },
  });
  const lists = () => ({
    cargas: [
      { carga_id: ctx.comm.id, qty: "1000", afretador_id: p.charterer.id, recebedor_id: p.receiver.id },
      { carga_id: ctx.comm.id, qty: "7,5", afretador_id: p.charterer2.id },
    ],
    embarcadores: [{ trabalhador_id: p.worker.id, qty: "12.25" }],
    recebedores: [{ trabalhador_id: p.worker.id }],
  });
  const pob = { status: "POB hh:mm lt", pob: "10:30" };
  const read = async (id: number) =>
    (await t.app.inject({ url: `/api/v1/lineups/${id}`, headers: bearer(admin.token) })).json();

  it("answers the form's row whole when created and edited, as GET /lineups/{id} shows it", async () => {
    const body = formBody({ berco_id: ctx.berth.id, ...pob, client_type: "FULL", ...lists() });
    const created = await post("/lineups", body);
    expect(created.statusCode, created.body).toBe(201);
    const saved = { message: "Lineup saved successfully!", lineup: formRow() };
    expect(created.json()).toStrictEqual(saved);
    const { id } = created.json().lineup;
    expect(await read(id)).toStrictEqual(created.json().lineup);
    const edit = { ...body, cargas: undefined, qty: "3", version: 1 };
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/v1/lineups/${id}`,
      headers: bearer(admin.token),
      payload: edit,
    });
    const edited = { ...saved.lineup, qty: "3.000", version: 2 };
    expect(put.json()).toStrictEqual({ ...saved, lineup: edited });
    const overridden = await post(`/lineups/${id}`, { ...edit, qty: "4", version: 2, _method: "put" });
    expect(overridden.json()).toStrictEqual({ ...saved, lineup: { ...edited, qty: "4.000", version: 3 } });
  });

  it("answers the table save's rows whole, as the board shows them, and a replay alike", async () => {
    const row = {
      ...full(),
      berco_id: ctx.berth.id,
      ...pob,
      client_type: "FULL",
      ...lists(),
      cargas: undefined,
      cargas_afretadores: lists().cargas,
    };
    const body = { terminal_id: ctx.terminal.id, save_id: "whole-answer-1", list: [row] };
    const res = await save(admin.token, body);
    const { cargaTipo: _type, terminal: _terminal, ...boardRow } = formRow();
    expect(res.json()).toStrictEqual({ message: "Lines saved successfully!", lineups: [boardRow] });
    const [saved] = res.json().lineups;
    const { cargaTipo: _t, terminal: _tt, ...shown } = await read(saved.id);
    expect(saved).toStrictEqual(shown);
    expect((await save(admin.token, body)).json()).toStrictEqual(res.json());
  });

  it("answers a mark, a date and a deletion whole", async () => {
    const row = await makeLineupRow(t.app, ctx, full());
    const marked = await post(`/lineups/${row.id}/atualizar`, { atualizar: true });
    expect(marked.json()).toStrictEqual({
      atualizado_data: expect.any(String),
      atualizador: "Ada",
      message: "Atualizado com sucesso!",
    });
    const dated = await post(`/lineups/${row.id}/data`, { campo: "etb", valor: "25/11/2026", version: row.version });
    expect(dated.json()).toStrictEqual({ data: "2026-11-25", espera: 5, version: row.version + 1 });
    const cleared = await post(`/lineups/${row.id}/data`, { campo: "eta", valor: null, version: row.version + 1 });
    expect(cleared.json()).toStrictEqual({ data: null, espera: null, version: row.version + 2 });
    const deleted = { message: "Deleted successfully." };
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/lineups/${row.id}?version=${row.version + 2}`,
      headers: bearer(admin.token),
    });
    expect(del.json()).toStrictEqual(deleted);
    const other = await makeLineupRow(t.app, ctx, full());
    expect((await post(`/lineups/${other.id}`, { _method: "delete", version: other.version })).json()).toStrictEqual(
      deleted,
    );
  });
});
