/**
 * The import's preview (issue 23): what a sheet would change, add and find missing, field by
 * field, before anything is written; applying it is one save at the versions the preview showed.
 * Sheets without Line IDs update the call of the same vessel with the nearest ETA.
 */
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { cargas, lineups, navios } from "../src/db/schema";
import { assignComms, assignPorts, makeLineupRow, makeParties, makePort, callFields } from "./factories";
import { createUser, startApp, type TestApp } from "./helpers";
import { downloadSheet, postSheet, saveMeanwhile } from "./import-sheets";

let t: TestApp;
let admin: string;
let at: Awaited<ReturnType<typeof makePort>>;
let parties: Awaited<ReturnType<typeof makeParties>>;
let vesselNo = 0;

beforeAll(async () => {
  t = await startApp({ accessTokenTtlSeconds: 3600 });
  admin = (await createUser(t.app, ROLE.admin)).token;
  parties = await makeParties(t.app);
});
afterAll(() => t.close());

/** A vessel of its own, so no other test's call matches it. */
const vessel = async () => {
  const [made] = await t.app.db
    .insert(navios)
    .values({ name: `PREVIEW STAR ${++vesselNo}` })
    .returning();
  return made ?? expect.fail("no vessel");
};

/** A complete call on this test's terminal. */
const call = async (eta: string, etb: string) =>
  makeLineupRow(t.app, at, { ...callFields(at, parties), navio_id: (await vessel()).id, eta, etb });

const rowsOnTerminal = async () =>
  t.app.db.select().from(lineups).where(eq(lineups.terminal_id, at.terminal.id)).orderBy(lineups.id);
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

interface Preview {
  changed: {
    sheet_row: number;
    id: number;
    vessel: string;
    fields: { column: string; before: string; after: string }[];
  }[];
  added: { sheet_row: number; vessel: string; copied: boolean }[];
  missing: { id: number; vessel: string }[];
  unchanged: number;
  basis: { matched: Record<string, number>; missing: Record<string, number> };
}

const preview = async (book: ExcelJS.Workbook, token = admin) => {
  const res = await postSheet(t, token, at, book, { preview: true });
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json<Preview>();
};
const apply = (book: ExcelJS.Workbook, basis: Preview["basis"], fields: Record<string, string> = {}) =>
  postSheet(t, admin, at, book, { fields: { basis: JSON.stringify(basis), ...fields } });

/** Clears the Line ID and Version of every line: a sheet kept by hand, or an older download. */
const withoutLineIds = (sheet: ExcelJS.Worksheet, column: (title: string) => number) => {
  for (let r = 2; r <= sheet.rowCount; r++) {
    sheet.getRow(r).getCell(column("Line ID")).value = null;
    sheet.getRow(r).getCell(column("Version")).value = null;
  }
};

describe("previewing an import", () => {
  beforeAll(async () => {
    at = await makePort(t.app);
  });

  it("lists 3 ETBs and 1 status changed, 1 vessel added and 1 missing, writes nothing, then applies them without a duplicate", async () => {
    const a = await call("2032-01-01", "2032-01-10");
    const b = await call("2032-01-02", "2032-01-11");
    const c = await call("2032-01-03", "2032-01-12");
    const d = await call("2032-01-04", "2032-01-13");
    const kept = await call("2032-01-05", "2032-01-14");
    const gone = await call("2032-01-06", "2032-01-15");
    const newcomer = await vessel();
    const { book, sheet, column, rowOf } = await downloadSheet(t, admin, at);
    for (const [row, etb] of [
      [a, "2032-02-01"],
      [b, "2032-02-02"],
      [c, "2032-02-03"],
    ] as const)
      rowOf(row.id).getCell(column("ETB")).value = day(etb);
    rowOf(d.id).getCell(column("Status")).value = "Loading";
    sheet.spliceRows(rowOf(gone.id).number, 1);
    const added = sheet.addRow((rowOf(kept.id).values as ExcelJS.CellValue[]).slice(1));
    added.getCell(column("Vessel")).value = newcomer.name;
    added.getCell(column("Line ID")).value = null;
    added.getCell(column("Version")).value = null;
    const before = await rowsOnTerminal();

    const seen = await preview(book);
    expect(seen.changed).toEqual([
      expect.objectContaining({ id: a.id, fields: [{ column: "ETB", before: "10/01/2032", after: "01/02/2032" }] }),
      expect.objectContaining({ id: b.id, fields: [{ column: "ETB", before: "11/01/2032", after: "02/02/2032" }] }),
      expect.objectContaining({ id: c.id, fields: [{ column: "ETB", before: "12/01/2032", after: "03/02/2032" }] }),
      expect.objectContaining({ id: d.id, fields: [{ column: "Status", before: "Waiting", after: "Loading" }] }),
    ]);
    expect(seen.added).toEqual([
      expect.objectContaining({ sheet_row: added.number, vessel: newcomer.name, copied: false }),
    ]);
    expect(seen.missing).toEqual([
      expect.objectContaining({ id: gone.id, vessel: expect.stringMatching(/^PREVIEW STAR/) }),
    ]);
    expect(seen.unchanged).toBe(1);
    expect(seen.basis.missing).toEqual({ [gone.id]: gone.version });
    // The preview wrote nothing: every row as it was, at its version.
    expect(await rowsOnTerminal()).toEqual(before);

    const res = await apply(book, seen.basis, { remove_missing: "1" });
    expect(res.statusCode, res.body.slice(0, 400)).toBe(201);
    expect(res.json()).toMatchObject({ added: 1, updated: 4, unchanged: 1, removed: 1, copied: 0 });
    const after = await rowsOnTerminal();
    expect(after).toHaveLength(6);
    expect(after.filter((r) => r.navio_id === newcomer.id)).toHaveLength(1);
    expect(after.find((r) => r.id === gone.id)).toBeUndefined();
    expect(after.find((r) => r.id === a.id)).toMatchObject({ etb: "2032-02-01", version: a.version + 1 });
    expect(after.find((r) => r.id === d.id)).toMatchObject({ status: "Loading" });

    // The board's own download imported back changes nothing, and misses nothing.
    const again = await preview((await downloadSheet(t, admin, at)).book);
    expect(again).toMatchObject({ changed: [], added: [], missing: [], unchanged: 6 });
  });

  it("matches a sheet without Line IDs to the calls of the same vessel and nearest ETA, and applies it without a duplicate", async () => {
    at = await makePort(t.app);
    const early = await call("2032-03-01", "2032-03-04");
    const late = await makeLineupRow(t.app, at, {
      ...callFields(at, parties),
      navio_id: early.navio_id,
      eta: "2032-03-25",
      etb: "2032-03-27",
    });
    const { book, column, rowOf } = await downloadSheet(t, admin, at);
    rowOf(early.id).getCell(column("ETA")).value = day("2032-03-03");
    rowOf(early.id).getCell(column("ETB")).value = day("2032-03-06");
    withoutLineIds(book.worksheets[0] ?? expect.fail("no sheet"), column);

    const seen = await preview(book);
    expect(seen.changed).toEqual([
      expect.objectContaining({
        id: early.id,
        fields: [
          { column: "ETA", before: "01/03/2032", after: "03/03/2032" },
          { column: "ETB", before: "04/03/2032", after: "06/03/2032" },
        ],
      }),
    ]);
    expect(seen).toMatchObject({ added: [], missing: [], unchanged: 1 });
    expect(seen.basis.matched).toEqual({ [early.id]: early.version, [late.id]: late.version });

    const res = await apply(book, seen.basis);
    expect(res.statusCode, res.body.slice(0, 400)).toBe(201);
    expect(res.json()).toMatchObject({ added: 0, updated: 1, unchanged: 1 });
    expect((await rowsOnTerminal()).map((r) => [r.id, r.eta, r.etb])).toEqual([
      [early.id, "2032-03-03", "2032-03-06"],
      [late.id, "2032-03-25", "2032-03-27"],
    ]);
  });

  it("adds a line whose vessel's calls are all more than 10 days from its ETA", async () => {
    at = await makePort(t.app);
    const stored = await call("2032-05-01", "2032-05-02");
    const { book, sheet, column, rowOf } = await downloadSheet(t, admin, at);
    const later = sheet.addRow((rowOf(stored.id).values as ExcelJS.CellValue[]).slice(1));
    later.getCell(column("ETA")).value = day("2032-05-20");
    later.getCell(column("ETB")).value = day("2032-05-21");
    withoutLineIds(sheet, column);
    const seen = await preview(book);
    expect(seen).toMatchObject({ changed: [], unchanged: 1, missing: [] });
    expect(seen.added).toEqual([expect.objectContaining({ sheet_row: later.number, eta: "20/05/2032" })]);
  });
});

describe("sailed calls", () => {
  it("are not missing from a download that leaves them out (the board's default), and are from one that holds them", async () => {
    at = await makePort(t.app);
    await call("2032-12-01", "2032-12-03");
    const sailed = await call("2032-11-01", "2032-11-03");
    const keptSailed = await call("2032-11-05", "2032-11-07");
    await t.app.db
      .update(lineups)
      .set({ status: "Sailed", agencia_id: parties.agency.id })
      .where(eq(lineups.id, sailed.id));
    await t.app.db
      .update(lineups)
      .set({ status: "Sailed", agencia_id: parties.agency.id })
      .where(eq(lineups.id, keptSailed.id));
    // The download as the board makes it: every status but Sailed.
    const board = await downloadSheet(t, admin, at, { status: undefined });
    expect(() => board.rowOf(sailed.id)).toThrow();
    expect(await preview(board.book)).toMatchObject({ changed: [], added: [], missing: [], unchanged: 1 });
    // Every status, with one sailed call taken out of the sheet: that one is missing.
    const all = await downloadSheet(t, admin, at);
    all.sheet.spliceRows(all.rowOf(sailed.id).number, 1);
    const seen = await preview(all.book);
    expect(seen.missing).toEqual([expect.objectContaining({ id: sailed.id })]);
    expect(seen.unchanged).toBe(2);
  });
});

describe("a sub-agent's import", () => {
  it("matches and misses only the calls of the sub-agent's comms: another trader's call of the same vessel is neither updated nor listed", async () => {
    at = await makePort(t.app);
    const [otherComm] = await t.app.db
      .insert(cargas)
      .values({ tipo_id: at.type.id, name: `OTHER ${++vesselNo}`, synonym: "O" })
      .returning();
    const own = await call("2032-11-01", "2032-11-03");
    const foreign = await makeLineupRow(t.app, at, {
      ...own,
      id: undefined,
      carga_id: otherComm?.id,
      eta: "2032-11-02",
    });
    const subAgent = await createUser(t.app, ROLE.subAgent);
    await assignPorts(t.app, subAgent.user.id, [at.port.id]);
    await assignComms(t.app, subAgent.user.id, [at.comm.id]);
    const { book, sheet, column, rowOf } = await downloadSheet(t, admin, at);
    sheet.spliceRows(rowOf(foreign.id).number, 1);
    rowOf(own.id).getCell(column("ETB")).value = day("2032-11-04");
    withoutLineIds(sheet, column);

    const seen = await preview(book, subAgent.token);
    expect(seen.changed).toEqual([expect.objectContaining({ id: own.id })]);
    expect(seen).toMatchObject({ added: [], missing: [], unchanged: 0 });
    expect(seen.basis.matched).toEqual({ [own.id]: own.version });
  });
});

describe("applying a preview", () => {
  beforeAll(async () => {
    at = await makePort(t.app);
  });

  it("refuses (409) a call someone edited between the preview and the apply, and writes nothing", async () => {
    const row = await call("2032-07-01", "2032-07-03");
    const { book, sheet, column, rowOf } = await downloadSheet(t, admin, at);
    rowOf(row.id).getCell(column("ETB")).value = day("2032-07-09");
    withoutLineIds(sheet, column);
    const seen = await preview(book);
    await saveMeanwhile(t, admin, at, [{ id: row.id, version: row.version, etb: "2032-07-05" }]);
    const res = await apply(book, seen.basis);
    expect(res.statusCode).toBe(409);
    expect(res.json().conflicts).toEqual([expect.objectContaining({ id: row.id, fields: ["etb"] })]);
    expect((await rowsOnTerminal()).map((r) => r.etb)).toEqual(["2032-07-05"]);
  });

  it("refuses (409) a sheet that now matches other calls than the preview showed", async () => {
    at = await makePort(t.app);
    const row = await call("2032-08-01", "2032-08-03");
    const { book, sheet, column } = await downloadSheet(t, admin, at);
    withoutLineIds(sheet, column);
    const seen = await preview(book);
    await t.app.db.delete(lineups).where(eq(lineups.id, row.id));
    const res = await apply(book, seen.basis);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/changed since the preview/);
    expect(await rowsOnTerminal()).toEqual([]);
  });

  it("applies once when two applies with the same save_id are in flight together", async () => {
    at = await makePort(t.app);
    const row = await call("2032-09-01", "2032-09-03");
    const newcomer = await vessel();
    const { book, sheet, column, rowOf } = await downloadSheet(t, admin, at);
    const added = sheet.addRow((rowOf(row.id).values as ExcelJS.CellValue[]).slice(1));
    added.getCell(column("Vessel")).value = newcomer.name;
    added.getCell(column("Line ID")).value = null;
    added.getCell(column("Version")).value = null;
    const seen = await preview(book);
    const fields = { save_id: "preview-double-click-1" };
    const [one, two] = await Promise.all([apply(book, seen.basis, fields), apply(book, seen.basis, fields)]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect([one.json().replayed, two.json().replayed].sort()).toEqual([false, true]);
    expect((await rowsOnTerminal()).filter((r) => r.navio_id === newcomer.id)).toHaveLength(1);
  });

  it("refuses a malformed basis or save_id, a client, another port's operator and anonymous callers", async () => {
    at = await makePort(t.app);
    const row = await call("2032-10-01", "2032-10-03");
    const { book } = await downloadSheet(t, admin, at);
    for (const basis of ["{", "[]", '{"matched":{"x":1},"missing":{}}', '{"matched":{},"missing":{"5":0}}']) {
      const res = await postSheet(t, admin, at, book, { fields: { basis } });
      expect(res.statusCode, basis).toBe(422);
      expect(res.json().errors.basis[0]).toMatch(/^basis must be the `basis` object a preview/);
    }
    const badKey = await postSheet(t, admin, at, book, { fields: { save_id: "a b" } });
    expect(badKey.json().errors.save_id).toEqual(["save_id must be 8 to 64 letters, digits, - or _ (a UUID)."]);
    const client = await createUser(t.app, ROLE.client);
    expect((await postSheet(t, client.token, at, book, { preview: true })).statusCode).toBe(403);
    const foreign = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, foreign.user.id, [(await makePort(t.app)).port.id]);
    expect((await postSheet(t, foreign.token, at, book, { preview: true })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/v1/lineups/importar/preview" });
    expect(anonymous.statusCode).toBe(401);
    expect((await rowsOnTerminal()).map((r) => r.version)).toEqual([row.version]);
  });
});
