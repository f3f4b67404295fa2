import { describe, expect, it } from "vitest";
import { TEST_LISTS, TEST_LISTS_QUERY } from "./test-lists";
import { countsApiQuery, countsFromSearch, dayWords, searchWithCounts } from "./counts-url";

const today = new Date(2026, 10, 24);

describe("line-up counts address", () => {
  it("defaults to the last 30 days; malformed values are ignored", () => {
    expect(
      countsFromSearch(new URLSearchParams("counts_from=soon&counts_port=x&counts_port=3&counts_comm=0"), today),
    ).toEqual({ from: "2026-10-26", to: "2026-11-24", port: [3], comm: [] });
  });

  it("writes its own names and keeps the waiting-times choices in the address", () => {
    const choices = { from: "2026-10-01", to: "2026-10-31", ...TEST_LISTS };
    const search = searchWithCounts(new URLSearchParams("from=2026-09-01&group=port&counts_port=9"), choices);
    expect(search.toString()).toBe(
      "from=2026-09-01&group=port&counts_from=2026-10-01&counts_to=2026-10-31&counts_port=1&counts_port=2&" +
        "counts_comm=7",
    );
    expect(countsFromSearch(search, today)).toEqual(choices);
    expect(countsApiQuery(choices)).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
      ...TEST_LISTS_QUERY,
    });
    expect(dayWords("2026-10-04")).toBe("04/10/2026");
  });
});
