import type { GridApi } from "ag-grid-community";
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { useSearch } from "wouter";
import { prefersReducedMotion } from "@/shared/motion";
import type { GridRow } from "./grid-rows";

/** How long the addressed row stays lit (ms). */
const FLASH_MS = 2_500;
/** How many times (every 100 ms) the row is looked for among those drawn. */
const REVEAL_TRIES = 20;
/** How long (ms) after it is brought into view the row is kept there while the page around it is still drawn. */
const HOLD_MS = 2_000;
/** How long (ms) the browser's smooth scroll to the row is left to run before the row is looked at again. */
const SMOOTH_MS = 600;

/** Whether none of `element` is inside the window. */
const outOfView = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.bottom <= 0 || box.top >= window.innerHeight;
};

/** What a person does to move the page themself. */
const PERSON_SCROLLS = ["wheel", "touchmove", "keydown", "mousedown"];

/**
 * Brings the row back to the middle when what is drawn above it later (other terminals' rows, a slow section)
 * pushes it out of the window, for `HOLD_MS` or until the person scrolls or types themself.
 */
function holdInView(find: () => Element | null | undefined) {
  const started = Date.now();
  const stop = () => {
    clearInterval(timer);
    for (const event of PERSON_SCROLLS) window.removeEventListener(event, stop);
  };
  const timer = setInterval(() => {
    const element = find();
    const since = Date.now() - started;
    if (since > SMOOTH_MS && element && outOfView(element)) element.scrollIntoView({ block: "center" });
    if (since > HOLD_MS) stop();
  }, 250);
  for (const event of PERSON_SCROLLS) window.addEventListener(event, stop);
}

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
    const find = () => wrapper.current?.querySelector(`[row-id="row-${rowId}"]`);
    const reveal = () => {
      const element = find();
      if (element) {
        element.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
        grid.flashCells({ rowNodes: [node], flashDuration: FLASH_MS, fadeDuration: 1_000 });
        holdInView(find);
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
