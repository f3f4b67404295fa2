import { describe, expect, it } from "vitest";
import { commsAtTerminal, terminalHandles } from "../src/board";

describe("the comms a terminal takes", () => {
  const comms = [
    { id: 1, tipo_id: 1, name: "SOYBEANS" },
    { id: 2, tipo_id: 1, name: "CORN" },
    { id: 3, tipo_id: 2, name: "UREA" },
  ];

  it("are those it lists, and any comm when it lists none", () => {
    expect(terminalHandles([1], 1)).toBe(true);
    expect(terminalHandles([1], 2)).toBe(false);
    expect(terminalHandles([], 2)).toBe(true);
  });

  it("offers a line-up of one comm type that type's comms the terminal handles", () => {
    expect(commsAtTerminal(comms, 1, [2, 3]).map((c) => c.name)).toEqual(["CORN"]);
    expect(commsAtTerminal(comms, 1, []).map((c) => c.name)).toEqual(["SOYBEANS", "CORN"]);
    expect(commsAtTerminal(comms, 2, [1])).toEqual([]);
  });
});
