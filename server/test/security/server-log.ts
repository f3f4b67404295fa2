import type { ServerProcess } from "./reliability-server";

/** The server's error-level log lines (pino's level 50), the first `count`, each cut to `chars` characters. */
export const serverErrors = (server: ServerProcess, count: number, chars: number) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.includes('"level":50'))
    .slice(0, count)
    .map((line) => line.slice(0, chars));
