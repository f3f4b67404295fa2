import { describe, expect, it } from "vitest";
import { TEST_LISTS, TEST_LISTS_QUERY } from "./test-lists";
import { apiQuery, choicesFromSearch, defaultPeriod, formatDays, searchFromChoices } from "./waiting-url";

const today = new Date(2026, 10, 24);

describe("waiting-times address", () => {
  it("defaults to the last 30 days by terminal; malformed values are ignored", () => {
    expect(defaultPeriod(today)).toEqual({ from: "2026-10-26", to: "2026-11-24" });
    expect(choicesFromSearch(new URLSearchParams("from=yesterday&group=berth&port=x&port=3&comm=-1"), today)).toEqual({
      from: "2026-10-26",
      to: "2026-11-24",
      group: "terminal",
      port: [3],
      comm: [],
    });
  });

  it("round-trips the choices and sends the API's names", () => {
    const choices = { from: "2026-10-01", to: "2026-10-31", group: "commodity" as const, ...TEST_LISTS };
    const search = searchFromChoices(choices);
    expect(search.toString()).toBe("from=2026-10-01&to=2026-10-31&group=commodity&port=1&port=2&comm=7");
    expect(choicesFromSearch(search, today)).toEqual(choices);
    expect(apiQuery(choices)).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
      group_by: "carga",
      ...TEST_LISTS_QUERY,
    });
  });

  it("shows days with one decimal", () => {
    expect(formatDays(4.25)).toBe("4,3");
    expect(formatDays(30)).toBe("30,0");
    expect(formatDays(0.04)).toBe("0,0");
  });
});
