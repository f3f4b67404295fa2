/**
 * The browser's copies kept for opening without a connection (issue 24): the service worker
 * (public/sw.js) keeps the app and the API's answers, and hands back a kept answer, marked with
 * when it was fetched, when the network fails. This module is the page's side of it.
 */

/** The service worker's cache of API answers (the same name as `DATA_CACHE` in public/sw.js). */
export const OFFLINE_DATA_CACHE = "lineup-data-v1";
/** The header the service worker puts on a kept answer: when it was fetched (ISO). */
export const CACHED_AT_HEADER = "x-lineup-cached-at";

/** Registers the service worker (production builds only: the dev server has no /sw.js of its own files). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => void navigator.serviceWorker.register("/sw.js").catch(() => {}));
}

/** Deletes the kept API answers: at logout, and when someone else logs in on this browser. */
export function forgetOfflineData(): void {
  if (typeof caches !== "undefined") void caches.delete(OFFLINE_DATA_CACHE).catch(() => {});
}

let oldest: Date | null = null;
const listeners = new Set<() => void>();

/** Since when the data shown may be stale: the oldest kept answer shown since the page was last live (null: none). */
export const cachedSince = (): Date | null => oldest;

/**
 * Notes where an API answer came from: a kept copy (the server was out of reach) makes the page
 * stale since it was fetched; an answer from the server means it is reachable again, and the
 * screens refetch or resync what they show.
 */
export function noteAnswer(response: Response): void {
  const stamp = response.headers.get(CACHED_AT_HEADER);
  if (stamp === null) return clearCachedSince();
  const at = new Date(stamp);
  if (Number.isNaN(at.getTime()) || (oldest && oldest <= at)) return;
  oldest = at;
  for (const listener of listeners) listener();
}

/** The page is live again: what it shows is fresh. */
export function clearCachedSince(): void {
  if (!oldest) return;
  oldest = null;
  for (const listener of listeners) listener();
}

export function onCachedSinceChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
