import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { lineupCargasAfretadores } from "../src/db/schema";
import { assignPorts, makeLineupRow, makeParties, makePort, callFields, type Place } from "./factories";
import { bearer, createUser, startApp, type TestApp, type TestUser, lastActivity } from "./helpers";
import { texts, workbook } from "./sheets";
import { smtpCapture } from "./smtp-capture";

const smtp = smtpCapture();
const { received } = smtp;

let t: TestApp;
let operator: TestUser;
let santos: Place;

beforeAll(async () => {
  t = await startApp({ smtpUrl: await smtp.listen(), mailFrom: "Line-up board <lineups@agency.example>" }, undefined, {
    realMailer: true,
  });
  const admin = await createUser(t.app, ROLE.admin);
  operator = await createUser(t.app, ROLE.operator, { name: "Ana Operator" });
  santos = await makePort(t.app, "Santos");
  await assignPorts(t.app, operator.user.id, [santos.port.id]);
  const p = await makeParties(t.app);
  const call = await makeLineupRow(t.app, santos, { ...callFields(santos, p), qty: "49000.158", eta: "2026-11-20" });
  await t.app.db
    .insert(lineupCargasAfretadores)
    .values({ lineup_id: call.id, carga_id: santos.comm.id, qty: "1000", afretador_id: p.charterer2.id });
  await makeLineupRow(t.app, santos, { is_observacao: 1, observacao: "Swell expected on Friday" });
  // What the admins wrote under E-mail information, with something a mail must never carry.
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/v1/email_information",
    headers: bearer(admin.token),
    payload: {
      description:
        '<p>Dear partner, please find our <strong>line-up</strong> attached.</p><p>Questions: <a href="mailto:ops@agency.example">ops@agency.example</a></p>',
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const send = (email: string, type: "porto" | "terminal" = "porto", token = operator.token) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/sendemail",
    headers: bearer(token),
    payload: {
      carga_tipo_id: santos.type.id,
      porto_id: [santos.port.id],
      terminal_id: santos.terminal.id,
      email,
      type,
    },
  });

const lastExport = () => lastActivity(t.app, "lineups_export");

describe("POST /lineups/sendemail through SMTP", () => {
  it("sends the admins' text above a summary of the attachment, as HTML and plain text, with the spreadsheet", async () => {
    const res = await send("charterer@example.com");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Sended successfully!");
    const got = received.at(-1);
    expect(got?.to).toEqual(["charterer@example.com"]);
    const mail = got!.mail;
    expect(mail.from?.text).toContain("lineups@agency.example");
    expect(mail.subject).toBe(`Line-up ${santos.type.name}: Santos`);

    const html = String(mail.html);
    expect(html).toContain("<p>Dear partner, please find our <strong>line-up</strong> attached.</p>");
    expect(html).toContain('href="mailto:ops@agency.example"');
    expect(html.indexOf("Dear partner")).toBeLessThan(html.indexOf("Attached: lineups.xlsx"));
    expect(html).toContain(`Santos – ${santos.terminal.name}: 1 line-up, 1 split line and 1 note`);
    expect(html).toMatch(/Generated on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC by Ana Operator\./);

    const text = mail.text ?? "";
    expect(text).toContain("Dear partner, please find our line-up attached.");
    expect(text).not.toMatch(/<[a-z]/i);
    expect(text).toContain(`Attached: lineups.xlsx, the ${santos.type.name} line-up`);
    expect(text).toContain(`Santos – ${santos.terminal.name}: 1 line-up, 1 split line and 1 note`);

    const [attachment, ...others] = mail.attachments;
    expect(others).toHaveLength(0);
    expect(attachment?.filename).toBe("lineups.xlsx");
    expect(attachment?.contentType).toContain("spreadsheetml");
    const [sheet] = await workbook(attachment!.content);
    const rows = texts(sheet!);
    expect(rows[1]?.slice(0, 7)).toEqual([
      "NORD VENUS",
      "",
      "Waiting",
      "49000.158",
      "t",
      santos.comm.name,
      "2026-11-20",
    ]);
    expect(sheet!.getRow(2).getCell(4).value).toBe(49000.158);
    expect(sheet!.getRow(2).getCell(7).value).toBeInstanceOf(Date);
    expect(rows[2]?.slice(3, 10)).toEqual(["1000", "t", santos.comm.name, "", "", "", "Bunge"]);

    const log = await lastExport();
    expect(log?.user_id).toBe(operator.user.id);
    expect(log?.description).toBe(
      `Ana Operator e-mailed the ${santos.type.name} line-up (1 line-up in 1 sheet) to charterer@example.com`,
    );
    expect(log?.new_model).toMatchObject({
      email: "charterer@example.com",
      type: "porto",
      delivered: true,
      via: "smtp",
      subject: mail.subject,
    });
    expect(String((log?.new_model as { response: string }).response)).toMatch(/^250/);
  });

  it("strips from the admins' text what a mail must not carry, whatever is stored", async () => {
    const { emailInformation } = await import("../src/db/schema");
    await t.app.db.update(emailInformation).set({
      description: '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(2)">here</a></p>',
    });
    expect((await send("agent@example.com", "terminal")).statusCode).toBe(200);
    const html = String(received.at(-1)?.mail.html);
    expect(html).toContain("Hello");
    expect(html).not.toMatch(/script|onclick|javascript:/i);
  });

  it("refuses an address the mail server refuses, in words, and logs the failed delivery", async () => {
    const before = received.length;
    const res = await send("nobody@refused.example");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([
      "The mail server refused this address (550 5.1.1 Mailbox unavailable). Check the e-mail.",
    ]);
    expect(received.length).toBe(before);
    const log = await lastExport();
    expect(log?.description).toContain(
      "line-up to nobody@refused.example was not delivered: 550 5.1.1 Mailbox unavailable",
    );
    expect(log?.new_model).toMatchObject({ email: "nobody@refused.example", delivered: false });
  });

  it("lets neither clients nor strangers send, and checks the address", async () => {
    const client = await createUser(t.app, ROLE.client);
    const before = received.length;
    expect((await send("a@example.com", "porto", client.token)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/v1/lineups/sendemail",
          payload: { email: "a@example.com", type: "porto" },
        })
      ).statusCode,
    ).toBe(401);
    const bad = await send("two@example.com, three@example.com");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual(["The email field must be a valid email."]);
    expect(received.length).toBe(before);
  });

  it("answers 502 in words when the mail server is gone, and logs it", async () => {
    await smtp.close();
    const res = await send("charterer@example.com");
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe("The e-mail could not be sent: the mail server did not answer. Try again later.");
    const log = await lastExport();
    expect(log?.description).toMatch(
      /^Ana Operator's e-mail of the .* line-up to charterer@example.com was not delivered: /,
    );
    expect(log?.new_model).toMatchObject({ delivered: false });
  });
});
