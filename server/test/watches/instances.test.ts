/**
 * Watches on several instances of one PostgreSQL (issue 25): dispatchers on every instance, a
 * transaction that commits after a later one, and a dispatcher killed mid-batch; each matching
 * change is told exactly once, none is passed over. PostgreSQL only (PGlite has one connection).
 */
import { count, eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { notifications } from "../../src/db/schema";
import { assignComms, callFields, makeLineupRow, makeParties, makePort, type Place, type Parties } from "../factories";
import { createUser, startApp, type TestApp, type TestUser } from "../helpers";
import { change, watch } from "./watch-helpers";

describe.skipIf(!process.env.DATABASE_URL)("watches on two instances of one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  let pg: postgres.Sql;
  let at: Place;
  let parties: Parties;
  let admin: TestUser;
  let client: TestUser;

  beforeAll(async () => {
    a = await startApp({ accessTokenTtlSeconds: 3600 });
    b = await startApp({ accessTokenTtlSeconds: 3600 }, undefined, { databaseUrl: a.databaseUrl });
    pg = postgres(a.databaseUrl ?? "", { max: 2, onnotice: () => {} });
    at = await makePort(a.app, "Santos");
    parties = await makeParties(a.app);
    admin = await createUser(a.app, ROLE.admin, { name: "Ada" });
    client = await createUser(a.app, ROLE.client, { name: "Cleo" });
    await assignComms(a.app, client.user.id, [at.comm.id]);
  });
  afterAll(async () => {
    await pg?.end();
    await b?.close(true);
    await a?.close();
  });

  const call = () => makeLineupRow(a.app, at, callFields(at, parties));
  const told = async () =>
    (await a.app.db.select({ n: count() }).from(notifications).where(eq(notifications.user_id, client.user.id)))[0]?.n;

  it("holds back a change committed after it until an earlier transaction ends, then tells both: none passed over", async () => {
    const [early, late] = [await call(), await call()];
    for (const row of [early, late]) await watch(a.app, client.token, { kind: "row", lineup_id: row.id });
    const start = await told();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let written = () => {};
    const inserted = new Promise<void>((resolve) => (written = resolve));
    // The early transaction takes its id first and writes its event, then stays open.
    const slow = pg.begin(async (sql) => {
      await sql`insert into lineup_events (lineup_id, terminal_id, porto_id, field, before, after)
        values (${early.id}, ${at.terminal.id}, ${at.port.id}, 'status', '"Waiting"', '"Loading"')`;
      written();
      await held;
    });
    await inserted;
    await change(a.app, admin.token, late.id, { status: "Loading" });
    await b.app.watches.dispatch();
    // The early transaction may still commit: nothing after it is read yet (a cursor past it would skip it).
    expect(await told()).toBe(start);
    release();
    await slow;
    await a.app.watches.dispatch();
    await b.app.watches.dispatch();
    expect(await told()).toBe((start ?? 0) + 2);
  });

  it("is not held back by a write left open in another database of the same server", async () => {
    const row = await call();
    await watch(a.app, client.token, { kind: "row", lineup_id: row.id });
    const start = (await told()) ?? 0;
    // Transaction ids are the server's: this one, in the `postgres` database, is older than the save below.
    const elsewhere = new URL(a.databaseUrl ?? "");
    elsewhere.pathname = "/postgres";
    const other = postgres(elsewhere.toString(), { max: 1, onnotice: () => {} });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun = () => {};
    const open = new Promise<void>((resolve) => (begun = resolve));
    const slow = other.begin(async (sql) => {
      await sql`select pg_current_xact_id()`;
      begun();
      await held;
    });
    try {
      await open;
      await change(a.app, admin.token, row.id, { status: "Loading" });
      await b.app.watches.dispatch();
      expect(await told()).toBe(start + 1);
    } finally {
      release();
      await slow;
      await other.end();
    }
  });

  it("tells each of 60 saves once with dispatchers on both instances and one killed mid-batch", async () => {
    const rows = [await call(), await call(), await call()];
    for (const row of rows.slice(0, 2)) await watch(a.app, client.token, { kind: "row", lineup_id: row.id });
    const start = (await told()) ?? 0;
    let running = true;
    const loop = async (app: TestApp) => {
      while (running) {
        await app.app.watches.dispatch();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const dispatchers = [loop(a), loop(b)];
    const statuses = ["Loading", "Waiting"];
    let matching = 0;
    for (let i = 0; i < 60; i += 1) {
      const row = rows[i % 3];
      if (!row) continue;
      await change(a.app, admin.token, row.id, { status: statuses[Math.floor(i / 3) % 2] });
      if (i % 3 !== 2) matching += 1;
      if (i === 30) {
        // A dispatcher killed while it holds the cursor: its connection dies with its batch.
        const victim = postgres(a.databaseUrl ?? "", { max: 1, onnotice: () => {} });
        const killed = victim
          .begin(async (sql) => {
            await sql`select * from change_cursors where name = 'watches' for update`;
            await sql`select pg_sleep(30)`;
          })
          .catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, 200));
        await pg`select pg_terminate_backend(pid) from pg_stat_activity where query like '%pg_sleep(30)%' and pid <> pg_backend_pid()`;
        await killed;
        await victim.end({ timeout: 0 }).catch(() => {});
      }
    }
    running = false;
    await Promise.all(dispatchers);
    await a.app.watches.dispatch();
    expect((await told()) ?? 0).toBe(start + matching);
    const keys = await a.app.db.select({ key: notifications.key }).from(notifications);
    expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
  }, 300_000);
});
