import { describe, expect, it } from "vitest";
import { caseFold, emailKey } from "../src/email";

describe("emailKey: one identity per address (trim, NFKC, full case folding)", () => {
  it("keeps ASCII addresses as their lower case, trimmed", () => {
    expect(emailKey("  Admin@Demo.LOCAL \t")).toBe("admin@demo.local");
  });

  it("never merges a confusable with the ASCII address PostgreSQL's lower() merged it with", () => {
    // U+0130 folds to i + U+0307 (full folding), not to a plain i: a different identity from admin@.
    expect(emailKey("admİn@demo.local")).not.toBe(emailKey("admin@demo.local"));
    expect(emailKey("admİn@demo.local")).toBe("admi\u0307n@demo.local");
    // Dotless ı has no case folding: it stays a different address too.
    expect(emailKey("admın@demo.local")).not.toBe("admin@demo.local");
    expect(emailKey("ADMIN@DEMO.LOCAL")).toBe("admin@demo.local");
  });

  it("folds what toLowerCase leaves apart: ß, ẞ, final sigma, iota subscript, Cherokee", () => {
    expect(emailKey("STRASSE@x.de")).toBe(emailKey("straße@x.de"));
    expect(emailKey("STRAẞE@x.de")).toBe("strasse@x.de");
    expect(emailKey("ΟΔΟΣ@x.gr")).toBe(emailKey("οδος@x.gr"));
    expect(emailKey("οδος@x.gr")).toBe(emailKey("οδοσ@x.gr"));
    expect(caseFold("ᾳ")).toBe("αι");
    expect(caseFold("ꭰ")).toBe("Ꭰ");
    expect(caseFold("Ꭰ")).toBe("Ꭰ");
  });

  it("applies NFKC: compatibility forms, ligatures, full-width letters and composed accents are one address", () => {
    expect(emailKey("ＡＤＭＩＮ@demo.local")).toBe("admin@demo.local");
    expect(emailKey("ﬁle@x.com")).toBe("file@x.com");
    expect(emailKey("e\u0301@x.com")).toBe(emailKey("\u00e9@x.com"));
    expect(emailKey("\u212Aelvin@x.com")).toBe("kelvin@x.com");
    expect(emailKey("\u3000admin@demo.local\u3000")).toBe("admin@demo.local");
  });

  it("is idempotent and case-insensitive for every code point of the BMP and the first astral planes", () => {
    const failures: string[] = [];
    for (let cp = 0; cp < 0x20000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      const key = emailKey(`a${c}b@x`);
      if (emailKey(key) !== key) failures.push(`U+${cp.toString(16)} not idempotent`);
      // Dotless ı is the one letter whose upper case (I) is another identity: Unicode gives it no folding.
      const roundTrips = c.toLowerCase().toUpperCase() === c.toUpperCase() && cp !== 0x131;
      if (roundTrips && emailKey(`A${c.toUpperCase()}B@X`) !== emailKey(`a${c.toLowerCase()}b@x`)) {
        failures.push(`U+${cp.toString(16)} upper and lower differ`);
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
