import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES, ROLE } from "@lineup/shared";
import { API_TOKEN_PER_MINUTE } from "../src/auth/plugin";
import { MAX_TOKENS_PER_USER } from "../src/auth/api-tokens";
import { activityLogs, apiTokens, cargasTipos, rateLimits, users } from "../src/db/schema";
import { assignPorts, makeLineupRow, makePort } from "./factories";
import { bearer, createUser, setUpApp } from "./helpers";

/**
 * Personal API tokens (issue 23): made in a session, shown once, stored hashed, acting as
 * their owner within their access; revoked, expired or a disabled owner's refused at once.
 */
const given = setUpApp(async (t) => {
  const at = await makePort(t.app, "Santos");
  const elsewhere = await makePort(t.app, "Paranaguá");
  const operator = await createUser(t.app, ROLE.operator);
  const admin = await createUser(t.app, ROLE.admin);
  await assignPorts(t.app, operator.user.id, [at.port.id]);
  return { at, elsewhere, operator, admin };
});

type Made = { token: { id: number; prefix: string; access: string; name: string }; secret: string };
/** The answer's fields, and the token itself (its `token`). */
const madeOf = (body: Made["token"] & { token: string }): Made => ({ token: body, secret: body.token });
const make = (session: string, payload: object) =>
  given().t.app.inject({ method: "POST", url: "/api/v1/me/api-tokens", headers: bearer(session), payload });
async function made(session: string, access: "read" | "write", extra: object = {}): Promise<Made> {
  const res = await make(session, { name: `Sync ${access}`, access, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return madeOf(res.json());
}
const get = (url: string, token: string) => given().t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
const remove = (url: string, token: string) =>
  given().t.app.inject({ method: "DELETE", url: `/api/v1${url}`, headers: bearer(token) });

describe("a personal API token", () => {
  it("is shown once, stored as a hash, and reads as its owner, within the owner's scope", async () => {
    const { t, at, elsewhere, operator } = given();
    const { token, secret } = await made(operator.token, "read");
    expect(secret).toMatch(/^lub_[\w-]{43}$/);
    expect(secret.startsWith(token.prefix)).toBe(true);
    const [stored] = await t.app.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(stored?.token_hash).not.toContain(secret.slice(4));
    expect(JSON.stringify(stored)).not.toContain(secret);

    expect((await get("/me", secret)).json<{ id: number }>().id).toBe(operator.user.id);
    const mine = await makeLineupRow(t.app, at);
    const foreign = await makeLineupRow(t.app, elsewhere);
    expect((await get(`/lineups/${mine.id}`, secret)).statusCode).toBe(200);
    // A port outside the owner's scope answers what the owner's session gets.
    const bySession = await get(`/lineups/${foreign.id}`, operator.token);
    expect(bySession.statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(`/lineups/${foreign.id}`, secret)).statusCode).toBe(bySession.statusCode);

    const listed = (await get("/me/api-tokens", operator.token)).json<{ data: Record<string, unknown>[] }>().data;
    const entry = listed.find((x) => x.id === token.id);
    expect(entry).toMatchObject({ name: "Sync read", access: "read", revoked_at: null, last_used_from: "127.0.0.1" });
    expect(entry?.last_used_at).toEqual(expect.any(String));
    expect(JSON.stringify(listed)).not.toMatch(/lub_[\w-]{20}|token_hash/);
  });

  it("made read-only changes nothing: every write is a 403 that says so", async () => {
    const { t, admin } = given();
    const { secret } = await made(admin.token, "read");
    const before = await t.app.db.select().from(cargasTipos);
    const write = await t.app.inject({
      method: "POST",
      url: "/api/v1/cargas_tipos",
      headers: bearer(secret),
      payload: { name: "READ TOKEN TYPE" },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ message: MESSAGES.apiTokenReadOnly });
    expect(await t.app.db.select().from(cargasTipos)).toHaveLength(before.length);
  });

  it("made for writing acts as its owner would", async () => {
    const { t, admin } = given();
    const { secret } = await made(admin.token, "write");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/cargas_tipos",
      headers: bearer(secret),
      payload: { name: `WRITE TOKEN ${Date.now()}` },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("never manages tokens, the profile or the session, even for writing", async () => {
    const { t, operator } = given();
    const { secret } = await made(operator.token, "write");
    const tries = [
      { method: "GET" as const, url: "/api/v1/me/api-tokens" },
      { method: "POST" as const, url: "/api/v1/me/api-tokens", payload: { name: "Child", access: "write" } },
      { method: "POST" as const, url: "/api/v1/me", payload: { name: "Renamed by a token" } },
      { method: "POST" as const, url: "/api/v1/logout", payload: {} },
    ];
    for (const req of tries) {
      const res = await t.app.inject({ ...req, headers: bearer(secret) });
      expect(res.statusCode, req.url).toBe(403);
      expect(res.json()).toMatchObject({ message: MESSAGES.apiTokenNotHere });
    }
    const [me] = await t.app.db.select().from(users).where(eq(users.id, operator.user.id));
    expect(me?.name).not.toBe("Renamed by a token");
    expect((await get("/me", operator.token)).statusCode).toBe(200);
  });

  it("stops at once when revoked, expired, or its owner disabled; a made-up one opens nothing", async () => {
    const { t, operator } = given();
    const revoked = await made(operator.token, "read");
    const del = await remove(`/me/api-tokens/${revoked.token.id}`, operator.token);
    expect(del.statusCode).toBe(204);
    expect((await get("/me", revoked.secret)).statusCode).toBe(401);
    const again = await remove(`/me/api-tokens/${revoked.token.id}`, operator.token);
    expect(again.statusCode).toBe(404);

    const expiring = await made(operator.token, "read", { expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await get("/me", expiring.secret)).statusCode).toBe(200);
    await t.app.db
      .update(apiTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, expiring.token.id));
    expect((await get("/me", expiring.secret)).statusCode).toBe(401);

    const owner = await createUser(t.app, ROLE.operator);
    const theirs = await made(owner.token, "read");
    await t.app.db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(eq(users.id, owner.user.id));
    expect((await get("/me", theirs.secret)).statusCode).toBe(401);

    expect((await get("/me", `lub_${"A".repeat(43)}`)).statusCode).toBe(401);
    expect((await get("/me", "lub_")).statusCode).toBe(401);
  });

  it("is another user's to revoke only for an admin, who lists everyone's with their owners", async () => {
    const { t, operator, admin } = given();
    const theirs = await made(operator.token, "read");
    const other = await createUser(t.app, ROLE.operator);
    const notMine = await remove(`/me/api-tokens/${theirs.token.id}`, other.token);
    expect(notMine.statusCode).toBe(404);
    expect((await get("/me", theirs.secret)).statusCode).toBe(200);

    expect((await get("/admin/api-tokens", operator.token)).statusCode).toBe(403);
    const all = (await get("/admin/api-tokens", admin.token)).json<{ data: { id: number; user: { id: number } }[] }>();
    expect(all.data.find((x) => x.id === theirs.token.id)?.user.id).toBe(operator.user.id);
    const byAdmin = await remove(`/admin/api-tokens/${theirs.token.id}`, admin.token);
    expect(byAdmin.statusCode).toBe(204);
    expect((await get("/me", theirs.secret)).statusCode).toBe(401);
    const logged = await t.app.db.select().from(activityLogs).where(eq(activityLogs.subject_type, "api_tokens"));
    expect(logged.some((l) => l.subject_id === theirs.token.id && l.user_id === admin.user.id)).toBe(true);
  });

  it(`is limited to ${API_TOKEN_PER_MINUTE} requests a minute, then 429 with Retry-After`, async () => {
    const { t, operator } = given();
    const { token, secret } = await made(operator.token, "read");
    expect((await get("/me", secret)).statusCode).toBe(200);
    await t.app.db
      .update(rateLimits)
      .set({ hits: API_TOKEN_PER_MINUTE })
      .where(eq(rateLimits.key, `api-token:${token.id}`));
    const over = await get("/me", secret);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    // The owner's session is not held back by its token.
    expect((await get("/me", operator.token)).statusCode).toBe(200);
  });
});

describe("making a token", () => {
  it("refuses a missing or blank name, an unknown access, and a past or unreadable expiry, naming the field", async () => {
    const { t, admin } = given();
    const cases: [object, string][] = [
      [{ access: "read" }, "name"],
      [{ name: "   ", access: "read" }, "name"],
      [{ name: "x".repeat(101), access: "read" }, "name"],
      [{ name: "Sync", access: "admin" }, "access"],
      [{ name: "Sync", access: "read", expires_at: "2020-01-01T00:00:00Z" }, "expires_at"],
      [{ name: "Sync", access: "read", expires_at: "tomorrow" }, "expires_at"],
    ];
    for (const [payload, field] of cases) {
      const res = await make(admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors), JSON.stringify(payload)).toContain(field);
    }
    expect((await t.app.inject({ method: "POST", url: "/api/v1/me/api-tokens", payload: {} })).statusCode).toBe(401);
  });

  it(`holds at most ${MAX_TOKENS_PER_USER} working tokens, also when many are asked for at the same instant`, async () => {
    const { t } = given();
    const user = await createUser(t.app, ROLE.client);
    const answers = await Promise.all(
      Array.from({ length: MAX_TOKENS_PER_USER + 5 }, (_, i) =>
        make(user.token, { name: `Burst ${i}`, access: "read" }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(MAX_TOKENS_PER_USER);
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(5);
    const [one] = answers.filter((r) => r.statusCode === 201).map((r) => madeOf(r.json()));
    await remove(`/me/api-tokens/${one?.token.id}`, user.token);
    expect((await make(user.token, { name: "After a revoke", access: "read" })).statusCode).toBe(201);
  });
});
