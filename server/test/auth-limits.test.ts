import { and, eq, isNull, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, ROLE } from "@lineup/shared";
import { rateLimits, refreshTokens } from "../src/db/schema";
import { parseTrustProxy, type Config } from "../src/config";
import { createUser, login, startApp, type TestApp } from "./helpers";

const LIMIT = 3;
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps.reverse()) await a.close();
});

async function limited(overrides: Partial<Config> = {}) {
  const t = await startApp({ tokenRateLimit: LIMIT, ...overrides });
  apps.push(t);
  return t;
}

type Attempt = { username: string; password?: string; ip?: string; forwardedFor?: string };
const attempt = (t: TestApp, a: Attempt) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/oauth/token",
    payload: { grant_type: "password", username: a.username, password: a.password ?? "wrong-password" },
    headers: a.forwardedFor ? { "x-forwarded-for": a.forwardedFor } : {},
    ...(a.ip && { remoteAddress: a.ip }),
  });

const codes = async (t: TestApp, attempts: Attempt[]) => {
  const out: number[] = [];
  for (const a of attempts) out.push((await attempt(t, a)).statusCode);
  return out;
};

const randomIp = (i: number) => `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe("login limit per account and address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await limited();
  });

  it("counts padded and upper-cased spellings of one e-mail as one account", async () => {
    const u = await createUser(t.app, ROLE.operator, { email: "victim@test.local" });
    const spellings = [
      "victim@test.local",
      "  VICTIM@test.local ",
      "Victim@Test.Local",
      "victim@TEST.local  ",
      "VICTIM@TEST.LOCAL",
    ];
    const res = await codes(
      t,
      spellings.map((username) => ({ username, ip: "192.0.2.1" })),
    );
    expect(res).toEqual([401, 401, 401, 429, 429]);
    // Once limited, even the right password is refused: the limit cannot be used to test guesses.
    const right = await attempt(t, { username: ` ${u.email.toUpperCase()} `, password: u.password, ip: "192.0.2.1" });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: MESSAGES.tooManyAttempts });
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(right.headers["retry-after"])).toBeLessThanOrEqual(60);
  });

  it("ignores a rotating X-Forwarded-For when no proxy is trusted (the default)", async () => {
    const attempts = Array.from({ length: 6 }, (_, i) => ({
      username: "rotate@test.local",
      forwardedFor: randomIp(i),
    }));
    expect(await codes(t, attempts)).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it("lets the account's owner in from another address while one address is limited", async () => {
    const u = await createUser(t.app, ROLE.operator);
    expect(
      await codes(
        t,
        Array.from({ length: 4 }, () => ({ username: u.email, ip: "198.51.100.7" })),
      ),
    ).toEqual([401, 401, 401, 429]);
    const owner = await attempt(t, { username: u.email, password: u.password, ip: "198.51.100.8" });
    expect(owner.statusCode).toBe(200);
  });

  it("caps one account across every address at five times the per-address limit", async () => {
    const attempts = Array.from({ length: 5 * LIMIT + 2 }, (_, i) => ({
      username: "spread@test.local",
      ip: randomIp(i),
    }));
    const res = await codes(t, attempts);
    expect(res.slice(0, 5 * LIMIT)).toEqual(Array(5 * LIMIT).fill(401));
    expect(res.slice(5 * LIMIT)).toEqual([429, 429]);
  });

  it("treats the addresses of one IPv6 /64 as one client", async () => {
    const attempts = [
      "2001:db8:1:2::1",
      "2001:db8:1:2::ffff",
      "2001:db8:1:2:aaaa:bbbb:cccc:dddd",
      "2001:0db8:0001:0002::9",
    ].map((ip) => ({ username: "ipv6@test.local", ip }));
    expect(await codes(t, attempts)).toEqual([401, 401, 401, 429]);
    expect(await codes(t, [{ username: "ipv6@test.local", ip: "2001:db8:1:3::1" }])).toEqual([401]);
  });

  it("counts every attempt in flight at the same time", async () => {
    const res = await Promise.all(Array.from({ length: 12 }, () => attempt(t, { username: "burst@test.local" })));
    const statuses = res.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LIMIT);
  });

  it("opens again when the window is over", async () => {
    expect(
      await codes(
        t,
        Array.from({ length: 4 }, () => ({ username: "window@test.local", ip: "192.0.2.50" })),
      ),
    ).toEqual([401, 401, 401, 429]);
    // Move every window of this test to its end instead of waiting a minute.
    await t.app.db
      .update(rateLimits)
      .set({ reset_at: sql`now() - interval '1 second'` })
      .where(like(rateLimits.key, "login%"));
    expect(await codes(t, [{ username: "window@test.local", ip: "192.0.2.50" }])).toEqual([401]);
  });
});

describe("behind a trusted proxy", () => {
  it("uses X-Forwarded-For only from the proxies TRUST_PROXY names, and the account ceiling still holds", async () => {
    const t = await limited({ trustProxy: parseTrustProxy("127.0.0.1") });
    // Two clients behind the proxy have their own per-address counts.
    expect(
      await codes(
        t,
        Array.from({ length: 4 }, () => ({ username: "proxied@test.local", forwardedFor: "192.0.2.1" })),
      ),
    ).toEqual([401, 401, 401, 429]);
    expect(await codes(t, [{ username: "proxied@test.local", forwardedFor: "192.0.2.2" }])).toEqual([401]);
    // A client reaching the server directly cannot pose as someone else.
    const direct = Array.from({ length: 4 }, (_, i) => ({
      username: "direct@test.local",
      ip: "198.51.100.99",
      forwardedFor: randomIp(i),
    }));
    expect(await codes(t, direct)).toEqual([401, 401, 401, 429]);
    // Rotating the forwarded address through the trusted proxy runs into the account ceiling.
    const rotating = Array.from({ length: 5 * LIMIT + 1 }, (_, i) => ({
      username: "ceiling@test.local",
      forwardedFor: randomIp(i),
    }));
    expect((await codes(t, rotating)).at(-1)).toBe(429);
  });

  it("reads a hop count as the number of proxies in front of the server", async () => {
    const t = await limited({ trustProxy: parseTrustProxy("1") });
    // One trusted hop: the address the proxy saw (the right-most entry) is the client, whatever the client prepended.
    const res = await codes(
      t,
      Array.from({ length: 4 }, (_, i) => ({ username: "hops@test.local", forwardedFor: `${randomIp(i)}, 192.0.2.9` })),
    );
    expect(res).toEqual([401, 401, 401, 429]);
    expect(await codes(t, [{ username: "hops@test.local", forwardedFor: "192.0.2.10" }])).toEqual([401]);
  });
});

describe("refresh limit", () => {
  it("is per user: one user's refreshes do not lock out a colleague behind the same address", async () => {
    const t = await limited();
    const a = await createUser(t.app, ROLE.operator);
    const b = await createUser(t.app, ROLE.operator);
    let token = a.refreshToken;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/oauth/token",
        payload: { grant_type: "refresh_token", refresh_token: token },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 200) token = res.json().refresh_token;
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    // The refused attempt did not spend the token: it works once the window is over.
    const [live] = await t.app.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.user_id, a.user.id), isNull(refreshTokens.revoked_at)));
    expect(live).toBeDefined();
    const colleague = await t.app.inject({
      method: "POST",
      url: "/api/v1/oauth/token",
      payload: { grant_type: "refresh_token", refresh_token: b.refreshToken },
    });
    expect(colleague.statusCode).toBe(200);
    await t.app.db.update(rateLimits).set({ reset_at: sql`now() - interval '1 second'` });
    const later = await t.app.inject({
      method: "POST",
      url: "/api/v1/oauth/token",
      payload: { grant_type: "refresh_token", refresh_token: token },
    });
    expect(later.statusCode).toBe(200);
  });
});

describe("several instances on one database", () => {
  it.runIf(Boolean(process.env.DATABASE_URL))("share the login limit through PostgreSQL", async () => {
    const a = await limited();
    const b = await startApp({ tokenRateLimit: LIMIT }, undefined, { databaseUrl: a.databaseUrl });
    try {
      const onA = await codes(a, [{ username: "shared@test.local" }, { username: "shared@test.local" }]);
      const onB = await codes(b, [{ username: " SHARED@test.local" }, { username: "shared@test.local" }]);
      expect([...onA, ...onB]).toEqual([401, 401, 401, 429]);
      // In flight on both at once: the count stays exact.
      const both = await Promise.all(
        Array.from({ length: 10 }, (_, i) => attempt(i % 2 ? a : b, { username: "together@test.local" })),
      );
      expect(both.filter((r) => r.statusCode === 401)).toHaveLength(LIMIT);
      expect(both.filter((r) => r.statusCode === 429)).toHaveLength(10 - LIMIT);
      await expect(login(b.app, "nobody-else@test.local", "x")).rejects.toThrow(/401/);
    } finally {
      await b.app.close();
    }
  });
});

describe("register and forgot-password limits", () => {
  it("limit per address and keep limiting the same mailbox across addresses", async () => {
    const t = await limited();
    const forgot = (email: string, ip: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/password-forgot", payload: { email }, remoteAddress: ip });
    const perAddress: number[] = [];
    for (let i = 0; i < 6; i++) perAddress.push((await forgot(`someone${i}@test.local`, "192.0.2.77")).statusCode);
    expect(perAddress).toEqual([200, 200, 200, 200, 200, 429]);
    const perMailbox: number[] = [];
    for (let i = 0; i < 6; i++)
      perMailbox.push((await forgot(i % 2 ? "Mailbox@test.local" : "mailbox@TEST.local", randomIp(i))).statusCode);
    expect(perMailbox).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
