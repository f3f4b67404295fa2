import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { bercos, cargas, lineups, navios } from "../src/db/schema";
import { assignComms, assignPorts, callMaker, makePort, type CallStatus, type Place } from "./factories";
import { bearer, createUser, setUpApp } from "./helpers";
import { expectRefusals, PERIOD_REFUSALS } from "./statistics-checks";

/**
 * `GET /statistics/berth-occupancy` against calls whose status history is
 * written here with known times; each call's span (first Loading or
 * Discharging to the first Sailed after it, or the row's deletion) and which
 * calls overlap the period are worked out by hand below.
 */
const ids: Record<string, number> = {};

type RowValues = Partial<typeof lineups.$inferInsert>;

const given = setUpApp(async (t) => {
  const alpha = await makePort(t.app, "Alpha");
  const bravo = await makePort(t.app, "Bravo");
  const admin = await createUser(t.app, ROLE.admin);
  const makeCall = callMaker(t.app, admin.user.id);
  /**
   * A line-up row named `name` and its status changes at the given times (the first one is its creation);
   * `deletedAt` removes it then.
   */
  const call = async (
    name: string,
    at: Place,
    values: RowValues,
    changes: [string, CallStatus][],
    deletedAt?: string,
  ) => {
    ids[name] = (await makeCall(at, values, changes, deletedAt)).id;
  };
  const [berth2] = (await t.app.db
    .insert(bercos)
    .values({ terminal_id: alpha.terminal.id, name: "Berth 2" })
    .returning()) as [typeof bercos.$inferSelect];
  const [soy] = (await t.app.db
    .insert(cargas)
    .values({ tipo_id: alpha.type.id, name: "Soybean", synonym: "SBS", color: "#2f9e44" })
    .returning()) as [typeof cargas.$inferSelect];
  const [vessel] = (await t.app.db.insert(navios).values({ name: "NORD VENUS" }).returning()) as [
    typeof navios.$inferSelect,
  ];
  const b1 = { berco_id: alpha.berth.id };
  const b2 = { berco_id: berth2.id };

  // c1 (Alpha, Berth 1, NORD VENUS): berthed one minute before the end of 3 Oct, sailed on 5 Oct at noon.
  await call("c1", alpha, { ...b1, navio_id: vessel.id }, [
    ["2026-09-28T10:00:00Z", "Expected"],
    ["2026-10-02T06:00:00Z", "Waiting"],
    ["2026-10-03T23:59:00Z", "Loading"],
    ["2026-10-05T12:00:00Z", "Sailed"],
  ]);
  // c2 (Alpha, Berth 1, soybean): Discharging from midnight starting 4 Oct; its row deleted on 5 Oct at 10:00 (its end).
  await call(
    "c2",
    alpha,
    { ...b1, carga_id: soy.id },
    [
      ["2026-10-01T00:00:00Z", "Waiting"],
      ["2026-10-04T00:00:00Z", "Discharging"],
    ],
    "2026-10-05T10:00:00Z",
  );
  // c3 (Alpha, Berth 2, soybean): berthed on 20 Sep (before the period), Discharging from 22 Sep, sailed on 2 Oct at 08:00.
  await call("c3", alpha, { ...b2, carga_id: soy.id }, [
    ["2026-09-18T00:00:00Z", "Waiting"],
    ["2026-09-20T10:00:00Z", "Loading"],
    ["2026-09-22T00:00:00Z", "Discharging"],
    ["2026-10-02T08:00:00Z", "Sailed"],
  ]);
  // c4 (Bravo, no berth given): Discharging from 4 Oct at noon, still there.
  await call("c4", bravo, {}, [
    ["2026-10-03T00:00:00Z", "Expected"],
    ["2026-10-04T12:00:00Z", "Discharging"],
  ]);
  // c5 (Alpha, Berth 2): berthed on 5 Oct at 20:00, sailed after the period on 7 Oct.
  await call("c5", alpha, b2, [
    ["2026-10-05T00:00:00Z", "Waiting"],
    ["2026-10-05T20:00:00Z", "Loading"],
    ["2026-10-07T06:00:00Z", "Sailed"],
  ]);
  // Not at a berth in the period:
  await call("sailedBefore", alpha, b1, [
    ["2026-09-10T00:00:00Z", "Loading"],
    ["2026-09-15T00:00:00Z", "Sailed"],
  ]);
  await call("sailedAtStart", alpha, b1, [
    ["2026-09-28T00:00:00Z", "Loading"],
    ["2026-10-01T00:00:00Z", "Sailed"],
  ]);
  await call("berthedAtEnd", alpha, b1, [
    ["2026-10-02T00:00:00Z", "Waiting"],
    ["2026-10-06T00:00:00Z", "Loading"],
  ]);
  await call("note", alpha, { ...b1, is_observacao: 1 }, [["2026-10-02T00:00:00Z", "Loading"]]);
  await call("deletedBefore", alpha, b2, [["2026-09-25T00:00:00Z", "Loading"]], "2026-09-30T00:00:00Z");
  await call("neverBerthed", alpha, b2, [["2026-10-01T00:00:00Z", "Waiting"]]);
  // Berthed and sailed before the period, set to Loading again in it: one bar per call, from its first berthing.
  await call("reopened", alpha, b2, [
    ["2026-09-01T00:00:00Z", "Loading"],
    ["2026-09-05T00:00:00Z", "Sailed"],
    ["2026-10-02T00:00:00Z", "Loading"],
  ]);
  return { alpha, bravo, admin, berth2, soy, vessel };
});

const get = (token: string | null, query: string) =>
  given().t.app.inject({ url: `/api/v1/statistics/berth-occupancy?${query}`, headers: token ? bearer(token) : {} });
const period = "from=2026-10-01&to=2026-10-05";

/** The answer reduced to "port / terminal / berth: call ids", and each call as the test names it. */
const shape = (
  data: {
    berth: { name: string };
    terminal: { name: string };
    port: { name: string };
    calls: { lineup_id: number }[];
  }[],
) =>
  data.map(
    (g) =>
      `${g.port.name} / ${g.terminal.name} / ${g.berth.name}: ${g.calls.map((c) => Object.keys(ids).find((k) => ids[k] === c.lineup_id)).join(", ")}`,
  );

describe("berth occupancy", () => {
  it("lists each berth's calls in the period, from their first berthing to their sailing or deletion; open when still there", async () => {
    const { alpha, bravo, admin, soy } = given();
    const res = await get(admin.token, period);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const terminal = alpha.terminal.name;
    expect(shape(data)).toEqual([
      `Alpha / ${terminal} / Berth 1: c1, c2`,
      `Alpha / ${terminal} / Berth 2: c3, c5`,
      `Bravo / ${bravo.terminal.name} / No berth given: c4`,
    ]);
    expect(data[0]).toEqual({
      berth: { id: alpha.berth.id, name: "Berth 1" },
      terminal: { id: alpha.terminal.id, name: terminal },
      port: { id: alpha.port.id, name: "Alpha", time_zone: "UTC" },
      calls: [
        {
          lineup_id: ids.c1,
          vessel: "NORD VENUS",
          commodity: { id: alpha.comm.id, name: alpha.comm.name, color: "#000000" },
          start: "2026-10-03T23:59:00.000Z",
          end: "2026-10-05T12:00:00.000Z",
          clipped_start: false,
          clipped_end: false,
          from_dates: false,
        },
        {
          lineup_id: ids.c2,
          vessel: null,
          commodity: { id: soy.id, name: "Soybean", color: "#2f9e44" },
          start: "2026-10-04T00:00:00.000Z",
          end: "2026-10-05T10:00:00.000Z",
          clipped_start: false,
          clipped_end: false,
          from_dates: false,
        },
      ],
    });
    expect(data[1].calls.map((c: object) => ({ ...c, commodity: undefined, vessel: undefined }))).toEqual([
      {
        lineup_id: ids.c3,
        start: "2026-09-20T10:00:00.000Z",
        end: "2026-10-02T08:00:00.000Z",
        clipped_start: true,
        clipped_end: false,
        from_dates: false,
      },
      {
        lineup_id: ids.c5,
        start: "2026-10-05T20:00:00.000Z",
        end: "2026-10-07T06:00:00.000Z",
        clipped_start: false,
        clipped_end: true,
        from_dates: false,
      },
    ]);
    expect(data[2].berth).toEqual({ id: null, name: "No berth given" });
    expect(data[2].calls).toEqual([
      {
        lineup_id: ids.c4,
        vessel: null,
        commodity: { id: bravo.comm.id, name: bravo.comm.name, color: "#000000" },
        start: "2026-10-04T12:00:00.000Z",
        end: null,
        clipped_start: false,
        clipped_end: true,
        from_dates: false,
      },
    ]);

    // One day: c1 berthed one minute before its end, c3 still at Berth 2; the day after the period: c4 still there, c5 until 7 Oct, berthedAtEnd.
    expect(shape((await get(admin.token, "from=2026-10-01&to=2026-10-01")).json().data)).toEqual([
      `Alpha / ${terminal} / Berth 2: c3`,
    ]);
    expect(shape((await get(admin.token, "from=2026-10-03&to=2026-10-03")).json().data)).toEqual([
      `Alpha / ${terminal} / Berth 1: c1`,
    ]);
    expect(shape((await get(admin.token, "from=2026-10-06&to=2026-10-06")).json().data)).toEqual([
      `Alpha / ${terminal} / Berth 1: berthedAtEnd`,
      `Alpha / ${terminal} / Berth 2: c5`,
      `Bravo / ${bravo.terminal.name} / No berth given: c4`,
    ]);
    // Before anything berthed: an empty list.
    expect((await get(admin.token, "from=2026-08-01&to=2026-08-02")).json().data).toEqual([]);
  });

  it("the board's port and comm filters narrow it (a deleted row by its comm when deleted)", async () => {
    const { alpha, bravo, admin, soy } = given();
    expect(shape((await get(admin.token, `${period}&porto_id[]=${bravo.port.id}`)).json().data)).toEqual([
      `Bravo / ${bravo.terminal.name} / No berth given: c4`,
    ]);
    expect(shape((await get(admin.token, `${period}&carga_id[]=${soy.id}`)).json().data)).toEqual([
      `Alpha / ${alpha.terminal.name} / Berth 1: c2`,
      `Alpha / ${alpha.terminal.name} / Berth 2: c3`,
    ]);
  });

  it("operators see their ports, clients their comms; anonymous 401", async () => {
    const { t, alpha, bravo, soy } = given();
    const operator = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, operator.user.id, [alpha.port.id]);
    expect(shape((await get(operator.token, period)).json().data)).toEqual([
      `Alpha / ${alpha.terminal.name} / Berth 1: c1, c2`,
      `Alpha / ${alpha.terminal.name} / Berth 2: c3, c5`,
    ]);
    expect((await get(operator.token, `${period}&porto_id[]=${bravo.port.id}`)).json().data).toEqual([]);

    const elsewhere = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, elsewhere.user.id, [(await makePort(t.app, "Charlie")).port.id]);
    const none = await get(elsewhere.token, period);
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual([]);

    const client = await createUser(t.app, ROLE.client);
    await assignComms(t.app, client.user.id, [soy.id, bravo.comm.id]);
    expect(shape((await get(client.token, period)).json().data)).toEqual([
      `Alpha / ${alpha.terminal.name} / Berth 1: c2`,
      `Alpha / ${alpha.terminal.name} / Berth 2: c3`,
      `Bravo / ${bravo.terminal.name} / No berth given: c4`,
    ]);
    expect((await get(client.token, `${period}&carga_id[]=${alpha.comm.id}`)).json().data).toEqual([]);

    expect((await get(null, period)).statusCode).toBe(401);
  });

  it("refuses bad dates, an end before the start and a period over a quarter (92 days) with a 422 in words", async () => {
    const { admin } = given();
    const cases: [string, string, string][] = [
      ...PERIOD_REFUSALS,
      ["from=2026-01-01&to=2026-04-03", "to", "The period is 93 days long; choose at most 92 days."],
      ["from=2025-01-01&to=2025-12-31", "to", "The period is 365 days long; choose at most 92 days."],
      [`${period}&porto_id[]=x`, "porto_id.0", "The port field must be a whole number."],
    ];
    await expectRefusals((query) => get(admin.token, query), cases);
    expect((await get(admin.token, "from=2026-01-01&to=2026-04-02")).statusCode).toBe(200);
  });

  it("is documented in OpenAPI, and format=xlsx answers with one row per call", async () => {
    const { t, alpha, bravo, admin } = given();
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json();
    const route = doc.paths["/api/v1/statistics/berth-occupancy"].get;
    expect((route.parameters as { name: string }[]).map((q) => q.name)).toEqual(
      expect.arrayContaining(["from", "to", "porto_id", "carga_id", "format"]),
    );
    const call =
      route.responses["200"].content["application/json"].schema.properties.data.items.properties.calls.items.properties;
    expect(Object.keys(call)).toEqual([
      "lineup_id",
      "vessel",
      "commodity",
      "start",
      "end",
      "clipped_start",
      "clipped_end",
      "from_dates",
    ]);
    expect(call.end.description).toContain("null: still at its berth");

    const res = await get(admin.token, `${period}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="berth-occupancy-2026-10-01-2026-10-05.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Berth occupancy")!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Port",
      "Terminal",
      "Berth",
      "Vessel",
      "Commodity",
      "Berthed (port time)",
      "Sailed (port time)",
      "Days at berth in the period",
    ]);
    // c1: 3 Oct 23:59 to 5 Oct 12:00 = 1.50 days.
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      "Alpha",
      alpha.terminal.name,
      "Berth 1",
      "NORD VENUS",
      alpha.comm.name,
      new Date("2026-10-03T23:59:00Z"),
      new Date("2026-10-05T12:00:00Z"),
      1.5,
    ]);
    // c3 counted from the period's start: 1 Oct 00:00 to 2 Oct 08:00 = 1.33 days.
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      "Alpha",
      alpha.terminal.name,
      "Berth 2",
      "",
      "Soybean",
      new Date("2026-09-20T10:00:00Z"),
      new Date("2026-10-02T08:00:00Z"),
      1.33,
    ]);
    // c4 still there: counted to the period's end, 4 Oct 12:00 to 6 Oct 00:00 = 1.5 days.
    expect(sheet.getRow(6).values).toEqual([
      undefined,
      "Bravo",
      bravo.terminal.name,
      "No berth given",
      "",
      bravo.comm.name,
      new Date("2026-10-04T12:00:00Z"),
      "still at berth",
      1.5,
    ]);
  });
});
