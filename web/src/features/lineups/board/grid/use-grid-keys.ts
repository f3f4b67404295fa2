import type { GridApi } from "ag-grid-community";
import { useRef, type KeyboardEvent, type RefObject } from "react";
import { isHistoryShortcut } from "../history/cell-history";
import { keysForEditor, withTypedKey, type TypedKey } from "./editor-basics";
import type { GridRow } from "./grid-rows";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Puts the focus on the page's next (or previous) focusable element outside
 * `region`. With none after it (the last table on the page), the focus leaves
 * the table for the page, whose next Tab goes on to the browser.
 */
export function focusBeyond(region: HTMLElement, backwards: boolean) {
  const outside = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !region.contains(el) && el.getClientRects().length > 0,
  );
  const follows = (el: HTMLElement) => (region.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const target = backwards ? outside.filter((el) => !follows(el)).at(-1) : outside.find(follows);
  if (target) target.focus();
  else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

interface GridKeys {
  api: RefObject<GridApi<GridRow> | null>;
  wrapper: RefObject<HTMLDivElement | null>;
  /** Ctrl+S. */
  save: () => void;
  /** Ctrl+Z (false) and Ctrl+Shift+Z or Ctrl+Y (true). */
  undoRedo: (redo: boolean) => void;
  /** Alt+H; false when the focused cell has no history to show. */
  openFocusedHistory: () => boolean;
}

/**
 * The table's keys, as a spreadsheet's: Ctrl+S saves, Ctrl+Z and Ctrl+Shift+Z
 * take back and make again, Alt+H opens the cell's history, and the table is
 * one Tab stop (the WAI-ARIA grid pattern: arrows move inside, Tab and
 * Shift+Tab leave it; inside an open editor Tab goes on to the next cell).
 * Handled before AG Grid sees the key (the wrapper's capture phase).
 */
export function useGridKeys({ api, wrapper, save, undoRedo, openFocusedHistory }: GridKeys) {
  // The keys typed on cells for the editor that opens (`withTypedKey`), each with its time, until it takes them.
  const typedKeys = useRef<TypedKey[]>([]);
  const editing = () => (api.current?.getEditingCells().length ?? 0) > 0;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const key = e.key.toLowerCase();
    const ctrl = e.ctrlKey || e.metaKey;
    // Ctrl+S (Cmd+S) saves the table instead of saving the web page.
    if (ctrl && key === "s") {
      e.preventDefault();
      save();
    } else if (ctrl && (key === "z" || key === "y") && !editing()) {
      // An open editor keeps its own undo.
      e.preventDefault();
      undoRedo(key === "y" || e.shiftKey);
    } else if (isHistoryShortcut(e) && openFocusedHistory()) {
      e.preventDefault();
      e.stopPropagation();
    } else if (key === "tab" && !ctrl && !e.altKey && !editing() && wrapper.current) {
      e.preventDefault();
      e.stopPropagation();
      focusBeyond(wrapper.current, e.shiftKey);
    } else recordTypedKey(e);
  };

  const recordTypedKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const onCell = e.target instanceof HTMLElement && e.target.classList.contains("ag-cell");
    if (!onCell || e.key.length !== 1 || e.key === " " || e.ctrlKey || e.metaKey || e.altKey) return;
    typedKeys.current = withTypedKey(typedKeys.current, { key: e.key, at: performance.now() }, editing());
  };

  /** The keys typed on the cell for the editor that opens on it (`keysForEditor`), each taken once. */
  const takeTypedKeys = (since?: number) => {
    const keys = keysForEditor(typedKeys.current, since);
    typedKeys.current = [];
    return keys;
  };

  return { onKeyDown, takeTypedKeys };
}
