import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { sanitizeEmailBody } from "../src/email/routes";
import { bearer, createUser, setUpAdminApp } from "./helpers";
import { makeLineupRow, makePort } from "./factories";

const { given, send } = setUpAdminApp();

describe("fields of line-ups", () => {
  it("never lets a client read agencies, receivers or workers, nor a vessel's agency-client flag", async () => {
    const { t } = given();
    const client = await createUser(t.app, ROLE.client);
    const items: Record<string, number> = {};
    for (const path of ["agencias", "recebedores", "trabalhadores", "navios"]) {
      const created = await send("POST", `/${path}`, {
        name: `Hidden ${path}`,
        ...(path === "navios" && { is_agency_client: 1 }),
      });
      items[path] = created.json().id;
    }
    for (const path of ["agencias", "recebedores", "trabalhadores"]) {
      const list = await t.app.inject({ url: `/api/v1/${path}`, headers: bearer(client.token) });
      expect(list.statusCode, path).toBe(403);
      expect(list.body).not.toContain("Hidden");
      const one = await t.app.inject({ url: `/api/v1/${path}/${items[path]}`, headers: bearer(client.token) });
      expect(one.statusCode, path).toBe(403);
      expect(one.body).not.toContain("Hidden");
      // Staff still read them.
      expect((await send("GET", `/${path}/${items[path]}`)).json().name).toBe(`Hidden ${path}`);
    }
    const vessels = (await t.app.inject({ url: "/api/v1/navios?name=Hidden", headers: bearer(client.token) })).json()
      .data;
    expect(vessels).toEqual([expect.objectContaining({ name: "Hidden navios" })]);
    expect(vessels[0]).not.toHaveProperty("is_agency_client");
    const vessel = (
      await t.app.inject({ url: `/api/v1/navios/${items.navios}`, headers: bearer(client.token) })
    ).json();
    expect(vessel.name).toBe("Hidden navios");
    expect(vessel).not.toHaveProperty("is_agency_client");
    expect((await send("GET", `/navios/${items.navios}`)).json().is_agency_client).toBe(true);
  });

  it("hides those lists from self-registered users too", async () => {
    const { t } = given();
    const reg = await t.app.inject({
      method: "POST",
      url: "/api/v1/register",
      payload: {
        name: "Self",
        email: "self-registered@test.local",
        password: "password-123",
        password_confirmation: "password-123",
      },
    });
    expect(reg.statusCode, reg.body).toBeLessThan(300);
    const token = (
      await t.app.inject({
        method: "POST",
        url: "/api/v1/oauth/token",
        payload: { grant_type: "password", username: "self-registered@test.local", password: "password-123" },
      })
    ).json().access_token as string;
    for (const path of ["agencias", "recebedores", "trabalhadores"])
      expect((await t.app.inject({ url: `/api/v1/${path}`, headers: bearer(token) })).statusCode, path).toBe(403);
    expect((await t.app.inject({ url: "/api/v1/afretadores", headers: bearer(token) })).statusCode).toBe(200);
  });

  it("creates a vessel with an optional IMO and the agency-client flag", async () => {
    const withImo = await send("POST", "/navios", { name: "NORD VENUS", imo: "9412345", is_agency_client: 1 });
    expect(withImo.json()).toMatchObject({
      name: "NORD VENUS",
      imo: "9412345",
      is_agency_client: true,
      name_with_imo: "NORD VENUS (IMO 9412345)",
    });
    const without = await send("POST", "/navios", { name: "TBI" });
    expect(without.json()).toMatchObject({ imo: null, is_agency_client: false });
    const bad = await send("POST", "/navios", { name: "X", imo: "12ab" });
    expect(bad.json().errors.imo).toBeDefined();
  });

  it("keeps one vessel per IMO: a second is refused naming the first, also when two are sent at the same instant", async () => {
    const post = (name: string, imo: string) => send("POST", "/navios", { name, imo });
    const first = await post("ATLANTIC STAR", "9300001");
    expect(first.statusCode).toBe(201);
    const second = await post("ATLANTIC STAR II", "9300001");
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.imo).toEqual([
      "The IMO 9300001 is already the vessel ATLANTIC STAR: one ship is one vessel.",
    ]);
    // Its own IMO kept on an edit is no clash; another's is.
    const id = first.json<{ id: number }>().id;
    const keep = await send("PUT", `/navios/${id}`, { name: "ATLANTIC STAR", imo: "9300001" });
    expect(keep.statusCode, keep.body).toBe(200);
    const other = await post("PACIFIC STAR", "9300002");
    const steal = await send("PUT", `/navios/${other.json<{ id: number }>().id}`, {
      name: "PACIFIC STAR",
      imo: "9300001",
    });
    expect(steal.statusCode).toBe(422);
    const together = await Promise.all([
      post("TWIN A", "9300003"),
      post("TWIN B", "9300003"),
      post("TWIN C", "9300003"),
    ]);
    expect(together.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
  });

  it("answers every item whole (its columns and what it derives) when created, read, listed or edited", async () => {
    const stamps = { id: expect.any(Number), created_at: expect.any(String), updated_at: expect.any(String) };
    const items: [string, object, object][] = [
      [
        "navios",
        { name: "WHOLE", imo: "9400001", is_agency_client: 1 },
        { imo: "9400001", is_agency_client: true, name_with_imo: "WHOLE (IMO 9400001)" },
      ],
      ["agencias", { name: "WHOLE" }, { is_house: false }],
      ["afretadores", { name: "WHOLE" }, {}],
      ["recebedores", { name: "WHOLE" }, {}],
      ["trabalhadores", { name: "WHOLE" }, {}],
      ["lineups_portos", { name: "WHOLE", pais: "Chile" }, { port_name: "WHOLE", pais: "Chile" }],
    ];
    for (const [path, body, rest] of items) {
      const whole = { ...stamps, name: "WHOLE", ...rest };
      const created = await send("POST", `/${path}`, body);
      expect(created.json(), path).toStrictEqual(whole);
      const id = created.json<{ id: number }>().id;
      expect((await send("GET", `/${path}/${id}`)).json(), path).toStrictEqual(whole);
      expect((await send("GET", `/${path}?name=WHOLE`)).json().data, path).toStrictEqual([whole]);
      const edited = { ...body, _method: "put" };
      expect((await send("PUT", `/${path}/${id}`, body)).json(), path).toStrictEqual(whole);
      expect((await send("POST", `/${path}/${id}`, edited)).json(), path).toStrictEqual(whole);
      const deleted = { message: "Deleted successfully." };
      expect((await send("POST", `/${path}/${id}`, { _method: "delete" })).json(), path).toStrictEqual(deleted);
    }
    const vessel = (await send("POST", "/navios", { name: "NO IMO" })).json();
    expect(vessel).toStrictEqual({
      ...stamps,
      name: "NO IMO",
      imo: null,
      is_agency_client: false,
      name_with_imo: "NO IMO",
    });
    expect((await send("DELETE", `/navios/${vessel.id}`)).json()).toStrictEqual({ message: "Deleted successfully." });
  });

  it("requires a country for destination ports and searches by it", async () => {
    const bad = await send("POST", "/lineups_portos", { name: "Qingdao" });
    expect(bad.json().errors.pais).toBeDefined();
    await send("POST", "/lineups_portos", { name: "Qingdao", pais: "China" });
    await send("POST", "/lineups_portos", { name: "Ghent", pais: "Belgium" });
    const res = await send("GET", "/lineups_portos?pais=chin");
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(["Qingdao"]);
  });

  it("lists by name ascending with paging and orders on request", async () => {
    for (const name of ["Cargill", "Bunge", "ADM"]) await send("POST", "/afretadores", { name });
    const asc = await send("GET", "/afretadores?per_page=2");
    expect(asc.json()).toMatchObject({ total: 3, last_page: 2, per_page: 2 });
    expect(asc.json().data.map((c: { name: string }) => c.name)).toEqual(["ADM", "Bunge"]);
    const desc = await send("GET", "/afretadores?orderBy[campo]=name&orderBy[ordem]=desc");
    expect(desc.json().data[0].name).toBe("Cargill");
    const junk = await send("GET", "/afretadores?campo=password_hash;drop");
    expect(junk.statusCode).toBe(200);
  });

  it("searches literally, not with LIKE wildcards", async () => {
    await send("POST", "/agencias", { name: "100% Agency" });
    await send("POST", "/agencias", { name: "1000 Agency" });
    const res = await send("GET", `/agencias?name=${encodeURIComponent("100%")}`);
    expect(res.json().data.map((a: { name: string }) => a.name)).toEqual(["100% Agency"]);
  });

  it("edits and deletes, refusing a vessel still on a line-up", async () => {
    const { t } = given();
    const ctx = await makePort(t.app);
    const vessel = (await send("POST", "/navios", { name: "KEY ISLAND" })).json();
    const edited = await send("POST", `/navios/${vessel.id}`, { _method: "put", name: "KEY ISLAND II" });
    expect(edited.json().name).toBe("KEY ISLAND II");
    await makeLineupRow(t.app, ctx, { navio_id: vessel.id });
    const refused = await send("POST", `/navios/${vessel.id}`, { _method: "delete" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Vessel KEY ISLAND II is used by 1 line-up rows and cannot be deleted.");
    const free = (await send("POST", "/trabalhadores", { name: "Crew" })).json();
    expect((await send("DELETE", `/trabalhadores/${free.id}`)).json().message).toBe("Deleted successfully.");
    expect((await send("GET", `/trabalhadores/${free.id}`)).statusCode).toBe(404);
  });

  it("returns every option list in one call, withholding agencies, receivers, workers and the agency-client flag from clients", async () => {
    const { t } = given();
    const client = await createUser(t.app, ROLE.client);
    const staff = await send("GET", "/lineups/parametros");
    expect(Object.keys(staff.json())).toEqual(
      expect.arrayContaining([
        "portos",
        "navios",
        "agencias",
        "afretadores",
        "recebedores",
        "lineups_portos",
        "cargas",
        "cargas_tipos",
        "trabalhadores",
      ]),
    );
    const forClient = await t.app.inject({ url: "/api/v1/lineups/parametros", headers: bearer(client.token) });
    expect(Object.keys(forClient.json())).not.toContain("agencias");
    expect(Object.keys(forClient.json())).not.toContain("recebedores");
    expect(Object.keys(forClient.json())).not.toContain("trabalhadores");
    const vessels = forClient.json().navios as Record<string, unknown>[];
    expect(vessels.length).toBeGreaterThan(0);
    for (const vessel of vessels) expect(vessel).not.toHaveProperty("is_agency_client");
    expect((staff.json().navios as Record<string, unknown>[])[0]).toHaveProperty("is_agency_client");
    const some = await send("GET", "/lineups/parametros?navios=1");
    expect(Object.keys(some.json()).sort()).toEqual(["cargas_tipos", "navios"]);
  });
});

describe("e-mail information", () => {
  it("stores the body sanitised and reads it back", async () => {
    const dirty =
      '<p onclick="x()">Dear client,<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://agency.example">site</a></p>';
    const res = await send("POST", "/email_information", { description: dirty });
    expect(res.json().message).toBe("Saved successfully!");
    const read = await send("GET", "/email_information");
    const html: string = read.json().description;
    expect(html).toContain("Dear client,");
    expect(html).toContain('href="https://agency.example"');
    expect(html).not.toMatch(/script|onclick|javascript:/);
    expect(res.json()).toStrictEqual({
      description: html,
      updated_at: expect.any(String),
      message: "Saved successfully!",
    });
    expect(read.json()).toStrictEqual({ description: html, updated_at: res.json().updated_at });
    const put = await send("PUT", "/email_information", { description: "<p>Again</p>" });
    expect(put.json()).toStrictEqual({
      description: "<p>Again</p>",
      updated_at: expect.any(String),
      message: "Saved successfully!",
    });
  });

  it("keeps formatting the editor makes", () => {
    expect(sanitizeEmailBody("<h2>Title</h2><ul><li><strong>a</strong></li></ul>")).toBe(
      "<h2>Title</h2><ul><li><strong>a</strong></li></ul>",
    );
  });
});
