import { describe, expect, it } from "vitest";
import { WEEKDAYS, weekdayNumbers } from "./weekdays";

describe("weekdays", () => {
  it("are shown Monday first with the API's numbers (0 = Sunday … 6 = Saturday)", () => {
    expect(WEEKDAYS.map((d) => d.label)).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(WEEKDAYS.find((d) => d.label === "Sun")?.day).toBe(0);
    expect(WEEKDAYS.find((d) => d.label === "Sat")?.day).toBe(6);
  });

  it("turn the ticked boxes into the API's numbers, each once, in order", () => {
    expect(weekdayNumbers(["5", "1", "0", "1"])).toEqual([0, 1, 5]);
    expect(weekdayNumbers(["7", "x", "-1", "3"])).toEqual([3]);
    expect(weekdayNumbers([])).toEqual([]);
  });
});
