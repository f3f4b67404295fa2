/** Plumbing shared by the live benchmarks' processes: a wall clock they agree on, request/reply over IPC, percentiles. */
import { fork, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";

/** Milliseconds since the epoch with sub-millisecond resolution: comparable across processes on one machine. */
export const now = () => performance.timeOrigin + performance.now();

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Request {
  id: number;
  type: string;
  [key: string]: unknown;
}

/**
 * The V8 flags of the production server (`pnpm start` in server/package.json, which the Docker image's command
 * repeats): the app under benchmark runs with the same heap settings. BENCH_SERVER_FLAGS replaces them.
 */
export function productionFlags(): string[] {
  if (process.env.BENCH_SERVER_FLAGS !== undefined) return process.env.BENCH_SERVER_FLAGS.split(" ").filter(Boolean);
  const pkg = JSON.parse(
    readFileSync(fileURLToPath(new URL("../../server/package.json", import.meta.url)), "utf8"),
  ) as { scripts: { start: string } };
  return pkg.scripts.start.split(" ").filter((arg) => /^--max-(semi|old)-space-size=/.test(arg));
}

/** A benchmark process (TypeScript through tsx, with `gc` exposed) and a typed request/reply channel to it. */
export function spawn(file: string, extraArgv: string[] = []) {
  const child: ChildProcess = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    execArgv: ["--expose-gc", "--import", "tsx", ...extraArgv],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let next = 0;
  const waiting = new Map<number, (reply: Record<string, unknown>) => void>();
  child.on("message", (m: Record<string, unknown>) => {
    const id = m.id as number;
    waiting.get(id)?.(m);
    waiting.delete(id);
  });
  child.on("exit", (code) => {
    if (code && waiting.size) {
      console.error(`${file} exited with ${code}`);
      process.exit(1);
    }
  });
  return {
    request<T = Record<string, unknown>>(type: string, body: Record<string, unknown> = {}): Promise<T> {
      const id = ++next;
      return new Promise((resolve) => {
        waiting.set(id, resolve as (reply: Record<string, unknown>) => void);
        child.send({ ...body, id, type });
      });
    },
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        // A child exits when its channel closes (`serve`), writing a CPU profile if asked; SIGTERM if it does not.
        child.disconnect();
        setTimeout(() => child.exitCode === null && child.kill(), 5000).unref();
      }),
  };
}
export type Child = ReturnType<typeof spawn>;

/** In a benchmark process: answers the parent's requests with `handle`. */
export function serve(handle: (request: Request) => Promise<Record<string, unknown>>) {
  process.on("message", (m: Request) => {
    handle(m)
      .then((reply) => process.send?.({ ...reply, id: m.id }))
      .catch((err: unknown) => {
        console.error(err);
        process.exit(1);
      });
  });
  process.on("disconnect", () => process.exit(0));
}

/** CPU time (user and system) of a process in milliseconds, from `process.cpuUsage()`. */
export const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

export const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
