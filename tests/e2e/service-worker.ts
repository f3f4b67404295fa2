import { expect, type Page } from "./test";

/** Waits until the service worker controls the page (it claims open pages once active). */
export async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
