import type { GridApi } from "ag-grid-community";
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { useSearch } from "wouter";
import { prefersReducedMotion } from "@/shared/motion";
import type { GridRow } from "./grid-rows";

/** How long the addressed row stays lit (ms). */
const FLASH_MS = 2_500;
/** How many times (every 100 ms) the row is looked for among those drawn. */
const REVEAL_TRIES = 20;

/** The row the address points at (`?row=12`, from a notification), or null. */
export function addressedRowId(search: string): number | null {
  const id = Number(new URLSearchParams(search).get("row"));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Brings the row of `?row=` into view in this terminal's grid (when it holds it) and lights it
 * briefly, once per address; `rowCount` is how many rows the grid is given so far. Returns what the grid calls when its
 * data is first drawn.
 */
export function useAddressedRow(
  api: RefObject<GridApi<GridRow> | null>,
  wrapper: RefObject<HTMLElement | null>,
  rowCount: number,
) {
  const rowId = addressedRowId(useSearch());
  const shown = useRef<number | null>(null);
  const show = useCallback(() => {
    const grid = api.current;
    const node = rowId === null ? undefined : grid?.getRowNode(`row-${rowId}`);
    if (!grid || !node || shown.current === rowId) return;
    shown.current = rowId;
    grid.ensureNodeVisible(node, "middle");
    // AG Grid draws the row once it has scrolled its own body: then the page brings it to the middle.
    let tries = 0;
    const reveal = () => {
      const element = wrapper.current?.querySelector(`[row-id="row-${rowId}"]`);
      if (element) {
        element.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
        grid.flashCells({ rowNodes: [node], flashDuration: FLASH_MS, fadeDuration: 1_000 });
      } else if ((tries += 1) < REVEAL_TRIES) setTimeout(reveal, 100);
    };
    setTimeout(reveal, 50);
  }, [api, wrapper, rowId]);
  // Looked for again as the grid is given more rows (after AG Grid has taken them).
  useEffect(() => {
    const timer = setTimeout(show, 0);
    return () => clearTimeout(timer);
  }, [show, rowCount]);
  return show;
}
