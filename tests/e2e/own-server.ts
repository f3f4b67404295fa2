import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/*
 * A server of the suite's build on a port of its own, for a test or a bench that needs settings the suite's server
 * (playwright.config.ts) does not have: sessions.spec.ts (short-lived tokens) and the soak run (bench/soak.ts).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The first port of the suite's servers: E2E_PORT lets several runs (or a run beside a dev server) use their own. */
export const suiteBasePort = Number(process.env.E2E_PORT ?? 3199);

/**
 * The browser suite runs its spec files on this many workers at once (E2E_WORKERS, 2 by default), each worker on a
 * server and database of its own, so that no file sees another's edits while it runs.
 */
export const suiteWorkers = Number(process.env.E2E_WORKERS ?? 2);

/** The port of the suite's server that the worker in parallel slot `index` uses. */
export const suitePort = (index: number) => suiteBasePort + index;

/** The folder of the database of the server on `port` (the suite's, or a spec's own). */
export const suiteDataDir = (port: number) => path.join(root, `.data-test-e2e-${port}`);

/**
 * The settings the suite's server runs with on `port`, its data in `dataDir` (the demo seeded there when new): the
 * suite logs in far more often than the production limit allows, and never reads the public forecast service.
 */
export const suiteServerEnv = (port: number, dataDir: string) => ({
  DATA_DIR: dataDir,
  SEED_DEMO: "1",
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  TOKEN_RATE_LIMIT: "1000",
  WEATHER_URL: "off",
});

/**
 * Starts the compiled server (server/dist) on `port` with its data in `dataDir` (the demo seeded there when new),
 * set as the suite's server is, `env` over that.
 */
export function spawnServer(port: number, dataDir: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ["--enable-source-maps", "dist/main.js"], {
    cwd: path.join(root, "server"),
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...suiteServerEnv(port, dataDir), ...env },
  });
}

/** Stops a server that spawnServer started and waits for it to exit. */
export async function stopServer(server: ChildProcess | null | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill();
  await exited;
}
