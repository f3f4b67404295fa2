import { test as base } from "@playwright/test";
import { suitePort } from "./own-server";

export * from "@playwright/test";

/**
 * Playwright's `test` with each worker on a server of its own (playwright.config.ts starts one per worker): pages,
 * request contexts and `browser.newContext()` reach the server of the worker's parallel slot. A spec's
 * `test.use({ baseURL })` still wins.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${suitePort(testInfo.parallelIndex)}`);
  },
});
