import { describe, expect, it } from "vitest";
import { dayInZone, instantInZone, isoInZone, isTimeZone, wallClockMs, zoneOffsetMinutes } from "./time-zone";

describe("port-local time", () => {
  it("knows IANA names and refuses anything else", () => {
    expect(isTimeZone("America/Manaus")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone("America/Sao_Paulo; drop table")).toBe(false);
    // One this runtime does not know reads as UTC rather than throwing.
    expect(zoneOffsetMinutes(0, "Mars/Olympus")).toBe(0);
  });

  it("writes an instant with the zone's offset, and reads a wall-clock time back", () => {
    const ms = Date.parse("2026-11-11T02:30:00Z");
    expect(zoneOffsetMinutes(ms, "America/Manaus")).toBe(-240);
    expect(isoInZone(ms, "America/Manaus")).toBe("2026-11-10T22:30:00.000-04:00");
    expect(isoInZone(ms, "Asia/Kolkata")).toBe("2026-11-11T08:00:00.000+05:30");
    expect(isoInZone(ms, "UTC")).toBe("2026-11-11T02:30:00.000Z");
    expect(dayInZone(ms, "America/Manaus")).toBe("2026-11-10");
    expect(instantInZone("2026-11-10T22:30", "America/Manaus")).toBe(ms);
    expect(instantInZone("2026-11-10", "America/Sao_Paulo")).toBe(Date.parse("2026-11-10T03:00:00Z"));
    expect(wallClockMs("2026-11-10T22:30:00.000-04:00")).toBe(Date.parse("2026-11-10T22:30:00Z"));
    expect(wallClockMs("2026-11-10T22:30:00Z")).toBe(Date.parse("2026-11-10T22:30:00Z"));
  });

  it("follows a clock change (New York, 8 March 2026: 02:00 becomes 03:00)", () => {
    expect(isoInZone(Date.parse("2026-03-08T06:59:00Z"), "America/New_York")).toBe("2026-03-08T01:59:00.000-05:00");
    expect(isoInZone(Date.parse("2026-03-08T07:00:00Z"), "America/New_York")).toBe("2026-03-08T03:00:00.000-04:00");
    expect(instantInZone("2026-03-08T12:00", "America/New_York")).toBe(Date.parse("2026-03-08T16:00:00Z"));
  });

  it("follows a clock change within an hour of UTC, whichever instant of the hour is asked first", () => {
    // Lord Howe Island, 4 October 2026: 02:00 at +10:30 becomes 02:30 at +11:00, at 15:30 UTC.
    const zone = "Australia/Lord_Howe";
    expect(zoneOffsetMinutes(Date.parse("2026-10-03T15:45:00Z"), zone)).toBe(660);
    expect(zoneOffsetMinutes(Date.parse("2026-10-03T15:29:59.999Z"), zone)).toBe(630);
    expect(zoneOffsetMinutes(Date.parse("2026-10-03T15:30:00Z"), zone)).toBe(660);
    expect(zoneOffsetMinutes(Date.parse("2026-10-03T15:00:00Z"), zone)).toBe(630);
    expect(isoInZone(Date.parse("2026-10-03T15:29:00Z"), zone)).toBe("2026-10-04T01:59:00.000+10:30");
    expect(isoInZone(Date.parse("2026-10-03T15:30:00Z"), zone)).toBe("2026-10-04T02:30:00.000+11:00");
    // The hours on either side keep one offset each.
    expect(zoneOffsetMinutes(Date.parse("2026-10-03T14:59:59.999Z"), zone)).toBe(630);
    expect(zoneOffsetMinutes(Date.parse("2026-10-03T16:00:00Z"), zone)).toBe(660);
  });
});
