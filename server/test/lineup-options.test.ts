import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { addTerminal, assignComms, makeParties, makePort } from "./factories";
import { bearer, createUser, setUpApp } from "./helpers";

const given = setUpApp(async (t) => {
  const admin = await createUser(t.app, ROLE.admin);
  const ctx = await makePort(t.app, "Santos");
  const other = await makePort(t.app, "Itaqui");
  const north = await addTerminal(t.app, ctx, "North");
  const p = await makeParties(t.app);
  const client = await createUser(t.app, ROLE.client);
  await assignComms(t.app, client.user.id, [ctx.comm.id]);
  return { admin, ctx, other, north, p, client };
});

const options = async (token: string, query = "") => {
  const { t } = given();
  const res = await t.app.inject({ url: `/api/v1/lineups/parametros${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("GET /lineups/parametros", () => {
  it("answers every list whole to staff, and to a client what the policy lets it read", async () => {
    const { admin, ctx, other, north, p, client } = given();
    const comm = (at: typeof ctx) => ({
      id: at.comm.id,
      tipo_id: at.type.id,
      name: at.comm.name,
      synonym: "C",
      color: "#000000",
      ie_analise: 0,
      ie_export: 0,
      ie_import: 0,
      name_with_synonym: `${at.comm.name} (C)`,
    });
    const terminal = (at: typeof ctx) => ({
      id: at.terminal.id,
      name: at.terminal.name,
      cargas_ids: [at.comm.id],
      bercos: [{ id: at.berth.id, name: "Berth 1" }],
    });
    const santos = {
      id: ctx.port.id,
      name: "Santos",
      time_zone: "UTC",
      terminais: [terminal(ctx), { id: north.id, name: "North", cargas_ids: [], bercos: [] }],
    };
    const vessel = (v: typeof p.vessel, withImo: string) => ({
      id: v.id,
      name: v.name,
      imo: v.imo,
      is_agency_client: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      name_with_imo: withImo,
    });
    const named = (x: { id: number; name: string }) => ({ id: x.id, name: x.name });
    const staff = {
      cargas_tipos: [named(ctx.type), named(other.type)],
      portos: [{ id: other.port.id, name: "Itaqui", time_zone: "UTC", terminais: [terminal(other)] }, santos],
      cargas: [comm(ctx), comm(other)],
      navios: [vessel(p.vesselTbi, "TBI"), vessel(p.vessel, "NORD VENUS (IMO 9412345)")],
      afretadores: [named(p.chartererTbi), named(p.charterer2), named(p.charterer)],
      lineups_portos: [
        { id: p.destTbi.id, name: "TBI", port_name: null, pais: "TBI" },
        { id: p.dest.id, name: "Qingdao", port_name: null, pais: "China" },
      ],
      agencias: [
        { id: p.agencyTbi.id, name: "TBI", is_house: false },
        { id: p.house.id, name: "Oceanic", is_house: true },
        { id: p.agency.id, name: "Williams", is_house: false },
      ],
      recebedores: [named(p.receiver)],
      trabalhadores: [named(p.worker)],
    };
    const answer = await options(admin.token);
    expect(answer).toStrictEqual(staff);
    // In the row's order, the flag where the table has it (not moved last, as a schema's serializer would).
    expect(Object.keys(answer.navios[0])).toEqual(Object.keys(staff.navios[0] ?? {}));
    expect(await options(admin.token, "?portos=1&navios=true")).toStrictEqual({
      cargas_tipos: staff.cargas_tipos,
      portos: staff.portos,
      navios: staff.navios,
    });
    const clientVessel = ({ is_agency_client: _flag, ...v }: ReturnType<typeof vessel>) => v;
    expect(await options(client.token)).toStrictEqual({
      cargas_tipos: [named(ctx.type)],
      portos: [santos],
      cargas: [comm(ctx)],
      navios: staff.navios.map(clientVessel),
      afretadores: staff.afretadores,
      lineups_portos: staff.lineups_portos,
    });
  });
});
