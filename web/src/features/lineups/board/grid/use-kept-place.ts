import type { GridApi } from "ag-grid-community";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useSearch } from "wouter";
import { session } from "@/state/session";
import { addressedRowId } from "./use-addressed-row";
import { ROW_HEIGHT } from "./grid-setup";
import type { GridRow } from "./grid-rows";

/** Where each person left each terminal's table in this tab (live, or as of a past time): the row at its top. */
const places = new Map<string, string>();

/** A terminal's table on the live board or on the past board of `?as_of=`, for who is signed in (read when used). */
function placeKey(terminalId: number): string {
  const asOf = new URLSearchParams(window.location.search).get("as_of") ?? "live";
  return `${session.user?.id ?? ""}:${terminalId}@${asOf}`;
}

/**
 * A table left for another screen or another comm tab opens again where it was (Back, the menu or the tab, in the same
 * browser tab): once it holds all its rows (`filled`), the row that was at its top is at its top again,
 * wherever rows were added or removed meanwhile. Not when the address points at a row of its own (`?row=`), nor when
 * the person has scrolled it meanwhile, nor after a reload. Returns what the grid calls when a scroll of its body ends.
 */
export function useKeptPlace(api: RefObject<GridApi<GridRow> | null>, terminalId: number, filled: boolean) {
  const addressed = addressedRowId(useSearch()) !== null;
  // Read once, when the table is made: its own scrolls from then on are kept over it.
  const [kept] = useState(() => places.get(placeKey(terminalId)));
  const restored = useRef(false);
  useEffect(() => {
    if (!filled || restored.current) return;
    // After AG Grid has taken the last rows it was given.
    const timer = setTimeout(() => {
      const grid = api.current;
      if (!grid || restored.current) return;
      restored.current = true;
      const node = kept === undefined || addressed ? undefined : grid.getRowNode(kept);
      if (node && grid.getVerticalPixelRange().top === 0) grid.ensureNodeVisible(node, "top");
    }, 0);
    return () => clearTimeout(timer);
  }, [api, kept, filled, addressed]);

  return () => {
    const grid = api.current;
    if (!grid) return;
    const top = grid.getDisplayedRowAtIndex(Math.round(grid.getVerticalPixelRange().top / ROW_HEIGHT));
    const key = placeKey(terminalId);
    if (top?.id === undefined) places.delete(key);
    else places.set(key, top.id);
  };
}
