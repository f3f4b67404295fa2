import { useCallback, useEffect, useState, type RefObject } from "react";
import { afterPageTime, pageOfRows, wallRows, type ShownPosition, type WallRow } from "./wall-pages";
import type { WallStop } from "./use-wall-stops";

const FLASH_MS = 4000;

/** What the wall's timers and live callbacks read of the latest render (they outlive the render that made them). */
export interface WallLayout {
  stops: WallStop[];
  /** How many pages each stop's rows take. */
  pages: number[];
  perPage: number;
}

/**
 * Where the wall is: a page of a terminal, the next one every `seconds`. A row changed
 * live (`showChange`) is highlighted for a while and brings its page on screen.
 */
export function useWallRotation(seconds: number, latest: RefObject<WallLayout>) {
  const [flash, setFlash] = useState<Record<number, number>>({});
  // `shownAt` changes on every move, so each page gets its full time, also after a jump.
  const [pos, setPos] = useState<ShownPosition>({ stop: 0, page: 0, shownAt: 0 });

  useEffect(() => {
    // A change may move the wall after this timer is due and before it is cleared: it then leaves the change's page
    // alone.
    const shownAt = pos.shownAt;
    const id = setTimeout(
      () => setPos((p) => afterPageTime(p, shownAt, latest.current.pages, Date.now())),
      seconds * 1000,
    );
    return () => clearTimeout(id);
  }, [pos, seconds, latest]);

  // Flashes fade by themselves.
  useEffect(() => {
    if (!Object.keys(flash).length) return;
    const id = setTimeout(() => {
      const at = Date.now();
      setFlash((f) => Object.fromEntries(Object.entries(f).filter(([, t]) => at - t < FLASH_MS)));
    }, FLASH_MS);
    return () => clearTimeout(id);
  }, [flash]);

  /** Highlights the rows `changedIds` of a terminal (now holding `rows`) and brings the page holding them on screen. */
  const showChange = useCallback(
    (terminalId: number, rows: Map<number, WallRow>, changedIds: number[]) => {
      const at = Date.now();
      setFlash((fl) => ({ ...fl, ...Object.fromEntries(changedIds.map((id) => [id, at])) }));
      // Bring the change on screen: its terminal, the page holding it.
      const stop = latest.current.stops.findIndex((s) => s.terminal.id === terminalId);
      const page = pageOfRows(wallRows(rows.values()), changedIds, latest.current.perPage);
      if (stop >= 0 && page !== null) setPos({ stop, page, shownAt: at });
    },
    [latest],
  );

  return { pos, flash, showChange };
}
