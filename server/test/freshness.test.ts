import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE, type LivePortMark } from "@lineup/shared";
import { activityLogs, cargasTipos, portoCargaAtualizacoes, terminais } from "../src/db/schema";
import { bearer, createUser, startApp, type TestApp, type TestUser } from "./helpers";
import { assignComms, assignPorts, makeLineupRow, makeParties, makePort, type Place, type Parties } from "./factories";
import { listen, subscribe, waitFor } from "./live/live-helpers";

let t: TestApp;
let origin: string;
let admin: TestUser;
let operator: TestUser;
let client: TestUser;
let place: Place;
let other: Place;
let parties: Parties;
const sockets = new Set<ReturnType<typeof subscribe>>();

beforeAll(async () => {
  t = await startApp();
  origin = await listen(t.app);
  [admin, operator, client, place, other] = await Promise.all([
    createUser(t.app, ROLE.admin, { name: "Ada" }),
    createUser(t.app, ROLE.operator, { name: "Ana" }),
    createUser(t.app, ROLE.client, { name: "Carl" }),
    makePort(t.app, "Fresh port"),
    makePort(t.app, "Other port"),
  ]);
  parties = await makeParties(t.app);
  await assignPorts(t.app, operator.user.id, [place.port.id]);
  await assignComms(t.app, client.user.id, [place.comm.id]);
});
afterAll(async () => {
  sockets.forEach((s) => s.destroy());
  await t.close();
});

const post = (token: string | null, url: string, payload: object = {}) =>
  t.app.inject({ method: "POST", url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });
/** The board's one-date save (`POST /lineups/:id/data`) of row `id`: `campo`, `valor` and the version it was read at. */
const saveDate = (token: string | null, id: number, body: object) => post(token, `/lineups/${id}/data`, body);
const board = async (token: string, typeId: number, portId: number) => {
  const res = await t.app.inject({
    url: `/api/v1/lineups?carga_tipo_id=${typeId}&porto_id[]=${portId}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().portos[0] as {
    carga_atualizada: { data: string; user: string | null } | null;
    terminais: { id: number; atualizado_data: string | null; atualizador: string | null }[];
  };
};
const open = (terminalId: number, token: string) => {
  const s = subscribe(origin, terminalId, token);
  sockets.add(s);
  return s;
};

describe("POST /portos/{id}/atualizar (a port's line-up of one comm type)", () => {
  it("records who and when for that comm type only, and the board shows it for that comm type", async () => {
    const [second] = await t.app.db.insert(cargasTipos).values({ name: "Second type" }).returning();
    expect((await board(admin.token, place.type.id, place.port.id)).carga_atualizada).toBeNull();

    const res = await post(operator.token, `/portos/${place.port.id}/atualizar`, {
      carga: place.type.id,
      atualizar: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      carga_atualizada: { user: "Ana", carga_tipo_id: place.type.id },
      message: "Updated successfully!",
    });
    const at = Date.parse(res.json().carga_atualizada.data);
    expect(Math.abs(Date.now() - at)).toBeLessThan(60_000);

    const seen = await board(client.token, place.type.id, place.port.id);
    expect(seen.carga_atualizada).toEqual({ data: res.json().carga_atualizada.data, user: "Ana" });
    // Another comm type of the same port was not marked.
    const [mark] = await t.app.db
      .select()
      .from(portoCargaAtualizacoes)
      .where(eq(portoCargaAtualizacoes.carga_tipo_id, second!.id));
    expect(mark).toBeUndefined();

    const [logged] = await t.app.db.select().from(activityLogs).where(eq(activityLogs.subject_id, place.port.id));
    expect(logged?.description).toContain(`marked the ${place.type.name} line-up of port Fresh port as updated`);
  });

  it("two marks in flight together both succeed and leave one mark, the later one's", async () => {
    const [a, b] = await Promise.all([
      post(admin.token, `/portos/${other.port.id}/atualizar`, { carga: other.type.id }),
      post(admin.token, `/portos/${other.port.id}/atualizar`, { carga: other.type.id }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const marks = await t.app.db
      .select()
      .from(portoCargaAtualizacoes)
      .where(eq(portoCargaAtualizacoes.porto_id, other.port.id));
    expect(marks).toHaveLength(1);
    expect([a.json().carga_atualizada.data, b.json().carga_atualizada.data]).toContain(marks[0]!.atualizado_data);
  });

  it("is for staff of the port: anonymous 401, client 403, an operator of another port 404 and nothing recorded", async () => {
    expect((await post(null, `/portos/${place.port.id}/atualizar`, { carga: place.type.id })).statusCode).toBe(401);
    const byClient = await post(client.token, `/portos/${place.port.id}/atualizar`, { carga: place.type.id });
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json().message).toBe("You don't have permission for this action");
    const third = await makePort(t.app, "Third port");
    expect(
      (await post(operator.token, `/portos/${third.port.id}/atualizar`, { carga: third.type.id })).statusCode,
    ).toBe(404);
    expect(
      await t.app.db.select().from(portoCargaAtualizacoes).where(eq(portoCargaAtualizacoes.porto_id, third.port.id)),
    ).toEqual([]);
    expect((await post(admin.token, `/portos/999999/atualizar`, { carga: third.type.id })).statusCode).toBe(404);
  });

  it("says in words what is wrong with the comm type", async () => {
    const missing = await post(admin.token, `/portos/${place.port.id}/atualizar`, { atualizar: true });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.carga[0]).not.toMatch(/schema|pattern|anyOf|required property/);
    const text = await post(admin.token, `/portos/${place.port.id}/atualizar`, { carga: "fertilizer" });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.carga).toEqual(["The carga field must be a whole number."]);
    const unknown = await post(admin.token, `/portos/${place.port.id}/atualizar`, { carga: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.carga).toEqual(["Choose a comm type that exists."]);
  });

  it("reaches open boards live: the port's marks are in every terminal room's meta", async () => {
    const room = open(place.terminal.id, client.token);
    await room.synced();
    const res = await post(admin.token, `/portos/${place.port.id}/atualizar`, { carga: place.type.id });
    expect(res.statusCode).toBe(200);
    const marked = () =>
      (room.meta.get("port_marks") as LivePortMark[] | undefined)?.find((m) => m.carga_tipo_id === place.type.id);
    await waitFor(() => marked()?.user === "Ada", "the port's mark");
    expect(marked()?.data).toBe(res.json().carga_atualizada.data);
    expect(marked()?.carga_tipo).toBe(place.type.name);
    // The terminal's header is unchanged in shape: the marks are a key of their own.
    expect(room.meta.get("terminal")).not.toHaveProperty("port_marks");
  });
});

describe("POST /terminais/{id}/atualizar (a terminal's line-up)", () => {
  it("stamps the terminal with who and when; the board header and open rooms show it", async () => {
    const room = open(place.terminal.id, admin.token);
    await room.synced();
    const res = await post(operator.token, `/terminais/${place.terminal.id}/atualizar`, { atualizar: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ atualizador: "Ana", message: "Updated successfully!" });
    const [row] = await t.app.db.select().from(terminais).where(eq(terminais.id, place.terminal.id));
    expect(row?.atualizado_id).toBe(operator.user.id);
    expect(res.json().atualizado_data).toBe(row?.atualizado_data);
    const header = (await board(client.token, place.type.id, place.port.id)).terminais[0];
    expect(header).toMatchObject({ atualizado_data: row?.atualizado_data, atualizador: "Ana" });
    await waitFor(() => room.meta.get("updated_by") === "Ana", "the terminal's mark");
    expect(room.meta.get("updated_at")).toBe(row?.atualizado_data);
  });

  it("is for staff of the port: anonymous 401, client 403, an operator of another port 404, unknown terminal 404", async () => {
    expect((await post(null, `/terminais/${place.terminal.id}/atualizar`)).statusCode).toBe(401);
    expect((await post(client.token, `/terminais/${place.terminal.id}/atualizar`)).statusCode).toBe(403);
    const before = (await t.app.db.select().from(terminais).where(eq(terminais.id, other.terminal.id)))[0]
      ?.atualizado_data;
    expect((await post(operator.token, `/terminais/${other.terminal.id}/atualizar`)).statusCode).toBe(404);
    expect(
      (await t.app.db.select().from(terminais).where(eq(terminais.id, other.terminal.id)))[0]?.atualizado_data,
    ).toBe(before);
    expect((await post(admin.token, `/terminais/999999/atualizar`)).statusCode).toBe(404);
    expect((await post(admin.token, `/terminais/abc/atualizar`)).statusCode).toBe(422);
  });
});

describe("POST /cargas_tipos/{id}/atualizar (a comm type)", () => {
  it("returns and keeps who and when; admins only", async () => {
    const res = await post(admin.token, `/cargas_tipos/${place.type.id}/atualizar`, { atualizar: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      atualizador: { id: admin.user.id, name: "Ada" },
      message: "Updated successfully!",
    });
    const read = await t.app.inject({ url: `/api/v1/cargas_tipos/${place.type.id}`, headers: bearer(admin.token) });
    expect(read.json()).toMatchObject({ atualizado_data: res.json().atualizado_data, atualizador: { name: "Ada" } });
    expect((await post(null, `/cargas_tipos/${place.type.id}/atualizar`)).statusCode).toBe(401);
    expect((await post(operator.token, `/cargas_tipos/${place.type.id}/atualizar`)).statusCode).toBe(403);
    expect((await post(client.token, `/cargas_tipos/${place.type.id}/atualizar`)).statusCode).toBe(403);
    expect((await post(admin.token, `/cargas_tipos/999999/atualizar`)).statusCode).toBe(404);
  });
});

describe("POST /lineups/{id}/atualizar and /lineups/{id}/data", () => {
  it("a line-up's mark says who; a date edit returns the date and the waiting time", async () => {
    const { vessel, charterer, receiver, dest, agency } = parties;
    const row = await makeLineupRow(t.app, place, {
      status: "Waiting",
      navio_id: vessel.id,
      afretador_id: charterer.id,
      recebedor_id: receiver.id,
      destination_porto: dest.id,
      agencia_id: agency.id,
      qty: "100",
      eta: "2026-12-01",
      etb: "2026-12-04",
    });
    const marked = await post(operator.token, `/lineups/${row.id}/atualizar`, { atualizar: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ atualizador: "Ana", message: "Atualizado com sucesso!" });
    expect(marked.json().atualizado_data).toBeTruthy();

    const dated = await saveDate(operator.token, row.id, { campo: "etb", valor: "2026-12-06", version: row.version });
    expect(dated.statusCode, dated.body).toBe(200);
    expect(dated.json()).toMatchObject({ data: "2026-12-06", espera: 5, version: row.version + 1 });
    const typed = await saveDate(operator.token, row.id, {
      campo: "eta",
      valor: "03/12/2026",
      version: row.version + 1,
    });
    expect(typed.json()).toMatchObject({ data: "2026-12-03", espera: 3 });
  });

  it("refuses bad input in words and other people's rows", async () => {
    const row = await makeLineupRow(t.app, place, { eta: "2026-12-01" });
    const field = await saveDate(admin.token, row.id, { campo: "pob", valor: "2026-12-06", version: row.version });
    expect(field.statusCode).toBe(422);
    expect(JSON.stringify(field.json().errors)).not.toMatch(/schema|anyOf|allowed values|pattern/);
    const date = await saveDate(admin.token, row.id, { campo: "etb", valor: "31/02/2026", version: row.version });
    expect(date.statusCode).toBe(422);
    expect(date.json().errors.valor).toEqual(["Invalid date!"]);
    const cleared = { campo: "etb", valor: null, version: row.version };
    expect((await saveDate(null, row.id, cleared)).statusCode).toBe(401);
    expect((await saveDate(client.token, row.id, cleared)).statusCode).toBe(403);
    const elsewhere = await makeLineupRow(t.app, other);
    expect(
      (await saveDate(operator.token, elsewhere.id, { campo: "etb", valor: null, version: elsewhere.version }))
        .statusCode,
    ).toBe(404);
    expect((await post(operator.token, `/lineups/${elsewhere.id}/atualizar`)).statusCode).toBe(404);
  });
});
