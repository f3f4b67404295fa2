import { describe, expect, it } from "vitest";
import type { Board, LineupRow } from "../api/types";
import { addedSince, changedSince } from "./changed-since";
import { testRow } from "../test-row";

const boardOf = (rows: LineupRow[]): Board => ({ portos: [{ terminais: [{ lineups: rows }] }] }) as unknown as Board;

describe("changedSince", () => {
  it(
    "marks the columns whose value differs now, " +
      "rows no longer on the live board, " +
      "and leaves unchanged rows out",
    () => {
      const a = testRow({ id: 1, qty: "1000.000", status: "Waiting" });
      const b = testRow({ id: 2, etb: "2026-11-20" });
      const c = testRow({ id: 3 });
      const past = boardOf([a, b, c]);
      const live = boardOf([{ ...a, qty: "2000.000", status: "Loading" }, b]);
      const changes = changedSince(past, live);
      expect([...(changes.get(1)?.fields ?? [])].sort()).toEqual(["qty", "status"]);
      expect(changes.get(1)?.gone).toBe(false);
      expect(changes.has(2)).toBe(false);
      expect(changes.get(3)).toEqual({ fields: new Set(), gone: true });
    },
  );
});

describe("addedSince", () => {
  it("lists the live rows the past board did not have, by terminal, in the live board's order", () => {
    const a = testRow({ id: 1, terminal_id: 10 });
    const b = testRow({ id: 2, terminal_id: 10 });
    const c = testRow({ id: 3, terminal_id: 20 });
    const d = testRow({ id: 4, terminal_id: 10 });
    const added = addedSince(boardOf([a]), boardOf([d, a, b, c]));
    expect([...added.keys()]).toEqual([10, 20]);
    expect(added.get(10)?.map((r) => r.id)).toEqual([4, 2]);
    expect(added.get(20)?.map((r) => r.id)).toEqual([3]);
    // Nothing added: an empty map, so no list is drawn.
    expect(addedSince(boardOf([a, b]), boardOf([b])).size).toBe(0);
  });
});
