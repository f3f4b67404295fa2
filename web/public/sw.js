/*
 * The app's service worker (issue 24, "an app that opens offline"). Served at /sw.js with
 * `Cache-Control: no-cache`, so a new deployment's worker is found at the next visit.
 *
 * - The page (any route of the single-page app): from the network, kept as the shell; without a
 *   network, the kept shell. A new deployment's page therefore always comes with its own files.
 * - Hashed files (/assets/): from the cache once fetched (their names change with their content).
 * - GET /api/v1/... answers (JSON): from the network, kept; without a network, the kept answer,
 *   marked `X-Lineup-Cached-At` (when it was fetched), so the page says how old it is. Never a kept
 *   answer when the server answers in time, whatever it answers. Logout and a change of user delete them
 *   (`OFFLINE_DATA_CACHE` in src/shared/offline-cache.ts names the same cache).
 * - "Without a network" includes a link that died without saying so (no error, no answer: the browser
 *   would wait minutes): past a few seconds without the server's answer, the kept copy is shown, and
 *   the server's answer is still kept if it comes.
 */
const SHELL_CACHE = "lineup-shell-v1";
const ASSET_CACHE = "lineup-assets-v1";
const DATA_CACHE = "lineup-data-v1";
const KNOWN = [SHELL_CACHE, ASSET_CACHE, DATA_CACHE];
/** Entries kept at most per cache: the oldest go first (files of earlier deployments, answers to old queries). */
const MAX_ENTRIES = 200;
/**
 * How long a request waits for the server's answer (its headers) before the kept copy is shown instead. An answer
 * takes well under a second on a slow port link (bench/wire); a wall reloaded on a dead one waited minutes.
 */
const SHELL_WAIT_MS = 3000;
const DATA_WAIT_MS = 5000;
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
  if (request.mode === "navigate" && !url.pathname.startsWith("/api/")) event.respondWith(page(event));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(asset(request));
  else if (url.pathname.startsWith("/api/v1/") && !NOT_KEPT.test(url.pathname + url.search))
    event.respondWith(data(event));
});

async function page(event) {
  const cache = await caches.open(SHELL_CACHE);
  const network = fetch(event.request).then(async (response) => {
    if (response.ok && (response.headers.get("content-type") ?? "").startsWith("text/html"))
      await cache.put("/", response.clone());
    return response;
  });
  return networkOrKept(event, network, SHELL_WAIT_MS, () => cache.match("/"));
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
  const network = fetch(request).then((response) => {
    if (response.ok && (response.headers.get("content-type") ?? "").includes("json"))
      event.waitUntil(keepAnswer(request, response.clone()));
    return response;
  });
  return networkOrKept(event, network, DATA_WAIT_MS, async () =>
    (await caches.open(DATA_CACHE)).match(request, { ignoreVary: true }),
  );
}

/**
 * The server's answer; the kept copy when there is one and the network failed or gave no answer within `waitMs`
 * (then the server's answer, if it comes, is still kept: the worker stays alive for it).
 */
async function networkOrKept(event, network, waitMs, kept) {
  event.waitUntil(network.catch(() => {}));
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, waitMs, null)));
  try {
    const answer = await Promise.race([network, late]);
    if (answer) return answer;
    return (await kept()) ?? (await network);
  } catch (error) {
    const copy = await kept();
    if (copy) return copy;
    throw error;
  } finally {
    clearTimeout(timer);
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
