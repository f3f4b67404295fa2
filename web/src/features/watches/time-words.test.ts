import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-words";

const now = new Date("2026-11-26T12:00:00Z");
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("timeAgo", () => {
  it("says a recent time in minutes, then hours, then days", () => {
    expect(timeAgo(before(20_000), now)).toBe("just now");
    expect(timeAgo(before(5 * 60_000 + 30_000), now)).toBe("5 min ago");
    expect(timeAgo(before(3 * 3_600_000), now)).toBe("3 h ago");
    expect(timeAgo(before(30 * 3_600_000), now)).toBe("yesterday");
    expect(timeAgo(before(4 * 86_400_000), now)).toBe("4 days ago");
  });

  it("gives the day of an older time, and 'just now' for one ahead of the clock", () => {
    expect(timeAgo("2026-11-02T12:00:00Z", now)).toBe("2 Nov 2026");
    expect(timeAgo(new Date(now.getTime() + 5_000).toISOString(), now)).toBe("just now");
    expect(timeAgo("not a time", now)).toBe("");
  });
});
