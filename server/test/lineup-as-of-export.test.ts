import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lineupsFileName, ROLE } from "@lineup/shared";
import { lineups } from "../src/db/schema";
import { assignPorts, makeParties, makePort, callFields, type Place, type Parties } from "./factories";
import { bearer, createUser, startApp, type TestApp, type TestUser, lastActivity } from "./helpers";
import { texts, workbook } from "./sheets";
import { smtpCapture } from "./smtp-capture";

/** The spreadsheet download and e-mail of a past board (`as_of`): the rows as they stood then, named after the instant. */
const smtp = smtpCapture();

let t: TestApp;
let ctx: Place;
let p: Parties;
let ana: TestUser;
let bob: TestUser;
let client: TestUser;
let then: string;

type Row = { id: number };

const version = async (id: number) =>
  (await t.app.db.select({ v: lineups.version }).from(lineups).where(eq(lineups.id, id)))[0]?.v ?? 0;
const tableSave = async (token: string, list: object[]) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/list",
    headers: bearer(token),
    payload: { terminal_id: ctx.terminal.id, list },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().lineups as Row[];
};
const post = (token: string | null, url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });
const download = (token: string | null, asOf?: string, url = "/lineups/download") =>
  post(token, url, {
    carga_tipo_id: ctx.type.id,
    porto_id: [ctx.port.id],
    terminal_id: ctx.terminal.id,
    ...(asOf === undefined ? {} : { as_of: asOf }),
  });
/** Each data row of the file's one sheet as [status, quantity], sorted. */
const sheetRows = async (file: Buffer) => {
  const [sheet, ...more] = await workbook(file);
  expect(more).toHaveLength(0);
  return texts(sheet!)
    .slice(1)
    .map((r) => [r[2], r[3]])
    .sort((a, b) => Number(a[1]) - Number(b[1]));
};

beforeAll(async () => {
  t = await startApp({ smtpUrl: await smtp.listen(), mailFrom: "Line-up board <lineups@agency.example>" }, undefined, {
    realMailer: true,
  });
  ctx = await makePort(t.app, "Santos");
  p = await makeParties(t.app);
  ana = await createUser(t.app, ROLE.admin, { name: "Ana" });
  bob = await createUser(t.app, ROLE.operator, { name: "Bob" });
  client = await createUser(t.app, ROLE.client);
  await assignPorts(t.app, bob.user.id, [ctx.port.id]);
  const full = callFields(ctx, p);
  // Then: two Waiting rows of 5 t and 1,000 t. Since: the second is Loading 3,000 t, the first deleted, a row of 7 t made.
  const [older, row] = (await tableSave(ana.token, [
    { ...full, qty: "5" },
    { ...full, qty: "1000" },
  ])) as [Row, Row];
  await sleep(40);
  then = new Date().toISOString();
  await sleep(40);
  await tableSave(bob.token, [{ id: row.id, version: await version(row.id), qty: "3000", status: "Loading" }]);
  const gone = await t.app.inject({
    method: "DELETE",
    url: `/api/v1/lineups/${older.id}?version=${await version(older.id)}`,
    headers: bearer(bob.token),
  });
  expect(gone.statusCode, gone.body).toBe(200);
  await tableSave(bob.token, [{ ...full, qty: "7" }]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("POST /lineups/download with as_of", () => {
  it("gives the rows as they stood then, in a file named after the instant; without as_of the live rows", async () => {
    const past = await download(bob.token, then);
    expect(past.statusCode, past.body).toBe(200);
    expect(past.headers["content-disposition"]).toBe(`attachment; filename="${lineupsFileName(then)}"`);
    expect(lineupsFileName(then)).toMatch(/^lineups-as-of-\d{4}-\d{2}-\d{2}-\d{4}-UTC\.xlsx$/);
    expect(await sheetRows(past.rawPayload)).toEqual([
      ["Waiting", "5"],
      ["Waiting", "1000"],
    ]);
    const live = await download(bob.token);
    expect(live.headers["content-disposition"]).toBe('attachment; filename="lineups.xlsx"');
    expect(await sheetRows(live.rawPayload)).toEqual([
      ["Waiting", "7"],
      ["Loading", "3000"],
    ]);
  });

  it("/all gives the same past rows, and the same rows as the past board for the same user and filters", async () => {
    const all = await download(ana.token, then, "/lineups/download/all");
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers["content-disposition"]).toContain(lineupsFileName(then));
    expect((await sheetRows(all.rawPayload)).map((r) => r[1])).toEqual(["5", "1000"]);
    // The board's filters apply to the values of then: Waiting then is both rows; Loading then is none.
    const loading = await post(bob.token, "/lineups/download", {
      carga_tipo_id: ctx.type.id,
      terminal_id: ctx.terminal.id,
      status: ["Loading"],
      as_of: then,
    });
    expect(await sheetRows(loading.rawPayload)).toEqual([]);
    const board = (
      await t.app.inject({
        url: `/api/v1/lineups?carga_tipo_id=${ctx.type.id}&porto_id[]=${ctx.port.id}&as_of=${encodeURIComponent(then)}`,
        headers: bearer(bob.token),
      })
    ).json() as {
      portos: { terminais: { lineups: { qty: string }[] }[] }[];
    };
    expect(
      board.portos
        .flatMap((port) => port.terminais.flatMap((term) => term.lineups.map((r) => Number(r.qty))))
        .sort((a, b) => a - b),
    ).toEqual([5, 1000]);
  });

  it("refuses a bad instant with 422 in words, before any file is sent", async () => {
    const future = await download(bob.token, new Date(Date.now() + 86_400_000).toISOString());
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.as_of[0]).toContain("is in the future");
    const unreadable = await download(bob.token, "last monday");
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().errors.as_of[0]).toContain("must be a date and time");
    const early = await download(bob.token, "2001-01-01T00:00:00Z");
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.as_of[0]).toContain("history starts on");
  });

  it("keeps the export's roles: 401 without a session, 403 for a client", async () => {
    expect((await download(null, then)).statusCode).toBe(401);
    expect((await download(client.token, then)).statusCode).toBe(403);
    expect(
      (
        await post(client.token, "/lineups/sendemail", {
          carga_tipo_id: ctx.type.id,
          email: "a@example.com",
          type: "porto",
          as_of: then,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("POST /lineups/sendemail with as_of", () => {
  it("mails the rows as they stood, saying when in the subject, the summary, the file name and the activity log", async () => {
    const res = await post(bob.token, "/lineups/sendemail", {
      carga_tipo_id: ctx.type.id,
      porto_id: [ctx.port.id],
      email: "charterer@example.com",
      type: "porto",
      as_of: then,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = received().mail;
    const at = new Date(then).toISOString();
    const words = `${at.slice(8, 10)}/${at.slice(5, 7)}/${at.slice(0, 4)} ${at.slice(11, 16)} UTC`;
    expect(mail.subject).toBe(`Line-up ${ctx.type.name}: Santos (as of ${words})`);
    expect(String(mail.html)).toContain(
      `Attached: ${lineupsFileName(then)}</strong>, the ${ctx.type.name} line-up as it stood on ${words}`,
    );
    expect(mail.attachments.map((a) => a.filename)).toEqual([lineupsFileName(then)]);
    expect((await sheetRows(mail.attachments[0]!.content)).map((r) => r[1])).toEqual(["5", "1000"]);
    const log = await lastActivity(t.app, "lineups_export");
    expect(log?.description).toBe(
      `Bob e-mailed the ${ctx.type.name} line-up as of ${words} (2 line-ups in 1 sheet) to charterer@example.com`,
    );
  });

  it("a bad instant is a 422 and nothing is sent", async () => {
    const before = smtp.received.length;
    const res = await post(bob.token, "/lineups/sendemail", {
      carga_tipo_id: ctx.type.id,
      email: "charterer@example.com",
      type: "porto",
      as_of: "2026-13-45T99:00:00Z",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.as_of[0]).toContain("must be a date and time");
    expect(smtp.received.length).toBe(before);
  });
});

const received = () => {
  const last = smtp.received.at(-1);
  if (!last) throw new Error("no mail received");
  return last;
};
