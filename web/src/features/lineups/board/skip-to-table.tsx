import { useEffect, useState, type MouseEvent } from "react";
import { createPortal } from "react-dom";

/** Sent to the first table of the board by the skip link: the table puts the focus on its first cell. */
export const FOCUS_TABLE_EVENT = "lineup:focus-table";

/** Marks an element the skip link can send the focus to (a terminal's grid or card list). */
export const SKIP_TARGET = { "data-skip-target": "" } as const;

/** Where a page puts its skip links: the app layout's first focusable place. */
const SLOT_ID = "skip-links";

/**
 * "Skip to table": the first thing a Tab reaches on the board (the app
 * layout's skip-link slot, before the menu), visible only when focused.
 * It puts the focus on the first terminal's first cell.
 */
export function SkipToTable() {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(SLOT_ID)), []);
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.querySelector("[data-skip-target]");
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: "nearest" });
    target.dispatchEvent(new CustomEvent(FOCUS_TABLE_EVENT));
  };
  if (!slot) return null;
  return createPortal(
    <a className="skip-link" href="#board-tables" onClick={jump}>
      Skip to table
    </a>,
    slot,
  );
}
