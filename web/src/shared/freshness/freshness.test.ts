import { describe, expect, it } from "vitest";
import { isToday, latestMark, markText, parseTimestamp, pastMarkText, timeAgo } from "./freshness";

const now = new Date(2026, 10, 24, 14, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("freshness words", () => {
  it("says how long ago in minutes, hours and days", () => {
    expect(timeAgo(ago(20_000), now)).toBe("just now");
    expect(timeAgo(ago(5 * 60_000), now)).toBe("5 min ago");
    expect(timeAgo(ago(2 * 3_600_000 + 10 * 60_000), now)).toBe("2 h ago");
    expect(timeAgo(ago(26 * 3_600_000), now)).toBe("1 day ago");
    expect(timeAgo(ago(3 * 86_400_000), now)).toBe("3 days ago");
  });

  it("reads PostgreSQL and ISO timestamps and names who", () => {
    const pg = parseTimestamp("2026-11-24 12:00:00.123+00");
    expect(pg?.toISOString()).toBe("2026-11-24T12:00:00.123Z");
    expect(parseTimestamp("garbage")).toBeNull();
    expect(markText(ago(2 * 3_600_000).toISOString(), "Ana", now)).toBe("Updated 2 h ago by Ana");
    expect(markText(null, null, now)).toBe("Never marked updated");
    // A past board names the mark's exact time (in the reader's zone), or that there was none by then.
    const at = new Date(2026, 10, 17, 8, 5);
    expect(pastMarkText(at.toISOString(), "Ana")).toBe("Updated 17/11/2026 08:05 by Ana");
    expect(pastMarkText(null, null)).toBe("Not marked updated by then");
  });

  it("knows today from yesterday on the reader's calendar, and picks the latest mark", () => {
    expect(isToday(new Date(2026, 10, 24, 0, 1), now)).toBe(true);
    expect(isToday(new Date(2026, 10, 23, 23, 59), now)).toBe(false);
    expect(isToday(null, now)).toBe(false);
    expect(
      latestMark([
        { data: "2026-11-23T10:00:00Z", user: "A" },
        { data: "2026-11-24T09:00:00Z", user: "B" },
      ])?.user,
    ).toBe("B");
    expect(latestMark([])).toBeNull();
  });
});
