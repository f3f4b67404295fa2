import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { activityLogs, lineupFieldEvents, lineups } from "../src/db/schema";
import { jsonValue } from "../src/lineups/history";
import { makeLineupRow, makeParties, makePort, callFields, type Place, type Parties } from "./factories";
import { bearer, createUser, startApp, type TestApp, type TestUser } from "./helpers";

/**
 * Migration 0007 turns the activity log's entries about line-ups, written
 * before `lineup_events` existed, into events. The rows below are written the
 * way the old code wrote them (a "criou" with the values given, an "editou"
 * with the changed fields before and after, an "atualizou", an "excluiu" with
 * the whole row), then the migration's SQL runs on the database twice.
 */
let t: TestApp;
let ctx: Place;
let p: Parties;
let ana: TestUser;
let bob: TestUser;

const migration = readFileSync(path.join(__dirname, "../../migrations/0007_backfill_lineup_events.sql"), "utf8");
const runBackfill = async () => {
  for (const statement of migration.split("--> statement-breakpoint"))
    if (statement.trim()) await t.app.db.execute(sql.raw(statement));
};
const eventCount = async () => Number((await t.app.db.select({ n: count() }).from(lineupFieldEvents))[0]?.n);
const history = (token: string, id: number) =>
  t.app.inject({ url: `/api/v1/lineups/${id}/history`, headers: bearer(token) });
const log = (entry: {
  user_id: number;
  action: string;
  subject_id: number;
  before?: object | null;
  after?: object | null;
  at: string;
  subject_type?: string;
}) =>
  t.app.db.insert(activityLogs).values({
    user_id: entry.user_id,
    action: entry.action,
    subject_type: entry.subject_type ?? "lineups",
    subject_id: entry.subject_id,
    description: `${entry.action} ${entry.subject_id}`,
    old_model: (entry.before ?? null) as Record<string, unknown> | null,
    new_model: (entry.after ?? null) as Record<string, unknown> | null,
    created_at: entry.at,
  });

beforeAll(async () => {
  t = await startApp();
  ctx = await makePort(t.app, "Santos");
  p = await makeParties(t.app);
  ana = await createUser(t.app, ROLE.admin, { name: "Ana" });
  bob = await createUser(t.app, ROLE.operator, { name: "Bob" });
});
afterAll(() => t.close());

describe("backfill of lineup_events from the activity log", () => {
  it("turns old entries into events in order, leaves changes already recorded alone, and a second run adds nothing", async () => {
    // A row made before the events existed, still on the board (its insert records no event).
    const kept = await makeLineupRow(t.app, ctx, {
      ...callFields(ctx, p),
      created_at: "2026-01-05T10:00:00Z",
      qty: "1200.000",
      pob: "08:30:00",
      eta: "2026-01-10",
    });
    const made = {
      terminal_id: ctx.terminal.id,
      status: "Expected",
      navio_id: p.vessel.id,
      carga_id: ctx.comm.id,
      carga_tipo_id: ctx.type.id,
      qty: "1000",
      pob: "08:30",
      eta: "2026-01-10",
      is_observacao: 0,
      observacao: null,
      cargas_afretadores: [],
    };
    await log({ user_id: ana.user.id, action: "criou", subject_id: kept.id, after: made, at: "2026-01-05T10:00:00Z" });
    await log({
      user_id: bob.user.id,
      action: "editou",
      subject_id: kept.id,
      before: { status: "Expected", qty: "1000.000" },
      after: { status: "Waiting", qty: "1200" },
      at: "2026-01-07T12:30:00Z",
    });
    await log({
      user_id: bob.user.id,
      action: "atualizou",
      subject_id: kept.id,
      before: { atualizado_data: null },
      after: { atualizado_data: "2026-01-08T09:00:00+00:00" },
      at: "2026-01-08T09:00:00Z",
    });
    // A row made and deleted before the events existed.
    const gone = await makeLineupRow(t.app, ctx, {
      status: "Expected",
      navio_id: p.vessel.id,
      created_at: "2026-01-03T08:00:00Z",
    });
    await t.app.db.delete(lineups).where(eq(lineups.id, gone.id));
    await log({
      user_id: ana.user.id,
      action: "criou",
      subject_id: gone.id,
      after: { terminal_id: ctx.terminal.id, status: "Expected", navio_id: p.vessel.id },
      at: "2026-01-03T08:00:00Z",
    });
    await log({
      user_id: ana.user.id,
      action: "excluiu",
      subject_id: gone.id,
      before: { ...gone, qty: "500" },
      at: "2026-01-06T08:00:00Z",
    });
    // Other subjects are not line-ups.
    await log({
      user_id: ana.user.id,
      action: "editou",
      subject_type: "users",
      subject_id: kept.id,
      before: { name: "A" },
      after: { name: "B" },
      at: "2026-01-04T08:00:00Z",
    });

    // A save since the events landed: recorded both in the log and as events, in one transaction.
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/v1/lineups/list",
      headers: bearer(ana.token),
      payload: { terminal_id: ctx.terminal.id, list: [{ id: kept.id, version: kept.version, status: "Loading" }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const recorded = await eventCount();
    expect(recorded).toBeGreaterThan(0);

    await runBackfill();
    const res = await history(ana.token, kept.id);
    expect(res.statusCode, res.body).toBe(200);
    const entries = (
      res.json() as { at: string; user: { name: string } | null; field: string; before: unknown; after: unknown }[]
    ).map((e) => [Date.parse(e.at), e.user?.name, e.field, e.before, e.after]);
    const at = (iso: string) => Date.parse(iso);
    // The save recorded since is there once, newest; then the backfilled entries, newest first, one save's events
    // in reverse of their writing (the writers' order of fields).
    const recent = entries.slice(0, recorded);
    expect(recent.map((e) => e.slice(1))).toContainEqual(["Ana", "status", "Waiting", "Loading"]);
    expect(recent.every((e) => e[0] === entries[0]![0])).toBe(true);
    expect(entries.slice(recorded)).toEqual([
      [at("2026-01-08T09:00:00Z"), "Bob", "atualizado_data", null, "2026-01-08T09:00:00+00:00"],
      [at("2026-01-07T12:30:00Z"), "Bob", "qty", "1000.000", "1200.000"],
      [at("2026-01-07T12:30:00Z"), "Bob", "status", "Expected", "Waiting"],
      [at("2026-01-05T10:00:00Z"), "Ana", "eta", null, "2026-01-10"],
      [at("2026-01-05T10:00:00Z"), "Ana", "qty", null, "1000.000"],
      [at("2026-01-05T10:00:00Z"), "Ana", "carga_tipo_id", null, ctx.type.id],
      [at("2026-01-05T10:00:00Z"), "Ana", "carga_id", null, ctx.comm.id],
      [at("2026-01-05T10:00:00Z"), "Ana", "navio_id", null, p.vessel.id],
      [at("2026-01-05T10:00:00Z"), "Ana", "is_observacao", null, 0],
      [at("2026-01-05T10:00:00Z"), "Ana", "pob", null, "08:30:00"],
      [at("2026-01-05T10:00:00Z"), "Ana", "status", null, "Expected"],
      [at("2026-01-05T10:00:00Z"), "Ana", "_created", null, null],
    ]);

    // The deleted row: its creation and a `_deleted` snapshot of its last values, filed under its terminal.
    const goneEvents = await t.app.db
      .select({
        field: lineupFieldEvents.field,
        before: jsonValue(lineupFieldEvents.before),
        after: jsonValue(lineupFieldEvents.after),
        terminal_id: lineupFieldEvents.terminal_id,
        porto_id: lineupFieldEvents.porto_id,
      })
      .from(lineupFieldEvents)
      .where(eq(lineupFieldEvents.lineup_id, gone.id))
      .orderBy(asc(lineupFieldEvents.at), asc(lineupFieldEvents.id));
    expect(goneEvents.map((e) => e.field)).toEqual(["_created", "status", "navio_id", "_deleted"]);
    expect(goneEvents.every((e) => e.terminal_id === ctx.terminal.id && e.porto_id === ctx.port.id)).toBe(true);
    expect(goneEvents[3]!.before).toMatchObject({
      terminal_id: ctx.terminal.id,
      status: "Expected",
      navio_id: p.vessel.id,
      qty: "500.000",
      eta: null,
    });
    const total = await eventCount();
    expect(total).toBe(recorded + 12 + 4);

    // Again: nothing more.
    await runBackfill();
    expect(await eventCount()).toBe(total);

    // The board as it stood on 6 January shows the backfilled values.
    const asOf = await t.app.inject({
      url: `/api/v1/lineups?porto_id[]=${ctx.port.id}&carga_tipo_id=${ctx.type.id}&as_of=2026-01-06T00:00:00Z`,
      headers: bearer(ana.token),
    });
    expect(asOf.statusCode, asOf.body).toBe(200);
    const rows = (
      asOf.json() as { portos: { terminais: { lineups: { id: number; status: string }[] }[] }[] }
    ).portos.flatMap((port) => port.terminais.flatMap((x) => x.lineups));
    expect(rows.map((r) => [r.id, r.status])).toEqual(
      [
        [kept.id, "Expected"],
        [gone.id, "Expected"],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  });
});
