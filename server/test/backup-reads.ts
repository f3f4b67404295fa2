/** What the backup tests compare between a source and its restored or copied database: the reads a person sees. */
import { spawn } from "node:child_process";
import type { FastifyInstance } from "fastify";
import { bearer } from "./helpers";

const PERIOD = "from=2026-09-01&to=2026-11-30";

/** The board, the board as of `asOf`, each row's history and the statistics, as an admin reads them. */
export async function reads(app: FastifyInstance, token: string, filter: string, asOf: string, ids: number[]) {
  const get = async (url: string) => {
    const res = await app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<unknown>();
  };
  return {
    board: await get(`/lineups?${filter}`),
    asOf: await get(`/lineups?${filter}&as_of=${encodeURIComponent(asOf)}`),
    history: await Promise.all(ids.map((id) => get(`/lineups/${id}/history`))),
    waiting: await get(`/statistics/waiting-times?${PERIOD}`),
    counts: await get(`/statistics/lineup-counts?${PERIOD}`),
    occupancy: await get(`/statistics/berth-occupancy?${PERIOD}`),
    volumes: await get(`/statistics/volumes?${PERIOD}&interval=month`),
  };
}

/** Runs one of the real commands (`src/backup/*-cli.ts`) as `pnpm db:*` does, with its own environment. */
export function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `src/backup/${script}`, ...args, "--quiet"], {
      cwd: new URL("..", import.meta.url).pathname,
      env: { ...process.env, DATABASE_URL: "", JWT_SECRET: "test-secret-test-secret-test-secret", ...env },
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    child.on("close", (code) => resolve({ code, out }));
  });
}
