import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { cargas } from "../src/db/schema";
import { assignComms, assignPorts, callMaker, makePort } from "./factories";
import { bearer, createUser, setUpApp } from "./helpers";
import { expectRefusals, PERIOD_REFUSALS } from "./statistics-checks";

/**
 * `GET /statistics/lineup-counts` against calls whose status history is written
 * here with known times; each day's expected counts are worked out by hand
 * in the table below (status at the end of each UTC day).
 */
const given = setUpApp(async (t) => {
  const alpha = await makePort(t.app, "Alpha");
  const bravo = await makePort(t.app, "Bravo");
  const admin = await createUser(t.app, ROLE.admin);
  // A line-up row and its status changes at the given times (the first one is its creation); `deletedAt` removes
  // it then.
  const call = callMaker(t.app, admin.user.id);
  const [soy] = (await t.app.db
    .insert(cargas)
    .values({ tipo_id: alpha.type.id, name: "Soybean", synonym: "SBS" })
    .returning()) as [typeof cargas.$inferSelect];

  // c1 (Alpha): Expected since September, Waiting on 2 Oct, Loading one minute before the end of 3 Oct, Sailed on 5 Oct.
  await call(alpha, {}, [
    ["2026-09-28T10:00:00Z", "Expected"],
    ["2026-10-02T06:00:00Z", "Waiting"],
    ["2026-10-03T23:59:00Z", "Loading"],
    ["2026-10-05T12:00:00Z", "Sailed"],
  ]);
  // c2 (Alpha, soybean): Waiting from 1 Oct, Discharging from midnight starting 4 Oct, deleted on 5 Oct.
  await call(
    alpha,
    { carga_id: soy.id },
    [
      ["2026-10-01T00:00:00Z", "Waiting"],
      ["2026-10-04T00:00:00Z", "Discharging"],
    ],
    "2026-10-05T10:00:00Z",
  );
  // c3 (Bravo): Expected from 3 Oct.
  await call(bravo, {}, [["2026-10-03T12:00:00Z", "Expected"]]);
  // Not counted: a note, a row made after the period, a row deleted before it.
  await call(alpha, { is_observacao: 1 }, [["2026-10-01T00:00:00Z", "Waiting"]]);
  await call(alpha, {}, [["2026-10-06T08:00:00Z", "Expected"]]);
  await call(alpha, {}, [["2026-09-01T08:00:00Z", "Expected"]], "2026-09-15T08:00:00Z");
  return { alpha, bravo, admin, soy };
});

const get = (token: string | null, query: string) =>
  given().t.app.inject({ url: `/api/v1/statistics/lineup-counts?${query}`, headers: token ? bearer(token) : {} });
const period = "from=2026-10-01&to=2026-10-05";
const days = ["2026-10-01", "2026-10-02", "2026-10-03", "2026-10-04", "2026-10-05"];
/** [berthed, waiting, expected] per day of `period`. */
const counts = (...perDay: [number, number, number][]) =>
  perDay.map(([berthed, waiting, expected], i) => ({ day: days[i], berthed, waiting, expected }));

describe("line-up counts over time", () => {
  it("counts each call by its status at the end of each day; deleted rows until deleted; notes never", async () => {
    const { admin } = given();
    const res = await get(admin.token, period);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(
      counts(
        [0, 1, 1], // 1 Oct: c2 Waiting, c1 Expected
        [0, 2, 0], // 2 Oct: c1 and c2 Waiting
        [1, 1, 1], // 3 Oct: c1 Loading (23:59), c2 Waiting (Discharging only from midnight), c3 Expected
        [2, 0, 1], // 4 Oct: c1 Loading, c2 Discharging, c3 Expected
        [0, 0, 1], // 5 Oct: c1 Sailed, c2 deleted, c3 Expected
      ),
    );
    // One day, and days before anything was recorded.
    expect((await get(admin.token, "from=2026-10-04&to=2026-10-04")).json().data).toEqual([
      { day: "2026-10-04", berthed: 2, waiting: 0, expected: 1 },
    ]);
    expect((await get(admin.token, "from=2026-08-01&to=2026-08-02")).json().data).toEqual([
      { day: "2026-08-01", berthed: 0, waiting: 0, expected: 0 },
      { day: "2026-08-02", berthed: 0, waiting: 0, expected: 0 },
    ]);
  });

  it("the board's port and comm filters narrow it (a deleted row by its comm when deleted)", async () => {
    const { bravo, admin, soy } = given();
    expect((await get(admin.token, `${period}&porto_id[]=${bravo.port.id}`)).json().data).toEqual(
      counts([0, 0, 0], [0, 0, 0], [0, 0, 1], [0, 0, 1], [0, 0, 1]),
    );
    expect((await get(admin.token, `${period}&carga_id[]=${soy.id}`)).json().data).toEqual(
      counts([0, 1, 0], [0, 1, 0], [0, 1, 0], [1, 0, 0], [0, 0, 0]),
    );
  });

  it("operators see their ports, clients their comms; anonymous 401", async () => {
    const { t, alpha, bravo, soy } = given();
    const operator = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, operator.user.id, [alpha.port.id]);
    expect((await get(operator.token, period)).json().data).toEqual(
      counts([0, 1, 1], [0, 2, 0], [1, 1, 0], [2, 0, 0], [0, 0, 0]),
    );
    // Asking for another port's calls gives nothing of it.
    expect((await get(operator.token, `${period}&porto_id[]=${bravo.port.id}`)).json().data).toEqual(
      counts([0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]),
    );

    const elsewhere = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, elsewhere.user.id, [(await makePort(t.app, "Charlie")).port.id]);
    const none = await get(elsewhere.token, period);
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual(counts([0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]));

    const client = await createUser(t.app, ROLE.client);
    await assignComms(t.app, client.user.id, [soy.id, bravo.comm.id]);
    // c2 (soybean) and c3 (Bravo's comm).
    expect((await get(client.token, period)).json().data).toEqual(
      counts([0, 1, 0], [0, 1, 0], [0, 1, 1], [1, 0, 1], [0, 0, 1]),
    );
    expect((await get(client.token, `${period}&carga_id[]=${alpha.comm.id}`)).json().data).toEqual(
      counts([0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]),
    );

    expect((await get(null, period)).statusCode).toBe(401);
  });

  it("refuses bad dates, an end before the start and a period over a year with a 422 in words", async () => {
    const { admin } = given();
    const cases: [string, string, string][] = [
      ...PERIOD_REFUSALS,
      ["from=2025-01-01&to=2026-01-02", "to", "The period is 367 days long; choose at most 366 days."],
      [`${period}&carga_id[]=soy`, "carga_id.0", "The comm field must be a whole number."],
    ];
    await expectRefusals((query) => get(admin.token, query), cases);
  });

  it("is documented in OpenAPI, and format=xlsx answers with the table as a spreadsheet", async () => {
    const { t, admin } = given();
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json();
    const route = doc.paths["/api/v1/statistics/lineup-counts"].get;
    expect((route.parameters as { name: string }[]).map((q) => q.name)).toEqual(
      expect.arrayContaining(["from", "to", "porto_id", "carga_id", "format"]),
    );
    expect(
      Object.keys(route.responses["200"].content["application/json"].schema.properties.data.items.properties),
    ).toEqual(["day", "berthed", "waiting", "expected"]);

    const res = await get(admin.token, `${period}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="lineup-counts-2026-10-01-2026-10-05.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Line-up counts")!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Day", "Berthed", "Waiting", "Expected"]);
    expect(sheet.getRow(5).values).toEqual([undefined, "2026-10-04", 2, 0, 1]);
  });
});
