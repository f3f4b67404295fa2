import { describe, expect, it } from "vitest";
import type { LineupRow } from "../api/types";
import {
  dropDeletedRow,
  keepMine,
  noteForeignChange,
  noteServerConflicts,
  openConflicts,
  takeTheirs,
} from "./conflicts";
import {
  EMPTY_SESSION,
  closeEditor,
  currentValues,
  editRow,
  openEditor,
  removeRow,
  type EditSession,
} from "./edit-session";
import { buildSave } from "./session-save";
import { buildGridRows } from "../grid/grid-rows";
import { SaveEchoFilter } from "./save-echo";
import { testRow } from "../test-row";

const ANA = { id: 7, name: "Ana" };
const BEA = { id: 8, name: "Bea" };
const row = (version: number, extra: Partial<LineupRow> = {}) => testRow({ version, atualizador: BEA, ...extra });

/** Ana saves QTTY 4444 over version 3. */
const anaSaves4444 = row(4, { qty: "4444.000", atualizador: ANA, atualizado_data: "2031-01-01T18:52:00Z" });

/** The patch this session would send for row 1, and whether Save goes to the server at all. */
const saveOf = (s: EditSession, rows: LineupRow[]) => ({
  sent: openConflicts(s).length === 0,
  patch: buildSave(9, 1, rows, s).body.list[0],
});

describe("no lost work: an edit against someone else's change of the same field", () => {
  it(
    "editor open, their save arrives, then Enter and Save: " +
      "the edit keeps the version the editor opened on and Save is refused with their value and name",
    () => {
      let s = openEditor({ ...EMPTY_SESSION, all: true }, row(3), "qty");
      const live = noteForeignChange(s, row(3), anaSaves4444);
      s = live.session;
      // Told at once, while still typing.
      expect(live.added).toEqual([{ id: 1, field: "qty", mine: undefined, theirs: "4444.000", by: "Ana" }]);
      expect(s.conflicts[1]?.qty).toEqual({ theirs: "4444.000", by: "Ana", byId: 7, at: "2031-01-01T18:52:00Z" });
      // Enter commits 5555 after the row moved to version 4: the base stays 3 (the bug took 4 and overwrote silently).
      s = closeEditor(editRow(s, anaSaves4444, { qty: "5555" }));
      expect(s.edits[1]?.bases.qty).toBe(3);
      const save = saveOf(s, [anaSaves4444]);
      expect(save.patch).toEqual({ id: 1, version: 3, qty: "5555" });
      expect(save.sent).toBe(false);
      expect(openConflicts(s)).toEqual([
        {
          id: 1,
          field: "qty",
          mine: "5555",
          conflict: { theirs: "4444.000", by: "Ana", byId: 7, at: "2031-01-01T18:52:00Z" },
        },
      ]);
      // The cell shows both sides.
      const grid = buildGridRows([anaSaves4444], s, true)[0];
      expect(grid?.values.qty).toBe("5555");
      expect(grid?.conflicts.qty?.theirs).toBe("4444.000");
    },
  );

  it(
    "committed and unsaved, their save arrives: conflict on that field only; " +
      "a change to another field merges and keeps the old base",
    () => {
      let s = editRow({ ...EMPTY_SESSION, all: true }, row(3), { qty: "5555", eta: "2031-03-02" });
      s = noteForeignChange(s, row(3), row(4, { status: "Loading", atualizador: ANA })).session;
      expect(openConflicts(s)).toEqual([]);
      expect(saveOf(s, [row(4)]).patch).toEqual({ id: 1, version: 3, qty: "5555", eta: "2031-03-02" });
      s = noteForeignChange(
        s,
        row(4, { status: "Loading" }),
        row(5, { status: "Loading", qty: "4444.000", atualizador: ANA }),
      ).session;
      expect(openConflicts(s).map((c) => [c.field, c.mine])).toEqual([["qty", "5555"]]);
      expect(saveOf(s, [row(5)]).sent).toBe(false);
    },
  );

  it("an editor closed without a change drops the conflict: nothing of this person's is at stake", () => {
    let s = openEditor(EMPTY_SESSION, row(3), "qty");
    s = noteForeignChange(s, row(3), anaSaves4444).session;
    expect(openConflicts(s)).toHaveLength(1);
    s = closeEditor(s);
    expect(openConflicts(s)).toEqual([]);
    expect(s.edits).toEqual({});
  });

  it("both typed the same value: nothing can be lost, the local edit goes without a conflict", () => {
    let s = editRow(EMPTY_SESSION, row(3), { qty: "4444.000", etc: "2031-04-01" });
    s = noteForeignChange(s, row(3), anaSaves4444).session;
    expect(openConflicts(s)).toEqual([]);
    expect(s.edits[1]?.values).toEqual({ etc: "2031-04-01" });
  });

  it(
    "keep mine re-bases the field (and the row's other unconflicted changes) on the current version, " +
      "so the next save overwrites deliberately",
    () => {
      let s = editRow(EMPTY_SESSION, row(3), { qty: "5555", eta: "2031-03-02" });
      s = noteForeignChange(s, row(3), anaSaves4444).session;
      s = keepMine(s, anaSaves4444, "qty");
      expect(openConflicts(s)).toEqual([]);
      expect(saveOf(s, [anaSaves4444])).toEqual({
        sent: true,
        patch: { id: 1, version: 4, qty: "5555", eta: "2031-03-02" },
      });
    },
  );

  it("keep mine on one field leaves another conflicted field on its old base until it has its own choice", () => {
    let s = editRow(EMPTY_SESSION, row(3), { qty: "5555", eta: "2031-03-02" });
    s = noteForeignChange(s, row(3), row(4, { qty: "4444.000", eta: "2031-03-09", atualizador: ANA })).session;
    s = keepMine(s, row(4), "qty");
    expect(s.edits[1]?.bases).toEqual({ qty: 4, eta: 3 });
    expect(saveOf(s, [row(4)]).sent).toBe(false);
    s = keepMine(s, row(4), "eta");
    expect(saveOf(s, [row(4)])).toEqual({ sent: true, patch: { id: 1, version: 4, qty: "5555", eta: "2031-03-02" } });
  });

  it("take theirs drops this person's value of that field only and shows theirs", () => {
    let s = editRow(EMPTY_SESSION, row(3), { qty: "5555", eta: "2031-03-02" });
    s = noteForeignChange(s, row(3), anaSaves4444).session;
    s = takeTheirs(s, 1, "qty");
    expect(openConflicts(s)).toEqual([]);
    expect(currentValues(anaSaves4444, s).qty).toBe("4444.000");
    expect(saveOf(s, [anaSaves4444])).toEqual({ sent: true, patch: { id: 1, version: 3, eta: "2031-03-02" } });
    // Their QTTY and an older-based ETA: the server merges (different fields), nothing is overwritten.
  });

  it(
    "a removed row someone changed since: Save is refused; " +
      "'remove anyway' deletes the version seen now, 'keep the line' brings it back",
    () => {
      let s = removeRow(EMPTY_SESSION, row(3));
      s = noteForeignChange(s, row(3), anaSaves4444).session;
      expect(openConflicts(s)).toEqual([
        {
          id: 1,
          field: null,
          mine: null,
          conflict: { fields: ["qty"], by: "Ana", byId: 7, at: "2031-01-01T18:52:00Z" },
        },
      ]);
      expect(buildGridRows([anaSaves4444], s, true)[0]).toMatchObject({
        removed: true,
        removalConflict: { by: "Ana" },
      });
      const anyway = keepMine(s, anaSaves4444, null);
      expect(openConflicts(anyway)).toEqual([]);
      expect(buildSave(9, 1, [anaSaves4444], anyway).body.deleted_lines).toEqual([{ id: 1, version: 4 }]);
      const kept = takeTheirs(s, 1, null);
      expect(kept.deleted).toEqual([]);
      expect(buildGridRows([anaSaves4444], kept, true)[0]).toMatchObject({
        removed: false,
        values: { qty: "4444.000" },
      });
    },
  );

  it("a 409 the live layer did not show marks the server's fields with the values read again", () => {
    let s = editRow(EMPTY_SESSION, row(3), { qty: "5555", status: "Loading" });
    s = noteServerConflicts(s, [{ index: 0, id: 1, fields: ["qty"] }], [anaSaves4444]);
    expect(openConflicts(s).map((c) => [c.field, c.mine, c.conflict.by])).toEqual([["qty", "5555", "Ana"]]);
    const removed = noteServerConflicts(
      removeRow(EMPTY_SESSION, row(3)),
      [{ deleted_index: 0, id: 1, fields: ["qty"] }],
      [anaSaves4444],
    );
    expect(openConflicts(removed).map((c) => c.field)).toEqual([null]);
  });

  it("a row someone else deleted takes this person's unsaved changes with it, and says which", () => {
    const s = editRow(EMPTY_SESSION, row(3), { qty: "5555" });
    const { session, lost } = dropDeletedRow(s, 1);
    expect(lost).toEqual({ qty: "5555" });
    expect(session.edits).toEqual({});
  });
});

describe("no warning about one's own save", () => {
  it("the live echo of rows in a save in flight is held and, once the save succeeded, never compared", () => {
    const filter = new SaveEchoFilter();
    filter.start([1]);
    // The echo of this person's own save arrives before its answer.
    const echo = { before: row(3), after: row(4, { qty: "5555.000", atualizador: BEA }) };
    const other = { before: row(3, { id: 2 }), after: row(4, { id: 2, qty: "1.000" }) };
    expect(filter.pass([echo, other])).toEqual([other]);
    expect(filter.end(true)).toEqual([]);
    // After the answer, live updates are compared again.
    expect(filter.pass([echo])).toEqual([echo]);
  });

  it("a failed save compares what was held: someone else's change is still caught", () => {
    const filter = new SaveEchoFilter();
    let s = editRow(EMPTY_SESSION, row(3), { qty: "5555" });
    filter.start([1]);
    const theirs = { before: row(3), after: anaSaves4444 };
    expect(filter.pass([theirs])).toEqual([]);
    for (const p of filter.end(false)) s = noteForeignChange(s, p.before, p.after).session;
    expect(openConflicts(s).map((c) => c.conflict.by)).toEqual(["Ana"]);
  });

  it("a re-read at the version this person already has is no change at all", () => {
    const s = editRow(EMPTY_SESSION, row(4), { qty: "5555" });
    expect(noteForeignChange(s, row(4), row(4, { qty: "5555.000" })).session).toBe(s);
  });
});

describe("foreign changes that touch nothing being edited", () => {
  it("leave the session as it was (same object: nothing to redraw)", () => {
    const s = editRow(EMPTY_SESSION, row(3, { id: 2 }), { qty: "5555" });
    expect(noteForeignChange(s, row(3), anaSaves4444).session).toBe(s);
    expect(noteForeignChange(s, row(3, { id: 2 }), row(4, { id: 2, status: "Loading" })).session).toBe(s);
  });
});
