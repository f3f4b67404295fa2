import { describe, expect, it } from "vitest";
import { EMPTY_SESSION, currentValues, editRow, removeRow, type EditSession } from "./edit-session";
import { testRow } from "../test-row";
import { UndoHistory } from "./undo-history";

const row = testRow();
const other = testRow({ id: 2, qty: "2000.000" });
const present = new Set([1, 2]);
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** A table in edit mode whose history notes every change, as useGridState's update does. */
function table() {
  const history = new UndoHistory();
  let session: EditSession = { ...EMPTY_SESSION, all: true };
  return {
    history,
    get session() {
      return session;
    },
    change(next: (s: EditSession) => EditSession) {
      const after = next(session);
      history.record(session, after);
      session = after;
    },
    /** A change in a task of its own: once the task ends, it is one step to take back. */
    async step(next: (s: EditSession) => EditSession) {
      this.change(next);
      await nextTask();
    },
    undo(rows = present) {
      session = history.undo(session, rows) ?? session;
    },
    redo(rows = present) {
      session = history.redo(session, rows) ?? session;
    },
  };
}
const qtyOf = (s: EditSession) => currentValues(row, s).qty;

describe("Ctrl+Z and Ctrl+Shift+Z in a table", () => {
  it("take back each change, then make them again, in order", async () => {
    const t = table();
    await t.step((s) => editRow(s, row, { qty: "1100" }));
    await t.step((s) => editRow(s, row, { qty: "1200" }));
    t.change((s) => removeRow(s, other));
    t.undo();
    expect(t.session.deleted).toEqual([]);
    expect(qtyOf(t.session)).toBe("1200");
    t.undo();
    expect(qtyOf(t.session)).toBe("1100");
    t.undo();
    expect(qtyOf(t.session)).toBe("1000.000");
    expect(t.history.undo(t.session, present)).toBeUndefined();
    t.redo();
    t.redo();
    expect(qtyOf(t.session)).toBe("1200");
    t.redo();
    expect(t.session.deleted.map((d) => d.id)).toEqual([2]);
  });

  it("take back what one action changed at once (a status and its POB, a paste) as one step", async () => {
    const t = table();
    t.change((s) => editRow(s, row, { status: "POB hh:mm lt" }));
    t.change((s) => editRow(s, row, { pob: "16:00" }));
    t.change((s) => editRow(s, other, { qty: "3" }));
    await nextTask();
    t.undo();
    expect(t.session.edits).toEqual({});
  });

  it("forget what was taken back once something new is typed", async () => {
    const t = table();
    await t.step((s) => editRow(s, row, { qty: "1100" }));
    t.undo();
    t.change((s) => editRow(s, row, { qty: "1300" }));
    t.redo();
    expect(qtyOf(t.session)).toBe("1300");
  });

  it("forget everything once the table is saved or cancelled", async () => {
    const t = table();
    await t.step((s) => editRow(s, row, { qty: "1100" }));
    t.change(() => EMPTY_SESSION);
    t.undo();
    expect(t.session).toBe(EMPTY_SESSION);
  });

  it("never bring back a change to a row deleted since, nor a conflict on a field no longer changed", async () => {
    const t = table();
    await t.step((s) => editRow(s, other, { qty: "2500" }));
    await t.step((s) => editRow(s, row, { qty: "1100" }));
    t.change((s) => ({ ...s, conflicts: { 1: { qty: { theirs: "999.000", by: "Bea", byId: 8, at: null } } } }));
    // Row 2 was deleted by someone else meanwhile: undoing row 1's change keeps row 2's out.
    t.undo(new Set([1]));
    expect(t.session.edits).toEqual({});
    expect(t.session.conflicts).toEqual({});
  });
});
