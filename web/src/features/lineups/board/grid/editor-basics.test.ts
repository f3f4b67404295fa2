import { describe, expect, it } from "vitest";
import { keysForEditor, withTypedKey, type TypedKey } from "./editor-basics";

const typed = (...pairs: [string, number][]) => pairs.map(([key, at]) => ({ key, at }));

/** The keys kept after typing `pairs`, each with whether an editor was open (not yet focused) when it came. */
const keep = (...pairs: [string, number, boolean][]) =>
  pairs.reduce<TypedKey[]>((keys, [key, at, editing]) => withTypedKey(keys, { key, at }, editing), []);

describe("withTypedKey and keysForEditor", () => {
  it("give an editor opened by typing its opening key and every key typed while it was drawn, however slowly", () => {
    // "9" opened nothing (a read-only cell); "T" opened the editor; the page was busy for seconds between keys.
    const keys = keep(["9", 0, false], ["T", 1000, false], ["Y", 3500, true], ["P", 9000, true]);
    expect(keysForEditor(keys)).toBe("TYP");
  });

  it("start anew at each key typed while no cell is being edited", () => {
    expect(keysForEditor(keep(["1", 0, false], ["2", 10, false]))).toBe("2");
    expect(keysForEditor(keep(["5", 7, false]))).toBe("5");
  });

  it("keep no more than an editor could be waiting for", () => {
    const many = Array.from({ length: 100 }, (_, i): [string, number, boolean] => ["x", i, i > 0]);
    expect(keysForEditor(keep(...many))).toHaveLength(64);
  });

  it("give an editor that mounted at `since` every key typed from then on, however slowly", () => {
    const keys = typed(["T", 100], ["Y", 300], ["P", 900], ["E", 2000]);
    expect(keysForEditor(keys, 250)).toBe("YPE");
    expect(keysForEditor(keys, 3000)).toBe("");
  });

  it("give nothing when nothing was typed", () => {
    expect(keysForEditor([])).toBe("");
    expect(keysForEditor([], 0)).toBe("");
  });
});
