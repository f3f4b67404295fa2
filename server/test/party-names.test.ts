/**
 * One party, one name (issue 23): a new charterer, receiver, agency, vessel or destination port whose name differs
 * from a listed one only in case, accents, punctuation or company form is refused with the listed one named, unless
 * the caller confirms it (`allow_similar`); near-duplicates created at the same instant cannot both pass.
 */
import { describe, expect, it } from "vitest";
import { bearer, setUpAdminApp } from "./helpers";

const { given, send } = setUpAdminApp();
const create = (path: string, payload: Record<string, unknown>) => send("POST", `/${path}`, payload);
const names = async (path: string, name: string) =>
  (
    await given().t.app.inject({
      url: `/api/v1/${path}?name=${encodeURIComponent(name)}`,
      headers: bearer(given().admin.token),
    })
  ).json().data as { name: string }[];

describe("a party's name", () => {
  it("refuses CARGILL S.A. beside Cargill, naming it, and creates it when confirmed (JSON or form)", async () => {
    const { t, admin } = given();
    const cargill = await create("recebedores", { name: "Cargill" });
    expect(cargill.statusCode, cargill.body).toBe(201);
    for (const twin of ["CARGILL S.A.", "cargill ltda", "Cargíll, Inc."]) {
      const refused = await create("recebedores", { name: twin });
      expect(refused.statusCode, twin).toBe(422);
      expect(refused.json().similar).toEqual({ id: cargill.json().id, name: "Cargill" });
      expect(refused.json().errors.name[0]).toMatch(/^Looks like receiver \| shipper Cargill, already listed/);
    }
    expect((await names("recebedores", "cargill")).map((r) => r.name)).toEqual(["Cargill"]);

    const confirmed = await create("recebedores", { name: "CARGILL S.A.", allow_similar: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/v1/recebedores",
      headers: { ...bearer(admin.token), "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Cargill%20Ltda&allow_similar=1",
    });
    expect(form.statusCode, form.body).toBe(201);
    // A name that only starts alike is another party.
    expect((await create("recebedores", { name: "Cargill Agricola" })).statusCode).toBe(201);
    // Other lists are their own: a charterer may be called Cargill.
    expect((await create("afretadores", { name: "CARGILL" })).statusCode).toBe(201);
  });

  it("tells two vessels of one name apart by their IMOs", async () => {
    expect((await create("navios", { name: "NORD VENUS", imo: "9000001" })).statusCode).toBe(201);
    expect((await create("navios", { name: "Nord Venus", imo: "9000002" })).statusCode).toBe(201);
    const noImo = await create("navios", { name: "Nord  Venus" });
    expect(noImo.statusCode).toBe(422);
    expect(noImo.json().similar.name).toBe("NORD VENUS");
  });

  it("lets one of five near-duplicates sent at the same instant through", async () => {
    const variants = ["Bunge", "BUNGE S.A.", "bunge ltda", "Bunge, Inc.", "BÚNGE"];
    const answers = await Promise.all(variants.map((name) => create("agencias", { name })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(await names("agencias", "bunge")).toHaveLength(1);
  });
});
