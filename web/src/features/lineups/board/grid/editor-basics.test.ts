import { describe, expect, it } from "vitest";
import { keysForEditor } from "./editor-basics";

const typed = (...pairs: [string, number][]) => pairs.map(([key, at]) => ({ key, at }));

describe("keysForEditor", () => {
  it("gives an editor opened by typing the last burst, not an older one, however late it mounts", () => {
    const keys = typed(["9", 0], ["1", 1000], ["2", 1100], ["3", 1450]);
    expect(keysForEditor(keys)).toBe("123");
    expect(keysForEditor(typed(["1", 0], ["2", 399]))).toBe("12");
    expect(keysForEditor(typed(["1", 0], ["2", 400]))).toBe("2");
    expect(keysForEditor(typed(["5", 7]))).toBe("5");
  });

  it("gives an editor that mounted at `since` every key typed from then on, however slowly", () => {
    const keys = typed(["T", 100], ["Y", 300], ["P", 900], ["E", 2000]);
    expect(keysForEditor(keys, 250)).toBe("YPE");
    expect(keysForEditor(keys, 3000)).toBe("");
  });

  it("gives nothing when nothing was typed", () => {
    expect(keysForEditor([])).toBe("");
    expect(keysForEditor([], 0)).toBe("");
  });
});
