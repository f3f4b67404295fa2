import { afterAll, beforeAll, describe, expect, it } from "vitest";
import postgres from "postgres";
import { Outbox } from "../../src/db/outbox";
import type { LineupChange } from "../../src/lineups/events";
import type { AccessSubject } from "../../src/live/events";
import { startApp, type TestApp } from "../helpers";
import { waitFor } from "./live-helpers";

const change = (terminal_id: number, row_ids: number[], deleted_ids: number[] = []): LineupChange => ({
  terminal_id,
  row_ids,
  deleted_ids,
  fields: {},
  user_id: null,
});

describe("a transaction's outbox", () => {
  it("keeps the changes of some row, and each user's or display's access once", () => {
    const outbox = new Outbox();
    outbox.lineupsChanged([change(1, []), change(2, [7]), change(3, [], [8])]);
    outbox.terminalsChanged([4, 5, 4]);
    outbox.accessChanged({ kind: "user", id: 9 });
    outbox.accessChanged({ kind: "user", id: 9 });
    outbox.accessChanged({ kind: "display", id: 9 });
    expect(outbox.lineups.map((c) => c.terminal_id)).toEqual([2, 3]);
    expect([...outbox.terminals]).toEqual([4, 5]);
    expect(outbox.access).toEqual([
      { kind: "user", id: 9 },
      { kind: "display", id: 9 },
    ]);
  });
});

describe("app.transact tells a transaction's changes when, and only if, it commits", () => {
  let t: TestApp;
  /** What this instance's live layer heard. */
  const here: { rows: number[]; terminals: number[]; access: AccessSubject[] } = {
    rows: [],
    terminals: [],
    access: [],
  };
  /** What another instance hears by LISTEN (PostgreSQL only). */
  const there: string[] = [];
  let listener: postgres.Sql | undefined;

  beforeAll(async () => {
    t = await startApp();
    t.app.lineupEvents.on((c) => here.rows.push(c.terminal_id));
    t.app.liveEvents.onTerminal((id) => here.terminals.push(id));
    t.app.liveEvents.onAccess((s) => here.access.push(s));
    if (t.databaseUrl) {
      listener = postgres(t.databaseUrl, { max: 1, onnotice: () => {} });
      await listener.listen("lineup_changes", (p) => there.push(p));
      await listener.listen("lineup_changes_access", (p) => there.push(p));
    }
  });
  afterAll(async () => {
    await listener?.end();
    await t.close();
  });

  it("a transaction that fails after recording its changes tells nothing, here or to other instances", async () => {
    const failed = t.app.transact(async (_tx, outbox) => {
      outbox.lineupsChanged([change(101, [1])]);
      outbox.terminalsChanged([102]);
      outbox.accessChanged({ kind: "user", id: 103 });
      throw new Error("refused after recording");
    });
    await expect(failed).rejects.toThrow("refused after recording");

    // A committed one afterwards is heard, so by then the failed one would have been too.
    const answer = await t.app.transact(async (_tx, outbox) => {
      outbox.lineupsChanged([change(201, [1, 2], [3])]);
      outbox.terminalsChanged([202]);
      outbox.accessChanged({ kind: "display", id: 203 });
      return "committed";
    });
    expect(answer).toBe("committed");
    expect(here).toEqual({ rows: [201], terminals: [202], access: [{ kind: "display", id: 203 }] });
    if (!listener) return;
    await waitFor(() => there.length === 3, "the committed transaction's three notifications", 5_000);
    const heard = there.map((p) => JSON.parse(p));
    expect(heard).toEqual([
      expect.objectContaining({ t: 201, r: [1, 2], d: [3] }),
      expect.objectContaining({ t: 202, h: 1 }),
      expect.objectContaining({ k: "d", i: 203 }),
    ]);
    // Each names this instance, which ignores its own notifications (it acted on them already).
    expect(new Set(heard.map((p) => p.o))).toEqual(new Set([t.app.publisher.instance]));
  });
});
