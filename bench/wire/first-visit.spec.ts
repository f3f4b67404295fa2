/**
 * Bytes over the wire as a port office meets them (issue 24), counted in
 * Chromium by the DevTools protocol (`encodedDataLength`: what crossed the
 * network, headers included): a first visit to the login page, then the board
 * after signing in, then a reload of the board with the browser's cache.
 * Baseline: the figures the issue measured before compression and caching
 * (login 757 KB in 25 requests, board 1,253 KB in 52, reload 76 KB in 52).
 */
import { expect, test, type CDPSession, type Page } from "@playwright/test";
import { logIn, openSantosBoard } from "../../tests/e2e/helpers";

const BASELINE = {
  login: { kb: 757, requests: 25 },
  board: { kb: 1253, requests: 52 },
  reload: { kb: 76, requests: 52 },
};

/** Counts what loads from now on: requests and bytes, and how many came from the cache. */
async function meter(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const seen = { bytes: 0, requests: 0, cached: 0 };
  cdp.on("Network.requestServedFromCache", () => (seen.cached += 1));
  cdp.on("Network.loadingFinished", (e) => {
    seen.bytes += e.encodedDataLength;
    seen.requests += 1;
  });
  return seen;
}

const report = (name: keyof typeof BASELINE, seen: { bytes: number; requests: number; cached: number }) => {
  const base = BASELINE[name];
  console.log(
    `${name.padEnd(7)} ${(seen.bytes / 1000).toFixed(0).padStart(6)} KB in ${String(seen.requests).padStart(3)} requests (${seen.cached} from cache)   baseline ${base.kb} KB in ${base.requests}`,
  );
};

test("a first visit, the board, and a reload", async ({ page }) => {
  let seen = await meter(page);
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  report("login", seen);

  await logIn(page, "operator@demo.local");
  seen = await meter(page);
  await openSantosBoard(page);
  await page.waitForLoadState("networkidle");
  report("board", seen);

  seen = await meter(page);
  await page.reload();
  await expect(page.getByRole("region", { name: "TGG line-up" })).toHaveAttribute("data-filled", "true");
  await page.waitForLoadState("networkidle");
  report("reload", seen);
});
