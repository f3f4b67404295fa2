import { describe, expect, it } from "vitest";
import { TEST_LISTS, TEST_LISTS_QUERY } from "./test-lists";
import {
  defaultVolumePeriod,
  periodLabel,
  periodWords,
  searchWithVolumes,
  volumesApiQuery,
  volumesFromSearch,
} from "./volumes-url";

const today = new Date(2026, 10, 24);

describe("volumes address", () => {
  it("defaults to this month and the two before it, by week; malformed values are ignored", () => {
    expect(defaultVolumePeriod(today)).toEqual({ from: "2026-09-01", to: "2026-11-24" });
    expect(defaultVolumePeriod(new Date(2026, 0, 5))).toEqual({ from: "2025-11-01", to: "2026-01-05" });
    expect(
      volumesFromSearch(new URLSearchParams("vol_from=soon&vol_interval=day&vol_port=x&vol_port=3&vol_comm=0"), today),
    ).toEqual({ from: "2026-09-01", to: "2026-11-24", interval: "week", port: [3], comm: [] });
  });

  it("writes its own names and keeps the other sections' choices in the address", () => {
    const choices = { from: "2026-01-01", to: "2026-12-31", interval: "month" as const, ...TEST_LISTS };
    const search = searchWithVolumes(
      new URLSearchParams("vol_interval=week&from=2026-09-01&counts_from=2026-10-01&vol_port=9"),
      choices,
    );
    expect(search.toString()).toBe(
      "from=2026-09-01&counts_from=2026-10-01&vol_from=2026-01-01&vol_to=2026-12-31&vol_port=1&vol_port=2&" +
        "vol_comm=7&vol_interval=month",
    );
    expect(volumesFromSearch(search, today)).toEqual(choices);
    expect(volumesApiQuery(choices)).toEqual({
      from: "2026-01-01",
      to: "2026-12-31",
      interval: "month",
      ...TEST_LISTS_QUERY,
    });
  });

  it("names weeks by their Monday and months in words", () => {
    expect(periodWords("2026-09-28", "week")).toBe("Week of 28/09/2026");
    expect(periodWords("2026-10-01", "month")).toBe("October 2026");
    expect(periodLabel("2026-09-28", "week")).toBe("28/09/2026");
    expect(periodLabel("2026-12-01", "month")).toBe("Dec 2026");
  });
});
