/*
 * The app's service worker (issue 24, "an app that opens offline"). Served at /sw.js with
 * `Cache-Control: no-cache`, so a new deployment's worker is found at the next visit.
 *
 * - The page (any route of the single-page app): from the network, kept as the shell; without a
 *   network, the kept shell. A new deployment's page therefore always comes with its own files.
 * - Hashed files (/assets/): from the cache once fetched (their names change with their content).
 * - GET /api/v1/... answers (JSON): from the network, kept; without a network, the kept answer,
 *   marked `X-Lineup-Cached-At` (when it was fetched), so the page says how old it is. Never a kept
 *   answer when the server answers, whatever it answers. Logout and a change of user delete them
 *   (`OFFLINE_DATA_CACHE` in src/shared/offline-cache.ts names the same cache).
 */
const SHELL_CACHE = "lineup-shell-v1";
const ASSET_CACHE = "lineup-assets-v1";
const DATA_CACHE = "lineup-data-v1";
const KNOWN = [SHELL_CACHE, ASSET_CACHE, DATA_CACHE];
/** Entries kept at most per cache: the oldest go first (files of earlier deployments, answers to old queries). */
const MAX_ENTRIES = 200;
/** API answers never kept: the session, the live socket, files. */
const NOT_KEPT = /^\/api\/v1\/(oauth|live|logout|admin\/backups)|format=xlsx/;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KNOWN.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  // The API's own pages (the OpenAPI viewer at /api/docs) are not the app: never kept as its page.
  if (request.mode === "navigate" && !url.pathname.startsWith("/api/")) event.respondWith(page(request));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(asset(request));
  else if (url.pathname.startsWith("/api/v1/") && !NOT_KEPT.test(url.pathname + url.search))
    event.respondWith(data(event));
});

async function page(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get("content-type") ?? "").startsWith("text/html"))
      await cache.put("/", response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match("/");
    if (kept) return kept;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await keep(cache, request, response.clone());
  return response;
}

/**
 * The answer goes to the page as it arrives; a copy is kept meanwhile (the worker stays alive until it is), so the
 * page never waits for the whole body to be read again and written to the cache.
 */
async function data(event) {
  const request = event.request;
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get("content-type") ?? "").includes("json"))
      event.waitUntil(keepAnswer(request, response.clone()));
    return response;
  } catch (error) {
    const kept = await (await caches.open(DATA_CACHE)).match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

/** Keeps an API answer, marked with when it was fetched. */
async function keepAnswer(request, response) {
  const headers = new Headers(response.headers);
  headers.set("x-lineup-cached-at", new Date().toISOString());
  // The body is already decoded here.
  headers.delete("content-encoding");
  headers.delete("content-length");
  const body = await response.blob();
  await keep(await caches.open(DATA_CACHE), request, new Response(body, { status: response.status, headers }));
}

/** Keeps an answer, replacing the one for the same request, and lets the oldest go beyond `MAX_ENTRIES`. */
async function keep(cache, request, response) {
  await cache.delete(request, { ignoreVary: true });
  await cache.put(request, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) await cache.delete(old);
}
