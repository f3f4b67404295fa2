import { defineConfig } from "@playwright/test";
import suite from "../../playwright.config";

// `pnpm bench:wire`: the browser suite's server and Chromium, with the transfer benchmark of this folder.
export default defineConfig({ ...suite, testDir: ".", timeout: 180_000 });
