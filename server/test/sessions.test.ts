import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { activityLogs, sessions, users } from "../src/db/schema";
import { assignPorts, makePort, type Place } from "./factories";
import { bearer, createUser, login, multipart, startApp, type TestApp, sendForm } from "./helpers";
import { listen, openRaw } from "./live/live-helpers";

/**
 * Sessions end when they should (issue 19, "Sessions"): logout, a password
 * change, a role or scope change and disabling end the session's access tokens
 * at once, on every instance (two apps on one PostgreSQL database when
 * DATABASE_URL is set), and close its live sockets; a reused refresh token ends
 * its whole family and is logged.
 */
let t: TestApp;
/** A second instance on the same database (PostgreSQL), or the same app on PGlite. */
let other: TestApp | undefined;
let origin: string;
let port: Place;

beforeAll(async () => {
  t = await startApp();
  if (t.databaseUrl) other = await startApp({}, undefined, { databaseUrl: t.databaseUrl });
  origin = await listen(t.app);
  port = await makePort(t.app, "Santos");
});
afterAll(async () => {
  await other?.close(true);
  await t.close();
});

const instances = () => [t.app, ...(other ? [other.app] : [])];
const me = (app: TestApp["app"], token: string) => app.inject({ url: "/api/v1/me", headers: bearer(token) });
const refresh = (refresh_token: string) =>
  t.app.inject({ method: "POST", url: "/api/v1/oauth/token", payload: { grant_type: "refresh_token", refresh_token } });
/** Every instance refuses the token within a second (waits for it, never sleeps a fixed time). */
async function refusedEverywhere(token: string): Promise<void> {
  for (const app of instances()) {
    const start = Date.now();
    let status = 0;
    while (Date.now() - start < 1000 && (status = (await me(app, token)).statusCode) !== 401);
    expect(status, "answer within one second").toBe(401);
  }
}
const liveUrl = (token: string) =>
  `${origin}/api/v1/live/terminais/${port.terminal.id}?token=${encodeURIComponent(token)}`;

describe("ending a session", () => {
  it("logout refuses that session's access token on every instance and closes its socket with 4401; other sessions go on", async () => {
    const u = await createUser(t.app, ROLE.admin);
    const second = await login(t.app, u.email, u.password);
    for (const app of instances()) expect((await me(app, u.token)).statusCode).toBe(200);
    const socket = openRaw(liveUrl(u.token));
    expect(await socket.outcome).toBe("joined");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/logout",
      payload: { refresh_token: u.refreshToken },
      headers: bearer(u.token),
    });
    expect(res.statusCode).toBe(204);
    await refusedEverywhere(u.token);
    expect(await socket.closed).toBe(4401);
    expect((await refresh(u.refreshToken)).statusCode).toBe(401);
    expect((await me(t.app, second.access_token)).statusCode).toBe(200);
  });

  it("a password change ends the other sessions at once, everywhere, and keeps the one that made it", async () => {
    const u = await createUser(t.app, ROLE.operator);
    const elsewhere = await login(t.app, u.email, u.password);
    const form = multipart({ password: "another-password", password_confirmation: "another-password" });
    const res = await sendForm(t.app, u.token, "POST", "/me", form);
    expect(res.statusCode).toBe(200);
    await refusedEverywhere(elsewhere.access_token);
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(401);
    for (const app of instances()) expect((await me(app, u.token)).statusCode).toBe(200);
  });

  it("a role or scope change refuses the tokens issued before (everywhere) and closes the socket; a refresh carries on with the new access", async () => {
    const admin = await createUser(t.app, ROLE.admin);
    const op = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, op.user.id, [port.port.id]);
    const socket = openRaw(liveUrl(op.token));
    expect(await socket.outcome).toBe("joined");
    const form = multipart({
      name: op.user.name,
      email: op.email,
      role_id: String(ROLE.basicAdmin),
      "porto_ids[]": String(port.port.id),
    });
    const res = await sendForm(t.app, admin.token, "PUT", `/users/${op.user.id}`, form);
    expect(res.statusCode).toBe(200);
    await refusedEverywhere(op.token);
    expect(await socket.closed).toBe(4401);
    const renewed = await refresh(op.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const now = await me(t.app, renewed.json().access_token);
    expect(now.json().role_id).toBe(ROLE.basicAdmin);
  });

  it("disabling an account refuses its tokens on every instance within a second and closes its sockets", async () => {
    const u = await createUser(t.app, ROLE.admin);
    const socket = openRaw(liveUrl(u.token));
    expect(await socket.outcome).toBe("joined");
    // By hand in the database: no route announces it, the instances find it in PostgreSQL.
    await t.app.db.update(users).set({ disabled_at: new Date().toISOString() }).where(eq(users.id, u.user.id));
    await refusedEverywhere(u.token);
    expect(await socket.closed).toBe(4401);
    expect((await refresh(u.refreshToken)).statusCode).toBe(401);
  });

  it("an access token that names no session is refused", async () => {
    const u = await createUser(t.app, ROLE.admin);
    const legacy = t.app.jwt.sign({ sub: u.user.id, role_id: ROLE.admin }, { expiresIn: 60 });
    expect((await me(t.app, legacy)).statusCode).toBe(401);
  });
});

describe("refresh token reuse", () => {
  it("presenting a spent refresh token ends the whole family, closes its sockets and is logged", async () => {
    const u = await createUser(t.app, ROLE.admin);
    const rotated = await refresh(u.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json();
    const socket = openRaw(liveUrl(next.access_token));
    expect(await socket.outcome).toBe("joined");

    expect((await refresh(u.refreshToken)).statusCode).toBe(401);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    await refusedEverywhere(next.access_token);
    expect(await socket.closed).toBe(4401);
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.user_id, u.user.id));
    expect(session?.end_reason).toBe("reuse");
    const logged = await t.app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.user_id, u.user.id), eq(activityLogs.subject_type, "users")));
    expect(logged.map((l) => l.description).join("\n")).toMatch(/refresh token already used was presented again/);
  });

  it("two refreshes with one token at the same moment: at most one pair is issued, and the family ends", async () => {
    const u = await createUser(t.app, ROLE.admin);
    const answers = await Promise.all(Array.from({ length: 4 }, () => refresh(u.refreshToken)));
    const issued = answers.filter((a) => a.statusCode === 200);
    expect(issued.length).toBeLessThanOrEqual(1);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.statusCode)).toEqual(
      Array(answers.length - issued.length).fill(401),
    );
    for (const a of issued) await refusedEverywhere(a.json().access_token);
  });
});
