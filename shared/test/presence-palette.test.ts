import { describe, expect, it } from "vitest";
import { PRESENCE_PALETTE, presenceColor } from "../src/live";

const channels = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** WCAG contrast of a colour with white. */
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);
/** Hue in degrees. */
const hue = (hex: string) => {
  const [r, g, b] = channels(hex);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
};

describe("presence colours", () => {
  it("keep white initials and name tags readable (4.5:1) and stand out on the white grid", () => {
    for (const colour of PRESENCE_PALETTE) expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
  });

  it("are never blue, the colour of one's own focus ring", () => {
    for (const colour of PRESENCE_PALETTE)
      expect(hue(colour) >= 180 && hue(colour) <= 260, `${colour} hue ${hue(colour)}`).toBe(false);
  });

  it("give each user one stable colour of the palette", () => {
    expect(presenceColor(3)).toBe(presenceColor(3 + PRESENCE_PALETTE.length));
    expect(PRESENCE_PALETTE).toContain(presenceColor(-5));
  });
});
