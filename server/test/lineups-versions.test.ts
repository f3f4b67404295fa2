import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@lineup/shared";
import { activityLogs, lineups } from "../src/db/schema";
import type { LineupChange } from "../src/lineups/events";
import { bearer, multipart, setUpApp, sendForm } from "./helpers";
import { addTerminal, callFields, makeLineupRow, portTeam } from "./factories";

/**
 * Every write of an existing row carries the version it was loaded at (DESIGN.md
 * "REST conventions"): the form, moves, `data` and deletions, with the table
 * save's rules. Races are sent truly in flight together.
 */
const events: LineupChange[] = [];

const given = setUpApp(async (t) => {
  const { ctx, p, ana, bob } = await portTeam(t.app);
  const north = await addTerminal(t.app, ctx);
  t.app.lineupEvents.on((c) => events.push(c));
  return { ctx, p, ana, bob, north };
});

const full = () => {
  const { ctx, p } = given();
  return { ...callFields(ctx, p), carga_tipo_id: ctx.type.id };
};
const form = (extra: Record<string, unknown> = {}) => ({
  ...full(),
  porto_id: given().ctx.port.id,
  terminal_id: given().ctx.terminal.id,
  ...extra,
});
const put = (token: string, id: number, payload: object) =>
  given().t.app.inject({ method: "PUT", url: `/api/v1/lineups/${id}`, headers: bearer(token), payload });
const post = (token: string, url: string, payload: object) =>
  given().t.app.inject({ method: "POST", url: `/api/v1${url}`, headers: bearer(token), payload });
/** The board's one-date save (`POST /lineups/:id/data`) of row `id`: `campo`, `valor` and the version it was read at. */
const saveDate = (token: string, id: number, body: object) => post(token, `/lineups/${id}/data`, body);
const tableSave = (token: string, body: object) =>
  post(token, "/lineups/list", { terminal_id: given().ctx.terminal.id, ...body });
const stored = async (id: number) => (await given().t.app.db.select().from(lineups).where(eq(lineups.id, id)))[0];

describe("the form edit (PUT /lineups/{id})", () => {
  it("requires the version, through PUT, _method=put and multipart alike", async () => {
    const { t, ctx, ana } = given();
    const row = await makeLineupRow(t.app, ctx, full());
    const json = await put(ana.token, row.id, form({ qty: "5" }));
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ version: [MESSAGES.versionRequired] });
    const overridden = await post(ana.token, `/lineups/${row.id}`, { _method: "put", ...form({ qty: "5" }) });
    expect(overridden.statusCode).toBe(422);
    expect(overridden.json().errors.version).toEqual([MESSAGES.versionRequired]);
    const fields = Object.fromEntries(Object.entries(form({ qty: "5" })).map(([k, v]) => [k, String(v)]));
    const mp = multipart({ _method: "put", ...fields });
    const multi = await sendForm(t.app, ana.token, "POST", `/lineups/${row.id}`, mp);
    expect(multi.statusCode).toBe(422);
    expect(multi.json().errors.version).toEqual([MESSAGES.versionRequired]);
    const withVersion = multipart({ _method: "put", ...fields, version: String(row.version) });
    const ok = await sendForm(t.app, ana.token, "POST", `/lineups/${row.id}`, withVersion);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stored(row.id)).toMatchObject({ qty: "5.000", version: row.version + 1 });
  });

  it("refuses a stale edit of a field changed since with 409 in the table save's shape, and merges other fields", async () => {
    const { t, ctx, ana, bob } = given();
    const row = await makeLineupRow(t.app, ctx, full());
    expect((await tableSave(bob.token, { list: [{ id: row.id, version: row.version, qty: "111" }] })).statusCode).toBe(
      200,
    );
    const stale = await put(ana.token, row.id, form({ qty: "222", version: row.version }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflicts).toEqual([{ index: 0, id: row.id, fields: ["qty"] }]);
    expect(stale.json().message).toBe(
      "Someone else changed the same fields since you opened this line-up (qty). Reload it to see their values, then save again.",
    );
    expect(await stored(row.id)).toMatchObject({ qty: "111.000", version: row.version + 1 });
    // A form that sends the colleague's qty as it now stands changes other fields only: they merge.
    const merged = await put(ana.token, row.id, form({ qty: "111", status: "Loading", version: row.version }));
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await stored(row.id)).toMatchObject({ qty: "111.000", status: "Loading", version: row.version + 2 });
  });

  it("two edits of the same field in flight together: exactly one wins, the other gets 409", async () => {
    const { t, ctx, ana, bob } = given();
    const row = await makeLineupRow(t.app, ctx, full());
    const [a, b] = await Promise.all([
      put(ana.token, row.id, form({ qty: "2000", version: row.version })),
      put(bob.token, row.id, form({ qty: "3000", version: row.version })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? "2000.000" : "3000.000";
    expect(await stored(row.id)).toMatchObject({ qty: winner, version: row.version + 1 });
  });
});

describe("moving a row to another terminal", () => {
  it("moves with the field changes in one transaction: one version, events for both terminals, one activity", async () => {
    const { t, ctx, ana, north } = given();
    const row = await makeLineupRow(t.app, ctx, full());
    events.length = 0;
    const res = await put(ana.token, row.id, form({ terminal_id: north.id, qty: "4321", version: row.version }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lineup).toMatchObject({ terminal_id: north.id, qty: "4321.000", version: row.version + 1 });
    expect(await stored(row.id)).toMatchObject({
      terminal_id: north.id,
      porto_id: ctx.port.id,
      qty: "4321.000",
      version: row.version + 1,
    });
    expect(events).toEqual(
      expect.arrayContaining([
        // The live layer is told the version the row left at, so an older save of it is never shown there again.
        expect.objectContaining({
          terminal_id: ctx.terminal.id,
          deleted_ids: [row.id],
          deleted_versions: { [row.id]: row.version + 1 },
          row_ids: [],
        }),
        expect.objectContaining({ terminal_id: north.id, row_ids: [row.id], deleted_ids: [] }),
      ]),
    );
    expect(events.find((e) => e.terminal_id === north.id)?.fields[row.id]).toEqual(
      expect.arrayContaining(["qty", "terminal_id"]),
    );
    const logs = await t.app.db.select().from(activityLogs).where(eq(activityLogs.subject_id, row.id));
    expect(logs).toHaveLength(1);
  });

  it("a stale move uses the client's version: it cannot overwrite a colleague's qty, and nothing moves", async () => {
    const { t, ctx, ana, bob, north } = given();
    const row = await makeLineupRow(t.app, ctx, full());
    expect((await tableSave(bob.token, { list: [{ id: row.id, version: row.version, qty: "777" }] })).statusCode).toBe(
      200,
    );
    const stale = await put(ana.token, row.id, form({ terminal_id: north.id, qty: "1000", version: row.version }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflicts).toEqual([{ index: 0, id: row.id, fields: ["qty"] }]);
    expect(await stored(row.id)).toMatchObject({
      terminal_id: ctx.terminal.id,
      qty: "777.000",
      version: row.version + 1,
    });
  });

  it("an invalid move writes nothing (the berth is the old terminal's)", async () => {
    const { t, ctx, ana, north } = given();
    const row = await makeLineupRow(t.app, ctx, { ...full(), berco_id: ctx.berth.id });
    const res = await put(
      ana.token,
      row.id,
      form({ terminal_id: north.id, berco_id: ctx.berth.id, qty: "1", version: row.version }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.berco_id).toEqual(["The berth does not belong to the terminal."]);
    expect(await stored(row.id)).toMatchObject({ terminal_id: ctx.terminal.id, qty: "1000.000", version: row.version });
  });

  it("two moves of the same row in flight together: one moves it, the other is refused", async () => {
    const { t, ctx, ana, bob, north } = given();
    const row = await makeLineupRow(t.app, ctx, full());
    const [a, b] = await Promise.all([
      put(ana.token, row.id, form({ terminal_id: north.id, version: row.version })),
      put(bob.token, row.id, form({ qty: "9", version: row.version })),
    ]);
    const codes = [a.statusCode, b.statusCode];
    expect(codes).toContain(200);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect([409, 422]).toContain(codes.find((c) => c !== 200));
    const now = await stored(row.id);
    if (a.statusCode === 200) expect(now).toMatchObject({ terminal_id: north.id, qty: "1000.000" });
    else expect(now).toMatchObject({ terminal_id: ctx.terminal.id, qty: "9.000" });
    expect(now?.version).toBe(row.version + 1);
  });
});

describe("POST /lineups/{id}/data", () => {
  it("requires the version and refuses a date changed since (409), merging other fields", async () => {
    const { t, ctx, ana, bob } = given();
    const row = await makeLineupRow(t.app, ctx, full());
    const missing = await saveDate(ana.token, row.id, { campo: "eta", valor: "2026-12-01" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ version: [MESSAGES.versionRequired] });
    expect(
      (await tableSave(bob.token, { list: [{ id: row.id, version: row.version, eta: "2026-12-05", qty: "5" }] }))
        .statusCode,
    ).toBe(200);
    const stale = await saveDate(ana.token, row.id, { campo: "eta", valor: "2026-12-01", version: row.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflicts).toEqual([{ index: 0, id: row.id, fields: ["eta"] }]);
    expect(await stored(row.id)).toMatchObject({ eta: "2026-12-05" });
    const other = await saveDate(ana.token, row.id, { campo: "etb", valor: "2026-12-09", version: row.version });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toMatchObject({ data: "2026-12-09", espera: 4, version: row.version + 2 });
    for (const valor of ["2026-02-30", "30/02/2026", "31/13"]) {
      const impossible = await saveDate(ana.token, row.id, { campo: "etc", valor, version: row.version + 2 });
      expect(impossible.statusCode, valor).toBe(422);
      expect(Object.keys(impossible.json().errors)).toEqual(["valor"]);
    }
  });
});

describe("deletions carry their version", () => {
  it("deleted_lines: { id, version } is refused with 409 when the row changed since, and nothing of the save is applied", async () => {
    const { t, ctx, ana, bob } = given();
    const row = await makeLineupRow(t.app, ctx, full());
    const other = await makeLineupRow(t.app, ctx, full());
    expect((await tableSave(bob.token, { list: [{ id: row.id, version: row.version, qty: "55" }] })).statusCode).toBe(
      200,
    );
    const res = await tableSave(ana.token, {
      list: [{ id: other.id, version: other.version, status: "Loading" }],
      deleted_lines: [{ id: row.id, version: row.version }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().conflicts).toEqual([{ deleted_index: 0, id: row.id, fields: ["qty"] }]);
    expect(res.json().message).toMatch(/removed line 1 \(qty\)/);
    expect(await stored(row.id)).toMatchObject({ qty: "55.000" });
    expect(await stored(other.id)).toMatchObject({ status: "Waiting" });
    const fresh = await tableSave(ana.token, { list: [], deleted_lines: [{ id: row.id, version: row.version + 1 }] });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await stored(row.id)).toBeUndefined();
  });

  it("bare ids keep working for older clients", async () => {
    const { t, ctx, ana, bob } = given();
    const row = await makeLineupRow(t.app, ctx, full());
    expect((await tableSave(bob.token, { list: [{ id: row.id, version: row.version, qty: "55" }] })).statusCode).toBe(
      200,
    );
    events.length = 0;
    expect((await tableSave(ana.token, { list: [], deleted_lines: [row.id] })).statusCode).toBe(200);
    expect(await stored(row.id)).toBeUndefined();
    // Announced with the version it had when deleted (the colleague's save).
    expect(events).toEqual([
      expect.objectContaining({ deleted_ids: [row.id], deleted_versions: { [row.id]: row.version + 1 } }),
    ]);
  });

  it("DELETE /lineups/{id} with a version (query, or body with _method=delete) is refused when stale", async () => {
    const { t, ctx, ana, bob } = given();
    const row = await makeLineupRow(t.app, ctx, full());
    expect(
      (await tableSave(bob.token, { list: [{ id: row.id, version: row.version, status: "Loading" }] })).statusCode,
    ).toBe(200);
    const query = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/lineups/${row.id}?version=${row.version}`,
      headers: bearer(ana.token),
    });
    expect(query.statusCode).toBe(409);
    const body = await post(ana.token, `/lineups/${row.id}`, { _method: "delete", version: row.version });
    expect(body.statusCode).toBe(409);
    expect(body.json().conflicts).toEqual([{ deleted_index: 0, id: row.id, fields: ["status"] }]);
    expect(await stored(row.id)).toBeDefined();
    const bad = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/lineups/${row.id}?version=abc`,
      headers: bearer(ana.token),
    });
    expect(bad.statusCode).toBe(422);
    const ok = await post(ana.token, `/lineups/${row.id}`, { _method: "delete", version: row.version + 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stored(row.id)).toBeUndefined();
  });

  it("a deletion and an edit in flight together: one of them is refused, never a silently lost edit", async () => {
    const { t, ctx, ana, bob } = given();
    for (let round = 0; round < 6; round += 1) {
      const row = await makeLineupRow(t.app, ctx, full());
      const edit = () =>
        round % 2
          ? put(bob.token, row.id, form({ qty: "8888", version: row.version }))
          : tableSave(bob.token, { list: [{ id: row.id, version: row.version, qty: "8888" }] });
      const del = () => tableSave(ana.token, { list: [], deleted_lines: [{ id: row.id, version: row.version }] });
      // Both orders of sending, so either may reach the database first.
      const [e, d] =
        round % 3
          ? await Promise.all([edit(), del()])
          : await Promise.all([del(), edit()]).then(([x, y]) => [y, x] as const);
      const now = await stored(row.id);
      if (e.statusCode === 200) {
        // The edit committed: the deletion, based on the older version, must have been refused.
        expect(d.statusCode, `round ${round}`).toBe(409);
        expect(now).toMatchObject({ qty: "8888.000" });
      } else {
        expect(d.statusCode, `round ${round}`).toBe(200);
        expect([404, 409, 422]).toContain(e.statusCode);
        expect(now).toBeUndefined();
      }
    }
  });
});
