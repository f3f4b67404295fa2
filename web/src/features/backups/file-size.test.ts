import { describe, expect, it } from "vitest";
import { fileSize } from "./file-size";

describe("a backup's size", () => {
  it("is said in decimal units, one decimal from kB on", () => {
    expect(fileSize(980)).toBe("980 bytes");
    expect(fileSize(1234)).toBe("1.2 kB");
    expect(fileSize(14_400_000)).toBe("14.4 MB");
    expect(fileSize(2_500_000_000)).toBe("2.5 GB");
  });
});
