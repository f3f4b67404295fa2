/** `pnpm db:restore FILE [--replace]` into DATABASE_URL or DATA_DIR (docs/OPERATIONS.md). */
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { progressPrinter, runCli, UsageError, userPath } from "./cli-common";
import { restoreCommand } from "./commands";

runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: "boolean" }, quiet: { type: "boolean" } },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError("Usage: pnpm db:restore FILE [--replace]");
  const config = loadConfig();
  const started = Date.now();
  const summary = await restoreCommand(config, userPath(file), {
    replace: values.replace,
    onProgress: progressPrinter(values.quiet),
  });
  const rows = Object.values(summary.tables).reduce((a, b) => a + b.rows, 0);
  console.log(
    `Restored the backup of ${summary.header.created_at} ` +
      `into ${config.databaseUrl ? "PostgreSQL" : config.dataDir}: ${rows.toLocaleString("en")} ` +
      `rows, ${summary.files} uploads` +
      `${summary.migratedForward ? `, then ${summary.migratedForward} newer migrations` : ""}, ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s. Every session was ended: people sign in again.`,
  );
  if (summary.jwtSecret !== undefined && process.env.JWT_SECRET)
    console.log("The backup's JWT secret was written to DATA_DIR/jwt-secret, but JWT_SECRET is set and wins.");
});
