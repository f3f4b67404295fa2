import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { sanitizeEmailBody } from "../src/email/routes";
import { bearer, createUser, startApp, type TestApp } from "./helpers";
import { makeLineupRow, makePort } from "./factories";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await startApp();
  admin = await createUser(t.app, ROLE.admin);
});
afterAll(() => t.close());
const as = () => bearer(admin.token);

describe("fields of line-ups", () => {
  it("never lets a client read agencies, receivers or workers, nor a vessel's agency-client flag", async () => {
    const client = await createUser(t.app, ROLE.client);
    const items: Record<string, number> = {};
    for (const path of ["agencias", "recebedores", "trabalhadores", "navios"]) {
      const created = await t.app.inject({
        method: "POST",
        url: `/api/v1/${path}`,
        headers: as(),
        payload: { name: `Hidden ${path}`, ...(path === "navios" && { is_agency_client: 1 }) },
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
      expect((await t.app.inject({ url: `/api/v1/${path}/${items[path]}`, headers: as() })).json().name).toBe(
        `Hidden ${path}`,
      );
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
    expect((await t.app.inject({ url: `/api/v1/navios/${items.navios}`, headers: as() })).json().is_agency_client).toBe(
      true,
    );
  });

  it("hides those lists from self-registered users too", async () => {
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
    const withImo = await t.app.inject({
      method: "POST",
      url: "/api/v1/navios",
      headers: as(),
      payload: { name: "NORD VENUS", imo: "9412345", is_agency_client: 1 },
    });
    expect(withImo.json()).toMatchObject({
      name: "NORD VENUS",
      imo: "9412345",
      is_agency_client: true,
      name_with_imo: "NORD VENUS (IMO 9412345)",
    });
    const without = await t.app.inject({
      method: "POST",
      url: "/api/v1/navios",
      headers: as(),
      payload: { name: "TBI" },
    });
    expect(without.json()).toMatchObject({ imo: null, is_agency_client: false });
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/v1/navios",
      headers: as(),
      payload: { name: "X", imo: "12ab" },
    });
    expect(bad.json().errors.imo).toBeDefined();
  });

  it("keeps one vessel per IMO: a second is refused naming the first, also when two are sent at the same instant", async () => {
    const post = (name: string, imo: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/navios", headers: as(), payload: { name, imo } });
    const first = await post("ATLANTIC STAR", "9300001");
    expect(first.statusCode).toBe(201);
    const second = await post("ATLANTIC STAR II", "9300001");
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.imo).toEqual([
      "The IMO 9300001 is already the vessel ATLANTIC STAR: one ship is one vessel.",
    ]);
    // Its own IMO kept on an edit is no clash; another's is.
    const id = first.json<{ id: number }>().id;
    const keep = await t.app.inject({
      method: "PUT",
      url: `/api/v1/navios/${id}`,
      headers: as(),
      payload: { name: "ATLANTIC STAR", imo: "9300001" },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    const other = await post("PACIFIC STAR", "9300002");
    const steal = await t.app.inject({
      method: "PUT",
      url: `/api/v1/navios/${other.json<{ id: number }>().id}`,
      headers: as(),
      payload: { name: "PACIFIC STAR", imo: "9300001" },
    });
    expect(steal.statusCode).toBe(422);
    const together = await Promise.all([
      post("TWIN A", "9300003"),
      post("TWIN B", "9300003"),
      post("TWIN C", "9300003"),
    ]);
    expect(together.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
  });

  it("requires a country for destination ports and searches by it", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/v1/lineups_portos",
      headers: as(),
      payload: { name: "Qingdao" },
    });
    expect(bad.json().errors.pais).toBeDefined();
    await t.app.inject({
      method: "POST",
      url: "/api/v1/lineups_portos",
      headers: as(),
      payload: { name: "Qingdao", pais: "China" },
    });
    await t.app.inject({
      method: "POST",
      url: "/api/v1/lineups_portos",
      headers: as(),
      payload: { name: "Ghent", pais: "Belgium" },
    });
    const res = await t.app.inject({ url: "/api/v1/lineups_portos?pais=chin", headers: as() });
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(["Qingdao"]);
  });

  it("lists by name ascending with paging and orders on request", async () => {
    for (const name of ["Cargill", "Bunge", "ADM"])
      await t.app.inject({ method: "POST", url: "/api/v1/afretadores", headers: as(), payload: { name } });
    const asc = await t.app.inject({ url: "/api/v1/afretadores?per_page=2", headers: as() });
    expect(asc.json()).toMatchObject({ total: 3, last_page: 2, per_page: 2 });
    expect(asc.json().data.map((c: { name: string }) => c.name)).toEqual(["ADM", "Bunge"]);
    const desc = await t.app.inject({
      url: "/api/v1/afretadores?orderBy[campo]=name&orderBy[ordem]=desc",
      headers: as(),
    });
    expect(desc.json().data[0].name).toBe("Cargill");
    const junk = await t.app.inject({ url: "/api/v1/afretadores?campo=password_hash;drop", headers: as() });
    expect(junk.statusCode).toBe(200);
  });

  it("searches literally, not with LIKE wildcards", async () => {
    await t.app.inject({ method: "POST", url: "/api/v1/agencias", headers: as(), payload: { name: "100% Agency" } });
    await t.app.inject({ method: "POST", url: "/api/v1/agencias", headers: as(), payload: { name: "1000 Agency" } });
    const res = await t.app.inject({ url: `/api/v1/agencias?name=${encodeURIComponent("100%")}`, headers: as() });
    expect(res.json().data.map((a: { name: string }) => a.name)).toEqual(["100% Agency"]);
  });

  it("edits and deletes, refusing a vessel still on a line-up", async () => {
    const ctx = await makePort(t.app);
    const vessel = (
      await t.app.inject({ method: "POST", url: "/api/v1/navios", headers: as(), payload: { name: "KEY ISLAND" } })
    ).json();
    const edited = await t.app.inject({
      method: "POST",
      url: `/api/v1/navios/${vessel.id}`,
      headers: as(),
      payload: { _method: "put", name: "KEY ISLAND II" },
    });
    expect(edited.json().name).toBe("KEY ISLAND II");
    await makeLineupRow(t.app, ctx, { navio_id: vessel.id });
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/v1/navios/${vessel.id}`,
      headers: as(),
      payload: { _method: "delete" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Vessel KEY ISLAND II is used by 1 line-up rows and cannot be deleted.");
    const free = (
      await t.app.inject({ method: "POST", url: "/api/v1/trabalhadores", headers: as(), payload: { name: "Crew" } })
    ).json();
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/v1/trabalhadores/${free.id}`, headers: as() })).json().message,
    ).toBe("Deleted successfully.");
    expect((await t.app.inject({ url: `/api/v1/trabalhadores/${free.id}`, headers: as() })).statusCode).toBe(404);
  });

  it("returns every option list in one call, withholding agencies, receivers, workers and the agency-client flag from clients", async () => {
    const client = await createUser(t.app, ROLE.client);
    const staff = await t.app.inject({ url: "/api/v1/lineups/parametros", headers: as() });
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
    const some = await t.app.inject({ url: "/api/v1/lineups/parametros?navios=1", headers: as() });
    expect(Object.keys(some.json()).sort()).toEqual(["cargas_tipos", "navios"]);
  });
});

describe("e-mail information", () => {
  it("stores the body sanitised and reads it back", async () => {
    const dirty =
      '<p onclick="x()">Dear client,<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://agency.example">site</a></p>';
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/email_information",
      headers: as(),
      payload: { description: dirty },
    });
    expect(res.json().message).toBe("Saved successfully!");
    const read = await t.app.inject({ url: "/api/v1/email_information", headers: as() });
    const html: string = read.json().description;
    expect(html).toContain("Dear client,");
    expect(html).toContain('href="https://agency.example"');
    expect(html).not.toMatch(/script|onclick|javascript:/);
  });

  it("keeps formatting the editor makes", () => {
    expect(sanitizeEmailBody("<h2>Title</h2><ul><li><strong>a</strong></li></ul>")).toBe(
      "<h2>Title</h2><ul><li><strong>a</strong></li></ul>",
    );
  });
});
