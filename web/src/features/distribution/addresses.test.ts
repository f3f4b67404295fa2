import { describe, expect, it } from "vitest";
import { MAX_ADDRESSES, addressCount, addressesProblem, parseAddresses } from "./addresses";

describe("the Addresses box", () => {
  it("reads one address per line or comma-separated, trimmed, blanks dropped", () => {
    expect(parseAddresses(" trader@example.com \n\nops@example.com, port@example.org ,\n")).toEqual([
      "trader@example.com",
      "ops@example.com",
      "port@example.org",
    ]);
    expect(parseAddresses("a@example.com; b@example.com\tc@example.com")).toEqual([
      "a@example.com",
      "b@example.com",
      "c@example.com",
    ]);
    expect(parseAddresses("   \n , ")).toEqual([]);
  });

  it("keeps each address once, whatever its letter case, in the order first typed", () => {
    expect(parseAddresses("Trader@Example.com\nops@example.com\ntrader@example.com\nOPS@example.com")).toEqual([
      "Trader@Example.com",
      "ops@example.com",
    ]);
  });

  it("counts in words", () => {
    expect(addressCount(0)).toBe("0 addresses");
    expect(addressCount(1)).toBe("1 address");
    expect(addressCount(3)).toBe("3 addresses");
  });

  it("names the obvious slips: none, something that is not an address, too many", () => {
    expect(addressesProblem("")).toBe("Enter at least one e-mail address.");
    expect(addressesProblem("trader@example.com\ntrader.example.com")).toBe(
      "This is not an e-mail address: trader.example.com.",
    );
    expect(addressesProblem("a@b, c@, @d.com, e@f.com, g, h")).toBe(
      "These are not e-mail addresses: a@b, c@, @d.com and 2 more.",
    );
    const many = Array.from({ length: MAX_ADDRESSES + 1 }, (_, i) => `a${i}@example.com`).join("\n");
    expect(addressesProblem(many)).toBe(`A list takes at most ${MAX_ADDRESSES} addresses; this one has 201.`);
    expect(addressesProblem("trader@example.com, ops@sub.example.com.br")).toBeUndefined();
  });
});
