/**
 * Imports that update (issue 23): the morning routine of downloading a terminal's sheet,
 * changing some ETBs and importing it back updates those calls instead of doubling the
 * board; what someone else changed since the download is not silently overwritten.
 */
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { lineups } from "../src/db/schema";
import { makeLineupRow, makeParties, makePort, callFields } from "./factories";
import { createUser, setUpApp } from "./helpers";
import { downloadSheet, postSheet, saveMeanwhile } from "./import-sheets";

const given = setUpApp(
  async (t) => {
    const admin = (await createUser(t.app, ROLE.admin)).token;
    const at = await makePort(t.app);
    const parties = await makeParties(t.app);
    return { admin, at, parties };
  },
  { accessTokenTtlSeconds: 3600 },
);

/** A complete call on the test terminal (every field the save requires), with an agency. */
const call = (qty: string, etb: string) => {
  const { t, at, parties } = given();
  return makeLineupRow(t.app, at, {
    ...callFields(at, parties),
    agencia_id: parties.agency.id,
    qty,
    eta: "2031-03-01",
    etb,
  });
};

const download = (token?: string, extra: Record<string, unknown> = {}) => {
  const { t, admin, at } = given();
  return downloadSheet(t, token ?? admin, at, extra);
};
const importSheet = (book: ExcelJS.Workbook) => {
  const { t, admin, at } = given();
  return postSheet(t, admin, at, book);
};

const count = async () =>
  (
    await given()
      .t.app.db.select({ id: lineups.id })
      .from(lineups)
      .where(eq(lineups.terminal_id, given().at.terminal.id))
  ).length;
const stored = async (id: number) =>
  (await given().t.app.db.select().from(lineups).where(eq(lineups.id, id)))[0] ?? expect.fail("row gone");

describe("importing a terminal's own download back", () => {
  it("updates the lines changed in the sheet, adds the lines without a Line ID, and keeps what the sheet lacks", async () => {
    const { parties } = given();
    const a = await call("1000", "2031-03-05");
    const b = await call("2000", "2031-03-06");
    const before = await count();
    const { book, sheet, header, column, rowOf } = await download();
    // The download asked for no Agency column: the import must not clear the rows' agency.
    expect(header).not.toContain("Agency");
    expect(header.slice(-2)).toEqual(["Line ID", "Version"]);
    rowOf(a.id).getCell(column("ETB")).value = new Date("2031-03-09T00:00:00Z");
    // A new call typed at the bottom, copied from b's line without its Line ID and Version.
    const added = sheet.addRow((rowOf(b.id).values as ExcelJS.CellValue[]).slice(1));
    added.getCell(column("QTTY")).value = 3000;
    added.getCell(column("Line ID")).value = null;
    added.getCell(column("Version")).value = null;

    const res = await importSheet(book);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.json()).toMatchObject({ added: 1, updated: 1, copied: 0 });
    expect(await count()).toBe(before + 1);
    const updated = await stored(a.id);
    expect(updated).toMatchObject({
      etb: "2031-03-09",
      qty: "1000.000",
      agencia_id: parties.agency.id,
      version: a.version + 1,
    });
    expect(await stored(b.id)).toMatchObject({ etb: "2031-03-06", version: b.version, agencia_id: parties.agency.id });
  });

  it("refuses, naming the sheet row and field, a line whose field someone else changed since the download, and writes nothing", async () => {
    const { t, admin, at } = given();
    const a = await call("1000", "2031-04-05");
    const b = await call("2000", "2031-04-06");
    const { book, column, rowOf } = await download();
    const sheetRow = rowOf(a.id);
    sheetRow.getCell(column("ETB")).value = new Date("2031-04-20T00:00:00Z");
    rowOf(b.id).getCell(column("ETB")).value = new Date("2031-04-21T00:00:00Z");
    // Meanwhile an operator moves a's ETB on the board.
    await saveMeanwhile(t, admin, at, [{ id: a.id, version: a.version, etb: "2031-04-07" }]);
    const before = await count();

    const res = await importSheet(book);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      `Someone changed these lines since the download: row ${sheetRow.number} (etb). Download the terminal again and make your changes there.`,
    );
    expect(res.json<{ conflicts: unknown[] }>().conflicts).toEqual([
      expect.objectContaining({ id: a.id, fields: ["etb"], sheet_row: sheetRow.number }),
    ]);
    expect((await stored(a.id)).etb).toBe("2031-04-07");
    expect((await stored(b.id)).etb).toBe("2031-04-06");
    expect(await count()).toBe(before);
  });

  it("refuses a line whose other field someone changed since: the sheet holds every field as downloaded, and would set it back", async () => {
    const { t, admin, at } = given();
    const a = await call("1000", "2031-05-05");
    const b = await call("2000", "2031-05-06");
    const { book, column, rowOf } = await download();
    rowOf(a.id).getCell(column("ETB")).value = new Date("2031-05-09T00:00:00Z");
    await saveMeanwhile(t, admin, at, [
      { id: a.id, version: a.version, qty: "1500" },
      { id: b.id, version: b.version, etb: "2031-05-07" },
    ]);
    const res = await importSheet(book);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      `Someone changed these lines since the download: row ${rowOf(a.id).number} (qty); row ${rowOf(b.id).number} (etb). Download the terminal again and make your changes there.`,
    );
    expect(await stored(a.id)).toMatchObject({ etb: "2031-05-05", qty: "1500.000" });
    // Downloaded again, the same change goes through.
    const again = await download();
    again.rowOf(a.id).getCell(again.column("ETB")).value = new Date("2031-05-09T00:00:00Z");
    expect((await importSheet(again.book)).statusCode).toBe(201);
    expect(await stored(a.id)).toMatchObject({ etb: "2031-05-09", qty: "1500.000" });
  });

  it("refuses a Line ID twice in the sheet, one of a row removed since, and one that is not a number, each naming its row", async () => {
    const { t } = given();
    const a = await call("1000", "2031-06-05");
    const gone = await call("2000", "2031-06-06");
    const { book, sheet, column, rowOf } = await download();
    const twice = sheet.addRow((rowOf(a.id).values as ExcelJS.CellValue[]).slice(1));
    const removed = rowOf(gone.id);
    await t.app.db.delete(lineups).where(eq(lineups.id, gone.id));
    const garbled = sheet.addRow((rowOf(a.id).values as ExcelJS.CellValue[]).slice(1));
    garbled.getCell(column("Line ID")).value = "abc";
    const before = await count();

    const res = await importSheet(book);
    expect(res.statusCode).toBe(422);
    const messages = Object.values(res.json<{ errors: Record<string, string[]> }>().errors).flat();
    expect(messages).toContain(`Row ${twice.number}: line ${a.id} is also on row ${rowOf(a.id).number}; keep it once.`);
    expect(messages).toContain(
      `Row ${removed.number}: line ${gone.id} was removed since the download; clear its Line ID to add it again.`,
    );
    expect(messages).toContain(`Row ${garbled.number}: 'abc' is not a line ID; clear it to add the line as a new one.`);
    expect(await count()).toBe(before);
  });

  it("names the sheet row of a line whose update the row's rules refuse", async () => {
    const { at } = given();
    const a = await call("1000", "2031-08-05");
    const { book, column, rowOf } = await download();
    const sheetRow = rowOf(a.id);
    sheetRow.getCell(column("Comm")).value = null;
    const res = await importSheet(book);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      [`list.${sheetRow.number - 2}.carga_id`]: [`Row ${sheetRow.number}: The comm field is required.`],
    });
    expect((await stored(a.id)).carga_id).toBe(at.comm.id);
  });

  it("writes no Line ID on the board as it stood in the past (its rows carry today's versions)", async () => {
    const { admin } = given();
    await call("1000", "2031-07-05");
    const past = await download(admin, { as_of: new Date().toISOString() });
    expect(past.header).not.toContain("Line ID");
  });
});
