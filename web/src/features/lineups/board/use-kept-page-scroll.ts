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

/** How long a kept place is held while the page grows to it and settles (its tables drawn and filled in). */
const RESTORE_FOR_MS = 5_000;

/** A kept place being brought back: whether it still is, and what stops it. */
interface Restoring {
  held: () => boolean;
  stop: () => void;
}

/**
 * Scrolls the page to `top` now and each time its size changes, until the person scrolls, clicks or types, or 5 s
 * have passed: the place is held while the page settles, not only reached (a table above it that grows once drawn,
 * by its sideways scroll bar, would otherwise push the place down as the browser keeps what is on screen).
 */
function restorePlace(top: number): Restoring {
  let held = true;
  const growth = new ResizeObserver(() => restore());
  const giveUp = setTimeout(() => stop(), RESTORE_FOR_MS);
  const stop = () => {
    held = false;
    growth.disconnect();
    clearTimeout(giveUp);
    for (const type of PERSON_EVENTS) removeEventListener(type, stop);
  };
  const restore = () => {
    if (held && Math.abs(window.scrollY - top) >= 1) window.scrollTo({ top, behavior: "instant" });
  };
  for (const type of PERSON_EVENTS) addEventListener(type, stop, { passive: true });
  growth.observe(document.body);
  restore();
  return { held: () => held, stop };
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
    const restoring = kept === undefined ? undefined : restorePlace(kept);
    // Noted at each scroll, at the address it was made at: once the page is left, the address is the next page's.
    // While the kept place is held it stays the place: the browser's own moves then (keeping what is on screen as a
    // table above grows) are undone, and one noted just before the person left would be brought back next time.
    const onScroll = () => {
      if (!restoring?.held()) places.set(placeKey(), window.scrollY);
    };
    addEventListener("scroll", onScroll, { passive: true });
    return () => {
      restoring?.stop();
      removeEventListener("scroll", onScroll);
    };
  }, []);
}
