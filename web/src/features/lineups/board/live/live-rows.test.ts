import { describe, expect, it } from "vitest";
import { isLineupRow, lineupRowsOf } from "./live-rows";
import { testRow } from "../test-row";

describe("a live room's rows as board rows", () => {
  it("takes a row as GET /lineups gives it, a client's without its staff-only fields too", () => {
    expect(isLineupRow(testRow({ id: 1 }))).toBe(true);
    const { recebedor_id: _r, agencia_id: _a, destination_porto: _d, client_type: _c, ...client } = testRow({ id: 2 });
    expect(isLineupRow(client)).toBe(true);
  });

  it("leaves out of a change a row that is not one, keeping the rest of the change", () => {
    const good = testRow({ id: 1 });
    const change = lineupRowsOf({
      changed: new Map<number, Record<string, unknown>>([
        [1, { ...good }],
        [2, { ...testRow({ id: 2 }), version: "3" }],
        [3, { id: 3 }],
      ]),
      deleted: [4],
      reset: true,
      outageMs: 10,
    });
    expect([...change.changed.keys()]).toEqual([1]);
    expect(change.changed.get(1)).toEqual(good);
    expect(change).toMatchObject({ deleted: [4], reset: true, outageMs: 10 });
  });
});
