/**
 * Bytes over the wire as a port office meets them (issue 24), counted in
 * Chromium by the DevTools protocol (`encodedDataLength`: what crossed the
 * network, headers included): a first visit to the login page, then the board
 * after signing in, then a reload of the board with the browser's cache.
 * Baseline: the figures the issue measured before compression and caching
 * (login 757 KB in 25 requests, board 1,253 KB in 52, reload 76 KB in 52).
 */
import { expect, test } from "@playwright/test";
import { logIn, openSantosBoard } from "../../tests/e2e/helpers";
import { meter, type Wire } from "../../tests/e2e/wire";

const BASELINE = {
  login: { kb: 757, requests: 25 },
  board: { kb: 1253, requests: 52 },
  reload: { kb: 76, requests: 52 },
};

const report = (name: keyof typeof BASELINE, seen: Wire) => {
  const base = BASELINE[name];
  console.log(
    `${name.padEnd(7)} ${(seen.bytes / 1000).toFixed(0).padStart(6)} KB in ${String(seen.requests).padStart(3)} requests (${seen.cached} from cache)   baseline ${base.kb} KB in ${base.requests}`,
  );
};

test("a first visit, the board, and a reload", async ({ page }) => {
  const all = await meter(page);
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
  // Issue 24's budget for the whole way, login page to board (no figure was taken before it).
  console.log(
    `in all  ${(all.bytes / 1000).toFixed(0).padStart(6)} KB in ${String(all.requests).padStart(3)} requests   budget 600 KB`,
  );

  seen = await meter(page);
  await page.reload();
  await expect(page.getByRole("region", { name: "TGG line-up" })).toHaveAttribute("data-filled", "true");
  await page.waitForLoadState("networkidle");
  report("reload", seen);
});
