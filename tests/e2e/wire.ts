import type { CDPSession, Page } from "./test";

/** What a page loaded over the network since `meter` was called. */
export interface Wire {
  /** Bytes that crossed the network (DevTools `encodedDataLength`: compressed bodies and headers). */
  bytes: number;
  requests: number;
  /** Requests the browser answered from its cache, without the network. */
  cached: number;
  /** The URLs that went to the network, each with its bytes. */
  fetched: { url: string; bytes: number }[];
}

/**
 * Counts what loads from now on, as the browser's network panel does (issue 24's budgets are bytes
 * over the wire in a real browser). With WIRE_DETAIL=1 each request's bytes are printed.
 */
export async function meter(page: Page): Promise<Wire> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const seen: Wire = { bytes: 0, requests: 0, cached: 0, fetched: [] };
  const urls = new Map<string, string>();
  const fromCache = new Set<string>();
  cdp.on("Network.requestWillBeSent", (e) => urls.set(e.requestId, e.request.url));
  cdp.on("Network.requestServedFromCache", (e) => {
    seen.cached += 1;
    fromCache.add(e.requestId);
  });
  cdp.on("Network.loadingFinished", (e) => {
    const url = urls.get(e.requestId) ?? "?";
    seen.bytes += e.encodedDataLength;
    seen.requests += 1;
    // An image from the memory cache comes without a cache event, and with no byte on the wire.
    if (!fromCache.has(e.requestId) && e.encodedDataLength > 0) seen.fetched.push({ url, bytes: e.encodedDataLength });
    if (process.env.WIRE_DETAIL) console.log(`  ${(e.encodedDataLength / 1000).toFixed(1).padStart(7)} KB ${url}`);
  });
  return seen;
}
