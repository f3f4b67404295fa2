/** The colour of cargo without a commodity. */
export const NO_COMMODITY_COLOR = "#adb5bd";

/** A new comm's colour (spec: #000000): left as it came, not chosen, so the charts draw it in one of these. */
const UNCHOSEN = "#000000";

/** Twelve colours told apart at a glance. */
const PALETTE = [
  "#4e79a7",
  "#f28e2b",
  "#59a14f",
  "#e15759",
  "#76b7b2",
  "#edc948",
  "#b07aa1",
  "#ff9da7",
  "#9c755f",
  "#bab0ac",
  "#1f3b73",
  "#8cd17d",
];

/**
 * How the statistics charts colour a commodity: the comm's own colour when
 * one was chosen; otherwise a palette colour fixed by its id, so it is the
 * same in every chart and on every visit; grey for cargo without one.
 */
export function commodityColour(commodity: { id: number | null; color: string | null } | null): string {
  if (!commodity || commodity.id === null) return NO_COMMODITY_COLOR;
  const own = commodity.color?.toLowerCase();
  return own && own !== UNCHOSEN ? own : (PALETTE[commodity.id % PALETTE.length] ?? NO_COMMODITY_COLOR);
}
