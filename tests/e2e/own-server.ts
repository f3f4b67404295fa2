import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/*
 * A server of the suite's build on a port of its own, for a test or a bench that needs settings the suite's server
 * (playwright.config.ts) does not have: sessions.spec.ts (short-lived tokens) and the soak run (bench/soak.ts).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

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
