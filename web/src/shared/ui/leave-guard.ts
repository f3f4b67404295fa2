import { useEffect, useRef } from "react";
import { navigate } from "wouter/use-browser-location";

/**
 * The Yes/No dialog, from its own chunk: this module is installed at the app's load (below), and the login page
 * downloads no dialog code. Only a page holding work asks, and such a page has loaded the dialog already.
 */
const confirmYesNo = (question: string, onYes: () => void) =>
  void import("./confirm").then((m) => m.confirmYesNo(question, onYes));

/** A page's unsaved work: whether something would be lost, the question to ask, and how to forget it after a Yes. */
interface Guard {
  unsaved: () => boolean;
  question: string;
  onDiscard?: () => void;
}

// The guards of the pages shown now (a page and a modal over it may both hold work).
const guards = new Set<{ current: Guard }>();

/** The first shown page or modal that would lose work by leaving, or undefined. */
const pending = (): Guard | undefined => [...guards].map((g) => g.current).find((g) => g.unsaved());

/** Every shown page forgets its work (the person said Yes to leaving). */
function discardAll(): void {
  for (const g of guards) g.current.onDiscard?.();
}

/**
 * Runs an action that leaves the page (Logout, a link): at once when nothing
 * would be lost, else after a Yes to the page's own question.
 */
export function confirmLeave(action: () => void): void {
  const guard = pending();
  if (!guard) return action();
  confirmYesNo(guard.question, () => {
    discardAll();
    action();
  });
}

/** The in-app link a click would follow (same origin, another page), or null. */
function internalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  return url.pathname + url.search + url.hash;
}

function onClick(event: MouseEvent): void {
  const target = pending() ? internalTarget(event) : null;
  if (target === null) return;
  // Captured on the window, before the app's own handlers (which would navigate at once).
  event.preventDefault();
  event.stopPropagation();
  confirmLeave(() => navigate(target));
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  // A reload, a closed tab or a typed address: only the browser's own question is allowed here.
  if (pending()) event.preventDefault();
}

/*
 * Back and Forward. The router follows `popstate` at once and the History API
 * cannot cancel it, so each history entry carries its position (stamped in its
 * state), the guard undoes a move with the opposite step, asks, and makes the
 * move again after a Yes.
 */
const POSITION = "leaveGuardPosition";
const positionIn = (state: unknown): number | undefined => {
  const value = typeof state === "object" && state !== null && POSITION in state ? state[POSITION] : undefined;
  return typeof value === "number" ? value : undefined;
};
/** The current entry's position (set when the guard is installed). */
let position = 0;
/** What the next popstate is: the guard's own step back to the page, or the move the person confirmed. */
let expecting: "undo" | "redo" | null = null;

function stamp(): void {
  if (positionIn(history.state) === position) return;
  const state: unknown = history.state;
  history.replaceState(
    typeof state === "object" && state !== null ? { ...state, [POSITION]: position } : { [POSITION]: position },
    "",
  );
}

function onPopState(event: PopStateEvent): void {
  const to = positionIn(event.state);
  const step = to === undefined ? -1 : to - position;
  if (expecting === "undo") {
    // Back on the page with its work: the router need not hear of the round trip.
    expecting = null;
    event.stopImmediatePropagation();
    return;
  }
  if (expecting === "redo" || step === 0 || !pending()) {
    expecting = null;
    position += step;
    stamp();
    return;
  }
  const guard = pending();
  if (!guard) return;
  // Before the router's own listener: the page stays while the person is asked.
  event.stopImmediatePropagation();
  expecting = "undo";
  history.go(-step);
  confirmYesNo(guard.question, () => {
    discardAll();
    expecting = "redo";
    history.go(step);
  });
}

let installed = false;
/**
 * The window listeners, added once for the app's life, before the router's (they do nothing while no page holds work).
 */
function install(): void {
  if (installed) return;
  installed = true;
  // An entry without a stamp was opened by typing its address or a full load: the newest in the tab.
  position = positionIn(history.state) ?? history.length - 1;
  stamp();
  // The router announces its own pushState/replaceState as events of these names.
  window.addEventListener("pushState", () => {
    position += 1;
    stamp();
  });
  window.addEventListener("replaceState", stamp);
  window.addEventListener("popstate", onPopState, true);
  window.addEventListener("click", onClick, true);
  window.addEventListener("beforeunload", onBeforeUnload);
}

// At load, before the router subscribes: its popstate listener re-renders at once (React renders popstate
// updates synchronously), so ours must run first, while the page and its guard are still there.
if (typeof window !== "undefined") install();

/**
 * While the page is shown, leaving it asks `question` first when `unsaved()`
 * says something would be lost: a link to another page of the app (the menu,
 * Back to list, the avatar), Back and Forward, Logout (`confirmLeave`); after
 * a Yes `onDiscard` forgets the work and the move goes on. A reload or a closed
 * tab gets the browser's own question.
 */
export function useLeaveGuard(unsaved: () => boolean, question: string, onDiscard?: () => void): void {
  // The latest callbacks, without re-registering on every render.
  const latest = useRef<Guard>({ unsaved, question, onDiscard });
  latest.current = { unsaved, question, onDiscard };
  useEffect(() => {
    install();
    guards.add(latest);
    return () => {
      guards.delete(latest);
    };
  }, []);
}

/** The question before a form with typed data is left. */
export const LEAVE_FORM_QUESTION = "You have typed data in this form. Leave without saving it?";
