import { afterAll, describe, expect, it, vi } from "vitest";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { ROLE } from "@lineup/shared";
import { lineups } from "../../src/db/schema";
import { changePayloads, type ChangePayload } from "../../src/live/notify-wire";
import { LiveTerminal } from "../../src/live/terminal";
import { createUser, startApp } from "../helpers";
import { makeParties, makePort } from "../factories";
import { listen, saveList, subscribe, waitFor } from "./live-helpers";

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

/** PostgreSQL refuses a NOTIFY payload of this many bytes or more. */
const NOTIFY_LIMIT = 8000;
const INSTANCE = "0c6b1f5e-2d1a-4c39-9a51-4f3b1a7c2e90";
const bytes = (payload: string) => Buffer.byteLength(payload, "utf8");
const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe("NOTIFY payloads of a change", () => {
  it("stay under 8000 bytes whatever the save, and carry every id once", () => {
    // The largest ids and versions an integer column holds (10 digits), in the largest saves `POST /lineups/list`
    // takes (500 rows and 500 deletions), and an import's 5,000 rows.
    const big = 2_147_000_000;
    const cases = [
      { terminal_id: big, row_ids: ids(big, 500), deleted_ids: [] },
      {
        terminal_id: big,
        row_ids: ids(big, 500),
        deleted_ids: ids(big + 500, 500),
        deleted_versions: Object.fromEntries(ids(big + 500, 500).map((id) => [id, big])),
      },
      { terminal_id: big, row_ids: [], deleted_ids: ids(big, 500) },
      { terminal_id: big, row_ids: ids(big, 5000), deleted_ids: [] },
    ];
    for (const change of cases) {
      const payloads = changePayloads(INSTANCE, change, 2_000_000_000);
      for (const p of payloads) expect(bytes(p)).toBeLessThan(NOTIFY_LIMIT);
      const parsed = payloads.map((p) => JSON.parse(p) as ChangePayload);
      expect(parsed.flatMap((p) => p.r ?? [])).toEqual(change.row_ids);
      expect(parsed.flatMap((p) => p.d ?? [])).toEqual(change.deleted_ids);
      expect(parsed.flatMap((p) => p.v ?? [])).toEqual(
        change.deleted_ids.map((id) => change.deleted_versions?.[id] ?? null),
      );
      if (payloads.length > 1)
        for (const p of parsed) expect(p).toMatchObject({ c: 2_000_000_000, n: payloads.length });
    }
    // 500 rows of 10-digit ids fit in one notification.
    expect(changePayloads(INSTANCE, cases[0]!, 1)).toHaveLength(1);
  });
});

describe("a change heard by NOTIFY", () => {
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "a save of 500 rows and 500 deletions: every notification under 8000 bytes, all heard, one reload on the other instance",
    { timeout: 180_000 },
    async () => {
      const a = await startApp();
      cleanup.push(() => a.close());
      const b = await startApp({}, undefined, { databaseUrl: a.databaseUrl });
      cleanup.push(() => b.app.close());
      const originB = await listen(b.app);
      const ctx = await makePort(a.app);
      const parties = await makeParties(a.app);
      const admin = await createUser(a.app, ROLE.admin);
      // Ids of 10 digits, the longest an id can be.
      await a.app.db.execute(sql`select setval(pg_get_serial_sequence('lineups', 'id'), 2000000000)`);
      const rows = await a.app.db
        .insert(lineups)
        .values(
          ids(0, 1001).map((i) => ({
            terminal_id: ctx.terminal.id,
            porto_id: ctx.port.id,
            carga_id: ctx.comm.id,
            carga_tipo_id: ctx.type.id,
            status: "Expected" as const,
            afretador_id: parties.charterer.id,
            recebedor_id: parties.receiver.id,
            destination_porto: parties.dest.id,
            qty: String(1000 + i),
          })),
        )
        .returning({ id: lineups.id, version: lineups.version });
      const heard: string[] = [];
      const listener = postgres(a.databaseUrl ?? "", { max: 1, onnotice: () => {} });
      cleanup.push(() => listener.end());
      await listener.listen("lineup_changes", (p) => heard.push(p));
      const onB = subscribe(originB, ctx.terminal.id, admin.token);
      cleanup.push(async () => onB.destroy());
      await onB.synced();
      expect(onB.rows.size).toBe(1001);

      // What the other instance does with a change: its live terminal's changes and its queries.
      const applied: number[] = [];
      const apply = LiveTerminal.prototype.applyChange;
      const spy = vi.spyOn(LiveTerminal.prototype, "applyChange").mockImplementation(function (
        this: LiveTerminal,
        ...args
      ) {
        applied.push(args[0].length + args[1].length);
        return apply.apply(this, args);
      });
      cleanup.push(async () => spy.mockRestore());
      const sqlB = b.app.database.sql;
      if (!sqlB) throw new Error("not on PostgreSQL");
      const queries: string[] = [];
      const unsafe = sqlB.unsafe.bind(sqlB);
      const querySpy = vi.spyOn(sqlB, "unsafe").mockImplementation((text, ...rest) => {
        // The access watch's look-up every second is not the change's.
        if (!/ended_at|disabled_at|\(SELECT 1\) AS one/.test(text)) queries.push(text);
        return unsafe(text, ...rest);
      });
      cleanup.push(async () => querySpy.mockRestore());

      const save = async (list: typeof rows, deleted: typeof rows, qty: string) => {
        heard.length = 0;
        applied.length = 0;
        queries.length = 0;
        const res = await saveList(a.app, admin.token, {
          terminal_id: ctx.terminal.id,
          list: list.map((r) => ({ id: r.id, version: r.version, qty })),
          deleted_lines: deleted.map((r) => ({ id: r.id, version: r.version })),
        });
        expect(res.statusCode, res.body).toBe(200);
        await waitFor(
          () =>
            list.every((r) => Number(onB.rows.get(String(r.id))?.qty) === Number(qty)) &&
            deleted.every((r) => !onB.rows.has(String(r.id))),
          "the save on the other instance",
          10_000,
        );
        await new Promise((r) => setTimeout(r, 200));
        return { heard: [...heard], applied: [...applied], queries: [...queries] };
      };

      const one = await save(rows.slice(0, 1), [], "7");
      const large = await save(rows.slice(1, 501), rows.slice(501), "8");
      // 500 changed ids and 500 deletions with their versions, at 10 digits each: over 8000 bytes, sent in parts.
      expect(large.heard.length).toBeGreaterThan(1);
      for (const p of large.heard) expect(bytes(p)).toBeLessThan(NOTIFY_LIMIT);
      const parts = large.heard.map((p) => JSON.parse(p) as ChangePayload);
      expect(parts.flatMap((p) => p.r ?? []).sort()).toEqual(rows.slice(1, 501).map((r) => r.id));
      expect(parts.flatMap((p) => p.d ?? []).sort()).toEqual(rows.slice(501).map((r) => r.id));
      // The other instance applies the change once, whole, with as many queries as for a change of one row.
      expect(one.applied).toEqual([1]);
      expect(large.applied).toEqual([1000]);
      expect(large.queries.length).toBe(one.queries.length);
      expect(large.queries.filter((q) => /from "lineups"/.test(q))).toHaveLength(1);
      expect(onB.rows.size).toBe(501);
    },
  );
});
