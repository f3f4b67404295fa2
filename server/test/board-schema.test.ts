import Ajv, { type AnySchema } from "ajv";
import addFormats from "ajv-formats";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hiddenFieldAttributes, ROLE } from "@lineup/shared";
import { lineupCargasAfretadores, lineups, lineupTrabalhadores, navios } from "../src/db/schema";
import { loadBoard } from "../src/lineups/board";
import { CLIENT_HIDDEN } from "@lineup/shared/wire/board";
import { presentRows } from "../src/lineups/present-rows";
import { withDefaults } from "../src/lineups/board-query";
import { ClientBoard, ClientBoardRow, StaffBoard, StaffBoardRow } from "@lineup/shared/wire/board";
import { keysIn } from "./object-keys";
import { bearer, countingDb, createUser, startApp, type TestApp, type TestUser } from "./helpers";
import { assignComms, makeLineupRow, makeParties, makePort, callFields, type Place, type Parties } from "./factories";

let t: TestApp;
let admin: TestUser;
let client: TestUser;
let place: Place;
let p: Parties;
let row: typeof lineups.$inferSelect;

// "unsafe" tells fast-json-stringify a string needs no escaping; any string is valid.
const ajv = addFormats(new Ajv({ allErrors: true, strict: false })).addFormat("unsafe", true);
const validates = (schema: object, data: unknown) => {
  const validate = ajv.compile(schema as AnySchema);
  return validate(data) ? "valid" : ajv.errorsText(validate.errors);
};

const boardOf = async (token: string, query = "") => {
  const res = await t.app.inject({
    url: `/api/v1/lineups?carga_tipo_id=${place.type.id}&porto_id[]=${place.port.id}${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    portos: { terminais: { lineups: Record<string, unknown>[] }[] }[];
    filtros: Record<string, unknown>;
  };
};
const rowsOf = (board: Awaited<ReturnType<typeof boardOf>>) =>
  board.portos.flatMap((port) => port.terminais.flatMap((terminal) => terminal.lineups));

beforeAll(async () => {
  t = await startApp();
  admin = await createUser(t.app, ROLE.admin);
  client = await createUser(t.app, ROLE.client);
  place = await makePort(t.app);
  p = await makeParties(t.app);
  await assignComms(t.app, client.user.id, [place.comm.id]);
  await t.app.db.update(navios).set({ is_agency_client: true }).where(eq(navios.id, p.vessel.id));
  // A row with every party, a split line with its receiver, both worker lists, a POB and a last update.
  row = await makeLineupRow(t.app, place, {
    ...callFields(place, p),
    berco_id: place.berth.id,
    agencia_id: p.agency.id,
    client_type: "FULL",
    qty: "25000.5",
    qty_import: "100",
    pob: "10:30",
    eta: "2026-11-20",
    etb: "2026-11-23",
    atualizado_data: "2026-11-19 08:15:00+00",
    atualizado_id: admin.user.id,
  });
  await t.app.db.insert(lineupCargasAfretadores).values({
    lineup_id: row.id,
    carga_id: place.comm.id,
    qty: "1500",
    afretador_id: p.charterer2.id,
    recebedor_id: p.receiver.id,
  });
  await t.app.db.insert(lineupTrabalhadores).values([
    { lineup_id: row.id, trabalhador_id: p.worker.id, qty: "10", type: "embarcador" },
    { lineup_id: row.id, trabalhador_id: p.worker.id, qty: "20", type: "recebedor" },
  ]);
});
afterAll(() => t.close());

describe("GET /lineups per role", () => {
  it("never sends a client a staff-only key anywhere, even when they ask for staff-only filters; staff get every one", async () => {
    const hidden = [...CLIENT_HIDDEN, ...hiddenFieldAttributes(client.user, "navios")];
    const forClient = await boardOf(
      client.token,
      `&recebedor_id[]=${p.receiver.id}&client_type[]=FULL&is_agency_client=1`,
    );
    expect(rowsOf(forClient).map((r) => r.id)).toEqual([row.id]);
    const leaked = [...keysIn(forClient)].filter((key) => hidden.includes(key));
    expect(leaked).toEqual([]);
    expect(rowsOf(forClient)[0]).toMatchObject({
      navio: { name: "NORD VENUS" },
      cargas_afretadores: [{ afretador: { name: "Bunge" }, qty: "1500.000" }],
    });
    // The single row, which the live layer shapes the same way, too.
    const one = await t.app.inject({ url: `/api/v1/lineups/${row.id}`, headers: bearer(client.token) });
    expect([...keysIn(one.json())].filter((key) => hidden.includes(key))).toEqual([]);

    const [staffRow] = rowsOf(await boardOf(admin.token));
    for (const key of CLIENT_HIDDEN) expect(staffRow).toHaveProperty(key);
    expect(staffRow).toMatchObject({
      navio: { is_agency_client: true },
      agencia: { name: "Williams" },
      recebedor: { name: "Fertipar" },
      destination_port: { name: "Qingdao" },
      client_type: "FULL",
      cargas_afretadores: [{ recebedor: { name: "Fertipar" } }],
      embarcadores: [{ trabalhador: { name: "OGMO" }, qty: "10.000" }],
      recebedores: [{ qty: "20.000" }],
    });
  });

  it("answers each role with a body valid against its own schema and the documented one, and against no other", async () => {
    const staff = await boardOf(admin.token);
    const forClient = await boardOf(client.token);
    expect(validates(StaffBoard, staff)).toBe("valid");
    expect(validates(ClientBoard, forClient)).toBe("valid");
    expect(validates(ClientBoard, staff)).not.toBe("valid");
    expect(validates(StaffBoard, forClient)).not.toBe("valid");
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json();
    const documented = doc.paths["/api/v1/lineups"].get.responses["200"].content["application/json"].schema;
    // anyOf: each answer fits one shape only (above), but Redocly cannot tell from the schemas (their keys overlap).
    expect(documented.anyOf.map((s: { title: string }) => s.title)).toEqual(["Board (staff)", "Board (client)"]);
    expect(validates(documented, staff)).toBe("valid");
    expect(validates(documented, forClient)).toBe("valid");
  });

  it("shapes rows with exactly the schema's keys, so a field added to the rows but not to the schema fails here instead of vanishing", async () => {
    const [stored] = await t.app.db.select().from(lineups).where(eq(lineups.id, row.id));
    if (!stored) throw new Error("no row");
    const [staffRow] = await presentRows(t.app.db, [stored], { client: false });
    const [clientRow] = await presentRows(t.app.db, [stored], { client: true });
    expect(Object.keys(staffRow ?? {}).sort()).toEqual(Object.keys(StaffBoardRow.properties).sort());
    expect(Object.keys(clientRow ?? {}).sort()).toEqual(Object.keys(ClientBoardRow.properties).sort());
    // Nested objects too (vessel, split lines, workers): closed schemas refuse any key they do not list.
    expect(validates(StaffBoardRow, staffRow)).toBe("valid");
    expect(validates(ClientBoardRow, clientRow)).toBe("valid");
    expect(validates(ClientBoardRow, { ...clientRow, added: 1 })).toMatch(/additional properties/);
  });

  it("shows a row on the board exactly as the single-row route shows it", async () => {
    const [onBoard] = rowsOf(await boardOf(admin.token));
    const { cargaTipo, terminal, ...one } = (
      await t.app.inject({ url: `/api/v1/lineups/${row.id}`, headers: bearer(admin.token) })
    ).json();
    // The single row adds its comm type and terminal as objects (spec.md section 3); the rest is the board's row.
    expect(onBoard).toEqual(one);
    expect(cargaTipo).toEqual({ id: one.carga_tipo_id, name: expect.any(String) });
    expect(terminal).toEqual({ id: one.terminal_id, name: expect.any(String) });
    expect(one).toMatchObject({
      pob: "10:30",
      qty: "25000.500",
      qty_import: "100.000",
      eta: "2026-11-20",
      espera: 3,
      atualizador: { id: admin.user.id },
    });
    expect(typeof one.atualizado_data).toBe("string");
    expect(typeof one.updated_at).toBe("string");
  });

  it("runs the same number of queries for 1 row as for 30 (no query per row)", async () => {
    const queriesFor = async (portRows: number) => {
      const at = await makePort(t.app);
      for (let i = 0; i < portRows; i++) {
        const [vessel] = await t.app.db
          .insert(navios)
          .values({ name: `VESSEL ${i}` })
          .returning();
        const line = await makeLineupRow(t.app, at, {
          navio_id: vessel?.id,
          recebedor_id: p.receiver.id,
          atualizado_id: admin.user.id,
        });
        await t.app.db
          .insert(lineupCargasAfretadores)
          .values({ lineup_id: line.id, carga_id: at.comm.id, qty: "5", afretador_id: p.charterer.id });
        await t.app.db
          .insert(lineupTrabalhadores)
          .values({ lineup_id: line.id, trabalhador_id: p.worker.id, qty: "1", type: "embarcador" });
      }
      const counting = countingDb(t.app.db, ["select", "execute"]);
      const board = await loadBoard(
        counting.db,
        admin.user,
        withDefaults({ carga_tipo_id: at.type.id, porto_id: [at.port.id] }),
      );
      expect(board.portos[0]?.terminais[0]?.lineups).toHaveLength(portRows);
      return counting.queries();
    };
    expect(await queriesFor(30)).toBe(await queriesFor(1));
  });

  it("refuses a request without a token", async () => {
    const res = await t.app.inject({ url: `/api/v1/lineups?porto_id[]=${place.port.id}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty("message");
  });
});
