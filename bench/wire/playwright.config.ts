import { defineConfig } from "@playwright/test";
import suite, { suiteServers } from "../../playwright.config";

// `pnpm bench:wire`: the browser suite's first server and Chromium, one test at a time, with the transfer benchmark of this folder.
export default defineConfig({ ...suite, testDir: ".", timeout: 180_000, workers: 1, webServer: suiteServers(1) });
