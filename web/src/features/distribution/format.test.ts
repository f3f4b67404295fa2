import { describe, expect, it } from "vitest";
import { dayWords, instantOf, listSummary, otherFiltersWords, runCounts, wallTime } from "./format";

describe("a list's words", () => {
  it("read stored times, ISO or PostgreSQL's text", () => {
    expect(instantOf("2026-11-26T10:30:00Z")).toBe(Date.UTC(2026, 10, 26, 10, 30));
    expect(instantOf("2026-11-26 10:30:00.5+00")).toBe(Date.UTC(2026, 10, 26, 10, 30, 0, 500));
    expect(instantOf("2026-11-26 10:30:00-03")).toBe(Date.UTC(2026, 10, 26, 13, 30));
    expect(instantOf("soon")).toBeNaN();
  });

  it("show a time on the port's clock", () => {
    expect(wallTime("2026-11-26 10:30:00+00", "America/Sao_Paulo")).toBe("26/11/2026 07:30");
    expect(wallTime("2026-11-26T02:30:00Z", "America/Manaus")).toBe("25/11/2026 22:30");
    expect(wallTime("soon", "UTC")).toBe("soon");
    expect(dayWords("2026-11-26")).toBe("26/11/2026");
  });

  it("count a run and sum a list up", () => {
    expect(runCounts({ sent: 3, failed: 0 })).toBe("3 sent");
    expect(runCounts({ sent: 2, failed: 1 })).toBe("2 sent, 1 failed");
    expect(
      listSummary({
        porto: { id: 1, name: "Santos", time_zone: "America/Sao_Paulo" },
        carga_tipo: { id: 3, name: "FERTILIZER" },
        addresses: ["a@example.com"],
        schedule: "Mon, Wed, Fri at 07:30 America/Sao_Paulo",
      }),
    ).toBe("Mails the Santos FERTILIZER line-up to 1 address, Mon, Wed, Fri at 07:30 America/Sao_Paulo.");
  });

  it("name the filters set through the API", () => {
    expect(otherFiltersWords({})).toBe("");
    expect(otherFiltersWords({ status: [], carga_id: [1, 2], recebedor_id: [4] })).toBe("2 comms, 1 receiver");
  });
});
