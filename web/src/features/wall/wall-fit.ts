import { useCallback, useState } from "react";

/** The wall's columns, in screen order; `dropOrder` says which go first when a screen is too narrow (1 first). */
export const WALL_COLUMNS = [
  { key: "vessel", label: "Vessel" },
  { key: "berth", label: "Berth", dropOrder: 3 },
  { key: "status", label: "Status" },
  { key: "qty", label: "QTTY" },
  { key: "comm", label: "Comm", dropOrder: 2 },
  { key: "eta", label: "ETA" },
  { key: "etb", label: "ETB" },
  { key: "etc", label: "ETC" },
  { key: "charterer", label: "Charterer", dropOrder: 1 },
] as const;

export type WallColumn = (typeof WALL_COLUMNS)[number];

/** How the table is drawn: its type size and how many of the least important columns are left out. */
export interface WallFit {
  level: number;
  fontPx: number;
  dropped: number;
  /** The last resort: a long vessel name takes two lines and the cells' side padding narrows. */
  wrap?: boolean;
}

// Type shrinks first, down to 22 px (read from across a room); only then a column goes, and the type grows again.
// The last steps, 20 px without the three optional columns and then the vessel on two lines, are for a
// portrait screen with long vessel names and dates of another year.
const FITS: readonly Omit<WallFit, "level">[] = [
  ...[0, 1, 2, 3].flatMap((dropped) => [26, 24, 22].map((fontPx) => ({ fontPx, dropped }))),
  { fontPx: 20, dropped: 3 },
  { fontPx: 20, dropped: 3, wrap: true },
];

/** The fit at `level` (0 = largest type, every column); levels past the last give the last. */
export function wallFit(level: number): WallFit {
  const at = Math.max(0, Math.min(level, FITS.length - 1));
  const fit = FITS[at] ?? { fontPx: 20, dropped: 3, wrap: true };
  return { level: at, ...fit };
}

/** The columns a fit shows. */
export function columnsAt(fit: WallFit): WallColumn[] {
  return WALL_COLUMNS.filter((c) => !("dropOrder" in c) || c.dropOrder > fit.dropped);
}

/** The names of the columns a fit leaves out, in screen order (none when it shows them all). */
export function droppedColumns(fit: WallFit): string[] {
  return WALL_COLUMNS.filter((c) => "dropOrder" in c && c.dropOrder <= fit.dropped).map((c) => c.label);
}

/**
 * The fit of one terminal's pages: starts at the largest and only steps down while
 * the terminal is on screen, so its pages keep one layout; a new terminal or a new
 * screen width (`key`) starts again from the largest.
 */
export function useWallFit(key: string) {
  const [state, setState] = useState({ key, level: 0 });
  const level = state.key === key ? state.level : 0;
  const overflow = useCallback(
    () =>
      setState((s) =>
        s.key !== key ? { key, level: 1 } : s.level + 1 < FITS.length ? { key, level: s.level + 1 } : s,
      ),
    [key],
  );
  return { fit: wallFit(level), overflow };
}
