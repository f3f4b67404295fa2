import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { suiteDataDir, suitePort, suiteServerEnv, suiteWorkers } from "./tests/e2e/own-server";

const root = path.dirname(fileURLToPath(import.meta.url));
// E2E_WEB_DIST lets a run use a build of its own; E2E_PORT and E2E_WORKERS are read in tests/e2e/own-server.ts.

/**
 * The suite's servers, one per worker, each on its own port and an empty database seeded with the demo users
 * (tests/e2e/test.ts hands each worker its own). Playwright starts them one after another, so only the first
 * compiles the server: it runs compiled, as in production, and compiling it here (about a second) keeps it in step
 * with src/. Data folders are removed here, not at config load, because each test worker loads this file again.
 */
export const suiteServers = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const port = suitePort(index);
    const dataDir = suiteDataDir(port);
    const build = index === 0 ? "pnpm --filter @lineup/server build && " : "";
    return {
      command: `rm -rf "${dataDir}" && ${build}pnpm --filter @lineup/server start`,
      cwd: root,
      url: `http://127.0.0.1:${port}/login`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
      env: {
        ...suiteServerEnv(port, dataDir),
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: path.resolve(root, process.env.E2E_WEB_DIST) } : {}),
      },
    };
  });

export default defineConfig({
  testDir: "tests/e2e",
  // Limits against a hang, not budgets (those are the tests' own assertions): two workers share the machine's two
  // cores with their servers and browsers, and a test of several screens that takes 10 s alone takes 30 s or more
  // when both workers draw a board at once, or on a slower CI machine. There a page once took 12 s to draw a board
  // whose rows had arrived, and a click 10 s: what a test waits for gets 20 s.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: suiteWorkers,
  retries: 0,
  reporter: [["list"]],
  use: {
    // The first worker's server; tests/e2e/test.ts gives each worker its own.
    baseURL: `http://127.0.0.1:${suitePort(0)}`,
    // No trace unless asked for (E2E_TRACE=1 keeps one of each failed test): recording one films every page for its
    // screenshots, which took two fifths of the suite's CPU (the browsers' GPU and main processes), and made pages
    // slow to draw on a two-core CI machine, where no one opens the traces anyway.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    // The app's service worker (issue 24) answers from its caches only when the network fails, but Playwright's
    // request routing does not see what it handles: blocked here, let work in tests/e2e/offline-reload.spec.ts.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: suiteServers(suiteWorkers),
});
