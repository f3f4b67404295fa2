import { describe, expect, it } from "vitest";
import { columnsAt, droppedColumns, wallFit } from "./wall-fit";

describe("wall fit", () => {
  it("shrinks the type to 22 px before leaving a column out, charterer first, then comm, then berth", () => {
    const steps = Array.from({ length: 14 }, (_, level) => wallFit(level));
    expect(steps.slice(0, 4).map((f) => [f.fontPx, f.dropped])).toEqual([
      [26, 0],
      [24, 0],
      [22, 0],
      [26, 1],
    ]);
    expect(steps.every((f) => f.fontPx >= 20)).toBe(true);
    expect(columnsAt(wallFit(3)).map((c) => c.key)).not.toContain("charterer");
    expect(columnsAt(wallFit(6)).map((c) => c.key)).toEqual(["vessel", "berth", "status", "qty", "eta", "etb", "etc"]);
    expect(columnsAt(wallFit(99)).map((c) => c.key)).toEqual(["vessel", "status", "qty", "eta", "etb", "etc"]);
    expect(wallFit(99).wrap).toBe(true);
  });

  it("names the columns left out in its legend", () => {
    expect(droppedColumns(wallFit(0))).toEqual([]);
    expect(droppedColumns(wallFit(3))).toEqual(["Charterer"]);
    expect(droppedColumns(wallFit(99))).toEqual(["Berth", "Comm", "Charterer"]);
  });
});
