import { defineConfig } from "@playwright/test";
import suite from "../../playwright.config";

// `pnpm bench:frames`: the browser suite's server and Chromium, with the frame benchmarks of this folder.
export default defineConfig({ ...suite, testDir: ".", timeout: 180_000 });
