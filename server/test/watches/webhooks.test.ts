/**
 * Webhooks and e-mail digests of watches (issue 25): signed JSON events, at least once with the
 * change record's id, retried with back-off, paused after 24 h of failures; URLs that could reach
 * private networks refused; digests once per event, grouped, with a working unsubscribe.
 */
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhooks } from "../../src/db/schema";
import { callFields, makeLineupRow, portTeam, type Place, type Parties } from "../factories";
import { bearer, startApp, type TestApp, type TestUser } from "../helpers";
import { expectWordPage } from "../word-page";
import { change, watch } from "./watch-helpers";

interface Received {
  headers: IncomingMessage["headers"];
  body: string;
}
let t: TestApp;
let receiver: Server;
let url: string;
const received: Received[] = [];
/** What the receiver answers next (then 200): a status, or "hang" to time out. */
const script: (number | "hang")[] = [];
let at: Place;
let parties: Parties;
let admin: TestUser;
let operator: TestUser;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      const next = script.shift() ?? 200;
      if (next === "hang") return;
      res.writeHead(next).end(next === 200 ? "thanks" : "try later");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  t = await startApp({ accessTokenTtlSeconds: 3600 }, undefined, { webhooks: { retryBaseMs: 1, timeoutMs: 300 } });
  ({ ctx: at, p: parties, ana: admin, bob: operator } = await portTeam(t.app));
});
afterAll(async () => {
  await t.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

const post = (token: string, path: string, payload?: object) =>
  t.app.inject({ method: "POST", url: `/api/v1${path}`, headers: bearer(token), ...(payload && { payload }) });
const call = () => makeLineupRow(t.app, at, callFields(at, parties));
const signed = (secret: string, r: Received) =>
  r.headers["x-lineup-signature"] ===
  `v1=${createHmac("sha256", secret)
    .update(`${String(r.headers["x-lineup-timestamp"])}.${r.body}`)
    .digest("hex")}`;
const sendUntilQuiet = async () => {
  for (let i = 0; i < 30; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.app.watches.sendWebhooks();
  }
};

describe("webhook URLs", () => {
  it("refuses private networks, this server and plain HTTP unless an admin allows them", async () => {
    for (const bad of [
      "https://localhost/x",
      "https://169.254.169.254/latest",
      "https://10.0.0.8/x",
      "https://[::1]/x",
      url,
      "ftp://example.com/x",
      "https://u:p@93.184.216.34/x",
    ]) {
      const res = await post(operator.token, "/webhooks", { name: "Bad", url: bad });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors.url[0]).toBeTruthy();
    }
    expect((await post(operator.token, "/webhooks", { name: "Mine", url, allow_private: true })).statusCode).toBe(403);
    const made = await post(admin.token, "/webhooks", { name: "Loopback", url, allow_private: true });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().secret).toMatch(/^whsec_/);
    const read = await t.app.inject({
      method: "GET",
      url: `/api/v1/webhooks/${made.json().id}`,
      headers: bearer(admin.token),
    });
    expect(read.json()).not.toHaveProperty("secret");
  });
});

describe("webhook deliveries", () => {
  it("delivers each watched event signed, with its change record's id, through 3 failures and a timeout", async () => {
    const made = await post(admin.token, "/webhooks", { name: "Receiver", url, allow_private: true });
    const { id, secret } = made.json();
    const row = await call();
    expect((await watch(t.app, admin.token, { kind: "row", lineup_id: row.id, webhook_id: id })).statusCode).toBe(201);
    received.length = 0;
    script.push(500, 503, "hang", 500);
    await change(t.app, admin.token, row.id, { status: "Loading" });
    await t.app.watches.dispatch();
    await sendUntilQuiet();
    expect(received).toHaveLength(5);
    const ids = new Set(received.map((r) => r.headers["x-lineup-event-id"]));
    expect(ids.size).toBe(1);
    expect(received.every((r) => signed(secret, r))).toBe(true);
    const event = JSON.parse(received[4]?.body ?? "{}");
    expect(event).toMatchObject({
      type: "lineup.status_changed",
      before: "Waiting",
      after: "Loading",
      vessel: parties.vessel.name,
      by: "Ana",
    });
    expect(String(event.event_id)).toBe([...ids][0]);
    const log = await t.app.inject({
      method: "GET",
      url: `/api/v1/webhooks/${id}/deliveries`,
      headers: bearer(admin.token),
    });
    expect(log.json()[0]).toMatchObject({
      state: "delivered",
      attempts: 5,
      response_status: 200,
      response_excerpt: "thanks",
    });
    // Redeliver: a new delivery of the same event, same event_id.
    const again = await post(admin.token, `/webhooks/${id}/deliveries/${log.json()[0].id}/redeliver`);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ state: "delivered", event_id: event.event_id });
    // Send test.
    const test = await post(admin.token, `/webhooks/${id}/test`);
    expect(test.json()).toMatchObject({ kind: "test", state: "delivered" });
    expect(JSON.parse(received.at(-1)?.body ?? "{}")).toMatchObject({ type: "test", event_id: null });
  });

  it("pauses a webhook failing for 24 h and tells its owner", async () => {
    const made = await post(admin.token, "/webhooks", { name: "Dying", url, allow_private: true });
    const id: number = made.json().id;
    await t.app.db
      .update(webhooks)
      .set({ failing_since: sql`now() - interval '25 hours'` })
      .where(eq(webhooks.id, id));
    script.push(500);
    await post(admin.token, `/webhooks/${id}/test`);
    const [hook] = await t.app.db.select().from(webhooks).where(eq(webhooks.id, id));
    expect(hook).toMatchObject({ active: false });
    expect(hook?.paused_at).not.toBeNull();
    expect(t.mail.filter((m) => m.subject === "Webhook paused: Dying")).toHaveLength(1);
    const resumed = await t.app.inject({
      method: "PUT",
      url: `/api/v1/webhooks/${id}`,
      headers: bearer(admin.token),
      payload: { active: true },
    });
    expect(resumed.json()).toMatchObject({ active: true, paused_at: null, failing_since: null });
  });
});

describe("e-mail digests", () => {
  it("sends an hourly digest once, grouped, and its link stops the watch's e-mails only", async () => {
    const row = await call();
    const made = await watch(t.app, operator.token, {
      kind: "row",
      lineup_id: row.id,
      email: "hourly",
      moved_hours: 0,
    });
    expect(made.statusCode).toBe(201);
    await change(t.app, operator.token, row.id, { status: "Loading" });
    await change(t.app, operator.token, row.id, { eta: "2031-03-01" });
    await change(t.app, operator.token, row.id, { eta: "2031-03-03" });
    await t.app.watches.dispatch();
    const mine = () => t.mail.filter((m) => m.to === operator.email);
    expect(await t.app.watches.sendEmails(new Date())).toBe(0);
    const later = new Date(Date.now() + 3_600_000);
    expect(await t.app.watches.sendEmails(later)).toBe(1);
    expect(await t.app.watches.sendEmails(later)).toBe(0);
    const [mail] = mine();
    expect(mail?.subject).toMatch(/: 2 changes$/);
    expect(mail?.text).toContain(`Santos · ${at.terminal.name}`);
    expect(mail?.text).toContain("Status Waiting → Loading");
    expect(mail?.text).toContain("ETA moved 2 days later: 01/03/2031 → 03/03/2031");
    const link = /\/api\/v1(\/watches\/unsubscribe\?token=\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const stopped = await t.app.inject({ method: "GET", url: `/api/v1${link}` });
    const inApp = "You will get no more e-mails of this watch. It still tells you in the app.";
    expectWordPage(stopped, 200, "E-mails stopped", inApp);
    const watches = await t.app.inject({
      method: "GET",
      url: `/api/v1/watches?lineup_id=${row.id}`,
      headers: bearer(operator.token),
    });
    expect(watches.json()[0]).toMatchObject({ email: "off" });
    expect((await t.app.inject({ method: "GET", url: "/api/v1/watches/unsubscribe?token=forged" })).statusCode).toBe(
      400,
    );
  });
});
