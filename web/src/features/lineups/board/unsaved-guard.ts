import { useEffect } from "react";
import { useLocation } from "wouter";
import { confirmYesNo } from "@/shared/ui/confirm";

/** The message of every "leave unsaved work?" question. */
export const DISCARD_QUESTION = "You have unsaved changes in the line-up table. Leave without saving them?";

// Tables with unsaved work on this page (by terminal), so the page can ask before a change that unmounts them.
const dirty = new Set<string>();

/** A table reports whether it holds unsaved work. */
export function setUnsaved(key: string, unsaved: boolean): void {
  if (unsaved) dirty.add(key);
  else dirty.delete(key);
}

/** Whether any table on the page holds unsaved work. */
export const hasUnsaved = () => dirty.size > 0;

/** Runs an action that would drop unsaved tables (tab, port, leaving): at once if nothing is unsaved, else after a Yes. */
export function confirmDiscard(action: () => void): void {
  if (hasUnsaved()) confirmYesNo(DISCARD_QUESTION, action);
  else action();
}

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
 * While the board is shown, a click on a link to another page of the app (the
 * menu, the avatar) asks first when a table holds unsaved work; a reload or a
 * closed tab gets the browser's own question.
 */
export function useLeaveGuard(): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = hasUnsaved() ? internalTarget(event) : null;
      if (target === null) return;
      // Captured on the window, before the app's own handlers (which would navigate at once).
      event.preventDefault();
      event.stopPropagation();
      confirmYesNo(DISCARD_QUESTION, () => {
        dirty.clear();
        navigate(target);
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasUnsaved()) event.preventDefault();
    };
    window.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [navigate]);
}
