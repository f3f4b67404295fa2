import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_CLOSE, ROLE } from "@lineup/shared";
import { assignPorts, makePort, type Place } from "../factories";
import { bearer, createUser, startApp, type TestApp, type TestUser } from "../helpers";
import { listen, openRaw } from "../live/live-helpers";
import { createDatabase, PG_URL, QUICK, sleep, type ThrowAwayDb } from "./reliability-server";

/**
 * Faults during authentication (issue 19, "Faults"): with valid credentials,
 * the only reason a request can fail is the database, and then the answer is
 * 503 with the generic message, never 401, 403 or 404 (the web app reads 401 as
 * the end of the session) nor 500. Two faults on a real PostgreSQL: the
 * database refusing every connection, and every connection cut again and again
 * while authenticated requests stream. Always on PostgreSQL (PG_TEST_URL, else
 * DATABASE_URL, else the local server).
 */
const UNAVAILABLE = "The database is unavailable for a moment. Please try again.";
const CUTS = QUICK ? 6 : 30;

let db: ThrowAwayDb;
let t: TestApp;
let admin: postgres.Sql;
let origin: string;
let ctx: Place;
let staff: TestUser;
let operator: TestUser;

beforeAll(async () => {
  db = await createDatabase();
  t = await startApp({}, undefined, { databaseUrl: db.url });
  origin = await listen(t.app);
  admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  ctx = await makePort(t.app, "Faults");
  staff = await createUser(t.app, ROLE.admin, { password: "right-password" });
  operator = await createUser(t.app, ROLE.operator);
  await assignPorts(t.app, operator.user.id, [ctx.port.id]);
});
afterAll(async () => {
  await admin?.unsafe(`ALTER DATABASE ${db.name} WITH ALLOW_CONNECTIONS true`);
  await admin?.end();
  await t?.close(true);
  await db?.drop();
});

const cutConnections = () =>
  admin.unsafe(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${db.name}' AND pid <> pg_backend_pid()`,
  );

/** Authenticated requests through every lookup that authentication and authorisation make: user and session, role, scope. */
const requests = () => [
  { name: "GET /me (authenticate)", run: () => t.app.inject({ url: "/api/v1/me", headers: bearer(staff.token) }) },
  {
    name: "GET /users (authorize, admin)",
    run: () => t.app.inject({ url: "/api/v1/users", headers: bearer(staff.token) }),
  },
  {
    name: "GET /me/portos (scope)",
    run: () => t.app.inject({ url: "/api/v1/me/portos", headers: bearer(operator.token) }),
  },
  {
    name: "GET /lineups (scope)",
    run: () =>
      t.app.inject({
        url: `/api/v1/lineups?carga_tipo_id=${ctx.type.id}&porto_id[]=${ctx.port.id}`,
        headers: bearer(operator.token),
      }),
  },
  {
    name: "POST /lineups/list (authorize, table save)",
    run: () =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/lineups/list",
        headers: bearer(operator.token),
        payload: { terminal_id: ctx.terminal.id, list: [], deleted_lines: [] },
      }),
  },
  {
    name: "POST /oauth/token (password grant)",
    run: () =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/oauth/token",
        payload: { grant_type: "password", username: staff.email, password: "right-password" },
      }),
  },
];

describe(`faults during authentication on PostgreSQL at ${new URL(PG_URL).host}`, () => {
  it("a database that refuses every connection: each authentication path answers 503 with the generic message, the live socket 1011", async () => {
    await admin.unsafe(`ALTER DATABASE ${db.name} WITH ALLOW_CONNECTIONS false`);
    await cutConnections();
    try {
      const all = [
        ...requests(),
        {
          name: "POST /oauth/token (refresh grant)",
          run: () =>
            t.app.inject({
              method: "POST",
              url: "/api/v1/oauth/token",
              payload: { grant_type: "refresh_token", refresh_token: staff.refreshToken },
            }),
        },
        {
          name: "POST /logout",
          run: () => t.app.inject({ method: "POST", url: "/api/v1/logout", headers: bearer(staff.token), payload: {} }),
        },
        {
          name: "POST /password-forgot",
          run: () => t.app.inject({ method: "POST", url: "/api/v1/password-forgot", payload: { email: staff.email } }),
        },
        {
          name: "POST /register",
          run: () =>
            t.app.inject({
              method: "POST",
              url: "/api/v1/register",
              payload: {
                name: "N",
                email: "n@faults.local",
                password: "long-enough",
                password_confirmation: "long-enough",
              },
            }),
        },
      ];
      const answers: string[] = [];
      for (const r of all) {
        const res = await r.run();
        answers.push(
          `${r.name}: ${res.statusCode} ${res.statusCode === 503 ? res.json<{ message: string }>().message : res.body.slice(0, 80)}`,
        );
      }
      expect(answers).toEqual(all.map((r) => `${r.name}: 503 ${UNAVAILABLE}`));
      const socket = openRaw(
        `${origin}/api/v1/live/terminais/${ctx.terminal.id}?token=${encodeURIComponent(operator.token)}`,
      );
      expect(await socket.outcome).toBe(LIVE_CLOSE.serverError);
    } finally {
      await admin.unsafe(`ALTER DATABASE ${db.name} WITH ALLOW_CONNECTIONS true`);
    }
    // Back: the same tokens work, nobody was logged out.
    expect((await t.app.inject({ url: "/api/v1/me", headers: bearer(staff.token) })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/v1/oauth/token",
          payload: { grant_type: "refresh_token", refresh_token: staff.refreshToken },
        })
      ).statusCode,
    ).toBe(200);
  });

  it(`connections cut ${CUTS} times while authenticated requests stream: only 2xx or 503, never 401, 403, 404 or 500`, async () => {
    const seen = new Map<string, number>();
    let stop = false;
    const stream = async () => {
      while (!stop) {
        for (const r of requests()) {
          const res = await r.run();
          const unexpected =
            res.statusCode >= 300 &&
            !(res.statusCode === 503 && res.json<{ message: string }>().message === UNAVAILABLE);
          const key = unexpected ? `${r.name}: ${res.statusCode} ${res.body.slice(0, 120)}` : String(res.statusCode);
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
      }
    };
    const streams = [stream(), stream(), stream()];
    for (let i = 0; i < CUTS; i++) {
      await sleep(100 + Math.random() * 150);
      await cutConnections();
    }
    stop = true;
    await Promise.all(streams);
    const figures = [...seen].map(([k, n]) => `${k} ×${n}`);
    console.log(`auth under ${CUTS} connection cuts: ${figures.join(", ")}`);
    expect(figures.filter((f) => !/^(2\d\d|503) ×/.test(f))).toEqual([]);
    expect(seen.get("200") ?? 0).toBeGreaterThan(0);
  });
});
