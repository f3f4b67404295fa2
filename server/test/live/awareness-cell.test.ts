import { describe, expect, it } from "vitest";
import { PRESENCE_PALETTE } from "@lineup/shared";
import { stampState, validEditing } from "../../src/live/awareness";

const user = { id: 3, name: "Olga", color: PRESENCE_PALETTE[3] };

describe("validEditing", () => {
  it("keeps whether an editor is open and since when the person is on the cell", () => {
    expect(validEditing({ rowId: 7, field: "qty", open: true, at: 1_767_000_000_000 })).toEqual({
      rowId: 7,
      field: "qty",
      open: true,
      at: 1_767_000_000_000,
    });
    expect(validEditing({ rowId: 7, field: "qty", open: false })).toEqual({ rowId: 7, field: "qty", open: false });
  });

  it("drops an ill-formed open or at but keeps the cell", () => {
    expect(validEditing({ rowId: 7, field: "qty", open: "yes", at: -1 })).toEqual({ rowId: 7, field: "qty" });
    expect(validEditing({ rowId: 7, field: "qty", at: 1.5 })).toEqual({ rowId: 7, field: "qty" });
    expect(validEditing({ rowId: 7, field: "qty", at: "<script>" })).toEqual({ rowId: 7, field: "qty" });
  });

  it("still refuses a bad cell whatever else comes with it", () => {
    expect(validEditing({ rowId: 7, field: "a b", open: true })).toBeNull();
    expect(
      stampState({ editing: { rowId: {}, field: "qty", open: true }, user: { id: 1, name: "Mallory" } }, user),
    ).toEqual({ user, editing: null });
  });
});
