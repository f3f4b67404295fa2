import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { confirmYesNo } from "./confirm";

/** The in-app link a click would follow (same origin, another page), or null. */
function internalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * While the page is shown, a click on a link to another page of the app (the
 * menu, Back to list, the avatar) asks `question` first when `unsaved()` says
 * something would be lost, and goes on after a Yes (`onDiscard` forgets the work
 * first); a reload or a closed tab gets the browser's own question.
 */
export function useLeaveGuard(unsaved: () => boolean, question: string, onDiscard?: () => void): void {
  const [, navigate] = useLocation();
  // The latest callbacks, without re-adding the listeners on every render.
  const latest = useRef({ unsaved, question, onDiscard });
  latest.current = { unsaved, question, onDiscard };
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = latest.current.unsaved() ? internalTarget(event) : null;
      if (target === null) return;
      // Captured on the window, before the app's own handlers (which would navigate at once).
      event.preventDefault();
      event.stopPropagation();
      confirmYesNo(latest.current.question, () => {
        latest.current.onDiscard?.();
        navigate(target);
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (latest.current.unsaved()) event.preventDefault();
    };
    window.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [navigate]);
}

/** The question before a form with typed data is left. */
export const LEAVE_FORM_QUESTION = "You have typed data in this form. Leave without saving it?";
