import { MODAL_TRANSITION_MS } from "@lineup/shared";
import {
  createTheme,
  darken,
  toRgba,
  type CSSVariablesResolver,
  type DrawerProps,
  type ModalProps,
} from "@mantine/core";

/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5;

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (color: string) => {
  const { r, g, b } = toRgba(color);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG contrast ratio of two opaque colours. */
export function contrast(a: string, b: string): number {
  const hi = Math.max(luminance(a), luminance(b));
  const lo = Math.min(luminance(a), luminance(b));
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` at `alpha` over white, as an opaque colour (how a light tint is seen). */
const overWhite = (color: string, alpha: number) => {
  const { r, g, b } = toRgba(color);
  const mix = (c: number) => Math.round(c * alpha + 255 * (1 - alpha));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
};

/** `color`, darkened in small steps until it reads at 4.5:1 against `other` (text on it, or it on text). */
export function readableAgainst(color: string, other: string): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = step === 0 ? color : darken(color, step * 0.05);
    if (contrast(candidate, other) >= MIN_CONTRAST) return candidate;
  }
  return "#000";
}

/**
 * Light-scheme colour variables that meet WCAG AA, for every theme colour: filled
 * buttons and badges under white text, light badges (the "Live" one), coloured
 * text, links, dimmed text and field errors. Mantine's defaults use shade 6 for all of these,
 * which reads at 1.9:1 (yellow) to 3.6:1 (blue). Hues stay; only the shade darkens.
 */
export const accessibleColours: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const base = shades[6];
    const filled = readableAgainst(base, "#ffffff");
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    // Light variants sit on a 10-12 % tint of the colour (and on grey table stripes): readable on the darkest of them.
    light[`--mantine-color-${name}-light-color`] = readableAgainst(base, overWhite(base, 0.15));
    light[`--mantine-color-${name}-text`] = readableAgainst(base, theme.colors.gray[1]);
  }
  light["--mantine-color-anchor"] = readableAgainst(theme.colors.blue[6], theme.colors.gray[1]);
  light["--mantine-color-dimmed"] = readableAgainst(theme.colors.gray[6], theme.colors.gray[1]);
  // Field errors sit under inputs on white or on the light red of an error alert.
  light["--mantine-color-error"] = readableAgainst(theme.colors.red[6], theme.colors.red[0]);
  return { variables: {}, light, dark: {} };
};

/**
 * The app's Mantine theme. Modals open and close in spec.md's 500 ms; with the
 * system's reduced motion on, Mantine's transitions take no time.
 */
export const theme = createTheme({
  primaryColor: "blue",
  defaultRadius: "md",
  respectReducedMotion: true,
  components: {
    // Every ✕ has a name a screen reader says (axe: buttons must have discernible text). Plain objects, not
    // Modal.extend(): that would put the dialog code in the login page's download.
    Modal: {
      defaultProps: {
        transitionProps: { duration: MODAL_TRANSITION_MS },
        closeButtonProps: { "aria-label": "Close" },
      } satisfies Partial<ModalProps>,
    },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } satisfies Partial<DrawerProps> },
  },
});
