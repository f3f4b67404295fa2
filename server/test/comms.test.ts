import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { bearer, createUser, startApp, type TestApp } from "./helpers";
import { makeLineupRow, makePort } from "./factories";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await startApp();
  admin = await createUser(t.app, ROLE.admin, { name: "Ada" });
});
afterAll(() => t.close());
const as = () => bearer(admin.token);

describe("comm types", () => {
  it("creates a type with comms using the default colour and flags", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/cargas_tipos",
      headers: as(),
      payload: {
        name: "FERTILIZER",
        cargas: [
          { name: "UREA", synonym: "URE" },
          { name: "POTASH", synonym: "KCL", color: "#ff0000", ie_analise: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const [potash, urea] = res.json().cargas;
    expect(urea).toMatchObject({
      name: "UREA",
      color: "#000000",
      ie_analise: 0,
      ie_export: 0,
      ie_import: 0,
      name_with_synonym: "UREA (URE)",
    });
    expect(potash).toMatchObject({ color: "#ff0000", ie_analise: 1 });
  });

  it("requires names and synonyms with dotted keys", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/cargas_tipos",
      headers: as(),
      payload: { name: "", cargas: [{ name: "A", synonym: "" }, { synonym: "B" }] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["cargas.0.synonym", "cargas.1.name", "name"]);
  });

  it("removes comms left out on save, but not one used by line-up rows", async () => {
    const ctx = await makePort(t.app);
    const type = (await t.app.inject({ url: `/api/v1/cargas_tipos/${ctx.type.id}`, headers: as() })).json();
    await makeLineupRow(t.app, ctx);
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/v1/cargas_tipos/${type.id}`,
      headers: as(),
      payload: { _method: "put", name: type.name, cargas: [] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/is used by 1 line-up rows/);
    const created = (
      await t.app.inject({
        method: "POST",
        url: "/api/v1/cargas_tipos",
        headers: as(),
        payload: {
          name: "CHEM",
          cargas: [
            { name: "A", synonym: "A" },
            { name: "B", synonym: "B" },
          ],
        },
      })
    ).json();
    const keepB = created.cargas.find((c: { name: string }) => c.name === "B");
    const ok = await t.app.inject({
      method: "PUT",
      url: `/api/v1/cargas_tipos/${created.id}`,
      headers: as(),
      payload: {
        name: "CHEMICAL",
        cargas: [
          { ...keepB, synonym: "BB" },
          { name: "C", synonym: "C" },
        ],
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().cargas.map((c: { name: string; synonym: string }) => `${c.name}/${c.synonym}`)).toEqual([
      "B/BB",
      "C/C",
    ]);
  });

  it("filters by type and comm name and shows the comm count", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/v1/cargas_tipos",
      headers: as(),
      payload: { name: "SPODUMENE", cargas: [{ name: "SPODUMENE CONCENTRATE", synonym: "SC6" }] },
    });
    const res = await t.app.inject({ url: "/api/v1/cargas_tipos?carga=concentr&with[]=cargas", headers: as() });
    expect(res.json().data.map((x: { name: string }) => x.name)).toEqual(["SPODUMENE"]);
    expect(res.json().data[0].cargas).toHaveLength(1);
  });

  it("marks a type updated and returns the date and who", async () => {
    const ctx = await makePort(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/cargas_tipos/${ctx.type.id}/atualizar`,
      headers: as(),
      payload: { atualizar: true },
    });
    expect(res.json()).toMatchObject({ atualizador: { name: "Ada" } });
    expect(res.json().atualizado_data).toBeTruthy();
  });

  it("soft-deletes an unused type", async () => {
    const created = (
      await t.app.inject({
        method: "POST",
        url: "/api/v1/cargas_tipos",
        headers: as(),
        payload: { name: "GONE", cargas: [{ name: "G", synonym: "G" }] },
      })
    ).json();
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/v1/cargas_tipos/${created.id}`, headers: as() })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/cargas_tipos/${created.id}`, headers: as() })).statusCode).toBe(404);
  });
});

describe("comms", () => {
  it("quick-creates a comm with To analyze on, and needs a comm type", async () => {
    const ctx = await makePort(t.app);
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/v1/cargas",
      headers: as(),
      payload: { tipo_id: ctx.type.id, name: "MAP", synonym: "MAP" },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().ie_analise).toBe(1);
    const noType = await t.app.inject({
      method: "POST",
      url: "/api/v1/cargas",
      headers: as(),
      payload: { tipo_id: 99999, name: "X", synonym: "X" },
    });
    expect(noType.json().errors.tipo_id).toEqual(["Please select the comm type"]);
    const list = await t.app.inject({ url: `/api/v1/cargas?tipo_id=${ctx.type.id}`, headers: as() });
    expect(list.json().data.map((c: { name: string }) => c.name)).toContain("MAP");
  });

  it("refuses to delete a comm used by line-up rows", async () => {
    const ctx = await makePort(t.app);
    await makeLineupRow(t.app, ctx);
    const res = await t.app.inject({ method: "DELETE", url: `/api/v1/cargas/${ctx.comm.id}`, headers: as() });
    expect(res.statusCode).toBe(409);
  });
});
