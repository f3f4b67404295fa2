import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { apiTokens, portos, requestKeys, webhooks } from "../src/db/schema";
import { backupTables } from "../src/backup/catalog";
import { bearer, createUser, setUpApp } from "./helpers";
import { portPayload } from "./factories";

/**
 * `Idempotency-Key` on the creates (a port, a webhook, an API token…): a create sent again with its key (a Save
 * pressed again after an answer lost, an integrator's retry) creates once and is answered as the first time.
 */
const given = setUpApp(async (t) => ({
  ana: await createUser(t.app, ROLE.admin, { name: "Ana" }),
  bob: await createUser(t.app, ROLE.admin, { name: "Bob" }),
}));

const post = (token: string, path: string, payload: object, key?: string) =>
  given().t.app.inject({
    method: "POST",
    url: `/api/v1${path}`,
    headers: { ...bearer(token), ...(key === undefined ? {} : { "idempotency-key": key }) },
    payload,
  });
const portsNamed = async (name: string) =>
  (await given().t.app.db.select({ id: portos.id }).from(portos).where(eq(portos.name, name))).map((p) => p.id);
const keyRow = async (userId: number, key: string) =>
  (
    await given()
      .t.app.db.select()
      .from(requestKeys)
      .where(and(eq(requestKeys.user_id, userId), eq(requestKeys.key, key)))
  )[0];

describe("Idempotency-Key", () => {
  it("answers a create sent again with its key as the first time, and creates it once", async () => {
    const { ana } = given();
    const key = randomUUID();
    const body = portPayload(`Keyed port ${key}`);
    const first = await post(ana.token, "/portos", body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(ana.token, "/portos", body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toStrictEqual(first.json());
    expect(await portsNamed(body.name)).toEqual([first.json().id]);
  });

  it("creates once when the same key is in flight twice at the same instant", async () => {
    const { ana } = given();
    const key = randomUUID();
    const body = portPayload(`Twice at once ${key}`);
    const answers = await Promise.all([1, 2, 3].map(() => post(ana.token, "/portos", body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((a) => a.json<{ id: number }>().id));
    expect([...ids]).toEqual(await portsNamed(body.name));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.headers["idempotent-replayed"] === "true")).toHaveLength(2);
  });

  it("refuses the same key with other data, a malformed key and an anonymous caller, creating nothing", async () => {
    const { ana } = given();
    const key = randomUUID();
    expect((await post(ana.token, "/portos", portPayload(`First ${key}`), key)).statusCode).toBe(201);
    const other = await post(ana.token, "/portos", portPayload(`Second ${key}`), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors["Idempotency-Key"]).toEqual([
      "This Idempotency-Key was sent with other data: send new data with a new key.",
    ]);
    expect(await portsNamed(`Second ${key}`)).toEqual([]);

    for (const bad of ["short", "x".repeat(65), "with space 123", "ключ-ключ-ключ"]) {
      const refused = await post(ana.token, "/portos", portPayload(`Bad key ${key}`), bad);
      expect(refused.statusCode, bad).toBe(422);
      expect(refused.json().errors["Idempotency-Key"][0]).toMatch(/^Idempotency-Key must be 8 to 64/);
    }
    expect(await portsNamed(`Bad key ${key}`)).toEqual([]);
    const anonymous = await given().t.app.inject({
      method: "POST",
      url: "/api/v1/portos",
      headers: { "idempotency-key": key },
      payload: portPayload(`Anonymous ${key}`),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("keeps each user's keys apart, and without a key every create is a new one", async () => {
    const { ana, bob } = given();
    const key = randomUUID();
    const body = portPayload(`Shared key ${key}`);
    const byAna = await post(ana.token, "/portos", body, key);
    const byBob = await post(bob.token, "/portos", body, key);
    expect(byBob.headers["idempotent-replayed"]).toBeUndefined();
    expect(byBob.json().id).not.toBe(byAna.json().id);
    const unkeyed = portPayload(`No key ${key}`);
    await post(ana.token, "/portos", unkeyed);
    await post(ana.token, "/portos", unkeyed);
    expect(await portsNamed(unkeyed.name)).toHaveLength(2);
  });

  it("gives the key back when the create fails, so the corrected create may use it", async () => {
    const { ana } = given();
    const key = randomUUID();
    const refused = await post(ana.token, "/webhooks", { name: "Local", url: "http://127.0.0.1:9/hook" }, key);
    expect(refused.statusCode).toBe(422);
    expect(await keyRow(ana.user.id, key)).toBeUndefined();
    const made = await post(
      ana.token,
      "/webhooks",
      { name: "Local", url: "http://127.0.0.1:9/hook", allow_private: true },
      key,
    );
    expect(made.statusCode, made.body).toBe(201);
  });

  it("answers a webhook's retry with its secret, and refuses an API token's retry without keeping the token", async () => {
    const { ana, t } = given();
    const hookKey = randomUUID();
    const hook = { name: `Hook ${hookKey}`, url: "http://127.0.0.1:9/hook", allow_private: true };
    const made = await post(ana.token, "/webhooks", hook, hookKey);
    const again = await post(ana.token, "/webhooks", hook, hookKey);
    expect(again.json().secret).toBe(made.json().secret);
    expect(await t.app.db.select().from(webhooks).where(eq(webhooks.name, hook.name))).toHaveLength(1);

    const tokenKey = randomUUID();
    const token = { name: `Token ${tokenKey}`, access: "read" };
    const first = await post(ana.token, "/me/api-tokens", token, tokenKey);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await post(ana.token, "/me/api-tokens", token, tokenKey);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toMatch(/^Already applied by the request first sent with this Idempotency-Key/);
    expect(await t.app.db.select().from(apiTokens).where(eq(apiTokens.name, token.name))).toHaveLength(1);
    const kept = await keyRow(ana.user.id, tokenKey);
    expect(kept).toMatchObject({ status: 201, answer: null });
  });

  it("does not keep an answer over 64 KiB: its retry is told the create was applied, and creates nothing", async () => {
    const { ana } = given();
    const key = randomUUID();
    const body = portPayload(`Large answer ${key}`);
    const terminal = { ...body.terminais[1], remark: "Tide window ".repeat(166) };
    const large = { ...body, terminais: Array.from({ length: 40 }, (_, i) => ({ ...terminal, name: `T${i}` })) };
    const first = await post(ana.token, "/portos", large, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.body.length).toBeGreaterThan(64 * 1024);
    const retry = await post(ana.token, "/portos", large, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toMatch(/its answer is not kept \(a secret shown once, or an answer over 64 KiB\)/);
    expect(await portsNamed(large.name)).toEqual([first.json().id]);
    expect(await keyRow(ana.user.id, key)).toMatchObject({ status: 201, answer: null });
  });

  it("waits for a first request still being applied, says when it takes too long, and when it was interrupted", async () => {
    const { ana, t } = given();
    const body = portPayload(`Waited for ${randomUUID()}`);
    // A first request of that key being applied: its hash, and no answer yet.
    const key = randomUUID();
    expect((await post(ana.token, "/portos", body, key)).statusCode).toBe(201);
    const answered = await keyRow(ana.user.id, key);
    const pending = randomUUID();
    await t.app.db
      .insert(requestKeys)
      .values({ user_id: ana.user.id, key: pending, request_hash: answered?.request_hash ?? "" });
    const retry = post(ana.token, "/portos", body, pending);
    // …answered 0.3 s later (a query builder runs once executed).
    const answer = { status: 201, answer: answered?.answer ?? null };
    setTimeout(() => void t.app.db.update(requestKeys).set(answer).where(eq(requestKeys.key, pending)).execute(), 300);
    expect((await retry).json()).toStrictEqual(JSON.parse(answered?.answer ?? "null"));

    // Still unanswered after 5 s: try again, with the same key.
    const slow = randomUUID();
    await t.app.db
      .insert(requestKeys)
      .values({ user_id: ana.user.id, key: slow, request_hash: answered?.request_hash ?? "" });
    const busy = await post(ana.token, "/portos", body, slow);
    expect(busy.statusCode).toBe(409);
    expect(busy.headers["retry-after"]).toBe("1");
    expect(busy.json()).toMatchObject({ message: expect.stringMatching(/still being applied/), in_progress: true });

    const interrupted = randomUUID();
    await t.app.db.insert(requestKeys).values({
      user_id: ana.user.id,
      key: interrupted,
      request_hash: answered?.request_hash ?? "",
      created_at: sql`now() - interval '2 minutes'`,
    });
    const told = await post(ana.token, "/portos", body, interrupted);
    expect(told.statusCode).toBe(409);
    expect(told.json().message).toMatch(/was interrupted and may or may not have been applied/);
    expect(await portsNamed(body.name)).toHaveLength(1);
  });

  it("forgets keys after a day, and leaves them out of backups", async () => {
    const { ana, t } = given();
    const old = randomUUID();
    await t.app.db.insert(requestKeys).values({
      user_id: ana.user.id,
      key: old,
      request_hash: "x",
      status: 201,
      answer: "{}",
      created_at: sql`now() - interval '25 hours'`,
    });
    expect((await post(ana.token, "/portos", portPayload(`After a day ${old}`), randomUUID())).statusCode).toBe(201);
    expect(await keyRow(ana.user.id, old)).toBeUndefined();
    expect((await backupTables(t.app.db)).map((x) => x.name)).not.toContain("request_keys");
  });
});
