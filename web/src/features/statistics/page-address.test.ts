import { describe, expect, it } from "vitest";
import { countsApiQuery, countsFromSearch, dayWords, searchWithCounts } from "./counts-url";
import { occupancyFromSearch, searchWithOccupancy } from "./occupancy-url";
import {
  defaultVolumePeriod,
  periodLabel,
  periodWords,
  searchWithVolumes,
  volumesApiQuery,
  volumesFromSearch,
} from "./volumes-url";
import { apiQuery, choicesFromSearch, defaultPeriod, formatDays, searchFromChoices } from "./waiting-url";

// Every section of the statistics page keeps its choices in the one page address, each under its own names.
const today = new Date(2026, 10, 24);
/** Ports 1 and 2 and commodity 7 chosen, and the same lists as the API reads them. */
const LISTS = { port: [1, 2], comm: [7] };
const LISTS_QUERY = { "porto_id[0]": 1, "porto_id[1]": 2, "carga_id[0]": 7 };

const waiting = { from: "2026-10-01", to: "2026-10-31", group: "commodity" as const, ...LISTS };
const counts = { from: "2026-10-01", to: "2026-10-31", ...LISTS };
const occupancy = { from: "2026-10-01", to: "2026-10-05", port: [3], comm: [4, 5] };
const volumes = { from: "2026-01-01", to: "2026-12-31", interval: "month" as const, ...LISTS };

describe("statistics page address", () => {
  it("defaults to the last 30 days, and the volumes to this month and the two before it", () => {
    expect(defaultPeriod(today)).toEqual({ from: "2026-10-26", to: "2026-11-24" });
    expect(defaultVolumePeriod(today)).toEqual({ from: "2026-09-01", to: "2026-11-24" });
    expect(defaultVolumePeriod(new Date(2026, 0, 5))).toEqual({ from: "2025-11-01", to: "2026-01-05" });
  });

  it("takes each section's default for a malformed value, and keeps the well-formed ones", () => {
    const search = new URLSearchParams(
      "from=yesterday&group=berth&port=x&port=3&comm=-1&" +
        "counts_from=soon&counts_port=x&counts_port=3&counts_comm=0&" +
        "occ_from=2026-1-1&occ_port=3&occ_port=-1&occ_comm=x&" +
        "vol_from=soon&vol_interval=day&vol_port=x&vol_port=3&vol_comm=0",
    );
    const lastDays = { from: "2026-10-26", to: "2026-11-24", port: [3], comm: [] };
    expect(choicesFromSearch(search, today)).toEqual({ ...lastDays, group: "terminal" });
    expect(countsFromSearch(search, today)).toEqual(lastDays);
    expect(occupancyFromSearch(search, today)).toEqual(lastDays);
    expect(volumesFromSearch(search, today)).toEqual({ ...lastDays, from: "2026-09-01", interval: "week" });
  });

  it("round-trips the waiting-times choices under the plain names", () => {
    const search = searchFromChoices(waiting);
    expect(search.toString()).toBe("from=2026-10-01&to=2026-10-31&group=commodity&port=1&port=2&comm=7");
    expect(choicesFromSearch(search, today)).toEqual(waiting);
  });

  it("writes each other section's choices under its own names, leaving the rest of the address as it was", () => {
    const before = new URLSearchParams("vol_interval=week&from=2026-09-01&group=port&port=1&counts_port=9&occ_port=9");
    const search = searchWithVolumes(searchWithOccupancy(searchWithCounts(before, counts), occupancy), volumes);
    expect(search.toString()).toBe(
      "from=2026-09-01&group=port&port=1&counts_from=2026-10-01&counts_to=2026-10-31&counts_port=1&counts_port=2&" +
        "counts_comm=7&occ_from=2026-10-01&occ_to=2026-10-05&occ_port=3&occ_comm=4&occ_comm=5&" +
        "vol_from=2026-01-01&vol_to=2026-12-31&vol_port=1&vol_port=2&vol_comm=7&vol_interval=month",
    );
    expect(countsFromSearch(search, today)).toEqual(counts);
    expect(occupancyFromSearch(search, today)).toEqual(occupancy);
    expect(volumesFromSearch(search, today)).toEqual(volumes);
    expect(choicesFromSearch(search, today)).toEqual({
      from: "2026-09-01",
      to: "2026-11-24",
      group: "port",
      port: [1],
      comm: [],
    });
  });

  it("sends the API's names, lists as porto_id[0]=…", () => {
    expect(apiQuery(waiting)).toEqual({ from: "2026-10-01", to: "2026-10-31", group_by: "carga", ...LISTS_QUERY });
    expect(countsApiQuery(counts)).toEqual({ from: "2026-10-01", to: "2026-10-31", ...LISTS_QUERY });
    expect(volumesApiQuery(volumes)).toEqual({
      from: "2026-01-01",
      to: "2026-12-31",
      interval: "month",
      ...LISTS_QUERY,
    });
  });

  it("shows days as dd/mm/yyyy, weeks by their Monday, months in words, and days waited with one decimal", () => {
    expect(dayWords("2026-10-04")).toBe("04/10/2026");
    expect(periodWords("2026-09-28", "week")).toBe("Week of 28/09/2026");
    expect(periodWords("2026-10-01", "month")).toBe("October 2026");
    expect(periodLabel("2026-09-28", "week")).toBe("28/09/2026");
    expect(periodLabel("2026-12-01", "month")).toBe("Dec 2026");
    expect(formatDays(4.25)).toBe("4,3");
    expect(formatDays(30)).toBe("30,0");
    expect(formatDays(0.04)).toBe("0,0");
  });
});
