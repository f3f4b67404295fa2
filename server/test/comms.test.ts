import { describe, expect, it } from "vitest";
import { setUpAdminApp } from "./helpers";
import { makeLineupRow, makePort } from "./factories";

const { given, send } = setUpAdminApp({ name: "Ada" });

describe("comm types", () => {
  it("creates a type with comms using the default colour and flags", async () => {
    const res = await send("POST", "/cargas_tipos", {
      name: "FERTILIZER",
      cargas: [
        { name: "UREA", synonym: "URE" },
        { name: "POTASH", synonym: "KCL", color: "#ff0000", ie_analise: 1 },
      ],
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

  it("answers a type whole, alike when created, read, listed, edited and marked", async () => {
    const comm = {
      id: expect.any(Number),
      tipo_id: expect.any(Number),
      name: "WHOLE",
      synonym: "WH",
      color: "#000000",
      ie_analise: 0,
      ie_export: 0,
      ie_import: 0,
      name_with_synonym: "WHOLE (WH)",
    };
    const type = (
      await send("POST", "/cargas_tipos", { name: "WHOLE TYPE", cargas: [{ name: "WHOLE", synonym: "WH" }] })
    ).json();
    expect(type).toStrictEqual({
      id: expect.any(Number),
      name: "WHOLE TYPE",
      atualizado_data: null,
      atualizado_id: null,
      atualizador: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted_at: null,
      cargas: [{ ...comm, tipo_id: type.id }],
    });
    expect((await send("GET", `/cargas_tipos/${type.id}`)).json()).toStrictEqual(type);
    expect((await send("GET", "/cargas_tipos?name=WHOLE")).json().data).toStrictEqual([type]);
    const marked = (await send("POST", `/cargas_tipos/${type.id}/atualizar`, { atualizar: true })).json();
    expect(marked).toStrictEqual({
      atualizado_data: expect.any(String),
      atualizador: { id: expect.any(Number), name: "Ada" },
      message: "Updated successfully!",
    });
    const body = { name: "WHOLE TYPE", cargas: type.cargas };
    const edited = {
      ...type,
      atualizado_data: marked.atualizado_data,
      atualizado_id: marked.atualizador.id,
      atualizador: marked.atualizador,
      updated_at: expect.any(String),
    };
    expect((await send("PUT", `/cargas_tipos/${type.id}`, body)).json()).toStrictEqual(edited);
    expect((await send("POST", `/cargas_tipos/${type.id}`, { ...body, _method: "put" })).json()).toStrictEqual(edited);
  });

  it("requires names and synonyms with dotted keys", async () => {
    const res = await send("POST", "/cargas_tipos", {
      name: "",
      cargas: [{ name: "A", synonym: "" }, { synonym: "B" }],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["cargas.0.synonym", "cargas.1.name", "name"]);
  });

  it("removes comms left out on save, but not one used by line-up rows", async () => {
    const { t } = given();
    const ctx = await makePort(t.app);
    const type = (await send("GET", `/cargas_tipos/${ctx.type.id}`)).json();
    await makeLineupRow(t.app, ctx);
    const refused = await send("POST", `/cargas_tipos/${type.id}`, { _method: "put", name: type.name, cargas: [] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/is used by 1 line-up rows/);
    const created = (
      await send("POST", "/cargas_tipos", {
        name: "CHEM",
        cargas: [
          { name: "A", synonym: "A" },
          { name: "B", synonym: "B" },
        ],
      })
    ).json();
    const keepB = created.cargas.find((c: { name: string }) => c.name === "B");
    const ok = await send("PUT", `/cargas_tipos/${created.id}`, {
      name: "CHEMICAL",
      cargas: [
        { ...keepB, synonym: "BB" },
        { name: "C", synonym: "C" },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().cargas.map((c: { name: string; synonym: string }) => `${c.name}/${c.synonym}`)).toEqual([
      "B/BB",
      "C/C",
    ]);
  });

  it("filters by type and comm name and shows the comm count", async () => {
    await send("POST", "/cargas_tipos", {
      name: "SPODUMENE",
      cargas: [{ name: "SPODUMENE CONCENTRATE", synonym: "SC6" }],
    });
    const res = await send("GET", "/cargas_tipos?carga=concentr&with[]=cargas");
    expect(res.json().data.map((x: { name: string }) => x.name)).toEqual(["SPODUMENE"]);
    expect(res.json().data[0].cargas).toHaveLength(1);
  });

  it("marks a type updated and returns the date and who", async () => {
    const { t } = given();
    const ctx = await makePort(t.app);
    const res = await send("POST", `/cargas_tipos/${ctx.type.id}/atualizar`, { atualizar: true });
    expect(res.json()).toMatchObject({ atualizador: { name: "Ada" } });
    expect(res.json().atualizado_data).toBeTruthy();
  });

  it("soft-deletes an unused type", async () => {
    const created = (
      await send("POST", "/cargas_tipos", { name: "GONE", cargas: [{ name: "G", synonym: "G" }] })
    ).json();
    expect((await send("DELETE", `/cargas_tipos/${created.id}`)).statusCode).toBe(200);
    expect((await send("GET", `/cargas_tipos/${created.id}`)).statusCode).toBe(404);
  });
});

describe("comms", () => {
  it("quick-creates a comm with To analyze on, and needs a comm type", async () => {
    const { t } = given();
    const ctx = await makePort(t.app);
    const ok = await send("POST", "/cargas", { tipo_id: ctx.type.id, name: "MAP", synonym: "MAP" });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().ie_analise).toBe(1);
    const noType = await send("POST", "/cargas", { tipo_id: 99999, name: "X", synonym: "X" });
    expect(noType.json().errors.tipo_id).toEqual(["Please select the comm type"]);
    const list = await send("GET", `/cargas?tipo_id=${ctx.type.id}`);
    expect(list.json().data.map((c: { name: string }) => c.name)).toContain("MAP");
    const map = {
      id: ok.json().id,
      tipo_id: ctx.type.id,
      name: "MAP",
      synonym: "MAP",
      color: "#000000",
      ie_analise: 1,
      ie_export: 0,
      ie_import: 0,
      name_with_synonym: "MAP (MAP)",
    };
    expect(ok.json()).toStrictEqual(map);
    expect(list.json().data).toContainEqual(map);
    expect((await send("GET", `/cargas/${map.id}`)).json()).toStrictEqual(map);
    const edited = { ...map, name: "MAP 2", synonym: "M2", name_with_synonym: "MAP 2 (M2)" };
    const put = { tipo_id: ctx.type.id, name: "MAP 2", synonym: "M2" };
    expect((await send("PUT", `/cargas/${map.id}`, put)).json()).toStrictEqual(edited);
    expect((await send("POST", `/cargas/${map.id}`, { ...put, _method: "put" })).json()).toStrictEqual(edited);
    const deleted = { message: "Deleted successfully." };
    expect((await send("POST", `/cargas/${map.id}`, { _method: "delete" })).json()).toStrictEqual(deleted);
  });

  it("refuses to delete a comm used by line-up rows", async () => {
    const { t } = given();
    const ctx = await makePort(t.app);
    await makeLineupRow(t.app, ctx);
    const res = await send("DELETE", `/cargas/${ctx.comm.id}`);
    expect(res.statusCode).toBe(409);
  });
});
