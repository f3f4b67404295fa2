import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const root = path.dirname(fileURLToPath(import.meta.url));
// E2E_PORT and E2E_WEB_DIST let several runs (or a run beside a dev server) use their own port and build.
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = path.join(root, `.data-test-e2e-${port}`);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
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
  webServer: {
    // Every run starts from an empty database seeded with the demo users. Removed here,
    // not at config load, because each test worker loads this file again. The server runs
    // compiled, as in production; compiling it here (about a second) keeps it in step with src/.
    command: `rm -rf "${dataDir}" && pnpm --filter @lineup/server build && pnpm --filter @lineup/server start`,
    cwd: root,
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // The suite logs in far more often than the 10-per-minute production limit.
      TOKEN_RATE_LIMIT: "1000",
      // Never the public forecast service: the seeded weather rows stay as they are.
      WEATHER_URL: "off",
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: path.resolve(root, process.env.E2E_WEB_DIST) } : {}),
    },
  },
});
