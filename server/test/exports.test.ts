import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { bearer, createUser, multipart, PNG_1X1, setUpApp } from "./helpers";
import { downloadLikeSheet, rowOf, texts, withoutLineIds, workbook } from "./sheets";
import { assignPorts, makeLineupRow, makeParties, makePort, callFields } from "./factories";
import { cargas, lineupCargasAfretadores, lineups, terminais, terminalCargas } from "../src/db/schema";
import { XLSX_TYPE as XLSX } from "../src/exports/workbook";
import { eq } from "drizzle-orm";

const given = setUpApp(async (t) => {
  const admin = await createUser(t.app, ROLE.admin);
  const operator = await createUser(t.app, ROLE.operator);
  const santos = await makePort(t.app, "Santos");
  const other = await makePort(t.app, "Paranagua");
  await assignPorts(t.app, operator.user.id, [santos.port.id]);
  const p = await makeParties(t.app);
  const [secondComm] = (await t.app.db
    .insert(cargas)
    .values({ tipo_id: santos.type.id, name: "SOYBEAN MEAL", synonym: "SBM" })
    .returning()) as [typeof cargas.$inferSelect];
  const row = {
    ...callFields(santos, p),
    agencia_id: p.agency.id,
    qty: "49000.158",
    eta: "2026-11-20",
    etb: "2026-11-23",
  };
  const split = await makeLineupRow(t.app, santos, { ...row, berco_id: santos.berth.id, client_type: "FULL" });
  await t.app.db.insert(lineupCargasAfretadores).values([
    {
      lineup_id: split.id,
      carga_id: secondComm.id,
      qty: "1200.5",
      afretador_id: p.charterer2.id,
      recebedor_id: p.receiver.id,
    },
    { lineup_id: split.id, carga_id: santos.comm.id, qty: "800", afretador_id: p.charterer.id, recebedor_id: null },
  ]);
  await makeLineupRow(t.app, santos, { is_observacao: 1, observacao: "Swell expected on Friday", status: "Expected" });
  await makeLineupRow(t.app, santos, {
    ...row,
    status: "Expected",
    qty: "350.25",
    qty_unidade: "m³",
    eta: "2026-12-01",
    etb: null,
    agencia_id: null,
  });
  // A second terminal of Santos handling the same comm: "all" gives it its own sheet.
  const [northTerminal] = (await t.app.db
    .insert(terminais)
    .values({ porto_id: santos.port.id, name: "North" })
    .returning()) as [typeof terminais.$inferSelect];
  await t.app.db.insert(terminalCargas).values({ terminal_id: northTerminal.id, carga_id: santos.comm.id });
  await t.app.db.insert(lineups).values({
    terminal_id: northTerminal.id,
    porto_id: santos.port.id,
    carga_id: santos.comm.id,
    carga_tipo_id: santos.type.id,
    status: "Loading",
    navio_id: p.vessel.id,
    qty: "1000",
    etb: "2026-11-02",
  });
  await makeLineupRow(t.app, other, { ...row, carga_id: other.comm.id, carga_tipo_id: other.type.id });
  return { admin, operator, santos, other, parties: p, secondComm, northTerminal };
});

const post = (token: string, url: string, payload: object) =>
  given().t.app.inject({ method: "POST", url: `/api/v1${url}`, headers: bearer(token), payload });

const terminalDownload = (token?: string, extra: object = {}) => {
  const { admin, santos } = given();
  const body = { carga_tipo_id: santos.type.id, terminal_id: santos.terminal.id, ...extra };
  return post(token ?? admin.token, "/lineups/download", body);
};

describe("POST /lineups/download", () => {
  it("gives one terminal's sheet: numbers, dates, split lines under their call, the client column, a frozen header", async () => {
    const { santos } = given();
    const res = await terminalDownload();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(XLSX);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="lineups.xlsx"');
    const [sheet, ...more] = await workbook(res.rawPayload);
    expect(more).toHaveLength(0);
    expect(sheet?.name).toBe(`Santos - ${santos.terminal.name}`.slice(0, 28));
    expect(texts(sheet!)[0]).toEqual([
      "Vessel",
      "Berth",
      "Status",
      "QTTY",
      "Unit",
      "Comm",
      "ETA",
      "ETB",
      "ETC",
      "Charterer",
      "Receiver | Shipper",
      "Disport",
      "Oceanic client",
      "Line ID",
      "Version",
    ]);
    expect(sheet?.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet?.getColumn(1).width).toBeGreaterThan(20);

    const call = rowOf(sheet!, "NORD VENUS", "Waiting");
    expect(call.getCell(3).value).toBe("Waiting");
    const qty = call.getCell(4);
    expect(qty.value).toBe(49000.158);
    expect(qty.numFmt).toBe("#,##0.000");
    expect(call.getCell(5).value).toBe("t");
    expect(call.getCell(2).value).toBe("Berth 1");
    const eta = call.getCell(7);
    expect(eta.value).toEqual(new Date("2026-11-20T00:00:00Z"));
    expect(eta.numFmt).toBe("dd/mm/yyyy");
    expect(call.getCell(8).value).toEqual(new Date("2026-11-23T00:00:00Z"));
    expect(call.getCell(9).value).toBeNull();
    expect(call.getCell(12).value).toBe("Qingdao, China");
    expect(call.getCell(13).value).toBe("FULL");

    // The two split lines follow their call, one outline level down, each with comm, qty, charterer and receiver.
    const [first, second] = [sheet!.getRow(call.number + 1), sheet!.getRow(call.number + 2)];
    expect(texts(sheet!)[call.number]).toEqual([
      "",
      "",
      "",
      "1200.5",
      "t",
      "SOYBEAN MEAL",
      "",
      "",
      "",
      "Bunge",
      "Fertipar",
    ]);
    expect(first.getCell(4).value).toBe(1200.5);
    expect(first.getCell(4).numFmt).toBe("#,##0.000");
    expect(first.outlineLevel).toBe(1);
    expect(first.font?.color?.argb).toBe("FF6B7280");
    expect(texts(sheet!)[call.number + 1]).toEqual(["", "", "", "800", "t", santos.comm.name, "", "", "", "Cargill"]);
    expect(second.outlineLevel).toBe(1);

    const cubic = rowOf(sheet!, "NORD VENUS", "Expected");
    expect([cubic.getCell(4).value, cubic.getCell(5).value]).toEqual([350.25, "m³"]);
    // A note fills its first cell (and its Line ID and Version).
    expect(withoutLineIds(texts(sheet!)).map((line) => line.filter(Boolean))).toContainEqual([
      "Swell expected on Friday",
    ]);
    // The quantities sum in a spreadsheet program: numbers, not text.
    const sum = sheet!
      .getColumn(4)
      .values.filter((v): v is number => typeof v === "number")
      .reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(49000.158 + 1200.5 + 800 + 350.25, 3);
  });

  it("adds the Agency column only when asked", async () => {
    const { admin } = given();
    const without = texts((await workbook((await terminalDownload()).rawPayload))[0]!);
    expect(without[0]).not.toContain("Agency");
    expect(without.flat()).not.toContain("Williams");
    for (const agencia of [1, true]) {
      const [sheet] = await workbook((await terminalDownload(admin.token, { agencia })).rawPayload);
      const header = texts(sheet!)[0]!;
      expect(header.slice(-4, -2)).toEqual(["Agency", "Oceanic client"]);
      expect(rowOf(sheet!, "NORD VENUS", "Waiting").getCell(header.indexOf("Agency") + 1).value).toBe("Williams");
    }
    expect(
      texts((await workbook((await terminalDownload(admin.token, { agencia: 0 })).rawPayload))[0]!)[0],
    ).not.toContain("Agency");
  });

  it("gives every terminal of the chosen ports its own sheet", async () => {
    const { admin, santos } = given();
    const res = await post(admin.token, "/lineups/download/all", {
      carga_tipo_id: santos.type.id,
      porto_id: [santos.port.id],
      terminal_id: santos.terminal.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(XLSX);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="lineups.xlsx"');
    const book = await workbook(res.rawPayload);
    expect(book.map((s) => s.name)).toEqual([`Santos - ${santos.terminal.name}`, "Santos - North"]);
    const north = book[1]!;
    expect(north.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(rowOf(north, "NORD VENUS", "Loading").getCell(8).value).toEqual(new Date("2026-11-02T00:00:00Z"));
  });

  it("keeps an operator to its ports even when it asks for all", async () => {
    const { operator, other } = given();
    const res = await post(operator.token, "/lineups/download/all", {
      carga_tipo_id: other.type.id,
      porto_id: [other.port.id],
    });
    expect(res.statusCode).toBe(200);
    const book = await workbook(res.rawPayload);
    expect(book.map((s) => s.name)).toEqual(["Line-up"]);
    expect(texts(book[0]!)).toEqual([["No line-ups for these filters"]]);
  });

  it("refuses clients (no sheet at all, so none of their hidden fields), strangers and bad filters in words", async () => {
    const { t, admin, santos } = given();
    const client = await createUser(t.app, ROLE.client);
    for (const url of ["/lineups/download", "/lineups/download/all"]) {
      const res = await post(client.token, url, { carga_tipo_id: santos.type.id, terminal_id: santos.terminal.id });
      expect(res.statusCode).toBe(403);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.body).not.toContain("Fertipar");
      expect((await t.app.inject({ method: "POST", url: `/api/v1${url}`, payload: {} })).statusCode).toBe(401);
    }
    const bad = await post(admin.token, "/lineups/download", { status: ["Floating"] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["status.0"]);
    const badFlag = await post(admin.token, "/lineups/download", { agencia: 2 });
    expect(badFlag.statusCode).toBe(422);
  });
});

describe("POST /lineups/sendemail", () => {
  it("needs a valid e-mail and type, and refuses clients", async () => {
    const { t, admin, santos } = given();
    const res = await post(admin.token, "/lineups/sendemail", { email: "not-an-email", type: "terminal" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(["The email field must be a valid email."]);
    expect((await post(admin.token, "/lineups/sendemail", { email: "a@b.co", type: "ship" })).statusCode).toBe(422);
    const client = await createUser(t.app, ROLE.client);
    const before = t.mail.length;
    expect(
      (
        await post(client.token, "/lineups/sendemail", {
          email: "a@b.co",
          type: "porto",
          carga_tipo_id: santos.type.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(t.mail.length).toBe(before);
  });
});

describe("POST /lineups/importar", () => {
  const upload = (token: string, terminalId: number, data: Buffer) => {
    const { t } = given();
    const form = multipart({ terminal_id: String(terminalId) }, { file: { filename: "lineups.xlsx", data } });
    return t.app.inject({
      method: "POST",
      url: "/api/v1/lineups/importar",
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };

  it("adds a downloaded terminal's rows to another terminal: the same rows, split lines and notes included, announcing the change", async () => {
    const { t, admin, santos, parties, secondComm } = given();
    const target = await makePort(t.app, "Vitoria");
    // The target handles the source's comms (a terminal takes only the comms it handles).
    await t.app.db
      .insert(terminalCargas)
      .values([santos.comm.id, secondComm.id].map((carga_id) => ({ terminal_id: target.terminal.id, carga_id })));
    const download = await terminalDownload(admin.token, { agencia: 1 });
    const changes: number[] = [];
    t.app.lineupEvents.on((c) => changes.push(c.terminal_id));
    const res = await upload(admin.token, target.terminal.id, download.rawPayload);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: "Lines saved successfully!", imported: 3 });
    expect(changes).toContain(target.terminal.id);

    // The target's own download shows what the source's did, cell for cell.
    const again = await post(admin.token, "/lineups/download", {
      carga_tipo_id: santos.type.id,
      terminal_id: target.terminal.id,
      agencia: 1,
    });
    const [before] = await workbook(download.rawPayload);
    const [after] = await workbook(again.rawPayload);
    expect(withoutLineIds(texts(after!))).toEqual(withoutLineIds(texts(before!)));
    const stored = await t.app.db.select().from(lineups).where(eq(lineups.terminal_id, target.terminal.id));
    const call = stored.find((r) => r.status === "Waiting");
    expect(call).toMatchObject({
      qty: "49000.158",
      qty_unidade: "t",
      client_type: "FULL",
      agencia_id: parties.agency.id,
      berco_id: target.berth.id,
      eta: "2026-11-20",
      etb: "2026-11-23",
    });
    expect(stored.find((r) => r.status === "Expected" && !r.is_observacao)).toMatchObject({
      qty: "350.250",
      qty_unidade: "m³",
    });
    const splits = await t.app.db
      .select()
      .from(lineupCargasAfretadores)
      .where(eq(lineupCargasAfretadores.lineup_id, call!.id));
    expect(
      splits.map(({ carga_id, qty, afretador_id, recebedor_id }) => ({ carga_id, qty, afretador_id, recebedor_id })),
    ).toEqual([
      {
        carga_id: secondComm.id,
        qty: "1200.500",
        afretador_id: parties.charterer2.id,
        recebedor_id: parties.receiver.id,
      },
      { carga_id: santos.comm.id, qty: "800.000", afretador_id: parties.charterer.id, recebedor_id: null },
    ]);
  });

  /** A line as a download holds it: NORD VENUS waiting with `qty` of Santos' comm, Cargill to Fertipar. */
  const waitingLine = (qty: string, agency = "") => [
    "NORD VENUS",
    "",
    "Waiting",
    qty,
    given().santos.comm.name,
    "20/11/2026",
    "",
    "",
    "Cargill",
    "Fertipar",
    "Qingdao, China",
    agency,
  ];

  it("names an unknown item of a split line by its sheet row", async () => {
    const { t, admin } = given();
    const target = await makePort(t.app, "Itajai");
    const res = await upload(
      admin.token,
      target.terminal.id,
      await downloadLikeSheet([
        waitingLine("1000"),
        ["", "", "", "lots", "MYSTERY MEAL", "", "", "", "Cargill", "", "", ""],
      ]),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors["list.0.cargas_afretadores.0.carga_id"]).toEqual(["Row 3: unknown comm 'MYSTERY MEAL'."]);
    expect(errors["list.0.cargas_afretadores.0.qty"]?.[0]).toBe("Row 3: 'lots' is not a quantity.");
    expect(
      Object.values(errors)
        .flat()
        .every((text) => text.startsWith("Row 3: ")),
    ).toBe(true);
  });

  it("names each unknown item with its sheet row and writes nothing", async () => {
    const { t, admin, santos } = given();
    const target = await makePort(t.app, "Imbituba");
    const res = await upload(
      admin.token,
      target.terminal.id,
      await downloadLikeSheet([
        waitingLine("1.000,000 t", "Williams"),
        [
          "GHOST SHIP",
          "",
          "Floating",
          "lots",
          santos.comm.name,
          "31/02/2026",
          "",
          "",
          "Nobody",
          "Fertipar",
          "Qingdao",
          "",
        ],
      ]),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors["list.1.navio_id"]).toEqual(["Row 3: unknown vessel 'GHOST SHIP'."]);
    expect(errors["list.1.status"]?.[0]).toBe("Row 3: unknown status 'Floating'.");
    expect(errors["list.1.qty"]).toEqual(["Row 3: 'lots' is not a quantity."]);
    expect(errors["list.1.eta"]).toEqual(["Row 3: Invalid date!"]);
    expect(errors["list.1.afretador_id"]?.[0]).toBe("Row 3: unknown charterer 'Nobody'.");
    expect(Object.keys(errors).some((k) => k.startsWith("list.0."))).toBe(false);
    expect(await t.app.db.select().from(lineups).where(eq(lineups.terminal_id, target.terminal.id))).toHaveLength(0);
  });

  it("refuses other files, other ports' terminals and clients", async () => {
    const { t, admin, operator, santos, other } = given();
    const notSheet = await upload(admin.token, santos.terminal.id, PNG_1X1);
    expect(notSheet.statusCode).toBe(422);
    expect(notSheet.json().errors.file).toEqual(["Choose an .xlsx spreadsheet."]);
    const sheet = await downloadLikeSheet([
      ["NORD VENUS", "", "Waiting", "", santos.comm.name, "", "", "", "Cargill", "Fertipar", "Qingdao", ""],
    ]);
    expect((await upload(operator.token, other.terminal.id, sheet)).statusCode).toBe(404);
    const client = await createUser(t.app, ROLE.client);
    expect((await upload(client.token, santos.terminal.id, sheet)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/v1/lineups/importar" })).statusCode).toBe(401);
    expect((await upload(operator.token, santos.terminal.id, sheet)).statusCode).toBe(201);
  });
});
