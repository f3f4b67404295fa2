/** When a distribution list is due, in its port's local time, and its unsubscribe tokens (issue 25). */
import { describe, expect, it } from "vitest";
import { describeDistribution, dueDay, readUnsubscribeToken, unsubscribeToken } from "../src/distribution/schedule";

describe("a distribution list's schedule", () => {
  it("reads as weekdays from Monday and the local time with its zone", () => {
    expect(describeDistribution([5, 1, 3], 450, "America/Sao_Paulo")).toBe("Mon, Wed, Fri at 07:30 America/Sao_Paulo");
    expect(describeDistribution([0, 1, 2, 3, 4, 5, 6], 0, "UTC")).toBe("Every day at 00:00 UTC");
  });

  it("is due from its local time for six hours on its weekdays, on the port's local day", () => {
    // 07:30 in São Paulo (UTC−3) is 10:30 UTC; Monday 23 November 2026.
    const due = (iso: string) => dueDay(new Date(iso), "America/Sao_Paulo", [1], 450);
    expect(due("2026-11-23T10:29:59Z")).toBeNull();
    expect(due("2026-11-23T10:30:00Z")).toBe("2026-11-23");
    expect(due("2026-11-23T16:29:00Z")).toBe("2026-11-23");
    expect(due("2026-11-23T16:30:00Z")).toBeNull();
    expect(due("2026-11-24T10:30:00Z")).toBeNull();
    // 23:00 on Sunday in São Paulo is already Monday in UTC: not Monday's list.
    expect(dueDay(new Date("2026-11-23T02:00:00Z"), "America/Sao_Paulo", [1], 0)).toBeNull();
    expect(dueDay(new Date("2026-11-23T03:00:00Z"), "America/Sao_Paulo", [1], 0)).toBe("2026-11-23");
  });
});

describe("an unsubscribe token", () => {
  it("names its list and address, and nothing once altered or signed with another secret", () => {
    const token = unsubscribeToken("secret", 12, "Trader@Example.com");
    expect(readUnsubscribeToken("secret", token)).toEqual({ listId: 12, address: "trader@example.com" });
    expect(readUnsubscribeToken("other", token)).toBeUndefined();
    expect(readUnsubscribeToken("secret", token.replace(/^12\./, "13."))).toBeUndefined();
    expect(readUnsubscribeToken("secret", "12.x.y")).toBeUndefined();
  });
});
