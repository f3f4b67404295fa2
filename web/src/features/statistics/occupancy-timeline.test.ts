import { describe, expect, it } from "vitest";
import type { BerthCall, BerthOccupancy } from "@lineup/shared";
import { commodityColour, NO_COMMODITY_COLOR } from "./commodity-colour";
import { legendEntries, stackedRows, timelineLanes, timeWords } from "./occupancy-timeline";

const soy = { id: 1, name: "Soybean", color: "#2f9e44" };
const corn = { id: 2, name: "Corn", color: "#f08c00" };
const call = (
  lineup_id: number,
  start: string,
  end: string | null,
  commodity: BerthCall["commodity"] = soy,
): BerthCall => ({
  lineup_id,
  vessel: `V${lineup_id}`,
  commodity,
  start,
  end,
  clipped_start: false,
  clipped_end: false,
  from_dates: false,
});
const berth = (name: string, calls: BerthCall[]): BerthOccupancy => ({
  berth: { id: 1, name },
  terminal: { id: 1, name: "North" },
  port: { id: 1, name: "Santos", time_zone: "UTC" },
  calls,
});

describe("berth occupancy timeline", () => {
  it(
    "clips bars to the period, draws a call still at its berth to now, " +
      "and puts overlapping calls on a second lane",
    () => {
      const groups = [
        berth("B1", [
          call(1, "2026-09-30T12:00:00Z", "2026-10-02T00:00:00Z"), // before the period: from day 0 to 1
          call(2, "2026-10-02T00:00:00Z", "2026-10-03T12:00:00Z", corn), // right after it: same lane, days 1 to 2.5
          call(3, "2026-10-02T12:00:00Z", null, null), // overlaps call 2: a second lane, to "now" (day 3)
        ]),
        berth("B2", [call(4, "2026-10-03T00:00:00Z", "2026-10-09T00:00:00Z")]), // after the period: to day 4
      ];
      const { lanes, days } = timelineLanes(groups, "2026-10-01", "2026-10-04", Date.parse("2026-10-04T00:00:00Z"));
      expect(days).toBe(4);
      expect(lanes.map((l) => [l.label, l.calls.map((d) => [d.call.lineup_id, d.from, d.to])])).toEqual([
        [
          "B1 · North (Santos)",
          [
            [1, 0, 1],
            [2, 1, 2.5],
          ],
        ],
        ["B1 · North (Santos) (2)", [[3, 1.5, 3]]],
        ["B2 · North (Santos)", [[4, 2, 4]]],
      ]);
      const { rows, positions } = stackedRows(lanes);
      expect(positions).toBe(2);
      expect(rows.map(({ lane, g0, b0, g1, b1 }) => ({ lane, g0, b0, g1, b1 }))).toEqual([
        { lane: "B1 · North (Santos)", g0: 0, b0: 1, g1: 0, b1: 1.5 },
        { lane: "B1 · North (Santos) (2)", g0: 1.5, b0: 1.5, g1: undefined, b1: undefined },
        { lane: "B2 · North (Santos)", g0: 2, b0: 2, g1: undefined, b1: undefined },
      ]);
      expect(legendEntries(groups)).toEqual(
        [corn, soy, { name: "No commodity given", color: NO_COMMODITY_COLOR }].map(({ name, color }) => ({
          name,
          color,
        })),
      );
      expect(timeWords("2026-10-04T12:30:00.000Z")).toBe("04/10/2026 12:30");
    },
  );

  it("lays a port's calls out on its own days: berthed at 22:30 on 10 November in Manaus is late on the 10th", () => {
    const manaus = {
      ...berth("B1", [call(1, "2026-11-10T22:30:00.000-04:00", null)]),
      port: { id: 2, name: "Manaus", time_zone: "America/Manaus" },
    };
    // "Now" is 04:00 UTC on the 11th: midnight in Manaus, the end of the period's only day.
    const { lanes } = timelineLanes([manaus], "2026-11-10", "2026-11-10", Date.parse("2026-11-11T04:00:00Z"));
    expect(lanes[0]?.calls.map((d) => [d.from, d.to])).toEqual([[22.5 / 24, 1]]);
    expect(timeWords("2026-11-10T22:30:00.000-04:00")).toBe("10/11/2026 22:30");
  });

  it("draws a call that has just berthed as a sliver of the period, not as nothing", () => {
    const groups = [berth("B1", [call(1, "2026-10-04T23:59:00Z", null)])];
    const { lanes } = timelineLanes(groups, "2026-10-01", "2026-10-04", Date.parse("2026-10-04T23:59:30Z"));
    // 4 days / 250, ending at the period's end.
    expect(lanes[0]?.calls.map((d) => [d.from, d.to])).toEqual([[4 - 0.016, 4]]);
  });
});

describe("a commodity's colour in the charts", () => {
  it(
    "is the comm's own when chosen, " +
      "a palette colour fixed by its id when left at the default black, grey without one",
    () => {
      expect(commodityColour(soy)).toBe("#2f9e44");
      expect(commodityColour({ id: 7, color: "#2F9E44" })).toBe("#2f9e44");
      const unchosen = commodityColour({ id: 7, color: "#000000" });
      expect(unchosen).not.toBe("#000000");
      expect(commodityColour({ id: 7, color: "#000000" })).toBe(unchosen);
      expect(commodityColour({ id: 8, color: "#000000" })).not.toBe(unchosen);
      expect([commodityColour(null), commodityColour({ id: null, color: null })]).toEqual([
        NO_COMMODITY_COLOR,
        NO_COMMODITY_COLOR,
      ]);
    },
  );
});
