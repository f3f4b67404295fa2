import { describe, expect, it } from "vitest";
import { formatLineupDate, formatQuantity, isCalendarDate, parseTypedDate } from "../src/format";

describe("formatLineupDate", () => {
  const today = new Date(2026, 10, 22);
  it("omits the current year", () => expect(formatLineupDate("2026-03-05", today)).toBe("05 - Mar"));
  it("shows other years", () => expect(formatLineupDate("2027-01-10", today)).toBe("10 - Jan 2027"));
  it("is blank for no date", () => expect(formatLineupDate(null, today)).toBe(""));
});

describe("formatQuantity", () => {
  it("uses comma decimals, dot thousands and the unit", () =>
    expect(formatQuantity("1234567.5", "t")).toBe("1.234.567,500 t"));
  it("keeps small numbers ungrouped", () => expect(formatQuantity(12, "m³")).toBe("12,000 m³"));
  it("is blank for no quantity", () => expect(formatQuantity(null, "t")).toBe(""));
});

describe("parseTypedDate", () => {
  it("reads a full date", () => expect(parseTypedDate("31/12/2026")).toBe("2026-12-31"));
  it("rejects impossible dates", () => expect(parseTypedDate("31/02/2026")).toBeNull());
  it("rejects garbage", () => expect(parseTypedDate("ab/cd")).toBeNull());
  it("assumes next year for Jan/Feb typed from November on", () =>
    expect(parseTypedDate("15/01", new Date(2026, 10, 2))).toBe("2027-01-15"));
  it("assumes this year otherwise", () => expect(parseTypedDate("15/03", new Date(2026, 10, 2))).toBe("2026-03-15"));
  it("keeps the year before November", () => expect(parseTypedDate("15/01", new Date(2026, 9, 30))).toBe("2026-01-15"));
});

describe("isCalendarDate", () => {
  it("accepts real days, leap days included", () => {
    expect(isCalendarDate("2026-12-31")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
  });
  it("refuses days the calendar does not have", () => {
    for (const text of ["2026-02-29", "2026-02-30", "2026-13-45", "2026-00-10", "2026-04-31", "2026-01-00"])
      expect(isCalendarDate(text)).toBe(false);
  });
  it("refuses typo years and other shapes", () => {
    for (const text of [
      "0226-01-01",
      "0000-01-01",
      "3026-01-01",
      "20266-01-01",
      "2026-1-1",
      "2026-01-01T00:00",
      " 2026-01-01",
    ])
      expect(isCalendarDate(text)).toBe(false);
  });
  it("refuses a typed date of a typo year", () => expect(parseTypedDate("01/01/0226")).toBeNull());
});
