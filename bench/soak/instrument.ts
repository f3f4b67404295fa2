import type { Page } from "@playwright/test";

/** What a page recorded: its live sockets opened and closed, and each time a stale banner or badge appeared or went. */
export interface Trace {
  opens: { t: number; url: string }[];
  closes: { t: number; url: string; code: number }[];
  banners: { t: number; on: boolean; what: string }[];
}

/**
 * Run in every page before its own scripts: counts the live sockets' opens and closes (any close,
 * whoever closed it) and watches, four times a second, for the wall's "Not live since" banner, the
 * board's offline banner and a "Reconnecting…" or "Offline" badge.
 */
export const INSTRUMENT = `(() => {
  const trace = { opens: [], closes: [], banners: [] };
  Object.defineProperty(window, "__soak", { value: trace });
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      if (!String(url).includes("/api/v1/live/")) return;
      this.addEventListener("open", () => trace.opens.push({ t: Date.now(), url: String(url).replace(/\\?.*/, "") }));
      this.addEventListener("close", (e) => trace.closes.push({ t: Date.now(), url: String(url).replace(/\\?.*/, ""), code: e.code }));
    }
  };
  const stale = () => {
    if ([...document.querySelectorAll("[role=alert]")].some((e) => (e.textContent || "").startsWith("Not live since"))) return "Not live since";
    if (document.querySelector("[data-testid=offline-banner]")) return "offline banner";
    const badge = [...document.querySelectorAll(".mantine-Badge-label")].find((b) => /^(Reconnecting|Offline)/.test(b.textContent || ""));
    return badge ? badge.textContent : null;
  };
  let shown = null;
  setInterval(() => {
    const now = stale();
    if (now === shown) return;
    if (shown !== null) trace.banners.push({ t: Date.now(), on: false, what: shown });
    if (now !== null) trace.banners.push({ t: Date.now(), on: true, what: now });
    shown = now;
  }, 250);
})();`;

/** The page's trace so far. */
export const readTrace = (page: Page): Promise<Trace> =>
  page.evaluate(() => (window as unknown as { __soak: Trace }).__soak);
