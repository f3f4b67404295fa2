import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { cargas } from "../src/db/schema";
import { assignComms, assignPorts, callMaker, makeParties, makePort, callFields, addTerminal } from "./factories";
import { bearer, createUser, setUpApp } from "./helpers";
import { expectRefusals } from "./statistics-checks";

/**
 * `GET /statistics/waiting-times` against calls whose status history is
 * written here with known times; every expected number is worked out by hand
 * in the comments (median and p90 interpolate: p90 of n sorted values sits at
 * position 0.9 × (n − 1)).
 */
const given = setUpApp(async (t) => {
  const alpha = await makePort(t.app, "Alpha");
  const bravo = await makePort(t.app, "Bravo");
  const p = await makeParties(t.app);
  const admin = await createUser(t.app, ROLE.admin);
  // A line-up row and its status changes at the given times (the first one is its creation).
  const call = callMaker(t.app, admin.user.id);
  const zeta = await addTerminal(t.app, alpha, "Zeta");
  const [soy] = (await t.app.db
    .insert(cargas)
    .values({ tipo_id: alpha.type.id, name: "Soybean", synonym: "SBS" })
    .returning()) as [typeof cargas.$inferSelect];
  const cargill = p.charterer.id;
  const bunge = p.charterer2.id;

  // Alpha's first terminal: waits of 1, 2.5, 4, 10 and 4 days.
  await call(alpha, { afretador_id: cargill }, [
    ["2026-09-25T08:00:00Z", "Expected"],
    ["2026-10-01T00:00:00Z", "Waiting"],
    ["2026-10-02T00:00:00Z", "Loading"],
    ["2026-10-03T00:00:00Z", "Waiting"],
    ["2026-10-04T00:00:00Z", "Loading"],
  ]); // 1 (a second wait is not counted)
  await call(alpha, { afretador_id: cargill }, [
    ["2026-10-03T00:00:00Z", "Waiting"],
    ["2026-10-05T12:00:00Z", "Loading"],
    ["2026-10-07T00:00:00Z", "Sailed"],
  ]); // 2.5, created as Waiting
  await call(alpha, { carga_id: soy.id, afretador_id: bunge }, [
    ["2026-10-27T23:00:00Z", "Waiting"],
    ["2026-10-31T23:00:00Z", "Discharging"],
  ]); // 4, berthed on the last day
  await call(alpha, { afretador_id: bunge }, [
    ["2026-10-01T00:00:00Z", "Waiting"],
    ["2026-10-11T00:00:00Z", "Loading"],
  ]); // 10
  await call(alpha, { afretador_id: cargill }, [
    ["2026-10-01T00:00:00Z", "Expected"],
    ["2026-10-05T00:00:00Z", "Waiting"],
    ["2026-10-06T00:00:00Z", "Expected"],
    ["2026-10-07T00:00:00Z", "Waiting"],
    ["2026-10-09T00:00:00Z", "Loading"],
  ]); // 4, from the first Waiting
  // Alpha's Zeta: 0.5 days, no charterer.
  await call(alpha, { terminal_id: zeta.id, afretador_id: null }, [
    ["2026-10-10T06:00:00Z", "Waiting"],
    ["2026-10-10T18:00:00Z", "Discharging"],
  ]);
  // Bravo: 30 days, waiting since before the period.
  await call(bravo, { afretador_id: cargill }, [
    ["2026-09-20T00:00:00Z", "Waiting"],
    ["2026-10-20T00:00:00Z", "Loading"],
  ]);

  // Not counted in October:
  await call(alpha, {}, [
    ["2026-09-29T00:00:00Z", "Waiting"],
    ["2026-09-30T23:00:00Z", "Loading"],
    ["2026-10-15T00:00:00Z", "Waiting"],
    ["2026-10-16T00:00:00Z", "Loading"],
  ]); // first berthed in September
  await call(alpha, {}, [
    ["2026-10-29T00:00:00Z", "Waiting"],
    ["2026-11-01T00:00:00Z", "Loading"],
  ]); // berthed in November
  await call(alpha, {}, [
    ["2026-10-01T00:00:00Z", "Expected"],
    ["2026-10-12T00:00:00Z", "Loading"],
  ]); // never waited
  await call(alpha, {}, [
    ["2026-10-12T00:00:00Z", "Loading"],
    ["2026-10-13T00:00:00Z", "Waiting"],
  ]); // waited only after berthing
  await call(alpha, { is_observacao: 1 }, [
    ["2026-10-01T00:00:00Z", "Waiting"],
    ["2026-10-02T00:00:00Z", "Loading"],
  ]); // a note, not a call
  await call(alpha, {}, [["2026-10-01T00:00:00Z", "Waiting"]]); // still waiting
  return { alpha, bravo, p, admin, zeta, soy };
});

const url = (query: string) => `/api/v1/statistics/waiting-times?${query}`;
const get = (token: string | null, query: string) =>
  given().t.app.inject({ url: url(query), headers: token ? bearer(token) : {} });
const october = "from=2026-10-01&to=2026-10-31";
/** A group's figures; its calls all from recorded history unless `fromDates` says how many came from dates. */
const row = (
  key: number | null,
  name: string,
  calls: number,
  mean: number,
  median: number,
  p90: number,
  fromDates = 0,
) => ({ key, name, calls, calls_from_dates: fromDates, mean_days: mean, median_days: median, p90_days: p90 });
const byName = <T extends { name: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

describe("waiting times", () => {
  it("per terminal: calls that first berthed in the period, from their first Waiting; mean, median and p90 in days", async () => {
    const { alpha, bravo, admin, zeta } = given();
    const res = await get(admin.token, `${october}&group_by=terminal`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(
      byName([
        // [1, 2.5, 4, 4, 10]: mean 21.5 / 5 = 4.3; median 4; p90 at 3.6: 4 + 0.6 × 6 = 7.6
        row(alpha.terminal.id, `${alpha.terminal.name} (Alpha)`, 5, 4.3, 4, 7.6),
        row(zeta.id, "Zeta (Alpha)", 1, 0.5, 0.5, 0.5),
        row(bravo.terminal.id, `${bravo.terminal.name} (Bravo)`, 1, 30, 30, 30),
      ]),
    );
  });

  it("per comm, charterer and port", async () => {
    const { alpha, bravo, p, admin, soy } = given();
    const comm = (await get(admin.token, `${october}&group_by=carga`)).json().data;
    expect(comm).toEqual(
      byName([
        // [0.5, 1, 2.5, 4, 10]: mean 3.6; median 2.5; p90 at 3.6: 4 + 0.6 × 6 = 7.6
        row(alpha.comm.id, alpha.comm.name, 5, 3.6, 2.5, 7.6),
        row(soy.id, "Soybean", 1, 4, 4, 4),
        row(bravo.comm.id, bravo.comm.name, 1, 30, 30, 30),
      ]),
    );
    const charterer = (await get(admin.token, `${october}&group_by=afretador`)).json().data;
    expect(charterer).toEqual([
      // [4, 10]: mean 7; median 7; p90 at 0.9: 4 + 0.9 × 6 = 9.4
      row(p.charterer2.id, "Bunge", 2, 7, 7, 9.4),
      // [1, 2.5, 4, 30]: mean 37.5 / 4 = 9.375; median 3.25; p90 at 2.7: 4 + 0.7 × 26 = 22.2
      row(p.charterer.id, "Cargill", 3 + 1, 9.38, 3.25, 22.2),
      row(null, "No charterer given", 1, 0.5, 0.5, 0.5),
    ]);
    const port = (await get(admin.token, `${october}&group_by=porto`)).json().data;
    expect(port).toEqual([
      // [0.5, 1, 2.5, 4, 4, 10]: mean 22 / 6 = 3.67; median 3.25; p90 at 4.5: 4 + 0.5 × 6 = 7
      row(alpha.port.id, "Alpha", 6, 3.67, 3.25, 7),
      row(bravo.port.id, "Bravo", 1, 30, 30, 30),
    ]);
  });

  it("the period picks calls by the day they berthed; the board's port and comm filters narrow it", async () => {
    const { alpha, bravo, admin, soy } = given();
    // 2 October: only the 1-day wait (and the September call's second berthing is not its first).
    expect((await get(admin.token, "from=2026-10-02&to=2026-10-02&group_by=porto")).json().data).toEqual([
      row(alpha.port.id, "Alpha", 1, 1, 1, 1),
    ]);
    // 31 October (UTC) includes the berthing at 23:00; 1 November holds the call that waited since 29 October.
    expect((await get(admin.token, "from=2026-10-31&to=2026-10-31&group_by=carga")).json().data).toEqual([
      row(soy.id, "Soybean", 1, 4, 4, 4),
    ]);
    expect((await get(admin.token, "from=2026-11-01&to=2026-11-30&group_by=porto")).json().data).toEqual([
      row(alpha.port.id, "Alpha", 1, 3, 3, 3),
    ]);
    expect((await get(admin.token, "from=2025-01-01&to=2025-12-31")).json().data).toEqual([]);

    expect((await get(admin.token, `${october}&group_by=terminal&porto_id[]=${bravo.port.id}`)).json().data).toEqual([
      row(bravo.terminal.id, `${bravo.terminal.name} (Bravo)`, 1, 30, 30, 30),
    ]);
    expect(
      (await get(admin.token, `${october}&group_by=terminal&carga_id[]=${soy.id}&carga_id[]=${bravo.comm.id}`)).json()
        .data,
    ).toEqual(
      byName([
        row(alpha.terminal.id, `${alpha.terminal.name} (Alpha)`, 1, 4, 4, 4),
        row(bravo.terminal.id, `${bravo.terminal.name} (Bravo)`, 1, 30, 30, 30),
      ]),
    );
    // group_by defaults to terminal
    expect((await get(admin.token, `${october}&porto_id=${bravo.port.id}`)).json().data).toHaveLength(1);
  });

  it("operators see their ports, clients their comms; anonymous 401", async () => {
    const { t, alpha, bravo, soy } = given();
    const operator = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, operator.user.id, [alpha.port.id]);
    expect((await get(operator.token, `${october}&group_by=porto`)).json().data).toEqual([
      row(alpha.port.id, "Alpha", 6, 3.67, 3.25, 7),
    ]);
    // Asking for another port's calls gives nothing of it.
    expect((await get(operator.token, `${october}&group_by=porto&porto_id[]=${bravo.port.id}`)).json().data).toEqual(
      [],
    );

    const elsewhere = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, elsewhere.user.id, [(await makePort(t.app, "Charlie")).port.id]);
    const none = await get(elsewhere.token, `${october}&group_by=porto`);
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual([]);

    const client = await createUser(t.app, ROLE.client);
    await assignComms(t.app, client.user.id, [soy.id, bravo.comm.id]);
    expect((await get(client.token, `${october}&group_by=porto`)).json().data).toEqual([
      row(alpha.port.id, "Alpha", 1, 4, 4, 4),
      row(bravo.port.id, "Bravo", 1, 30, 30, 30),
    ]);
    expect((await get(client.token, `${october}&group_by=carga&carga_id[]=${alpha.comm.id}`)).json().data).toEqual([]);
    const unassigned = await createUser(t.app, ROLE.client);
    expect((await get(unassigned.token, `${october}&group_by=porto`)).json().data).toEqual([]);

    const anonymous = await get(null, `${october}&group_by=porto`);
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses bad dates, an end before the start and an unknown grouping with a 422 in words", async () => {
    const { admin } = given();
    const cases: [string, string, string][] = [
      ["from=2026-02-30&to=2026-03-01", "from", "The from field must be a valid date."],
      ["from=2026-10-01&to=yesterday", "to", "The to field must be a valid date."],
      ["to=2026-10-01", "from", "The from field is required."],
      ["from=2026-10-31&to=2026-10-01", "to", "The end of the period must not be before its start."],
      [`${october}&group_by=berth`, "group_by", "The selected group by is invalid."],
      [`${october}&porto_id[]=x`, "porto_id.0", "The port field must be a whole number."],
    ];
    await expectRefusals((query) => get(admin.token, query), cases);
  });

  it("counts a call saved through the table as Waiting and then set to Loading (the events every write records)", async () => {
    const { t, p, admin } = given();
    const charlie = await makePort(t.app, "Charlie");
    const save = (list: object[]) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/lineups/list",
        headers: bearer(admin.token),
        payload: { terminal_id: charlie.terminal.id, list, deleted_lines: [] },
      });
    const created = await save([{ ...callFields(charlie, p), carga_tipo_id: charlie.type.id }]);
    expect(created.statusCode, created.body).toBe(200);
    const [saved] = created.json().lineups as [{ id: number; version: number }];
    expect((await save([{ id: saved.id, version: saved.version, status: "Loading" }])).statusCode).toBe(200);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await get(admin.token, `from=${day(-1)}&to=${day(1)}&group_by=porto&porto_id[]=${charlie.port.id}`);
    // Waiting for the milliseconds between the two saves.
    expect(res.json().data).toEqual([row(charlie.port.id, "Charlie", 1, 0, 0, 0)]);
  });

  it("is documented in OpenAPI with its parameters and answer", async () => {
    const { t } = given();
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json();
    const route = doc.paths["/api/v1/statistics/waiting-times"].get;
    const params = Object.fromEntries(
      (route.parameters as { name: string; required?: boolean; schema: { enum?: string[] } }[]).map((q) => [q.name, q]),
    );
    expect(params.from?.required).toBe(true);
    expect(params.group_by?.schema.enum).toEqual(["terminal", "carga", "afretador", "porto"]);
    expect(Object.keys(params)).toEqual(expect.arrayContaining(["to", "porto_id", "carga_id", "format"]));
    expect(
      Object.keys(route.responses["200"].content["application/json"].schema.properties.data.items.properties),
    ).toEqual(["key", "name", "calls", "calls_from_dates", "mean_days", "median_days", "p90_days"]);
  });

  it("format=xlsx answers with the table as a spreadsheet", async () => {
    const { admin } = given();
    const res = await get(admin.token, `${october}&group_by=afretador&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="waiting-times-2026-10-01-2026-10-31.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Waiting times")!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(["Charterer", "Calls", "Mean (days)", "Median (days)", "P90 (days)"]);
    expect(values(2)).toEqual(["Bunge", 2, 7, 7, 9.4]);
    expect(values(3)).toEqual(["Cargill", 4, 9.38, 3.25, 22.2]);
    expect(values(4)).toEqual(["No charterer given", 1, 0.5, 0.5, 0.5]);
    expect(sheet.getCell("C3").numFmt).toBe("0.0");
  });
});
