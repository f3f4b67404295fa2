/**
 * Distribution lists (issue 25): a port's line-up mailed to outside addresses on chosen weekdays
 * at the port's local time, once per day whatever the instances, with a per-address log and a
 * one-click unsubscribe that removes that address only.
 */
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { distributionLists, distributionRuns, portos, terminais, userPortos } from "../src/db/schema";
import type { Mail } from "../src/mail/mailer";
import { assignPorts, makeLineupRow, makeParties, makePort, callFields } from "./factories";
import { bearer, createUser, setUpApp } from "./helpers";
import { workbook } from "./sheets";
import { expectWordPage } from "./word-page";

const given = setUpApp(
  async (t) => {
    const admin = (await createUser(t.app, ROLE.admin)).token;
    const operator = await createUser(t.app, ROLE.operator);
    const at = await makePort(t.app, "Manaus");
    // Manaus is UTC−4 all year: 07:30 there is 11:30 UTC.
    await t.app.db.update(portos).set({ time_zone: "America/Manaus" }).where(eq(portos.id, at.port.id));
    await assignPorts(t.app, operator.user.id, [at.port.id]);
    const parties = await makeParties(t.app);
    await makeLineupRow(t.app, at, { ...callFields(at, parties), qty: "25000", eta: "2026-11-20" });
    return { admin, operator, at, parties };
  },
  { accessTokenTtlSeconds: 3600 },
);

const create = (token: string, body: Record<string, unknown>) =>
  given().t.app.inject({ method: "POST", url: "/api/v1/distribution-lists", headers: bearer(token), payload: body });
const listBody = (extra: Record<string, unknown> = {}) => ({
  name: "Morning line-up",
  porto_id: given().at.port.id,
  carga_tipo_id: given().at.type.id,
  addresses: ["Trader@Example.com", "ops@example.com", "trader@example.com"],
  weekdays: [4],
  send_at: "07:30",
  ...extra,
});
const mailsTo = (address: string) => given().t.mail.filter((m) => m.to === address);
const sheetOf = async (mail: Mail) => {
  const content = mail.attachments?.[0]?.content ?? expect.fail("no attachment");
  return rowsOf((await workbook(content))[0] ?? expect.fail("no sheet"));
};
/** A sheet's rows as texts, empty cells as "" (ExcelJS leaves holes in its row arrays). */
const rowsOf = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .filter(Boolean)
    .map((row) => Array.from((row as unknown[]).slice(1), (v) => (v === undefined || v === null ? "" : String(v))));

describe("keeping distribution lists", () => {
  it("an operator creates a list of their port (addresses cleaned), admins see it, another port's operator does not", async () => {
    const { t, admin, operator } = given();
    const res = await create(operator.token, listBody({ name: "Kept by operator" }));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({
      addresses: ["trader@example.com", "ops@example.com"],
      client_columns: true,
      intro: null,
      send_at: "07:30",
      schedule: "Thu at 07:30 America/Manaus",
      porto: { name: "Manaus", time_zone: "America/Manaus" },
      last_run: null,
      runs: [],
    });
    const all = await t.app.inject({ url: "/api/v1/distribution-lists", headers: bearer(admin) });
    expect(all.json().data.map((l: { id: number }) => l.id)).toContain(made.id);

    const foreign = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, foreign.user.id, [(await makePort(t.app)).port.id]);
    const theirs = await t.app.inject({ url: "/api/v1/distribution-lists", headers: bearer(foreign.token) });
    expect(theirs.json().data).toEqual([]);
    for (const [method, url] of [
      ["GET", `/api/v1/distribution-lists/${made.id}`],
      ["PUT", `/api/v1/distribution-lists/${made.id}`],
      ["DELETE", `/api/v1/distribution-lists/${made.id}`],
      ["POST", `/api/v1/distribution-lists/${made.id}/send`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(foreign.token),
        payload: method === "PUT" ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const onForeignPort = await create(foreign.token, listBody());
    expect(onForeignPort.statusCode).toBe(422);
    expect(onForeignPort.json().errors.porto_id[0]).toMatch(/^The selected port is invalid/);
  });

  it("refuses clients, anonymous callers and malformed lists, naming the field", async () => {
    const { t, admin } = given();
    const client = await createUser(t.app, ROLE.client);
    expect((await create(client.token, listBody())).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/v1/distribution-lists", payload: listBody() })).statusCode,
    ).toBe(401);
    for (const [field, bad] of [
      ["addresses", []],
      ["addresses", ["not an address"]],
      ["weekdays", [9]],
      ["weekdays", []],
      ["send_at", "7:30"],
      ["send_at", "24:00"],
      ["carga_tipo_id", 999999],
      ["name", ""],
    ] as const) {
      const res = await create(admin, listBody({ [field]: bad }));
      expect(res.statusCode, `${field} ${JSON.stringify(bad)}`).toBe(422);
      expect(Object.keys(res.json().errors).join(), field).toContain(field);
    }
    const huge = await create(
      admin,
      listBody({ addresses: Array.from({ length: 201 }, (_, i) => `a${i}@example.com`) }),
    );
    expect(huge.statusCode).toBe(422);
  });

  it("a change leaves what it does not mention as it was", async () => {
    const { t, admin } = given();
    const made = (await create(admin, listBody({ intro: "Good morning", client_columns: false }))).json();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/v1/distribution-lists/${made.id}`,
      headers: bearer(admin),
      payload: { send_at: "08:15" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      send_at: "08:15",
      intro: "Good morning",
      client_columns: false,
      addresses: made.addresses,
      weekdays: [4],
    });
    await t.app.inject({ method: "DELETE", url: `/api/v1/distribution-lists/${made.id}`, headers: bearer(admin) });
  });
});

describe("sending on schedule", () => {
  it("goes out once at 07:30 in Manaus on its weekday, whatever the number of ticks at that instant", async () => {
    const { t, operator } = given();
    await t.app.db.delete(distributionLists);
    const made = (await create(operator.token, listBody())).json();
    t.mail.length = 0;
    // Thursday 26 November 2026.
    expect(await t.app.distribution.runDue(new Date("2026-11-26T11:29:00Z"))).toBe(0);
    const due = new Date("2026-11-26T11:30:00Z");
    // Two instances' ticks in flight together: one claims the day, the other finds it claimed.
    const ran = await Promise.all([t.app.distribution.runDue(due), t.app.distribution.runDue(due)]);
    expect(ran.sort()).toEqual([0, 1]);
    expect(await t.app.distribution.runDue(new Date("2026-11-26T15:00:00Z"))).toBe(0);
    expect(t.mail.map((m) => m.to).sort()).toEqual(["ops@example.com", "trader@example.com"]);
    // Not on Friday, and not again on Thursday once six hours late (an instance down all morning).
    expect(await t.app.distribution.runDue(new Date("2026-11-27T11:31:00Z"))).toBe(0);
    await t.app.db.delete(distributionRuns);
    expect(await t.app.distribution.runDue(new Date("2026-11-26T17:31:00Z"))).toBe(0);

    const detail = await t.app.inject({
      url: `/api/v1/distribution-lists/${made.id}`,
      headers: bearer(operator.token),
    });
    expect(detail.json().runs).toEqual([]);
  });

  it("mails the line-up with client columns, says which terminal was not updated today, and unsubscribes one address only", async () => {
    const { t, operator, at, parties } = given();
    await t.app.db.delete(distributionLists);
    await t.app.db
      .update(terminais)
      .set({ atualizado_data: "2026-11-25T20:00:00Z" })
      .where(eq(terminais.id, at.terminal.id));
    const made = (await create(operator.token, listBody({ intro: "Good morning,\nthe line-up." }))).json();
    t.mail.length = 0;
    expect(await t.app.distribution.runDue(new Date("2026-11-26T11:30:00Z"))).toBe(1);
    const [mail] = mailsTo("trader@example.com");
    if (!mail) return expect.fail("no mail to the trader");
    expect(mail.subject).toBe("Morning line-up: Manaus " + `${at.type.name} line-up of 26/11/2026`);
    expect(mail.html).toContain("Good morning,<br>the line-up.");
    expect(mail.text).toContain(
      `Terminal ${at.terminal.name} was not marked updated today (last on 25/11/2026 at 16:00).`,
    );
    const rows = await sheetOf(mail);
    expect(rows[0]).not.toContain("Receiver | Shipper");
    expect(rows[0]).toContain("Charterer");
    expect(rows.some((r) => r.includes(parties.vessel.name))).toBe(true);
    const link =
      /<(http[^>]+)>/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? expect.fail("no unsubscribe link");
    const url = new URL(link);
    const out = await t.app.inject({ method: "POST", url: `${url.pathname}${url.search}` });
    const unsubscribed = `This address will no longer receive the line-up “${made.name}”.`;
    expectWordPage(out, 200, "Unsubscribed", unsubscribed);
    const after = await t.app.inject({ url: `/api/v1/distribution-lists/${made.id}`, headers: bearer(operator.token) });
    expect(after.json().addresses).toEqual(["ops@example.com"]);
    const forged = await t.app.inject({ url: `${url.pathname}?token=${made.id}.dHJhZGVy.${"A".repeat(43)}` });
    const invalid = "This unsubscribe link is not valid. Use the link of the e-mail you received.";
    expectWordPage(forged, 400, "Link not valid", invalid);
  });

  it("sends now by hand, logging a refused address beside the delivered one", async () => {
    const { t, operator } = given();
    await t.app.db.delete(distributionLists);
    const made = (
      await create(operator.token, listBody({ addresses: ["ops@example.com", "gone@example.com"] }))
    ).json();
    const send = t.app.mailer.send;
    t.app.mailer.send = async (m) => {
      if (m.to === "gone@example.com")
        throw Object.assign(new Error("refused"), { code: "EENVELOPE", response: "550 5.1.1 No such user" });
      return send(m);
    };
    try {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/v1/distribution-lists/${made.id}/send`,
        headers: bearer(operator.token),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        scheduled: false,
        sent: 1,
        failed: 1,
        deliveries: [
          { address: "ops@example.com", delivered: true },
          { address: "gone@example.com", delivered: false, detail: "550 5.1.1 No such user" },
        ],
      });
    } finally {
      t.app.mailer.send = send;
    }
    const list = await t.app.inject({ url: "/api/v1/distribution-lists", headers: bearer(operator.token) });
    expect(list.json().data[0].last_run).toMatchObject({ sent: 1, failed: 1 });
  });

  it("sends nothing, and says why, once its owner no longer keeps the port", async () => {
    const { t, admin, at } = given();
    await t.app.db.delete(distributionLists);
    const owner = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, owner.user.id, [at.port.id]);
    const made = (await create(owner.token, listBody())).json();
    await t.app.db.delete(userPortos).where(eq(userPortos.user_id, owner.user.id));
    t.mail.length = 0;
    expect(await t.app.distribution.runDue(new Date("2026-11-26T11:30:00Z"))).toBe(1);
    expect(t.mail).toEqual([]);
    const detail = await t.app.inject({ url: `/api/v1/distribution-lists/${made.id}`, headers: bearer(admin) });
    expect(detail.json().runs[0]).toMatchObject({ sent: 0, note: expect.stringMatching(/no longer keeps this port/) });
  });

  it("fifty addresses, Mon–Fri 08:30 in São Paulo: one e-mail each at 08:30 with a download's sheet minus Receiver and Agency, none on Saturday, an unsubscribed address alone left out", async () => {
    const { t, operator, at } = given();
    await t.app.db.delete(distributionLists);
    await t.app.db.update(portos).set({ time_zone: "America/Sao_Paulo" }).where(eq(portos.id, at.port.id));
    try {
      const addresses = Array.from({ length: 50 }, (_, i) => `trader${i}@example.com`);
      const made = await create(operator.token, listBody({ addresses, weekdays: [1, 2, 3, 4, 5], send_at: "08:30" }));
      expect(made.statusCode, made.body).toBe(201);
      t.mail.length = 0;
      // Friday 27 November 2026, 08:30 in São Paulo (UTC−3) is 11:30 UTC; ticks a minute apart until noon.
      for (let minute = 0; minute < 30; minute += 1)
        await t.app.distribution.runDue(new Date(Date.parse("2026-11-27T11:29:00Z") + minute * 60_000));
      expect(t.mail.map((m) => m.to).sort()).toEqual([...addresses].sort());

      // The same spreadsheet as a staff download at that instant, without Receiver, the client type, Line ID and Version.
      const download = await t.app.inject({
        method: "POST",
        url: "/api/v1/lineups/download/all",
        headers: bearer(operator.token),
        payload: { carga_tipo_id: at.type.id, porto_id: [at.port.id], agencia: 0 },
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
      const rows = rowsOf(book.worksheets[0] ?? expect.fail("no sheet"));
      const header = rows[0] ?? [];
      const dropped = new Set(
        ["Receiver | Shipper", "Line ID", "Version"].concat(header.filter((h) => h.endsWith(" client"))),
      );
      const kept = header.map((h, i) => (dropped.has(h) ? -1 : i)).filter((i) => i >= 0);
      const mail = t.mail[0] ?? expect.fail("no mail");
      expect(await sheetOf(mail)).toEqual(rows.map((r) => kept.map((i) => r[i] ?? "")));
      expect((await sheetOf(mail))[0]).not.toContain("Agency");

      t.mail.length = 0;
      expect(await t.app.distribution.runDue(new Date("2026-11-28T11:30:00Z"))).toBe(0);
      const link = /<(http[^>]+)>/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? expect.fail("no link");
      const url = new URL(link);
      expect((await t.app.inject({ method: "POST", url: `${url.pathname}${url.search}` })).statusCode).toBe(200);
      // Monday 30 November: everyone but the address that left.
      expect(await t.app.distribution.runDue(new Date("2026-11-30T11:30:00Z"))).toBe(1);
      expect(t.mail).toHaveLength(49);
      expect(t.mail.map((m) => m.to)).not.toContain(mail.to);
    } finally {
      await t.app.db.update(portos).set({ time_zone: "America/Manaus" }).where(eq(portos.id, at.port.id));
    }
  });
});
