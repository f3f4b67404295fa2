/**
 * Whether the page's last move through the history was Back or Forward (`popstate`), not a link, the menu or the
 * app's own navigation (the router announces its `pushState` as an event of that name). The listeners go in at load
 * (main.tsx), before the router's: its popstate listener renders the next page, effects included, within the event.
 * The leave guard's own steps, which it stops before anyone else hears them, do not count.
 */
let cameBack = false;

export const cameBackOrForward = () => cameBack;

if (typeof window !== "undefined") {
  window.addEventListener("popstate", () => (cameBack = true));
  window.addEventListener("pushState", () => (cameBack = false));
}
