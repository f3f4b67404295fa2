import { describe, expect, it } from "vitest";
import type { LineupRow } from "../api/types";
import {
  EMPTY_SESSION,
  blankLine,
  blankNote,
  editDraft,
  editRow,
  removeRow,
  sessionActive,
  type EditSession,
} from "./edit-session";
import { buildSave, errorsByRow } from "./session-save";
import { buildGridRows, reuseRows, type GridRow } from "../grid/grid-rows";
import { rowClassRules, rowClasses } from "../grid/row-style";
import { testRow } from "../test-row";

const row = (id: number, extra: Partial<LineupRow> = {}): LineupRow =>
  testRow({
    id,
    navio: { id: 10, name: "SEA PEARL", imo: null },
    atualizado_data: null,
    updated_at: "2031-01-01T00:00:00Z",
    ...extra,
  });

describe("the table save", () => {
  it(
    "sends changed fields of existing rows with the version they were loaded at, " +
      "new rows whole, and deferred deletions",
    () => {
      const a = row(1);
      const b = row(2);
      let s: EditSession = { ...EMPTY_SESSION, all: true };
      s = editRow(s, a, { qty: "2500" });
      s = editRow(s, a, { status: "Loading" });
      s = {
        ...s,
        drafts: [
          { key: "new-1", values: blankLine(), afterKey: null },
          { key: "new-2", values: { ...blankNote(), observacao: "Fog" }, afterKey: null },
        ],
      };
      s = removeRow(s, b);
      const { body, keys } = buildSave(7, 1, [a, b], s);
      expect(body.terminal_id).toBe(7);
      expect(body.deleted_lines).toEqual([{ id: 2, version: 3 }]);
      expect(body.list[0]).toEqual({ id: 1, version: 3, qty: "2500", status: "Loading" });
      expect(body.list[1]).toMatchObject({ status: "Expected", carga_tipo_id: 1, is_observacao: 0 });
      expect(body.list[2]).toEqual({ is_observacao: 1, observacao: "Fog", status: "Expected", carga_tipo_id: 1 });
      expect(keys).toEqual(["row-1", "new-1", "new-2"]);
    },
  );

  it("still saves an edited row that a filter change has hidden", () => {
    const s = editRow(EMPTY_SESSION, row(4), { qty: "9" });
    expect(buildSave(7, 1, [row(1)], s).body.list).toEqual([{ id: 4, version: 3, qty: "9" }]);
  });

  it("keeps the first base version when a row is edited again after a reload of newer rows", () => {
    const s = editRow(editRow(EMPTY_SESSION, row(1), { qty: "1" }), row(1, { version: 9 }), { status: "Loading" });
    expect(s.edits[1]?.bases).toEqual({ qty: 3, status: 9 });
    expect(buildSave(7, 1, [row(1, { version: 9 })], s).body.list[0]).toMatchObject({ id: 1, version: 3 });
  });

  it("places list.i.field and split-line errors on their grid rows", () => {
    const errors = errorsByRow(
      {
        "list.0.status": ["Please inform all fields"],
        "list.1.cargas_afretadores.0.qty": ["The quantity field is required."],
        "deleted_lines.0": ["x"],
      },
      ["row-1", "new-3"],
    );
    expect(errors).toEqual({
      "row-1": { status: "Please inform all fields" },
      "new-3/split-0": { qty: "The quantity field is required." },
    });
  });

  it("deletes a row at the version the person saw: their edits' base, not a newer live version", () => {
    const edited = removeRow(editRow(EMPTY_SESSION, row(1), { qty: "1" }), row(1, { version: 9 }));
    expect(buildSave(7, 1, [row(1, { version: 9 })], edited).body).toEqual({
      terminal_id: 7,
      list: [],
      deleted_lines: [{ id: 1, version: 3 }],
    });
    const untouched = removeRow(removeRow(EMPTY_SESSION, row(2, { version: 6 })), row(2, { version: 7 }));
    expect(untouched.deleted).toEqual([{ id: 2, version: 6 }]);
  });

  it("is active while anything is pending and empty after Cancel", () => {
    expect(sessionActive(EMPTY_SESSION)).toBe(false);
    expect(sessionActive(removeRow(EMPTY_SESSION, row(1)))).toBe(true);
    expect(
      sessionActive(
        editDraft({ ...EMPTY_SESSION, drafts: [{ key: "new-1", values: blankLine(), afterKey: null }] }, "new-1", {
          qty: "1",
        }),
      ),
    ).toBe(true);
  });
});

describe("grid rows", () => {
  it(
    "keeps removed rows in place, struck through and read-only; " +
      "shows split lines under their row and copies under their source",
    () => {
      const a = row(1, {
        cargas_afretadores: [
          { id: 5, carga_id: 20, carga: null, qty: "10", afretador_id: 30, afretador: null, recebedor_id: null },
        ],
      });
      const s: EditSession = {
        ...EMPTY_SESSION,
        all: true,
        deleted: [{ id: 2, version: 3 }],
        drafts: [{ key: "new-1", values: blankLine(), afterKey: "row-1" }],
      };
      const rows = buildGridRows([a, row(2), row(3)], s, true);
      expect(rows.map((r) => r.key)).toEqual(["row-1", "row-1/split-0", "new-1", "row-2", "row-3"]);
      expect(rows[1]).toMatchObject({ kind: "split", parentKey: "row-1", splitIndex: 0 });
      expect(rows.map((r) => [r.key, r.editable, r.removed])).toEqual([
        ["row-1", true, false],
        ["row-1/split-0", true, false],
        ["new-1", true, false],
        ["row-2", false, true],
        ["row-3", true, false],
      ]);
      const removed = rows[3];
      if (!removed) throw new Error("no row");
      const struck = (data: GridRow | undefined) =>
        rowClassRules["lineup-row-removed"]({ data, context: { day: () => "2031-01-01" } });
      expect(struck(removed)).toBe(true);
      expect(struck(rows[0])).toBe(false);
      expect(buildGridRows([row(3)], EMPTY_SESSION, true)[0]?.editable).toBe(false);
      expect(buildGridRows([row(3)], s, false)[0]?.editable).toBe(false);
    },
  );

  it(
    "keeps Sailed rows and their split lines read-only in Edit lines; " +
      "a row set to Sailed here stays open until saved",
    () => {
      const sailed = row(1, {
        status: "Sailed",
        cargas_afretadores: [
          { id: 5, carga_id: 20, carga: null, qty: "10", afretador_id: 30, afretador: null, recebedor_id: null },
        ],
      });
      const all: EditSession = { ...EMPTY_SESSION, all: true };
      expect(buildGridRows([sailed, row(2)], all, true).map((r) => [r.key, r.editable])).toEqual([
        ["row-1", false],
        ["row-1/split-0", false],
        ["row-2", true],
      ]);
      expect(buildGridRows([sailed], { ...EMPTY_SESSION, inline: [1] }, true)[0]?.editable).toBe(false);
      const settingSailed = editRow(all, row(2), { status: "Sailed" });
      expect(buildGridRows([row(2)], settingSailed, true)[0]).toMatchObject({
        editable: true,
        values: { status: "Sailed" },
      });
    },
  );
});

describe("row identity", () => {
  it("keeps unchanged rows as the same objects, so the grid redraws only the edited one", () => {
    const rows = [row(1), row(2)];
    const first = buildGridRows(rows, EMPTY_SESSION, true);
    const s = editRow(EMPTY_SESSION, row(2), { qty: "5" });
    const second = reuseRows(buildGridRows(rows, s, true), new Map(first.map((r) => [r.key, r])));
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
  });
});

describe("row styles", () => {
  const grid = (extra: Partial<LineupRow>) => buildGridRows([row(1, extra)], EMPTY_SESSION, false)[0];
  it("marks status, a due Expected row and the client type, but no client colour on notes", () => {
    const expected = grid({ status: "Expected", eta: "2031-01-01", client_type: "HUSBANDRY" });
    if (!expected) throw new Error("no row");
    expect(rowClasses(expected, "2031-01-01")).toEqual([
      "lineup-row-expected",
      "lineup-row-due",
      "lineup-client-husbandry",
    ]);
    expect(rowClasses(expected, "2030-12-31")).toEqual(["lineup-row-expected", "lineup-client-husbandry"]);
    const note = grid({ is_observacao: 1, observacao: "Fog", client_type: "FULL" });
    if (!note) throw new Error("no row");
    expect(rowClasses(note, "2031-01-01")).toEqual(["lineup-row-note"]);
  });

  it("gives the grid rules that hold for the row as it is now and on the day the grid reads", () => {
    const applied = (r: GridRow | undefined, day: string) =>
      Object.entries(rowClassRules)
        .filter(([, holds]) => holds({ data: r, context: { day: () => day } }))
        .map(([className]) => className)
        .sort();
    const due = grid({ status: "Expected", eta: "2031-01-01", client_type: "FULL" });
    expect(applied(due, "2031-01-01")).toEqual(["lineup-client-full", "lineup-row-due", "lineup-row-expected"]);
    expect(applied(due, "2030-12-31")).toEqual(["lineup-client-full", "lineup-row-expected"]);
    // The same call berthed, for another client type: nothing of what it was is left.
    const berthed = grid({ status: "Loading", eta: "2031-01-01", client_type: "HUSBANDRY" });
    expect(applied(berthed, "2031-01-01")).toEqual(["lineup-client-husbandry", "lineup-row-loading"]);
    expect(applied(undefined, "2031-01-01")).toEqual([]);
  });
});
