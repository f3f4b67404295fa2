import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { bearer, createUser, multipart, PNG_1X1, startApp, type TestApp } from "./helpers";
import { assignPorts, makeLineupRow, makeParties, makePort } from "./factories";
import { lineups } from "../src/db/schema";
import { eq } from "drizzle-orm";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let operator: Awaited<ReturnType<typeof createUser>>;
let santos: Awaited<ReturnType<typeof makePort>>;
let other: Awaited<ReturnType<typeof makePort>>;

beforeAll(async () => {
  t = await startApp();
  admin = await createUser(t.app, ROLE.admin);
  operator = await createUser(t.app, ROLE.operator);
  santos = await makePort(t.app, "Santos");
  other = await makePort(t.app, "Paranagua");
  await assignPorts(t.app, operator.user.id, [santos.port.id]);
  const p = await makeParties(t.app);
  const row = { status: "Waiting", navio_id: p.vessel.id, afretador_id: p.charterer.id, recebedor_id: p.receiver.id, destination_porto: p.dest.id, agencia_id: p.agency.id, qty: "25000.5", eta: "2026-11-20", etb: "2026-11-23" };
  await makeLineupRow(t.app, santos, row);
  await makeLineupRow(t.app, santos, { is_observacao: 1, observacao: "Swell expected on Friday", status: "Expected" });
  await makeLineupRow(t.app, other, { ...row, carga_id: other.comm.id, carga_tipo_id: other.type.id });
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: object) => t.app.inject({ method: "POST", url: `/api/v1${url}`, headers: bearer(token), payload });

/** The sheets of an .xlsx answer as arrays of cell texts. */
async function sheets(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book.worksheets.map((ws) => ({
    name: ws.name,
    rows: ws.getSheetValues().filter(Boolean).map((r) => (Array.isArray(r) ? Array.from(r.slice(1), (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? ""))) : [])),
  }));
}

describe("POST /lineups/download", () => {
  it("gives one terminal's rows as lineups.xlsx, with the agency column only when asked", async () => {
    const res = await post(admin.token, "/lineups/download", { carga_tipo_id: santos.type.id, terminal_id: santos.terminal.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("lineups.xlsx");
    const [sheet, ...more] = await sheets(res.rawPayload);
    expect(more).toHaveLength(0);
    expect(sheet?.name).toBe(`Santos - ${santos.terminal.name}`.slice(0, 28));
    expect(sheet?.rows[0]).toEqual(["Vessel", "Berth", "Status", "QTTY", "Comm", "ETA", "ETB", "ETC", "Charterer", "Receiver | Shipper", "Disport"]);
    expect(sheet?.rows.slice(1)).toContainEqual(["NORD VENUS", "", "Waiting", "25.000,500 t", santos.comm.name, "2026-11-20", "2026-11-23", "", "Cargill", "Fertipar", "Qingdao, China"]);
    expect(sheet?.rows.slice(1)).toContainEqual(["Swell expected on Friday"]);

    const withAgency = await sheets((await post(admin.token, "/lineups/download", { carga_tipo_id: santos.type.id, terminal_id: santos.terminal.id, agencia: 1 })).rawPayload);
    expect(withAgency[0]?.rows[0]?.at(-1)).toBe("Agency");
    expect(withAgency[0]?.rows.slice(1).some((r) => r.includes("Williams"))).toBe(true);
  });

  it("keeps an operator to its ports even when it asks for all", async () => {
    const res = await post(operator.token, "/lineups/download/all", { carga_tipo_id: other.type.id, porto_id: [other.port.id] });
    expect(res.statusCode).toBe(200);
    const book = await sheets(res.rawPayload);
    expect(book.map((s) => s.name)).toEqual(["Line-up"]);
    expect(book[0]?.rows).toEqual([["No line-ups for these filters"]]);
  });

  it("refuses clients and bad filters", async () => {
    const client = await createUser(t.app, ROLE.client);
    expect((await post(client.token, "/lineups/download/all", {})).statusCode).toBe(403);
    const bad = await post(admin.token, "/lineups/download", { status: ["Floating"] });
    expect(bad.statusCode).toBe(422);
  });
});

describe("POST /lineups/sendemail", () => {
  it("mails the spreadsheet of the chosen ports and says so", async () => {
    const res = await post(operator.token, "/lineups/sendemail", { carga_tipo_id: santos.type.id, porto_id: [santos.port.id], email: "charterer@example.com", type: "porto" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Sended successfully!");
    const mail = t.mail.at(-1);
    expect(mail?.to).toBe("charterer@example.com");
    const attachment = mail?.attachments?.[0];
    expect(attachment?.filename).toBe("lineups.xlsx");
    const book = await sheets(attachment?.content ?? Buffer.alloc(0));
    expect(book[0]?.rows.slice(1).some((r) => r[0] === "NORD VENUS")).toBe(true);
  });

  it("needs a valid e-mail and type", async () => {
    const res = await post(admin.token, "/lineups/sendemail", { email: "not-an-email", type: "terminal" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain("email");
    expect((await post(admin.token, "/lineups/sendemail", { email: "a@b.co", type: "ship" })).statusCode).toBe(422);
  });
});

describe("POST /lineups/importar", () => {
  const upload = (token: string, terminalId: number, data: Buffer) => {
    const form = multipart({ terminal_id: String(terminalId) }, { file: { filename: "lineups.xlsx", data } });
    return t.app.inject({ method: "POST", url: "/api/v1/lineups/importar", headers: { ...bearer(token), ...form.headers }, payload: form.payload });
  };

  /** A sheet laid out as the download writes it, with the given data rows. */
  async function sheetWith(rows: (string | Date)[][]) {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet("Santos");
    ws.addRow(["Vessel", "Berth", "Status", "QTTY", "Comm", "ETA", "ETB", "ETC", "Charterer", "Receiver | Shipper", "Disport", "Agency"]);
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  it("adds a downloaded terminal's rows to another terminal, notes included, announcing the change", async () => {
    const target = await makePort(t.app, "Vitoria");
    const download = await post(admin.token, "/lineups/download", { carga_tipo_id: santos.type.id, terminal_id: santos.terminal.id, agencia: 1 });
    const changes: number[] = [];
    t.app.lineupEvents.on((c) => changes.push(c.terminal_id));
    const res = await upload(admin.token, target.terminal.id, download.rawPayload);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: "Lines saved successfully!", imported: 2 });
    const stored = await t.app.db.select().from(lineups).where(eq(lineups.terminal_id, target.terminal.id));
    expect(stored.map((r) => r.observacao).filter(Boolean)).toEqual(["Swell expected on Friday"]);
    expect(stored.find((r) => !r.is_observacao)).toMatchObject({ status: "Waiting", qty: "25000.500", eta: "2026-11-20", etb: "2026-11-23", carga_id: santos.comm.id });
    expect(changes).toContain(target.terminal.id);
  });

  it("names each unknown item with its sheet row and writes nothing", async () => {
    const target = await makePort(t.app, "Imbituba");
    const res = await upload(admin.token, target.terminal.id, await sheetWith([
      ["NORD VENUS", "", "Waiting", "1.000,000 t", santos.comm.name, "20/11/2026", "", "", "Cargill", "Fertipar", "Qingdao, China", "Williams"],
      ["GHOST SHIP", "", "Floating", "lots", santos.comm.name, "31/02/2026", "", "", "Nobody", "Fertipar", "Qingdao", ""],
    ]));
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
    const notSheet = await upload(admin.token, santos.terminal.id, PNG_1X1);
    expect(notSheet.statusCode).toBe(422);
    expect(notSheet.json().errors.file).toEqual(["Choose an .xlsx spreadsheet."]);
    const sheet = await sheetWith([["NORD VENUS", "", "Waiting", "", santos.comm.name, "", "", "", "Cargill", "Fertipar", "Qingdao", ""]]);
    expect((await upload(operator.token, other.terminal.id, sheet)).statusCode).toBe(404);
    const client = await createUser(t.app, ROLE.client);
    expect((await upload(client.token, santos.terminal.id, sheet)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/v1/lineups/importar" })).statusCode).toBe(401);
    expect((await upload(operator.token, santos.terminal.id, sheet)).statusCode).toBe(201);
  });
});
