import { describe, expect, it } from "vitest";
import { conflictItem } from "./conflict-items";
import { testLookups, testRow } from "../test-row";

const lookups = testLookups();

const theirRow = testRow({ afretador_id: 31, afretador: { id: 31, name: "Cargill" } });
const by = { by: "Ana Admin", byId: 7, at: null };

describe("the conflict dialog's wording", () => {
  it("names the row as the grid shows it and gives both values in the table's formats, and who", () => {
    expect(
      conflictItem(
        { id: 1, field: "qty", mine: "5555", conflict: { theirs: "4444.000", ...by } },
        theirRow,
        "TGG",
        lookups,
      ),
    ).toEqual({
      key: "1:qty",
      id: 1,
      field: "qty",
      row: "ULTRA LION — TGG",
      label: "QTTY",
      mine: "5.555,000 t",
      theirs: "4.444,000 t",
      who: "Ana Admin",
    });
  });

  it("shows names, not ids, for parties (theirs from the row when the lists do not know it yet)", () => {
    const item = conflictItem(
      { id: 1, field: "afretador_id", mine: 30, conflict: { theirs: 31, ...by, by: null } },
      theirRow,
      "TGG",
      lookups,
    );
    expect([item.label, item.mine, item.theirs, item.who]).toEqual(["Charter", "Bunge", "Cargill", "another user"]);
  });

  it("a removed row says what they changed", () => {
    const item = conflictItem(
      { id: 1, field: null, mine: null, conflict: { fields: ["qty", "eta"], ...by } },
      theirRow,
      "TGG",
      lookups,
    );
    expect(item).toMatchObject({
      key: "1:removed",
      row: "ULTRA LION — TGG",
      label: "Removed line (QTTY, ETA changed)",
      who: "Ana Admin",
    });
  });
});
