/**
 * Watches and the notification centre (issue 25): who may watch what, and what a committed change
 * tells them, at most once per event and watch, with the watcher's scope checked at delivery.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { notifications, userCargas } from "../../src/db/schema";
import { assignComms, assignPorts, callFields, makeLineupRow, makeParties, makePort } from "../factories";
import { bearer, createUser, setUpApp } from "../helpers";
import { change, notificationsOf, watch } from "./watch-helpers";

const given = setUpApp(
  async (t) => {
    const at = await makePort(t.app, "Santos");
    const other = await makePort(t.app, "Paranaguá");
    const parties = await makeParties(t.app);
    const operator = await createUser(t.app, ROLE.operator, { name: "Olga" });
    await assignPorts(t.app, operator.user.id, [at.port.id]);
    const client = await createUser(t.app, ROLE.client, { name: "Cleo" });
    await assignComms(t.app, client.user.id, [at.comm.id]);
    const stranger = await createUser(t.app, ROLE.operator, { name: "Sam" });
    await assignPorts(t.app, stranger.user.id, [other.port.id]);
    return { at, other, parties, operator, client, stranger };
  },
  { accessTokenTtlSeconds: 3600 },
);

const call = (values: Record<string, unknown> = {}) =>
  makeLineupRow(given().t.app, given().at, { ...full(), eta: "2031-03-10", etb: "2031-03-12", ...values });
const full = () => callFields(given().at, given().parties);

describe("who may watch what", () => {
  it("refuses anonymous callers, calls and terminals out of scope, and bad options", async () => {
    const { t, at, other, operator, client, stranger } = given();
    const row = await call();
    const theirs = await makeLineupRow(t.app, other, { status: "Waiting" });
    expect((await t.app.inject({ method: "GET", url: "/api/v1/watches" })).statusCode).toBe(401);
    expect((await watch(t.app, stranger.token, { kind: "row", lineup_id: row.id })).statusCode).toBe(404);
    expect((await watch(t.app, client.token, { kind: "row", lineup_id: theirs.id })).statusCode).toBe(404);
    expect((await watch(t.app, stranger.token, { kind: "terminal", terminal_id: at.terminal.id })).statusCode).toBe(
      404,
    );
    expect((await watch(t.app, operator.token, { kind: "row" })).json().errors).toHaveProperty("lineup_id");
    expect((await watch(t.app, operator.token, { kind: "row", lineup_id: row.id, moved_hours: -1 })).statusCode).toBe(
      422,
    );
    expect((await watch(t.app, operator.token, { kind: "planet" })).statusCode).toBe(422);
    const late = await watch(t.app, client.token, {
      kind: "terminal",
      terminal_id: at.terminal.id,
      not_updated_by: "09:00",
    });
    expect(late.json().errors).toHaveProperty("not_updated_by");
    const view = await watch(t.app, operator.token, {
      kind: "view",
      view: { carga_tipo_id: at.type.id, porto_id: [other.port.id] },
    });
    expect(view.json().errors).toHaveProperty(["view.porto_id"]);
    const made = await watch(t.app, client.token, { kind: "row", lineup_id: row.id });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      kind: "row",
      name: expect.stringContaining("at"),
      status_changes: "each",
      moved_hours: 24,
      email: "off",
    });
    const id = made.json().id;
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: `/api/v1/watches/${id}`,
          headers: bearer(operator.token),
          payload: { email: "daily" },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/v1/watches/${id}`, headers: bearer(stranger.token) }))
        .statusCode,
    ).toBe(404);
    const mine = await t.app.inject({
      method: "GET",
      url: `/api/v1/watches?lineup_id=${row.id}`,
      headers: bearer(client.token),
    });
    expect(mine.json()).toHaveLength(1);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/v1/watches/${id}`, headers: bearer(client.token) }))
        .statusCode,
    ).toBe(204);
  });
});

describe("what a committed change tells", () => {
  it("tells each watcher of a call its status change once, in words, and moved dates past the threshold only", async () => {
    const { t, parties, operator, client } = given();
    const row = await call();
    await watch(t.app, operator.token, { kind: "row", lineup_id: row.id });
    await watch(t.app, client.token, { kind: "row", lineup_id: row.id, status_changes: "berthed_sailed" });
    const before = (await notificationsOf(t.app, client.token)).items.length;
    await change(t.app, operator.token, row.id, { status: "Loading" });
    await change(t.app, operator.token, row.id, { etb: "2031-03-13" }); // one day: 24 h, not more than 24
    await change(t.app, operator.token, row.id, { etb: "2031-03-15" }); // two days later
    // Two dispatches in flight together tell each event once.
    await Promise.all([t.app.watches.dispatch(), t.app.watches.dispatch()]);
    await t.app.watches.dispatch();
    const seen = await notificationsOf(t.app, operator.token);
    const texts = seen.items.filter((n) => n.vessel === parties.vessel.name).map((n) => n.text);
    expect(texts).toEqual(["ETB moved 2 days later: 13/03/2031 → 15/03/2031", "Status Waiting → Loading"]);
    expect(seen.items[1]?.by).toBe("Olga");
    const theirs = await notificationsOf(t.app, client.token);
    expect(theirs.items.length - before).toBe(2);
    expect(theirs.items.map((n) => n.kind).slice(0, 2)).toEqual(["moved", "status"]);
  });

  it("tells a terminal's watcher of new and removed calls, a view's only of calls in it", async () => {
    const { t, at, operator, client } = given();
    const terminalWatch = await watch(t.app, operator.token, {
      kind: "terminal",
      terminal_id: at.terminal.id,
      moved_hours: null,
    });
    expect(terminalWatch.statusCode).toBe(201);
    await watch(t.app, client.token, { kind: "view", view: { carga_tipo_id: at.type.id, status: ["Loading"] } });
    await t.app.watches.dispatch();
    const opBefore = (await notificationsOf(t.app, operator.token)).items.length;
    const clBefore = (await notificationsOf(t.app, client.token)).items.length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/lineups/list",
      headers: bearer(operator.token),
      payload: { terminal_id: at.terminal.id, list: [{ ...full(), carga_id: at.comm.id, carga_tipo_id: at.type.id }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id: number = res.json().lineups[0].id;
    await t.app.watches.dispatch();
    await change(t.app, operator.token, id, { status: "Loading" });
    await t.app.watches.dispatch();
    const newest = (page: { items: { kind: string }[] }, before: number) =>
      page.items.slice(0, page.items.length - before);
    const op = newest(await notificationsOf(t.app, operator.token), opBefore);
    expect(op.map((n) => n.kind)).toEqual(["status", "new_call"]);
    // The view holds Loading calls: the change into Loading is told, the new Waiting call is not.
    const cl = newest(await notificationsOf(t.app, client.token), clBefore);
    expect(cl.map((n) => n.kind)).toEqual(["status"]);
  });

  it("never tells a rolled-back change, and tells nothing more of a comm the client lost", async () => {
    const { t, at, operator, client } = given();
    const row = await call();
    await watch(t.app, client.token, { kind: "row", lineup_id: row.id });
    await t.app.watches.dispatch();
    const start = (await notificationsOf(t.app, client.token)).items.length;
    await t.app.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into lineup_events (lineup_id, terminal_id, porto_id, field, before, after) values (${row.id}, ${at.terminal.id}, ${at.port.id}, 'status', '"Waiting"', '"Sailed"')`,
        );
        throw new Error("rolled back");
      })
      .catch(() => {});
    await t.app.watches.dispatch();
    expect((await notificationsOf(t.app, client.token)).items.length).toBe(start);
    await t.app.db.delete(userCargas).where(eq(userCargas.user_id, client.user.id));
    await change(t.app, operator.token, row.id, { status: "Loading" });
    await t.app.watches.dispatch();
    expect((await notificationsOf(t.app, client.token)).items.length).toBe(start);
    await assignComms(t.app, client.user.id, [at.comm.id]);
  });

  it("keeps each user's notifications their own; read one or all", async () => {
    const { t, operator, stranger } = given();
    const page = await notificationsOf(t.app, operator.token);
    expect(page.unread).toBeGreaterThan(1);
    const [first] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, operator.user.id))
      .limit(1);
    const read = (token: string, payload: object) =>
      t.app.inject({ method: "POST", url: "/api/v1/notifications/read", headers: bearer(token), payload });
    expect((await read(stranger.token, { ids: [first!.id] })).json().unread).toBe(0);
    expect((await notificationsOf(t.app, operator.token)).unread).toBe(page.unread);
    expect((await read(operator.token, { ids: [first!.id] })).json().unread).toBe(page.unread - 1);
    expect((await read(operator.token, {})).statusCode).toBe(422);
    expect((await read(operator.token, { all: true })).json().unread).toBe(0);
  });
});
