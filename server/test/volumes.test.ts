import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { ROLE, type QtyUnit } from "@lineup/shared";
import { cargas, lineupCargasAfretadores } from "../src/db/schema";
import { assignComms, assignPorts, callMaker, makePort, type CallStatus, type Place } from "./factories";
import { bearer, createUser, setUpApp } from "./helpers";
import { expectRefusals, PERIOD_REFUSALS } from "./statistics-checks";

/**
 * `GET /statistics/volumes` against calls whose status history is written here
 * with known times; every figure below is worked out by hand from the call
 * list written before the tests (week of the sailing from Monday, UTC; month UTC).
 */

interface Cargo {
  carga_id: number;
  qty?: string | null;
  qty_unidade?: QtyUnit;
  is_observacao?: 0 | 1;
  /** Split lines: [comm (null: none given), qty]. */
  lines?: [number | null, string][];
}

const given = setUpApp(async (t) => {
  const alpha = await makePort(t.app, "Alpha");
  const bravo = await makePort(t.app, "Bravo");
  const admin = await createUser(t.app, ROLE.admin);
  const makeCall = callMaker(t.app, admin.user.id);
  /** A line-up row with its split lines and its status changes at the given times (the first one is its creation). */
  const call = async (at: Place, cargo: Cargo, changes: [string, CallStatus][]) => {
    const { lines = [], ...values } = cargo;
    const row = await makeCall(at, values, changes);
    if (lines.length)
      await t.app.db
        .insert(lineupCargasAfretadores)
        .values(lines.map(([carga_id, qty]) => ({ lineup_id: row.id, carga_id, qty })));
    return row;
  };
  const [soy, corn, wheat] = (await t.app.db
    .insert(cargas)
    // Soybean with a chosen colour, the others left at the default.
    .values(
      ["Soybean", "Corn", "Wheat"].map((name) => ({
        tipo_id: alpha.type.id,
        name,
        synonym: name.slice(0, 3).toUpperCase(),
        ...(name === "Soybean" ? { color: "#2f9e44" } : {}),
      })),
    )
    .returning()) as [typeof cargas.$inferSelect, typeof cargas.$inferSelect, typeof cargas.$inferSelect];

  // c1 (Alpha): 1,000 t soybean loaded; sailed one second before the end of Sunday 4 Oct (week of 28 Sep).
  await call(alpha, { carga_id: soy.id, qty: "1000" }, [
    ["2026-10-01T08:00:00Z", "Waiting"],
    ["2026-10-02T08:00:00Z", "Loading"],
    ["2026-10-04T23:59:59Z", "Sailed"],
  ]);
  // c2 (Alpha): 500 t soybean discharged, a split line of 200 t corn and one of 50 t without a comm (the row's: soybean);
  // sailed at midnight starting Monday 5 Oct (week of 5 Oct).
  await call(
    alpha,
    {
      carga_id: soy.id,
      qty: "500",
      lines: [
        [corn.id, "200"],
        [null, "50"],
      ],
    },
    [
      ["2026-10-03T08:00:00Z", "Waiting"],
      ["2026-10-04T10:00:00Z", "Discharging"],
      ["2026-10-05T00:00:00Z", "Sailed"],
    ],
  );
  // c3 (Alpha): 2,000 m³ soybean, berthed as Loading, corrected to Discharging (its last berthing status), sailed 22 Oct.
  await call(alpha, { carga_id: soy.id, qty: "2000", qty_unidade: "m³" }, [
    ["2026-10-20T08:00:00Z", "Loading"],
    ["2026-10-21T08:00:00Z", "Discharging"],
    ["2026-10-22T08:00:00Z", "Sailed"],
  ]);
  // c4 (Bravo): 3,000 t wheat loaded, sailed 31 Oct 23:30 (October; week of 26 Oct).
  await call(bravo, { carga_id: wheat.id, qty: "3000" }, [
    ["2026-10-30T08:00:00Z", "Loading"],
    ["2026-10-31T23:30:00Z", "Sailed"],
  ]);
  // c5 (Bravo): 4,000 t wheat loaded, sailed 1 Nov 00:30 (November).
  await call(bravo, { carga_id: wheat.id, qty: "4000" }, [
    ["2026-10-30T09:00:00Z", "Loading"],
    ["2026-11-01T00:30:00Z", "Sailed"],
  ]);
  // c9 (Alpha): 100 t corn loaded, first sailed 30 Sep; set back to Loading and Sailed again on 3 Oct: counts in September.
  await call(alpha, { carga_id: corn.id, qty: "100" }, [
    ["2026-09-28T08:00:00Z", "Loading"],
    ["2026-09-30T12:00:00Z", "Sailed"],
    ["2026-10-02T08:00:00Z", "Loading"],
    ["2026-10-03T08:00:00Z", "Sailed"],
  ]);
  // c11 (Alpha): 10 t soybean discharged, sailed one minute before the end of 30 Sep.
  await call(alpha, { carga_id: soy.id, qty: "10" }, [
    ["2026-09-29T08:00:00Z", "Discharging"],
    ["2026-09-30T23:59:00Z", "Sailed"],
  ]);
  // Not counted: Sailed without berthing, a note, a call still Loading, a call without a quantity that sailed after the periods asked.
  await call(alpha, { carga_id: soy.id, qty: "999" }, [
    ["2026-10-08T08:00:00Z", "Expected"],
    ["2026-10-10T08:00:00Z", "Sailed"],
  ]);
  await call(alpha, { carga_id: soy.id, qty: "999", is_observacao: 1 }, [
    ["2026-10-08T08:00:00Z", "Loading"],
    ["2026-10-10T08:00:00Z", "Sailed"],
  ]);
  await call(alpha, { carga_id: soy.id, qty: "999" }, [["2026-10-08T08:00:00Z", "Loading"]]);

  // c6 (Alpha): 700 t corn loaded with a 300 t soybean split line, sailed 8 Oct, then deleted through the API
  // (its `_deleted` event holds it).
  const c6 = await call(alpha, { carga_id: corn.id, qty: "700", lines: [[soy.id, "300"]] }, [
    ["2026-10-06T08:00:00Z", "Loading"],
    ["2026-10-08T08:00:00Z", "Sailed"],
  ]);
  const removed = await t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/list",
    headers: bearer(admin.token),
    payload: { terminal_id: alpha.terminal.id, list: [], deleted_lines: [c6.id] },
  });
  expect(removed.statusCode, removed.body).toBe(200);
  return { alpha, bravo, admin, soy, corn, wheat };
});

const get = (token: string | null, query: string) =>
  given().t.app.inject({ url: `/api/v1/statistics/volumes?${query}`, headers: token ? bearer(token) : {} });
const october = "from=2026-10-01&to=2026-10-31";
const OCTOBER_WEEKS = ["2026-09-28", "2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26"];
/** One entry: period, comm, unit, loaded, discharged, calls. */
const v = (
  period_start: string,
  carga: typeof cargas.$inferSelect,
  unit: string,
  loaded: number,
  discharged: number,
  calls: number,
) => ({ period_start, carga: { id: carga.id, name: carga.name, color: carga.color }, unit, loaded, discharged, calls });

/** The answers' `time_zones` while only Alpha and Bravo exist (test ports are in UTC). */
const bothPorts = () => [
  { id: given().alpha.port.id, name: "Alpha", time_zone: "UTC" },
  { id: given().bravo.port.id, name: "Bravo", time_zone: "UTC" },
];

/** The "Volumes" sheet of a downloaded workbook. */
async function volumesSheet(file: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book.getWorksheet("Volumes")!;
}

describe("volume by commodity", () => {
  it("by week: each call's cargo in the ISO week (its port's, here UTC) it sailed, loaded or discharged, per commodity and unit; split lines under their own commodity; deleted calls too", async () => {
    const { admin, soy, corn, wheat } = given();
    const res = await get(admin.token, `${october}&interval=week`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      time_zones: bothPorts(),
      // c1, c2, c3, c6 and the wheat call, all from their recorded status changes.
      calls_from_history: 5,
      calls_from_dates: 0,
      periods: OCTOBER_WEEKS,
      data: [
        // c1 (c11 and c9 sailed in September, before the period).
        v("2026-09-28", soy, "t", 1000, 0, 1),
        // c6 (deleted): 700 corn loaded, 300 soybean loaded; c2: 200 corn and 500 + 50 soybean discharged.
        v("2026-10-05", corn, "t", 700, 200, 2),
        v("2026-10-05", soy, "t", 300, 550, 2),
        // c3: m³ on its own.
        v("2026-10-19", soy, "m³", 0, 2000, 1),
        v("2026-10-26", wheat, "t", 3000, 0, 1),
      ],
    });
    // Without `interval`: by week.
    expect((await get(admin.token, october)).json()).toEqual(res.json());
  });

  it("by month (UTC): 31 Oct 23:30 in October, 1 Nov 00:30 in November; a call counts at its first sailing", async () => {
    const { admin, soy, corn, wheat } = given();
    expect((await get(admin.token, "from=2026-09-01&to=2026-11-30&interval=month")).json()).toEqual({
      time_zones: bothPorts(),
      calls_from_history: 8,
      calls_from_dates: 0,
      periods: ["2026-09-01", "2026-10-01", "2026-11-01"],
      data: [
        // c9 (first sailed 30 Sep, again 3 Oct) and c11.
        v("2026-09-01", corn, "t", 100, 0, 1),
        v("2026-09-01", soy, "t", 0, 10, 1),
        v("2026-10-01", corn, "t", 700, 200, 2),
        v("2026-10-01", soy, "m³", 0, 2000, 1),
        v("2026-10-01", soy, "t", 1300, 550, 3),
        v("2026-10-01", wheat, "t", 3000, 0, 1),
        v("2026-11-01", wheat, "t", 4000, 0, 1),
      ],
    });
    // A month cut by the period counts only the sailings within it: from 5 Oct leaves out c1 (4 Oct).
    const cut = (await get(admin.token, "from=2026-10-05&to=2026-10-05&interval=month")).json();
    expect(cut).toEqual({
      time_zones: bothPorts(),
      calls_from_history: 1,
      calls_from_dates: 0,
      periods: ["2026-10-01"],
      data: [v("2026-10-01", corn, "t", 0, 200, 1), v("2026-10-01", soy, "t", 0, 550, 1)],
    });
    // Nothing sailed: the periods, no entries.
    expect((await get(admin.token, "from=2026-08-01&to=2026-08-31&interval=month")).json()).toEqual({
      time_zones: bothPorts(),
      calls_from_history: 0,
      calls_from_dates: 0,
      periods: ["2026-08-01"],
      data: [],
    });
  });

  it("the port filter chooses calls, the comm filter the commodities counted (a row's or a split line's)", async () => {
    const { bravo, admin, corn, wheat } = given();
    expect((await get(admin.token, `${october}&porto_id[]=${bravo.port.id}`)).json().data).toEqual([
      v("2026-10-26", wheat, "t", 3000, 0, 1),
    ]);
    // Corn: c6's row (deleted) and c2's split line.
    expect((await get(admin.token, `${october}&carga_id[]=${corn.id}`)).json().data).toEqual([
      v("2026-10-05", corn, "t", 700, 200, 2),
    ]);
    expect(
      (await get(admin.token, `${october}&carga_id[]=${corn.id}&porto_id[]=${bravo.port.id}`)).json().data,
    ).toEqual([]);
  });

  it("a call counts once per commodity, however many of its lines are of that commodity; deleted calls likewise", async () => {
    const { t, admin, corn, wheat } = given();
    const delta = await makePort(t.app, "Delta");
    const makeCall = callMaker(t.app, admin.user.id);
    const withLines = async (
      carga_id: number,
      qty: string,
      lines: [number | null, string][],
      changes: [string, CallStatus][],
    ) => {
      const row = await makeCall(delta, { carga_id, qty }, changes);
      await t.app.db
        .insert(lineupCargasAfretadores)
        .values(lines.map(([id, q]) => ({ lineup_id: row.id, carga_id: id, qty: q })));
      return row;
    };
    // d1: 1,000 t wheat loaded, split lines of 100 and 50 t corn, 25 t wheat and 10 t without a comm (wheat).
    await withLines(
      wheat.id,
      "1000",
      [
        [corn.id, "100"],
        [corn.id, "50"],
        [wheat.id, "25"],
        [null, "10"],
      ],
      [
        ["2026-07-01T08:00:00Z", "Loading"],
        ["2026-07-02T08:00:00Z", "Sailed"],
      ],
    );
    // d2: 200 t corn discharged, split lines of 20 t corn, 30 and 5 t wheat; deleted after it sailed.
    const d2 = await withLines(
      corn.id,
      "200",
      [
        [corn.id, "20"],
        [wheat.id, "30"],
        [wheat.id, "5"],
      ],
      [
        ["2026-07-03T08:00:00Z", "Discharging"],
        ["2026-07-04T08:00:00Z", "Sailed"],
      ],
    );
    const removed = await t.app.inject({
      method: "POST",
      url: "/api/v1/lineups/list",
      headers: bearer(admin.token),
      payload: { terminal_id: delta.terminal.id, list: [], deleted_lines: [d2.id] },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const july = `from=2026-07-01&to=2026-07-31&interval=month&porto_id[]=${delta.port.id}`;
    const answer = (await get(admin.token, july)).json();
    expect(answer.data).toEqual([v("2026-07-01", corn, "t", 150, 220, 2), v("2026-07-01", wheat, "t", 1035, 35, 2)]);
    expect([answer.calls_from_history, answer.calls_from_dates]).toEqual([2, 0]);
    // The comm filter: both calls have a wheat line; each counts once.
    const wheatOnly = (await get(admin.token, `${july}&carga_id[]=${wheat.id}`)).json();
    expect(wheatOnly.data).toEqual([v("2026-07-01", wheat, "t", 1035, 35, 2)]);
    expect([wheatOnly.calls_from_history, wheatOnly.calls_from_dates]).toEqual([2, 0]);
    // A corn client sees d2 (a corn call), and of it only its corn lines.
    const client = await createUser(t.app, ROLE.client);
    await assignComms(t.app, client.user.id, [corn.id]);
    const clients = (await get(client.token, july)).json();
    expect(clients.data).toEqual([v("2026-07-01", corn, "t", 0, 220, 1)]);
    expect([clients.calls_from_history, clients.calls_from_dates]).toEqual([1, 0]);
  });

  it("operators see their ports, clients their comms' calls and of those only their comms; anonymous 401", async () => {
    const { t, alpha, bravo, soy, corn, wheat } = given();
    const bravoOperator = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, bravoOperator.user.id, [bravo.port.id]);
    expect((await get(bravoOperator.token, october)).json().data).toEqual([v("2026-10-26", wheat, "t", 3000, 0, 1)]);
    expect((await get(bravoOperator.token, `${october}&porto_id[]=${alpha.port.id}`)).json().data).toEqual([]);

    const elsewhere = await createUser(t.app, ROLE.operator);
    const charlie = (await makePort(t.app, "Charlie")).port;
    await assignPorts(t.app, elsewhere.user.id, [charlie.id]);
    const none = await get(elsewhere.token, october);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({
      calls_from_history: 0,
      calls_from_dates: 0,
      periods: OCTOBER_WEEKS,
      data: [],
      time_zones: [{ id: charlie.id, name: "Charlie", time_zone: "UTC" }],
    });

    // A soybean client: c1, c2 (without its corn line; its line without a comm is soybean) and c3; not c6, a corn call.
    const client = await createUser(t.app, ROLE.client);
    await assignComms(t.app, client.user.id, [soy.id]);
    expect((await get(client.token, october)).json().data).toEqual([
      v("2026-09-28", soy, "t", 1000, 0, 1),
      v("2026-10-05", soy, "t", 0, 550, 1),
      v("2026-10-19", soy, "m³", 0, 2000, 1),
    ]);
    expect((await get(client.token, `${october}&carga_id[]=${corn.id}`)).json().data).toEqual([]);

    expect((await get(null, october)).statusCode).toBe(401);
  });

  it("refuses bad dates, an unknown interval, an end before the start and too long a period with a 422 in words", async () => {
    const { admin } = given();
    await expectRefusals(
      (query) => get(admin.token, query),
      [
        ...PERIOD_REFUSALS,
        [`${october}&interval=day`, "interval", "The selected interval is invalid."],
        [
          "from=2025-01-01&to=2026-01-07&interval=week",
          "to",
          "The period is 372 days long; by week choose at most 371 days.",
        ],
        [
          "from=2023-01-01&to=2026-01-01&interval=month",
          "to",
          "The period is 1097 days long; by month choose at most 1096 days.",
        ],
        [`${october}&carga_id[]=soy`, "carga_id.0", "The comm field must be a whole number."],
      ],
    );
    // The longest periods are accepted.
    expect((await get(admin.token, "from=2025-01-01&to=2026-01-06&interval=week")).statusCode).toBe(200);
    expect((await get(admin.token, "from=2023-01-01&to=2025-12-31&interval=month")).statusCode).toBe(200);
  });

  it("is documented in OpenAPI, and format=xlsx answers with the table as a spreadsheet", async () => {
    const { t, admin } = given();
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json();
    const route = doc.paths["/api/v1/statistics/volumes"].get;
    expect((route.parameters as { name: string }[]).map((q) => q.name)).toEqual(
      expect.arrayContaining(["from", "to", "interval", "porto_id", "carga_id", "format"]),
    );
    expect(route.description).toContain("first status change to Sailed after it berthed");
    expect(
      Object.keys(route.responses["200"].content["application/json"].schema.properties.data.items.properties),
    ).toEqual(["period_start", "carga", "unit", "loaded", "discharged", "calls"]);

    const res = await get(admin.token, "from=2026-10-01&to=2026-10-31&interval=month&format=xlsx");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="volumes-month-2026-10-01-2026-10-31.xlsx"');
    const sheet = await volumesSheet(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, "Month", "Commodity", "Unit", "Loaded", "Discharged", "Calls"]);
    expect(sheet.getRow(2).values).toEqual([undefined, "2026-10", "Corn", "t", 700, 200, 2]);
    expect(sheet.getRow(3).values).toEqual([undefined, "2026-10", "Soybean", "m³", 0, 2000, 1]);
    expect(sheet.getRow(4).values).toEqual([undefined, "2026-10", "Soybean", "t", 1300, 550, 3]);
    expect(sheet.getRow(7).values).toEqual([
      undefined,
      "Cargo of the calls that sailed from 2026-10-01 to 2026-10-31 (each port's local days), per month of the sailing, in tonnes (t) and cubic metres (m³); loaded or discharged by the call's last berthing status.",
    ]);

    const weeks = await get(admin.token, `${october}&format=xlsx`);
    expect((await volumesSheet(weeks.rawPayload)).getRow(2).values).toEqual([
      undefined,
      "2026-09-28",
      "Soybean",
      "t",
      1000,
      0,
      1,
    ]);
  });
});
