import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { accessibleColours, contrast, theme } from "./theme";

describe("accessibleColours", () => {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = accessibleColours(full).light;

  it(
    "gives every colour a filled shade that white text reads on, " +
      "and light and text shades that read on their tints",
    () => {
      for (const name of Object.keys(full.colors)) {
        const filled = light[`--mantine-color-${name}-filled`] ?? "";
        expect(contrast(filled, "#ffffff"), `${name} filled`).toBeGreaterThanOrEqual(4.5);
        expect(
          contrast(light[`--mantine-color-${name}-light-color`] ?? "", "#e6f3e9"),
          `${name} light`,
        ).toBeGreaterThan(3);
        expect(
          contrast(light[`--mantine-color-${name}-text`] ?? "", full.colors.gray[1]),
          `${name} text`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it("makes the Live badge's green and the dimmed grey readable, which Mantine's defaults are not", () => {
    expect(contrast(full.colors.green[6], "#ecf9ee")).toBeLessThan(3);
    expect(contrast(light["--mantine-color-green-light-color"] ?? "", "#ecf9ee")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(full.colors.gray[6], full.colors.gray[1])).toBeLessThan(4.5);
    expect(contrast(light["--mantine-color-dimmed"] ?? "", full.colors.gray[1])).toBeGreaterThanOrEqual(4.5);
  });
});
