import { eq } from "drizzle-orm";
import * as encoding from "lib0/encoding";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_MESSAGE_TOKEN, ROLE } from "@lineup/shared";
import { users } from "../../src/db/schema";
import { bearer, createUser, startApp, withApp, type TestApp, type TestUser } from "../helpers";
import { assignPorts, makePort, type Place } from "../factories";
import { closeCode, listen, makeDisplay, subscribe, waitFor } from "./live-helpers";

let t: TestApp;
let origin: string;
let ctx: Place;
let other: Place;
let admin: TestUser;

beforeAll(async () => {
  // Short-lived tokens and quick re-checks, so expiry and revocation show within the test.
  t = await startApp({ accessTokenTtlSeconds: 2 }, undefined, { live: { recheckMs: 200 } });
  origin = await listen(t.app);
  ctx = await makePort(t.app, "Santos");
  other = await makePort(t.app, "Itaqui");
  admin = await createUser(t.app, ROLE.admin);
});
afterAll(() => t.close());

const url = (terminalId: number, token?: string) =>
  `${origin}/api/v1/live/terminais/${terminalId}${token === undefined ? "" : `?token=${encodeURIComponent(token)}`}`;

/**
 * Runs `use` on a listening app of its own, whose sockets are re-checked every `recheckMs`, with one port at its
 * WebSocket `origin`; the app is closed afterwards.
 */
const withLiveApp = (recheckMs: number, use: (fresh: TestApp, origin: string, place: Place) => Promise<void>) =>
  withApp({}, { live: { recheckMs } }, async (fresh) => use(fresh, await listen(fresh.app), await makePort(fresh.app)));

/** Resolves with the close code a live client gets. */
const closedWith = (c: ReturnType<typeof subscribe>) =>
  new Promise<number>((resolve) =>
    c.provider.on("connection-close", (event: { code: number } | null) => event && resolve(event.code)),
  );

describe("live authentication", () => {
  it("closes with 4401 without a token or with a bad one, and 4403 outside the user's ports", async () => {
    expect(await closeCode(url(ctx.terminal.id))).toBe(4401);
    expect(await closeCode(url(ctx.terminal.id, "not-a-token"))).toBe(4401);
    const op = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, op.user.id, [ctx.port.id]);
    expect(await closeCode(url(other.terminal.id, op.token))).toBe(4403);
    expect(await closeCode(url(999999, admin.token))).toBe(4403);
    expect(await closeCode(url(ctx.terminal.id, op.token), 500)).toBe("open");
  });

  it("closes a socket with 4401 when its token expires", async () => {
    const u = await createUser(t.app, ROLE.admin);
    const c = subscribe(origin, ctx.terminal.id, u.token);
    const code = closedWith(c);
    await c.synced();
    expect(await code).toBe(4401);
    c.destroy();
  }, 10_000);

  it("closes within a second of the user being deleted or losing the port, as an event (no sweep in that time)", async () => {
    await withLiveApp(600_000, async (fresh, o, place) => {
      const boss = await createUser(fresh.app, ROLE.admin);
      const gone = await createUser(fresh.app, ROLE.operator);
      const moved = await createUser(fresh.app, ROLE.operator);
      const bystander = await createUser(fresh.app, ROLE.operator);
      for (const u of [gone, moved, bystander]) await assignPorts(fresh.app, u.user.id, [place.port.id]);
      const a = subscribe(o, place.terminal.id, gone.token);
      const b = subscribe(o, place.terminal.id, moved.token);
      const c = subscribe(o, place.terminal.id, bystander.token);
      const codes = [closedWith(a), closedWith(b)].map((code) => code.then((n) => ({ n, at: Date.now() })));
      await Promise.all([a.synced(), b.synced(), c.synced()]);
      const started = Date.now();
      await fresh.app.inject({ method: "DELETE", url: `/api/v1/users/${gone.user.id}`, headers: bearer(boss.token) });
      await fresh.app.inject({
        method: "PUT",
        url: `/api/v1/users/${moved.user.id}`,
        headers: bearer(boss.token),
        payload: { name: "Moved", email: moved.email, role_id: 3, porto_ids: [] },
      });
      const closed = await Promise.all(codes);
      // A scope change refuses the tokens issued before it (4401): the client refreshes, and its new token meets the new scope.
      expect(closed.map((x) => x.n)).toEqual([4401, 4401]);
      for (const x of closed) expect(x.at - started).toBeLessThan(1000);
      // Someone else's sockets stay open.
      expect(c.provider.wsconnected).toBe(true);
      for (const x of [a, b, c]) x.destroy();
    });
  });

  it("lets a display token watch its ports read-only and cuts it within a second of being revoked", async () => {
    await withLiveApp(600_000, async (fresh, o, place) => {
      const elsewhere = await makePort(fresh.app);
      const boss = await createUser(fresh.app, ROLE.admin);
      const { id, token } = await makeDisplay(fresh.app, boss.token, "Santos office", [place.port.id]);
      const wall = await fresh.app.inject({ url: `/api/v1/wall?token=${token}` });
      expect(wall.json()).toMatchObject({
        name: "Santos office",
        portos: [{ id: place.port.id, terminais: [{ id: place.terminal.id }] }],
      });
      expect(await closeCode(`${o}/api/v1/live/terminais/${elsewhere.terminal.id}?token=${token}`)).toBe(4403);
      const screen = subscribe(o, place.terminal.id, token);
      const code = closedWith(screen).then((n) => ({ n, at: Date.now() }));
      await screen.synced();
      const started = Date.now();
      await fresh.app.inject({ method: "DELETE", url: `/api/v1/displays/${id}`, headers: bearer(boss.token) });
      const closed = await code;
      expect(closed.n).toBe(4401);
      expect(closed.at - started).toBeLessThan(1000);
      expect((await fresh.app.inject({ url: `/api/v1/wall?token=${token}` })).statusCode).toBe(401);
      screen.destroy();
    });
  });

  it("still closes, within the sweep's period, a socket whose access changed without an event", async () => {
    await withLiveApp(400, async (fresh, o, place) => {
      const u = await createUser(fresh.app, ROLE.admin);
      const c = subscribe(o, place.terminal.id, u.token);
      const code = closedWith(c);
      await c.synced();
      // Straight in the database: no route, so no event.
      await fresh.app.db.update(users).set({ disabled_at: new Date().toISOString() }).where(eq(users.id, u.user.id));
      expect(await code).toBe(4401);
      c.destroy();
    });
  });

  it("keeps messages sent before authentication finished (the client's sync request comes first)", async () => {
    const u = await createUser(t.app, ROLE.admin);
    const c = subscribe(origin, ctx.terminal.id, u.token);
    await waitFor(() => c.provider.synced, "sync despite early messages");
    c.destroy();
  });
});

describe("renewing a socket's token in place", () => {
  const tokenMessage = (token: string) => {
    const e = encoding.createEncoder();
    encoding.writeVarUint(e, LIVE_MESSAGE_TOKEN);
    encoding.writeVarString(e, token);
    return encoding.toUint8Array(e);
  };
  const refreshed = async (refreshToken: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/oauth/token",
      payload: { grant_type: "refresh_token", refresh_token: refreshToken },
    });
    return res.json<{ access_token: string; refresh_token: string }>();
  };
  /** The first close code a client gets, once it comes (0 before). */
  const firstClose = (c: ReturnType<typeof subscribe>) => {
    const seen = { code: 0 };
    void closedWith(c).then((n) => (seen.code = n));
    return seen;
  };

  it("keeps a socket open through several token lives while fresh tokens arrive, and closes it with 4401 once they stop", async () => {
    const u = await createUser(t.app, ROLE.admin);
    const c = subscribe(origin, ctx.terminal.id, u.token);
    const seen = firstClose(c);
    await c.synced();
    let refreshToken = u.refreshToken;
    const started = Date.now();
    // Tokens live 2 s here: 5 s is more than two lives.
    while (Date.now() - started < 5000) {
      const next = await refreshed(refreshToken);
      refreshToken = next.refresh_token;
      c.provider.ws?.send(tokenMessage(next.access_token));
      await new Promise((resolve) => setTimeout(resolve, 600));
    }
    expect(seen.code).toBe(0);
    await waitFor(() => seen.code !== 0, "the close once renewals stop", 4000);
    expect(seen.code).toBe(4401);
    c.destroy();
  }, 15_000);

  it("closes with 4401 on a bad token or another user's, and 1003 on a message it cannot read", async () => {
    const u = await createUser(t.app, ROLE.admin);
    const someoneElse = await createUser(t.app, ROLE.admin);
    const garbled = Uint8Array.of(LIVE_MESSAGE_TOKEN, 200);
    for (const [message, code] of [
      [tokenMessage("not-a-token"), 4401],
      [tokenMessage(someoneElse.token), 4401],
      [garbled, 1003],
    ] as const) {
      const c = subscribe(origin, ctx.terminal.id, u.token);
      const seen = firstClose(c);
      await c.synced();
      c.provider.ws?.send(message);
      await waitFor(() => seen.code !== 0, `the close after ${code}`, 1500);
      expect(seen.code).toBe(code);
      c.destroy();
    }
  });
});
