import { useEffect } from "react";
import { cameBackOrForward } from "@/shared/history-move";
import { OWN_SCROLL_EVENTS } from "@/shared/motion";
import { session } from "@/state/session";

/** How far each person had scrolled each board's page (its address: tab, ports, filters) in this tab. */
const places = new Map<string, number>();

/** The board at this address, for who is signed in (read when used). */
const placeKey = () => `${session.user?.id ?? ""}:${window.location.pathname}${window.location.search}`;

/** What a person does that makes the page's place theirs (a click too: a drag of the scroll bar, a choice). */
const PERSON_EVENTS = [...OWN_SCROLL_EVENTS, "mousedown"] as const;

/** How long a kept place waits for the page to grow tall enough (its tables drawn and filled in). */
const RESTORE_FOR_MS = 5_000;

/**
 * Scrolls the page to `top` now and each time it grows, until it gets there, the person scrolls, clicks or types, or
 * 5 s have passed. Returns what stops it.
 */
function restorePlace(top: number): () => void {
  let restoring = true;
  const growth = new ResizeObserver(() => restore());
  const giveUp = setTimeout(() => stop(), RESTORE_FOR_MS);
  const stop = () => {
    restoring = false;
    growth.disconnect();
    clearTimeout(giveUp);
    for (const type of PERSON_EVENTS) removeEventListener(type, stop);
  };
  const restore = () => {
    if (!restoring) return;
    window.scrollTo({ top, behavior: "instant" });
    if (Math.abs(window.scrollY - top) < 1) stop();
  };
  for (const type of PERSON_EVENTS) addEventListener(type, stop, { passive: true });
  growth.observe(document.body);
  restore();
  return stop;
}

/**
 * A board page gone back to (Back or Forward, in the same browser tab; not after a reload) opens again scrolled where
 * it was, as each of its tables does inside (`useKeptPlace`): a port's terminals stand one under the other, and an
 * operator who had scrolled to the fourth started over at the first. The place is brought back as the page grows to
 * it (`restorePlace`). Reached by a link or the menu, the page starts at its top.
 */
export function useKeptPageScroll() {
  useEffect(() => {
    const kept = cameBackOrForward() ? places.get(placeKey()) : undefined;
    const stopRestoring = kept === undefined ? () => {} : restorePlace(kept);
    // Noted at each scroll, at the address it was made at: once the page is left, the address is the next page's.
    const onScroll = () => places.set(placeKey(), window.scrollY);
    addEventListener("scroll", onScroll, { passive: true });
    return () => {
      stopRestoring();
      removeEventListener("scroll", onScroll);
    };
  }, []);
}
