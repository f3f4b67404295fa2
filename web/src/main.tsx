import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import { AppRouter } from "./app/router";
import { registerServiceWorker } from "./shared/offline-cache";
// Back and Forward guard typed work: its listeners go in at load, before the router's (see the module).
import "./shared/ui/leave-guard";
// And tell a page it was gone back to (the board's scroll), also before the router's.
import "./shared/history-move";

const RELOADED_AT = "chunk-reload-at";
// Screens are chunks loaded on first use. After a deploy, a tab opened before it names chunks the
// server no longer has: load the new build instead of failing, at most once a minute so a real
// outage does not turn into a reload loop. Offline the chunk is missing for want of a network, and a
// reload would lose what the page holds: the screen says so instead (ScreenBoundary).
window.addEventListener("vite:preloadError", (event) => {
  if (!navigator.onLine) return;
  const last = Number(window.sessionStorage.getItem(RELOADED_AT));
  if (Date.now() - last < 60_000) return;
  event.preventDefault();
  window.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
});

registerServiceWorker();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
