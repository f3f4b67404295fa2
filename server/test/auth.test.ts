import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MESSAGES, ROLE } from "@lineup/shared";
import { portos, refreshTokens, userPortos } from "../src/db/schema";
import { bearer, createUser, login, multipart, PNG_1X1, startApp, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api/v1${url}`, payload: payload as object, headers });
/** The password grant of `POST /oauth/token`. */
const passwordGrant = (username: string, password: string) =>
  post("/oauth/token", { grant_type: "password", username, password });

describe("POST /oauth/token", () => {
  it("logs in with the password grant and returns bearer tokens", async () => {
    const u = await createUser(t.app, ROLE.operator);
    const res = await passwordGrant(u.email, u.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe("Bearer");
    expect(body.expires_in).toBeGreaterThan(0);
    expect(typeof body.access_token).toBe("string");
    expect(typeof body.refresh_token).toBe("string");
  });

  it("accepts email as an alias of username, case-insensitively", async () => {
    const u = await createUser(t.app, ROLE.client);
    const res = await post("/oauth/token", {
      grant_type: "password",
      email: u.email.toUpperCase(),
      password: u.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it("accepts a form-encoded body as OAuth clients send it", async () => {
    const u = await createUser(t.app, ROLE.client);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/oauth/token",
      payload: `grant_type=password&username=${encodeURIComponent(u.email)}&password=${u.password}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers a wrong password and an unknown e-mail with the same 401", async () => {
    const u = await createUser(t.app, ROLE.operator);
    const wrongPassword = await passwordGrant(u.email, "nope-nope");
    const unknownEmail = await passwordGrant("ghost@test.local", "nope-nope");
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: MESSAGES.invalidCredentials });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it("names the missing fields with 422", async () => {
    const res = await post("/oauth/token", { grant_type: "password" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["password", "username"]);
  });

  it("rejects wrong types and unknown grants with 422, never a 500", async () => {
    for (const payload of [
      { grant_type: "password", username: ["a"], password: { x: 1 } },
      { grant_type: "client_credentials" },
      {},
      "[]",
    ]) {
      const res = await post("/oauth/token", payload, { "content-type": "application/json" });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toBeTypeOf("object");
    }
  });

  it("refuses malformed JSON with 400, a plain-text body with 422 and huge bodies with 413", async () => {
    const bad = await post("/oauth/token", "{not json", { "content-type": "application/json" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    const text = await post("/oauth/token", "hello", { "content-type": "text/plain" });
    expect(text.statusCode).toBe(422);
    const huge = await passwordGrant("x".repeat(2 * 1024 * 1024), "y");
    expect(huge.statusCode).toBe(413);
  });

  it("rotates refresh tokens: the new pair works and the spent token is refused", async () => {
    const u = await createUser(t.app, ROLE.operator);
    const first = await post("/oauth/token", { grant_type: "refresh_token", refresh_token: u.refreshToken });
    expect(first.statusCode).toBe(200);
    expect(first.json().refresh_token).not.toBe(u.refreshToken);
    const me = await t.app.inject({ url: "/api/v1/me", headers: bearer(first.json().access_token) });
    expect(me.json().id).toBe(u.user.id);
    const again = await post("/oauth/token", { grant_type: "refresh_token", refresh_token: u.refreshToken });
    expect(again.statusCode).toBe(401);
  });

  it("rate-limits guessing on the token endpoint", async () => {
    const limited = await startApp({ tokenRateLimit: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: "POST",
          url: "/api/v1/oauth/token",
          payload: { grant_type: "password", username: "a@b.c", password: "wrong-one" },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("GET /me", () => {
  it("returns the user with role name, ports and comms, never the password hash", async () => {
    const u = await createUser(t.app, ROLE.operator);
    const res = await t.app.inject({ url: "/api/v1/me", headers: bearer(u.token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: u.user.id,
      email: u.email,
      role_id: ROLE.operator,
      role_name: "Operator",
      portos: [],
      cargas: [],
    });
    expect(JSON.stringify(body)).not.toContain("password");
  });

  it("answers 401 with the login message without or with a bad token", async () => {
    for (const headers of [{}, bearer("garbage"), { authorization: "Basic abc" }]) {
      const res = await t.app.inject({ url: "/api/v1/me", headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthenticated });
    }
  });
});

describe("POST /me", () => {
  it("updates name and e-mail from a multipart form", async () => {
    const u = await createUser(t.app, ROLE.client);
    const form = multipart({ name: "Renamed Person", email: `renamed-${u.user.id}@test.local` });
    const res = await post("/me", form.payload, { ...form.headers, ...bearer(u.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Renamed Person", email: `renamed-${u.user.id}@test.local` });
  });

  it("stores an image photo and serves it back", async () => {
    const u = await createUser(t.app, ROLE.client);
    const form = multipart({ name: "With Photo" }, { photo: { filename: "me.png", data: PNG_1X1, type: "image/png" } });
    const res = await post("/me", form.payload, { ...form.headers, ...bearer(u.token) });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().photo_url;
    expect(url).toMatch(/^\/api\/v1\/uploads\/avatars\/[a-f0-9]{24}\.png$/);
    const img = await t.app.inject({ url });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/png");
    expect(img.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it("refuses a non-image photo even when it claims to be one", async () => {
    const u = await createUser(t.app, ROLE.client);
    const form = multipart(
      {},
      { photo: { filename: "evil.png", data: Buffer.from("<script>alert(1)</script>"), type: "image/png" } },
    );
    const res = await post("/me", form.payload, { ...form.headers, ...bearer(u.token) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.photo[0]).toMatch(/must be an image/);
  });

  it("refuses a photo over the size limit", async () => {
    const u = await createUser(t.app, ROLE.client);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(3 * 1024 * 1024)]);
    const form = multipart({}, { photo: { filename: "big.png", data: big, type: "image/png" } });
    const res = await post("/me", form.payload, { ...form.headers, ...bearer(u.token) });
    expect([413, 422]).toContain(res.statusCode);
  });

  it("validates e-mail, taken e-mail and password confirmation with field keys", async () => {
    const other = await createUser(t.app, ROLE.client);
    const u = await createUser(t.app, ROLE.client);
    const res = await post(
      "/me",
      { name: " ", email: other.email, password: "new-password-1", password_confirmation: "different" },
      bearer(u.token),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["email", "name", "password"]);
  });

  it("changes the password: the new one logs in, the old one no longer does", async () => {
    const u = await createUser(t.app, ROLE.client);
    const res = await post(
      "/me",
      { password: "brand-new-pass", password_confirmation: "brand-new-pass" },
      bearer(u.token),
    );
    expect(res.statusCode).toBe(200);
    await expect(login(t.app, u.email, "brand-new-pass")).resolves.toBeTruthy();
    await expect(login(t.app, u.email, u.password)).rejects.toThrow(/401/);
  });

  it("a new password ends the user's other sessions and keeps the one that changed it", async () => {
    const u = await createUser(t.app, ROLE.client);
    const laptop = await login(t.app, u.email, u.password);
    const phone = await login(t.app, u.email, u.password);
    const form = multipart({ password: "changed-on-phone", password_confirmation: "changed-on-phone" });
    const res = await post("/me", form.payload, { ...form.headers, ...bearer(phone.access_token) });
    expect(res.statusCode).toBe(200);
    for (const refresh_token of [u.refreshToken, laptop.refresh_token]) {
      const refused = await post("/oauth/token", { grant_type: "refresh_token", refresh_token });
      expect(refused.statusCode).toBe(401);
    }
    const kept = await post("/oauth/token", { grant_type: "refresh_token", refresh_token: phone.refresh_token });
    expect(kept.statusCode).toBe(200);
    // The session goes on after its rotation too.
    const again = await post("/oauth/token", { grant_type: "refresh_token", refresh_token: kept.json().refresh_token });
    expect(again.statusCode).toBe(200);
  });

  it("changing only the name ends no session", async () => {
    const u = await createUser(t.app, ROLE.client);
    const other = await login(t.app, u.email, u.password);
    const res = await post("/me", { name: "Just Renamed" }, bearer(u.token));
    expect(res.statusCode).toBe(200);
    expect(
      (await post("/oauth/token", { grant_type: "refresh_token", refresh_token: other.refresh_token })).statusCode,
    ).toBe(200);
  });
});

describe("GET /me/portos", () => {
  it("scopes ports to an operator's assignment and shows all to admins", async () => {
    const [a, b] = await t.app.db
      .insert(portos)
      .values([{ name: "Santos" }, { name: "Itaqui" }])
      .returning();
    const op = await createUser(t.app, ROLE.operator);
    const admin = await createUser(t.app, ROLE.admin);
    await t.app.db.insert(userPortos).values({ user_id: op.user.id, porto_id: a!.id });
    const mine = await t.app.inject({ url: "/api/v1/me/portos", headers: bearer(op.token) });
    expect(mine.json().map((p: { id: number }) => p.id)).toEqual([a!.id]);
    const all = await t.app.inject({ url: "/api/v1/me/portos", headers: bearer(admin.token) });
    expect(all.json().map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([a!.id, b!.id]));
  });
});

describe("POST /register", () => {
  /** A sign-up as "X" with `password`, confirmed as `confirmation`. */
  const register = (email: string, password: string, confirmation = password) =>
    post("/register", { name: "X", email, password, password_confirmation: confirmation });

  it("creates a client account that can log in", async () => {
    const res = await post("/register", {
      name: "New Client",
      email: "newclient@test.local",
      password: "client-pass-1",
      password_confirmation: "client-pass-1",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role_id: ROLE.client, email: "newclient@test.local" });
    await expect(login(t.app, "newclient@test.local", "client-pass-1")).resolves.toBeTruthy();
  });

  it("refuses a taken e-mail, a short password and a wrong confirmation", async () => {
    const u = await createUser(t.app, ROLE.client);
    const taken = await register(u.email.toUpperCase(), "long-enough-1");
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toBeDefined();
    const short = await register("short@test.local", "short");
    expect(short.json().errors.password).toBeDefined();
    const mismatch = await register("mm@test.local", "long-enough-1", "long-enough-2");
    expect(mismatch.json().errors.password[0]).toMatch(/confirmation/);
  });
});

describe("password reset", () => {
  it("mails a link whose token sets a new password once", async () => {
    const u = await createUser(t.app, ROLE.operator);
    const forgot = await post("/password-forgot", { data: { attributes: { email: u.email } } });
    expect(forgot.statusCode).toBe(200);
    // The link is mailed after the answer (so known and unknown e-mails answer alike).
    const mail = await vi.waitFor(() => {
      const sent = t.mail.find((m) => m.to === u.email);
      if (!sent) throw new Error("no mail yet");
      return sent;
    });
    expect(mail.subject).toMatch(/Reset/);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    const reset = { token, email: u.email, password: "after-reset-1", password_confirmation: "after-reset-1" };
    expect((await post("/password-reset", reset)).statusCode).toBe(200);
    await expect(login(t.app, u.email, "after-reset-1")).resolves.toBeTruthy();
    const reused = await post("/password-reset", {
      ...reset,
      password: "again-again-1",
      password_confirmation: "again-again-1",
    });
    expect(reused.statusCode).toBe(422);
  });

  it("answers the same for unknown e-mails and sends nothing", async () => {
    const u = await createUser(t.app, ROLE.operator);
    const before = t.mail.length;
    const unknown = await post("/password-forgot", { email: "nobody@test.local" });
    const known = await post("/password-forgot", { email: u.email });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    // Mail goes out in the order asked for: once the known one is sent, a mail for the unknown one would be too.
    await vi.waitFor(() => expect(t.mail.length).toBeGreaterThan(before));
    expect(t.mail.slice(before).map((m) => m.to)).toEqual([u.email]);
  });

  it("answers known and unknown e-mails identically and in the same time, even when mail is slow", async () => {
    const mailer = t.app.mailer;
    const send = mailer.send;
    mailer.send = async (m) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await send(m);
    };
    const timed = async (email: string, ip: string) => {
      const started = performance.now();
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/password-forgot",
        payload: { email },
        remoteAddress: ip,
      });
      return { res, ms: performance.now() - started };
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    try {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++) {
        const u = await createUser(t.app, ROLE.operator);
        const k = await timed(u.email, `192.0.2.${100 + i}`);
        const n = await timed(`ghost-${i}@test.local`, `192.0.2.${150 + i}`);
        expect(n.res.statusCode).toBe(k.res.statusCode);
        expect(n.res.body).toBe(k.res.body);
        expect(Object.keys(n.res.headers).sort()).toEqual(Object.keys(k.res.headers).sort());
        known.push(k.ms);
        unknown.push(n.ms);
        // The link still goes out, after the answer.
        await vi.waitFor(() => expect(t.mail.some((m) => m.to === u.email)).toBe(true));
      }
      // Sending takes 400 ms; the answers may differ by scheduling noise only.
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
      expect(median(known)).toBeLessThan(400);
    } finally {
      mailer.send = send;
    }
  });

  it("ends every session of the user whose password was reset", async () => {
    const u = await createUser(t.app, ROLE.operator);
    const other = await login(t.app, u.email, u.password);
    await post("/password-forgot", { email: u.email });
    const mail = await vi.waitFor(() => {
      const sent = t.mail.find((m) => m.to === u.email);
      if (!sent) throw new Error("no mail yet");
      return sent;
    });
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const reset = await post("/password-reset", {
      token,
      email: u.email,
      password: "after-reset-2",
      password_confirmation: "after-reset-2",
    });
    expect(reset.statusCode).toBe(200);
    for (const refresh_token of [u.refreshToken, other.refresh_token]) {
      expect((await post("/oauth/token", { grant_type: "refresh_token", refresh_token })).statusCode).toBe(401);
    }
  });

  it("refuses a made-up token", async () => {
    const u = await createUser(t.app, ROLE.operator);
    const res = await post("/password-reset", {
      token: "made-up",
      email: u.email,
      password: "whatever-1",
      password_confirmation: "whatever-1",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toBeDefined();
  });
});

describe("POST /logout", () => {
  it("revokes the refresh token", async () => {
    const u = await createUser(t.app, ROLE.operator);
    const res = await post("/logout", { refresh_token: u.refreshToken }, bearer(u.token));
    expect(res.statusCode).toBe(204);
    const refresh = await post("/oauth/token", { grant_type: "refresh_token", refresh_token: u.refreshToken });
    expect(refresh.statusCode).toBe(401);
  });

  it("needs a signed-in user", async () => {
    expect((await post("/logout", {})).statusCode).toBe(401);
  });

  const liveTokens = async (userId: number) =>
    (
      await t.app.db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)))
    ).length;

  it("answers 204 without a body, with an empty JSON body and with {}, revoking every session", async () => {
    const cases: { payload?: string; headers: Record<string, string> }[] = [
      { headers: {} },
      { payload: "", headers: { "content-type": "application/json" } },
      { payload: "   ", headers: { "content-type": "application/json; charset=utf-8" } },
      { payload: "{}", headers: { "content-type": "application/json" } },
      { payload: "null", headers: { "content-type": "application/json" } },
    ];
    for (const c of cases) {
      const u = await createUser(t.app, ROLE.operator);
      await login(t.app, u.email, u.password);
      expect(await liveTokens(u.user.id)).toBe(2);
      const res = await post("/logout", c.payload, { ...c.headers, ...bearer(u.token) });
      expect(res.statusCode, JSON.stringify(c)).toBe(204);
      expect(await liveTokens(u.user.id)).toBe(0);
    }
  });

  it("still refuses malformed JSON and a wrong token type on logout", async () => {
    const u = await createUser(t.app, ROLE.operator);
    const json = { "content-type": "application/json", ...bearer(u.token) };
    const bad = await post("/logout", "{nope", json);
    expect(bad.statusCode).toBe(400);
    const proto = await post("/logout", '{"__proto__":{"x":1}}', json);
    expect(proto.statusCode).toBe(400);
    const wrong = await post("/logout", { refresh_token: 42 }, bearer(u.token));
    expect(wrong.statusCode).toBe(422);
    expect(await liveTokens(u.user.id)).toBe(1);
  });
});

describe("an admin setting a user's password", () => {
  it("ends that user's sessions and keeps the admin's own", async () => {
    const admin = await createUser(t.app, ROLE.admin);
    const u = await createUser(t.app, ROLE.client);
    const second = await login(t.app, u.email, u.password);
    const payload = {
      _method: "put",
      name: "Reset By Admin",
      email: u.email,
      role_id: ROLE.client,
      password: "set-by-admin-1",
      password_confirmation: "set-by-admin-1",
    };
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/users/${u.user.id}`,
      headers: bearer(admin.token),
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const refresh_token of [u.refreshToken, second.refresh_token]) {
      expect((await post("/oauth/token", { grant_type: "refresh_token", refresh_token })).statusCode).toBe(401);
    }
    expect(
      (await post("/oauth/token", { grant_type: "refresh_token", refresh_token: admin.refreshToken })).statusCode,
    ).toBe(200);
    await expect(login(t.app, u.email, "set-by-admin-1")).resolves.toBeTruthy();
  });

  it("an edit without a password ends no session", async () => {
    const admin = await createUser(t.app, ROLE.admin);
    const u = await createUser(t.app, ROLE.client);
    const payload = { _method: "put", name: "Renamed By Admin", email: u.email, role_id: ROLE.client };
    expect(
      (await t.app.inject({ method: "POST", url: `/api/v1/users/${u.user.id}`, headers: bearer(admin.token), payload }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post("/oauth/token", { grant_type: "refresh_token", refresh_token: u.refreshToken })).statusCode,
    ).toBe(200);
  });
});
