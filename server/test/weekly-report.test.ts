import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { parseWeeklyReportAt } from "../src/config";
import { activityLogs, cargas, jobRuns, lineupFieldEvents, weeklyReportSubscriptions } from "../src/db/schema";
import { lastSlot, reportWeeks } from "../src/reports/weekly-schedule";
import { assignComms, assignPorts, makeLineupRow, makePort, type Place } from "./factories";
import { bearer, createUser, startApp, type TestApp, type TestUser, lastActivity, withApp } from "./helpers";
import { texts, workbook } from "./sheets";
import { smtpCapture } from "./smtp-capture";
import { expectWordPage } from "./word-page";

const smtp = smtpCapture();
const { received } = smtp;

const DAY = 86_400_000;
// The week's time one minute ago, so a round is due now.
const due = new Date(Date.now() - 60_000);
const schedule = { day: due.getUTCDay(), minutes: due.getUTCHours() * 60 + due.getUTCMinutes(), zone: "UTC" };
const slot = lastSlot(new Date(), schedule);
const sendDay = Date.UTC(slot.getUTCFullYear(), slot.getUTCMonth(), slot.getUTCDate());
const at = (days: number, hours = 0) => new Date(sendDay + days * DAY + hours * 3_600_000).toISOString();

let t: TestApp;
let smtpUrl: string;
let admin: TestUser;
let operator: TestUser;
let client: TestUser;
let santos: Place;
let paranagua: Place;
let otherComm: typeof cargas.$inferSelect;

beforeAll(async () => {
  smtpUrl = await smtp.listen();
  t = await startApp({ smtpUrl, weeklyReportAt: schedule, appUrl: "https://lineups.example" }, undefined, {
    realMailer: true,
  });
  admin = await createUser(t.app, ROLE.admin, { name: "Ada Admin" });
  operator = await createUser(t.app, ROLE.operator, { name: "Ana Operator", email: "ana@agency.example" });
  client = await createUser(t.app, ROLE.client, { name: "Carl Client", email: "carl@trader.example" });
  santos = await makePort(t.app, "Santos");
  paranagua = await makePort(t.app, "Paranaguá");
  await assignPorts(t.app, operator.user.id, [santos.port.id]);
  // A second comm of Santos' type that the client does not see.
  [otherComm] = (await t.app.db
    .insert(cargas)
    .values({ tipo_id: santos.type.id, name: "Corn", synonym: "CO" })
    .returning()) as [typeof cargas.$inferSelect];
  await assignComms(t.app, client.user.id, [santos.comm.id]);

  // Santos' line-up now: berthed 2 calls (30,000 + 20,000 t), waiting 2 (10,000 t + 5,000 m³, not tonnes),
  // expected 3 (7,000 t of the other comm, 3,000 t POB, 1,000 t); one sailed and a note left out.
  const loading = await makeLineupRow(t.app, santos, { status: "Loading", qty: "30000" });
  const discharging = await makeLineupRow(t.app, santos, { status: "Discharging", qty: "20000" });
  await makeLineupRow(t.app, santos, { status: "Waiting", qty: "10000" });
  await makeLineupRow(t.app, santos, { status: "Waiting", qty: "5000", qty_unidade: "m³" });
  await makeLineupRow(t.app, santos, { status: "Expected", qty: "7000", carga_id: otherComm.id });
  await makeLineupRow(t.app, santos, { status: "POB hh:mm lt", pob: "10:30", qty: "3000" });
  await makeLineupRow(t.app, santos, { status: "Expected", qty: "1000" });
  const sailed = await makeLineupRow(t.app, santos, { status: "Sailed", qty: "40000" });
  await makeLineupRow(t.app, santos, {
    is_observacao: 1,
    observacao: "Swell on Friday",
    status: "Expected",
    qty: "99999",
  });
  // Paranaguá: a call no Santos subscriber may count.
  await makeLineupRow(t.app, paranagua, { status: "Waiting", qty: "60000" });

  // Waiting: this week 2 days (loading) and 3 days (discharging) → mean 2.5; the week before 1 day (sailed since).
  const status = (
    row: { id: number; terminal_id: number; porto_id: number },
    before: string | null,
    after: string,
    when: string,
  ) => ({
    lineup_id: row.id,
    terminal_id: row.terminal_id,
    porto_id: row.porto_id,
    field: "status",
    before,
    after,
    at: when,
  });
  await t.app.db
    .insert(lineupFieldEvents)
    .values([
      status(loading, "Expected", "Waiting", at(-6)),
      status(loading, "Waiting", "Loading", at(-4)),
      status(discharging, "Expected", "Waiting", at(-5, 12)),
      status(discharging, "Waiting", "Discharging", at(-2, 12)),
      status(sailed, "Expected", "Waiting", at(-13)),
      status(sailed, "Waiting", "Loading", at(-12)),
      status(sailed, "Loading", "Sailed", at(-11)),
    ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const list = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/v1/me/weekly-reports", headers: bearer(token) });
const subscribe = (token: string, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/me/weekly-reports",
    headers: bearer(token),
    payload: payload as object,
  });

describe("WEEKLY_REPORT_AT and the week reported", () => {
  it("reads a weekday and a time, in UTC or an IANA zone, or off, and refuses anything else in words", () => {
    expect(parseWeeklyReportAt(undefined)).toEqual({ day: 1, minutes: 7 * 60, zone: "UTC" });
    expect(parseWeeklyReportAt("Friday 18:30")).toEqual({ day: 5, minutes: 18 * 60 + 30, zone: "UTC" });
    expect(parseWeeklyReportAt("mon 08:30 America/Sao_Paulo")).toEqual({
      day: 1,
      minutes: 8 * 60 + 30,
      zone: "America/Sao_Paulo",
    });
    expect(parseWeeklyReportAt("off")).toBeUndefined();
    expect(() => parseWeeklyReportAt("monday 25:00")).toThrow(
      'Invalid configuration: WEEKLY_REPORT_AT="monday 25:00"; expected a weekday and a time such as mon 07:00 (UTC) or mon 07:00 America/Sao_Paulo, or off.',
    );
    expect(() => parseWeeklyReportAt("mon 07:00 Mars/Olympus")).toThrow(/WEEKLY_REPORT_AT/);
    expect(() => parseWeeklyReportAt("someday")).toThrow(/WEEKLY_REPORT_AT/);
  });

  it("goes out at its time in its zone, reporting that zone's days: Monday 08:30 in São Paulo is 11:30 UTC", () => {
    const saoPaulo = { day: 1, minutes: 8 * 60 + 30, zone: "America/Sao_Paulo" };
    expect(lastSlot(new Date("2026-11-23T11:30:00Z"), saoPaulo).toISOString()).toBe("2026-11-23T11:30:00.000Z");
    expect(lastSlot(new Date("2026-11-23T11:29:59Z"), saoPaulo).toISOString()).toBe("2026-11-16T11:30:00.000Z");
    // 01:00 UTC on Tuesday is still Monday evening in São Paulo: that Monday's slot.
    expect(lastSlot(new Date("2026-11-24T01:00:00Z"), saoPaulo).toISOString()).toBe("2026-11-23T11:30:00.000Z");
    // Sent at 22:00 on Sunday in Manaus (02:00 UTC on Monday): the week reported ends on Saturday there.
    const manaus = { day: 0, minutes: 22 * 60, zone: "America/Manaus" };
    const slot = lastSlot(new Date("2026-11-23T02:00:00Z"), manaus);
    expect(slot.toISOString()).toBe("2026-11-23T02:00:00.000Z");
    expect(reportWeeks(slot, manaus.zone)[0]).toEqual({ from: "2026-11-15", to: "2026-11-21" });
  });

  it("sends on the configured day and reports the seven days before it", () => {
    const monday7 = { day: 1, minutes: 7 * 60, zone: "UTC" };
    expect(lastSlot(new Date("2026-11-23T07:00:00Z"), monday7).toISOString()).toBe("2026-11-23T07:00:00.000Z");
    expect(lastSlot(new Date("2026-11-23T06:59:59Z"), monday7).toISOString()).toBe("2026-11-16T07:00:00.000Z");
    expect(lastSlot(new Date("2026-11-26T12:00:00Z"), monday7).toISOString()).toBe("2026-11-23T07:00:00.000Z");
    expect(reportWeeks(new Date("2026-11-23T07:00:00Z")).slice(0, 2)).toEqual([
      { from: "2026-11-16", to: "2026-11-22" },
      { from: "2026-11-09", to: "2026-11-15" },
    ]);
  });
});

describe("/me/weekly-reports", () => {
  it("asks for a sign-in", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v1/me/weekly-reports" })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/v1/me/weekly-reports",
          payload: { porto_id: santos.port.id, carga_tipo_id: santos.type.id },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: "/api/v1/me/weekly-reports/1" })).statusCode).toBe(401);
  });

  it("offers an operator their ports only, a client the types of their comms only, and says when reports go out", async () => {
    const op = (await list(operator.token)).json();
    expect(op.data).toEqual([]);
    expect(op.options.portos.map((p: { name: string }) => p.name)).toEqual(["Santos"]);
    expect(op.schedule).toMatch(/^[A-Z][a-z]+days at \d{2}:\d{2} UTC$/);
    const cl = (await list(client.token)).json();
    expect(cl.options.portos.map((p: { name: string }) => p.name).sort()).toEqual(["Paranaguá", "Santos"]);
    expect(cl.options.cargas_tipos).toEqual([{ id: santos.type.id, name: santos.type.name }]);
  });

  it("refuses, in words, a port the operator does not see and a comm type none of the client's comms has", async () => {
    const port = await subscribe(operator.token, { porto_id: paranagua.port.id, carga_tipo_id: santos.type.id });
    expect(port.statusCode).toBe(422);
    expect(port.json().errors).toEqual({
      porto_id: ["You may only subscribe to the ports whose line-ups you can see."],
    });
    const type = await subscribe(client.token, { porto_id: santos.port.id, carga_tipo_id: paranagua.type.id });
    expect(type.statusCode).toBe(422);
    expect(type.json().errors).toEqual({
      carga_tipo_id: ["You may only subscribe to the comm types of the comms assigned to you."],
    });
    const missing = await subscribe(admin.token, { porto_id: 999999, carga_tipo_id: 999998 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      porto_id: ["This port does not exist."],
      carga_tipo_id: ["This comm type does not exist."],
    });
  });

  it("refuses malformed input with 422", async () => {
    for (const payload of [
      {},
      { porto_id: "Santos", carga_tipo_id: santos.type.id },
      { porto_id: santos.port.id },
      { porto_id: -1, carga_tipo_id: santos.type.id },
    ]) {
      const res = await subscribe(operator.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/v1/me/weekly-reports/abc", headers: bearer(operator.token) }))
        .statusCode,
    ).toBe(422);
  });

  it("subscribes once, even with the same request twice at once, and logs it", async () => {
    const payload = { porto_id: santos.port.id, carga_tipo_id: santos.type.id };
    const both = await Promise.all([subscribe(operator.token, payload), subscribe(operator.token, payload)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json().id).toBe(both[1]!.json().id);
    expect(both[0]!.json()).toMatchObject({
      porto: { id: santos.port.id, name: "Santos" },
      carga_tipo: { id: santos.type.id, name: santos.type.name },
    });
    const rows = await t.app.db
      .select()
      .from(weeklyReportSubscriptions)
      .where(eq(weeklyReportSubscriptions.user_id, operator.user.id));
    expect(rows).toHaveLength(1);
    expect((await list(operator.token)).json().data.map((s: { id: number }) => s.id)).toEqual([rows[0]!.id]);
    const log = await lastActivity(t.app, "weekly_report_subscriptions");
    expect(log?.description).toBe(`Ana Operator subscribed to the weekly report of Santos ${santos.type.name}`);
    expect((await subscribe(client.token, payload)).statusCode).toBe(201);
  });

  it("lets nobody list or cancel another user's subscription", async () => {
    const [mine] = (await list(operator.token)).json().data;
    expect((await list(client.token)).json().data.map((s: { id: number }) => s.id)).not.toContain(mine.id);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/me/weekly-reports/${mine.id}`,
      headers: bearer(client.token),
    });
    expect(res.statusCode).toBe(404);
    expect((await list(operator.token)).json().data).toHaveLength(1);
  });

  it("cancels one's own subscription", async () => {
    const made = await subscribe(admin.token, { porto_id: paranagua.port.id, carga_tipo_id: paranagua.type.id });
    expect(made.statusCode).toBe(201);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/me/weekly-reports/${made.json().id}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(204);
    expect((await list(admin.token)).json().data).toEqual([]);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/me/weekly-reports/${made.json().id}`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(404);
  });
});

/** The line of a table in the mail's plain text: the numbers after a label. */
const line = (text: string, label: string) =>
  text
    .split("\n")
    .find((l) => l.startsWith(label) && /^\s{2,}/.test(l.slice(label.length)))
    ?.replace(/\s+/g, " ")
    .trim();
const mailTo = (address: string) => received.filter((r) => r.to.includes(address));

describe("the weekly round", () => {
  it("sends each subscriber one e-mail with counts, tonnes and waiting times of what they may see, and the line-up attached", async () => {
    // A subscriber whose address the mail server refuses: logged, and the others still get theirs.
    const gone = await createUser(t.app, ROLE.admin, { name: "Gil Gone", email: "gil@refused.example" });
    expect((await subscribe(gone.token, { porto_id: santos.port.id, carga_tipo_id: santos.type.id })).statusCode).toBe(
      201,
    );
    const before = received.length;
    const round = await t.app.weeklyReports.runRound();
    expect(round).toMatchObject({ ran: true, sent: 2, failed: 1 });
    expect(received.length - before).toBe(2);
    const [refused] = await t.app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.subject_type, "weekly_report"), eq(activityLogs.user_id, gone.user.id)));
    expect(refused?.description).toMatch(
      /^Weekly report to Gil Gone \(gil@refused\.example\) was not delivered: .*Mailbox unavailable/,
    );
    expect(refused?.new_model).toMatchObject({ delivered: false });

    const ana = mailTo("ana@agency.example");
    expect(ana).toHaveLength(1);
    const mail = ana[0]!.mail;
    const week = reportWeeks(slot)[0]!;
    const period = `${week.from.slice(8, 10)}/${week.from.slice(5, 7)}–${week.to.slice(8, 10)}/${week.to.slice(5, 7)}/${week.to.slice(0, 4)}`;
    expect(mail.subject).toBe(`Weekly line-up report ${period}: Santos ${santos.type.name}`);
    const text = mail.text ?? "";
    expect(line(text, "Berthed")).toBe("Berthed 2 50,000 t");
    expect(line(text, "Waiting")).toBe("Waiting 2 10,000 t");
    expect(line(text, "Expected")).toBe("Expected 3 11,000 t");
    expect(text).toContain(
      "Waiting time: 2.5 days this week, 1.5 days longer than the previous weeks' average of 1.0 days.",
    );
    expect(line(text, `${period} (this week)`)).toBe(`${period} (this week) 2 2.5 days`);
    expect(text).not.toContain("Paranaguá");

    const [attachment, ...others] = mail.attachments;
    expect(others).toHaveLength(0);
    expect(attachment?.filename).toBe(`lineup-santos-${santos.type.name.toLowerCase().replace(/ /g, "-")}.xlsx`);
    const [sheet] = await workbook(attachment!.content);
    const statuses = texts(sheet!)
      .slice(1)
      .map((r) => r[2])
      .filter(Boolean)
      .sort();
    // The board's default: everything but Sailed.
    expect(statuses).toEqual(
      ["Discharging", "Expected", "Expected", "Loading", "POB 10:30 lt", "Waiting", "Waiting"].sort(),
    );
    // The mail client's own Unsubscribe button (mailparser reads List-* headers into "list").
    const listHeaders = mail.headers.get("list") as {
      unsubscribe?: { url?: string };
      "unsubscribe-post"?: { name?: string };
    };
    expect(listHeaders.unsubscribe?.url).toMatch(
      /^https:\/\/lineups\.example\/api\/v1\/weekly-reports\/unsubscribe\?token=/,
    );
    expect(listHeaders["unsubscribe-post"]?.name).toBe("List-Unsubscribe=One-Click");

    // The client sees their comm only: the 7,000 t of the other comm is not theirs.
    const carl = mailTo("carl@trader.example");
    expect(carl).toHaveLength(1);
    const carlText = carl[0]!.mail.text ?? "";
    expect(line(carlText, "Expected")).toBe("Expected 2 4,000 t");
    expect(line(carlText, "Berthed")).toBe("Berthed 2 50,000 t");
    const [carlSheet] = await workbook(carl[0]!.mail.attachments[0]!.content);
    expect(
      texts(carlSheet!)
        .slice(1)
        .filter((r) => r[2]).length,
    ).toBe(6);

    const logs = (
      await t.app.db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.subject_type, "weekly_report"))
        .orderBy(activityLogs.id)
    ).filter((l) => l.user_id !== gone.user.id);
    expect(logs.map((l) => l.user_id).sort()).toEqual([operator.user.id, client.user.id].sort());
    expect(logs.find((l) => l.user_id === operator.user.id)?.description).toBe(
      `Weekly report of ${week.from.slice(8, 10)}/${week.from.slice(5, 7)}/${week.from.slice(0, 4)}–${week.to.slice(8, 10)}/${week.to.slice(5, 7)}/${week.to.slice(0, 4)} e-mailed to Ana Operator (ana@agency.example): Santos ${santos.type.name}`,
    );
    expect(logs[0]?.new_model).toMatchObject({ delivered: true, via: "smtp" });
  });

  it("sends the week's round once: a second round, even several at once, sends nothing", async () => {
    const before = received.length;
    const rounds = await Promise.all([
      t.app.weeklyReports.runRound(),
      t.app.weeklyReports.runRound(),
      t.app.weeklyReports.runRound(),
    ]);
    expect(rounds.filter((r) => r.ran)).toHaveLength(0);
    expect(received.length).toBe(before);
  });

  it("unsubscribes through the e-mail's link, without a sign-in, in words, and again harmlessly", async () => {
    const html = String(mailTo("ana@agency.example")[0]!.mail.html);
    const href = /href="(https:\/\/lineups\.example\/api\/v1\/weekly-reports\/unsubscribe\?token=[^"]+)"/.exec(
      html,
    )?.[1];
    expect(href).toBeTruthy();
    const url = new URL(href!.replace(/&amp;/g, "&"));
    const first = await t.app.inject({ method: "GET", url: url.pathname + url.search });
    expectWordPage(
      first,
      200,
      "Unsubscribed",
      `You are unsubscribed from the weekly report of Santos ${santos.type.name}: it will no longer be sent to you. ` +
        "Your other weekly reports, if any, continue.",
    );
    expect(first.body).not.toContain("ana@agency.example");
    expect((await list(operator.token)).json().data).toEqual([]);
    expect((await list(client.token)).json().data).toHaveLength(1);
    const second = await t.app.inject({ method: "GET", url: url.pathname + url.search });
    expectWordPage(
      second,
      200,
      "Already unsubscribed",
      `You are not subscribed to the weekly report of Santos ${santos.type.name}: it is no longer sent to you.`,
    );

    // A token changed by hand (another user's id) is refused.
    const token = url.searchParams.get("token")!;
    const forged = token.replace(/^\d+/, String(client.user.id));
    const bad = await t.app.inject({
      method: "GET",
      url: `/api/v1/weekly-reports/unsubscribe?token=${encodeURIComponent(forged)}`,
    });
    expectWordPage(
      bad,
      400,
      "Link not valid",
      "This unsubscribe link is not valid: it may have been cut short when copied. Open it from the e-mail again, " +
        "or unsubscribe on your profile page.",
    );
    expect((await list(client.token)).json().data).toHaveLength(1);
  });

  it("answers the mail client's one-click POST (RFC 8058)", async () => {
    const carl = mailTo("carl@trader.example")[0]!.mail;
    const url = new URL((carl.headers.get("list") as { unsubscribe: { url: string } }).unsubscribe.url);
    const res = await t.app.inject({
      method: "POST",
      url: url.pathname + url.search,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("You are unsubscribed");
    expect((await list(client.token)).json().data).toEqual([]);
  });

  it("sends no round when off or once the day of the week's time has passed", async () => {
    await withApp({ weeklyReportAt: undefined }, {}, async (off) => {
      expect(await off.app.weeklyReports.runRound()).toEqual({ ran: false, reason: "off" });
    });
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    const lastDue = {
      day: twoDaysAgo.getUTCDay(),
      minutes: twoDaysAgo.getUTCHours() * 60 + twoDaysAgo.getUTCMinutes(),
      zone: "UTC",
    };
    await withApp({ weeklyReportAt: lastDue }, {}, async (late) => {
      expect(await late.app.weeklyReports.runRound()).toEqual({ ran: false, reason: "not due" });
    });
  });
});

describe("two instances on one PostgreSQL", () => {
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "send the week's round once between them, rounds in flight together",
    async () => {
      const settings = { smtpUrl, weeklyReportAt: schedule, appUrl: "https://lineups.example" };
      await withApp(settings, { databaseUrl: t.databaseUrl, realMailer: true }, async (second) => {
        await t.app.db
          .insert(weeklyReportSubscriptions)
          .values({ user_id: operator.user.id, porto_id: santos.port.id, carga_tipo_id: santos.type.id });
        // A new week: the last round is older than this week's time.
        await t.app.db
          .update(jobRuns)
          .set({ ran_at: new Date(slot.getTime() - 60_000).toISOString() })
          .where(eq(jobRuns.name, "weekly-report"));
        const before = received.length;
        const instances = [t.app.weeklyReports, second.app.weeklyReports];
        const rounds = await Promise.all([...instances, ...instances, ...instances].map((w) => w.runRound()));
        expect(rounds.filter((r) => r.ran)).toHaveLength(1);
        expect(rounds.filter((r) => !r.ran).map((r) => (r.ran ? "" : r.reason))).toEqual(
          expect.arrayContaining([expect.stringMatching(/^(locked|not due)$/)]),
        );
        expect(received.length - before).toBe(1);
        expect(received.at(-1)?.to).toEqual(["ana@agency.example"]);
        const logs = await t.app.db
          .select()
          .from(activityLogs)
          .where(and(eq(activityLogs.subject_type, "weekly_report"), eq(activityLogs.user_id, operator.user.id)));
        expect(logs).toHaveLength(2);
      });
    },
  );
});
