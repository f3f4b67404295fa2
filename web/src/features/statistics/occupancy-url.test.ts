import { describe, expect, it } from "vitest";
import { countsFromSearch } from "./counts-url";
import { occupancyFromSearch, searchWithOccupancy } from "./occupancy-url";
import { choicesFromSearch } from "./waiting-url";

const today = new Date(2026, 10, 24);

describe("berth occupancy address", () => {
  it("defaults to the last 30 days; malformed values are ignored", () => {
    expect(
      occupancyFromSearch(new URLSearchParams("occ_from=2026-1-1&occ_port=2&occ_port=-1&occ_comm=x"), today),
    ).toEqual({ from: "2026-10-26", to: "2026-11-24", port: [2], comm: [] });
  });

  it("writes its own names, leaving the other sections' choices as they were", () => {
    const choices = { from: "2026-10-01", to: "2026-10-05", port: [3], comm: [4, 5] };
    const before = new URLSearchParams("from=2026-09-01&port=1&counts_from=2026-08-01&counts_comm=2&occ_port=9");
    const search = searchWithOccupancy(before, choices);
    expect(search.toString()).toBe(
      "from=2026-09-01&port=1&counts_from=2026-08-01&counts_comm=2&occ_from=2026-10-01&occ_to=2026-10-05&" +
        "occ_port=3&occ_comm=4&occ_comm=5",
    );
    expect(occupancyFromSearch(search, today)).toEqual(choices);
    // The other sections read what they had.
    expect(choicesFromSearch(search, today)).toMatchObject({ from: "2026-09-01", port: [1], comm: [] });
    expect(countsFromSearch(search, today)).toMatchObject({ from: "2026-08-01", port: [], comm: [2] });
  });
});
