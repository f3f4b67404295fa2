/**
 * The consistency report (issue 23): what stored data contradicts, listed for the admins who
 * fix reference data, rather than refused at a row's next edit. Every contradiction here is
 * written straight into the database, as a migration from another system would.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameKey, ROLE } from "@lineup/shared";
import { afretadores, lineups, navios, recebedores } from "../src/db/schema";
import { makeLineupRow, makePort } from "./factories";
import { bearer, createUser, startApp, type TestApp } from "./helpers";

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t?.close());

interface Check {
  id: string;
  count: number;
  fix: string;
  items: Record<string, unknown>[];
}

const report = async (token: string) => {
  const res = await t.app.inject({ url: "/api/v1/admin/consistency", headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(res.json<{ checks: Check[] }>().checks.map((c) => [c.id, c]));
};

describe("GET /admin/consistency", () => {
  it("lists each kind of contradiction with how many and which, and a row leaves the list once mended", async () => {
    const admin = await createUser(t.app, ROLE.basicAdmin);
    const grains = await makePort(t.app);
    const fertilizer = await makePort(t.app);
    const clean = await makeLineupRow(t.app, grains);
    const offTerminal = await makeLineupRow(t.app, grains, {
      carga_id: fertilizer.comm.id,
      carga_tipo_id: fertilizer.type.id,
    });
    const wrongType = await makeLineupRow(t.app, grains, { carga_tipo_id: fertilizer.type.id });
    const wrongPort = await makeLineupRow(t.app, grains, { porto_id: fertilizer.port.id });
    const wrongBerth = await makeLineupRow(t.app, grains, { berco_id: fertilizer.berth.id });
    await makeLineupRow(t.app, grains, {
      is_observacao: 1,
      observacao: "A note has no comm",
      carga_id: null,
      carga_tipo_id: fertilizer.type.id,
    });
    const [imoA, imoB] = await t.app.db
      .insert(navios)
      .values([
        { name: "NORD VENUS", imo: "9412345" },
        { name: "NORDVENUS", imo: "IMO 9412345" },
        { name: "OTHER", imo: "9000001" },
      ])
      .returning();
    const [cargill, cargillSa] = await t.app.db
      .insert(afretadores)
      .values([{ name: "Cargill" }, { name: "CARGILL S.A." }, { name: "Bunge" }])
      .returning();
    await t.app.db.insert(recebedores).values([{ name: "Fertipar" }, { name: "Fertipar Ltda." }, { name: "Fértipar" }]);

    const checks = await report(admin.token);
    const ids = (id: string) => (checks.get(id)?.items ?? []).map((i) => i.lineup_id);
    expect(ids("comm_not_handled")).toEqual([offTerminal.id]);
    expect(ids("comm_type_mismatch")).toEqual([wrongType.id]);
    expect(ids("port_mismatch")).toEqual([wrongPort.id]);
    expect(ids("berth_elsewhere")).toEqual([wrongBerth.id]);
    expect([...checks.values()].flatMap((c) => c.items.map((i) => i.lineup_id))).not.toContain(clean.id);
    expect(checks.get("duplicate_imo")?.items).toEqual([
      { imo: "9412345", ids: [imoA?.id, imoB?.id], names: ["NORD VENUS", "NORDVENUS"] },
    ]);
    const similar = checks.get("similar_names");
    expect(similar?.count).toBe(2);
    expect(similar?.items).toContainEqual({
      list: "afretadores",
      kind: "charterer",
      names: ["Cargill", "CARGILL S.A."],
      ids: [cargill?.id, cargillSa?.id],
    });
    expect(similar?.items).toContainEqual(
      expect.objectContaining({ list: "recebedores", names: ["Fertipar", "Fertipar Ltda.", "Fértipar"] }),
    );
    for (const check of checks.values()) expect(check.fix.length, check.id).toBeGreaterThan(10);

    await t.app.db
      .update(lineups)
      .set({ carga_id: grains.comm.id, carga_tipo_id: grains.type.id })
      .where(eq(lineups.id, offTerminal.id));
    expect((await report(admin.token)).get("comm_not_handled")?.count).toBe(0);
  });

  it("is for admins: an operator is refused, an anonymous caller asked to sign in", async () => {
    const operator = await createUser(t.app, ROLE.operator);
    expect((await t.app.inject({ url: "/api/v1/admin/consistency", headers: bearer(operator.token) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: "/api/v1/admin/consistency" })).statusCode).toBe(401);
  });
});

describe("nameKey", () => {
  it("reads one party under its usual spellings, and keeps different parties apart", () => {
    expect(new Set(["Cargill", "CARGILL S.A.", "Cargill SA", "cargill ltda", "Cargill, Inc."].map(nameKey))).toEqual(
      new Set(["cargill"]),
    );
    expect(nameKey("Louis Dreyfus Company")).toBe("louis dreyfus");
    expect(nameKey("Bunge")).not.toBe(nameKey("Bunge Alimentos"));
    expect(nameKey("São Martinho")).toBe("sao martinho");
  });
});
