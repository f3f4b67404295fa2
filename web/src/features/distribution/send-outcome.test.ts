import { describe, expect, it } from "vitest";
import { sendOutcome } from "./send-outcome";

const delivery = (address: string, delivered: boolean, detail: string | null = null) => ({
  address,
  delivered,
  detail,
  at: "2026-11-26T10:30:00Z",
});

describe("the notice after Send now", () => {
  it("says to how many addresses it went when all took it", () => {
    expect(sendOutcome({ sent: 3, failed: 0, note: null, deliveries: [] })).toEqual({
      ok: true,
      message: "Sent to 3 addresses",
    });
    expect(sendOutcome({ sent: 1, failed: 0, note: null, deliveries: [] }).message).toBe("Sent to 1 address");
  });

  it("names the refused addresses and why", () => {
    const outcome = sendOutcome({
      sent: 1,
      failed: 2,
      note: null,
      deliveries: [
        delivery("ok@example.com", true),
        delivery("gone@example.com", false, "550 no such user"),
        delivery("full@example.com", false),
      ],
    });
    expect(outcome).toEqual({
      ok: false,
      message: "Sent to 1 address; not sent to 2 addresses: gone@example.com (550 no such user), full@example.com.",
    });
  });

  it("names three refusals at most", () => {
    const refused = ["a", "b", "c", "d", "e"].map((n) => delivery(`${n}@example.com`, false));
    expect(sendOutcome({ sent: 0, failed: 5, note: null, deliveries: refused }).message).toBe(
      "Sent to 0 addresses; not sent to 5 addresses: a@example.com, b@example.com, c@example.com and 2 more.",
    );
  });

  it("tells why nothing was sent", () => {
    const note = "The list's owner no longer has an active account: nothing was sent.";
    expect(sendOutcome({ sent: 0, failed: 0, note, deliveries: [] })).toEqual({ ok: false, message: note });
    expect(sendOutcome({ sent: 0, failed: 0, note: null, deliveries: [] })).toEqual({
      ok: false,
      message: "Nothing was sent: the list has no address left.",
    });
  });
});
