import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { cargasTipos } from "../src/db/schema";
import { bearer, createUser, startApp, type TestApp, type TestUser } from "./helpers";
import { assignPorts, makeLineupRow, makePort, portPayload, addComm } from "./factories";

let t: TestApp;
let admin: TestUser;
let operator: TestUser;
beforeAll(async () => {
  t = await startApp();
  admin = await createUser(t.app, ROLE.admin);
  operator = await createUser(t.app, ROLE.operator);
});
afterAll(() => t.close());

const create = async (payload = portPayload()) => {
  const res = await t.app.inject({ method: "POST", url: "/api/v1/portos", headers: bearer(admin.token), payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const update = (id: number, payload: unknown, token = admin.token) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/portos/${id}`,
    headers: bearer(token),
    payload: { _method: "put", ...(payload as object) },
  });

describe("ports", () => {
  it("creates a port with two terminals, their berths and comms", async () => {
    const ctx = await makePort(t.app);
    const port = await create(portPayload("Paranaguá", [ctx.comm.id]));
    expect(port).toMatchObject({ name: "Paranaguá", bunker: "ALLOWED AT ANCHORAGE", ordem: 3 });
    expect(port.terminais.map((x: { name: string }) => x.name)).toEqual(["North", "South"]);
    expect(port.terminais[0].bercos.map((b: { name: string }) => b.name)).toEqual(["N1", "N2"]);
    expect(port.terminais[0].cargas_ids).toEqual([ctx.comm.id]);
    expect(port.terminais[1].draft_berth).toBe("35.50");
  });

  it("answers a port whole, alike when created, read, listed and edited", async () => {
    const port = await create(portPayload("Whole Harbour"));
    expect(Object.keys(port).sort()).toEqual(
      ["bunker", "carga_atualizada", "created_at", "id", "latitude", "longitude", "max_draft", "name", "ordem"]
        .concat(["terminais", "time_zone", "weather_updated_at", "weathersAtuais"])
        .sort(),
    );
    expect(Object.keys(port.terminais[0]).sort()).toEqual(
      ["atualizado_data", "atualizado_id", "av_dw_bw", "bercos", "cargas_ids", "created_at", "draft_berth", "id"]
        .concat(["loa", "max_draft", "name", "porto_id", "rate", "remark", "updated_at"])
        .sort(),
    );
    expect(Object.keys(port.terminais[0].bercos[0]).sort()).toEqual(["id", "name", "terminal_id"]);
    const read = await t.app.inject({ url: `/api/v1/portos/${port.id}`, headers: bearer(admin.token) });
    expect(read.json()).toStrictEqual(port);
    const listed = await t.app.inject({ url: "/api/v1/portos?name=Whole", headers: bearer(admin.token) });
    expect(listed.json().data).toStrictEqual([port]);
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/v1/portos/${port.id}`,
      headers: bearer(admin.token),
      payload: { ...portPayload("Whole Harbour"), terminais: port.terminais },
    });
    // Saving again stamps the terminals anew and changes nothing else.
    const unstamped = ({ terminais, ...rest }: { terminais: { updated_at: string }[] }) => ({
      ...rest,
      terminais: terminais.map(({ updated_at: _, ...terminal }) => terminal),
    });
    expect(unstamped(edited.json())).toStrictEqual(unstamped(port));
    const overridden = await update(port.id, { ...portPayload("Whole Harbour"), terminais: port.terminais });
    expect(unstamped(overridden.json())).toStrictEqual(unstamped(port));
  });

  it("names invalid nested fields with dotted keys", async () => {
    const payload = portPayload();
    payload.terminais[0]!.name = "";
    payload.terminais[1]!.bercos[0]!.name = "";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/portos",
      headers: bearer(admin.token),
      payload: { ...payload, name: "", bunker: "SOMETIMES" },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(["name", "bunker", "terminais.0.name", "terminais.1.bercos.0.name"]),
    );
  });

  it("removes terminals and berths left out of an update, and adds new ones", async () => {
    const port = await create();
    const [north] = port.terminais;
    const res = await update(port.id, {
      ...portPayload(port.name),
      terminais: [
        { ...north, bercos: [north.bercos[0], { name: "N3" }] },
        { name: "East", rate: "1", av_dw_bw: "1", max_draft: 1, draft_berth: 1, loa: 1, bercos: [] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const names = res
      .json()
      .terminais.map(
        (x: { name: string; bercos: { name: string }[] }) => `${x.name}:${x.bercos.map((b) => b.name).join(",")}`,
      );
    expect(names).toEqual(["North:N1,N3", "East:"]);
  });

  it("refuses to remove a terminal that has line-up rows, and changes nothing", async () => {
    const ctx = await makePort(t.app);
    await makeLineupRow(t.app, ctx);
    const res = await update(ctx.port.id, { ...portPayload("Renamed"), terminais: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/line-up rows and cannot be removed/);
    const after = await t.app.inject({ url: `/api/v1/portos/${ctx.port.id}`, headers: bearer(admin.token) });
    expect(after.json().name).toBe(ctx.port.name);
    expect(after.json().terminais).toHaveLength(1);
  });

  it("refuses to take a comm off a terminal while its rows use it, naming the comm and the rows; an unused one or emptying the list passes", async () => {
    const ctx = await makePort(t.app);
    const spare = await addComm(t.app, ctx, `Spare ${Date.now()}`, "SP");
    await makeLineupRow(t.app, ctx);
    const port = (await t.app.inject({ url: `/api/v1/portos/${ctx.port.id}`, headers: bearer(admin.token) })).json();
    const withComms = (cargas_ids: number[]) => ({
      ...portPayload(port.name),
      terminais: port.terminais.map((tm: Record<string, unknown> & { bercos: { id: number; name: string }[] }) => ({
        ...Object.fromEntries(
          ["id", "name", "rate", "av_dw_bw", "max_draft", "draft_berth", "loa"].map((k) => [k, tm[k]]),
        ),
        bercos: tm.bercos.map((b) => ({ id: b.id, name: b.name })),
        cargas_ids,
      })),
    });
    const refused = await update(ctx.port.id, withComms([spare.id]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors["terminais.0.cargas_ids"]).toEqual([
      `${ctx.comm.name} is used by 1 line-up row of this terminal: keep it, or change those rows first.`,
    ]);
    expect((await update(ctx.port.id, withComms([ctx.comm.id]))).statusCode).toBe(200);
    expect((await update(ctx.port.id, withComms([]))).statusCode).toBe(200);
    const after = (await t.app.inject({ url: `/api/v1/portos/${ctx.port.id}`, headers: bearer(admin.token) })).json();
    expect(after.terminais[0].cargas_ids).toEqual([]);
  });

  it("refuses to delete a port with line-up rows and deletes an unused one", async () => {
    const used = await makePort(t.app);
    await makeLineupRow(t.app, used);
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/portos/${used.port.id}`,
      headers: bearer(admin.token),
    });
    expect(refused.statusCode).toBe(409);
    const unused = await create();
    const ok = await t.app.inject({
      method: "POST",
      url: `/api/v1/portos/${unused.id}`,
      headers: bearer(admin.token),
      payload: { _method: "delete" },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/portos/${unused.id}`, headers: bearer(admin.token) })).statusCode).toBe(
      404,
    );
  });

  it("lets an operator edit values of an assigned port but not add or remove terminals or berths", async () => {
    const port = await create();
    await assignPorts(t.app, operator.user.id, [port.id]);
    const edited = await update(
      port.id,
      {
        ...portPayload("Operator edit"),
        terminais: port.terminais.map((x: { remark: string | null }) => ({ ...x, remark: "Fog expected" })),
      },
      operator.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().terminais[0].remark).toBe("Fog expected");
    const removeTerminal = await update(
      port.id,
      { ...portPayload("x"), terminais: [port.terminais[0]] },
      operator.token,
    );
    expect(removeTerminal.statusCode).toBe(403);
    const addBerth = await update(
      port.id,
      {
        ...portPayload("x"),
        terminais: [
          { ...port.terminais[0], bercos: [...port.terminais[0].bercos, { name: "new" }] },
          port.terminais[1],
        ],
      },
      operator.token,
    );
    expect(addBerth.statusCode).toBe(403);
  });

  it("refuses terminal ids of another port", async () => {
    const a = await create();
    const b = await create();
    const res = await update(a.id, { ...portPayload(a.name), terminais: [b.terminais[0]] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["terminais.0.id"]).toBeDefined();
  });

  it("filters the list by port, terminal and berth name", async () => {
    await create(portPayload("Filter Harbour"));
    const byName = await t.app.inject({ url: "/api/v1/portos?name=filter harb", headers: bearer(admin.token) });
    expect(byName.json().data.map((p: { name: string }) => p.name)).toEqual(["Filter Harbour"]);
    const byTerminal = await t.app.inject({
      url: "/api/v1/portos?terminal=nort&name=filter",
      headers: bearer(admin.token),
    });
    expect(byTerminal.json().total).toBe(1);
    const byBerth = await t.app.inject({ url: "/api/v1/portos?berco=zzz", headers: bearer(admin.token) });
    expect(byBerth.json().total).toBe(0);
  });

  it("marks the port updated and returns who and when", async () => {
    const port = await create();
    const [type] = await t.app.db.insert(cargasTipos).values({ name: "Marked type" }).returning();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/portos/${port.id}/atualizar`,
      headers: bearer(admin.token),
      payload: { carga: type!.id, atualizar: true },
    });
    expect(res.json().carga_atualizada.user).toBe(admin.user.name);
    expect(res.json().carga_atualizada.data).toBeTruthy();
    expect(res.json()).toStrictEqual({
      carga_atualizada: { data: expect.any(String), user: admin.user.name, carga_tipo_id: type!.id },
      message: "Updated successfully!",
    });
    const terminal = await t.app.inject({
      method: "POST",
      url: `/api/v1/terminais/${port.terminais[0].id}/atualizar`,
      headers: bearer(admin.token),
      payload: { atualizar: true },
    });
    expect(terminal.json()).toStrictEqual({
      atualizado_data: expect.any(String),
      atualizador: admin.user.name,
      message: "Updated successfully!",
    });
    const read = (await t.app.inject({ url: `/api/v1/portos/${port.id}`, headers: bearer(admin.token) })).json();
    expect(read.carga_atualizada).toStrictEqual({ data: res.json().carga_atualizada.data, user: admin.user.name });
    expect(read.terminais[0]).toMatchObject({
      atualizado_data: terminal.json().atualizado_data,
      atualizado_id: admin.user.id,
    });
  });
});
