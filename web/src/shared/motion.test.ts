import { describe, expect, it } from "vitest";
import { scrollStep } from "./motion";

describe("the header menu's animated scroll", () => {
  it("starts where the page is, eases in and out, and ends exactly at the top at the set time", () => {
    expect(scrollStep(800, 0, 0, 1000)).toBe(800);
    expect(scrollStep(800, 0, 100, 1000)).toBeGreaterThan(760);
    expect(scrollStep(800, 0, 500, 1000)).toBe(400);
    expect(scrollStep(800, 0, 900, 1000)).toBeLessThan(40);
    expect(scrollStep(800, 0, 1000, 1000)).toBe(0);
    expect(scrollStep(800, 0, 1500, 1000)).toBe(0);
  });

  it("jumps at once when it takes no time", () => {
    expect(scrollStep(800, 0, 0, 0)).toBe(0);
  });
});
