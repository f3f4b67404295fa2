/**
 * `pnpm db:copy-to postgres://… | FOLDER [--replace]`: the configured database into another, checked table by table.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { isPostgresUrl, progressPrinter, runCli, UsageError, userPath } from "./cli-common";
import { copyCommand } from "./commands";

runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: "boolean" }, quiet: { type: "boolean" } },
  });
  const [spec] = positionals;
  if (!spec || positionals.length > 1)
    throw new UsageError("Usage: pnpm db:copy-to postgres://user@host/db | DATA_DIR-FOLDER [--replace]");
  const config = loadConfig();
  const target = isPostgresUrl(spec) ? { databaseUrl: spec, dataDir: config.dataDir } : { dataDir: userPath(spec) };
  if (!target.databaseUrl && !config.databaseUrl && target.dataDir === config.dataDir)
    throw new UsageError("The target is the database being copied.");
  const started = Date.now();
  const result = await copyCommand(config, target, {
    replace: values.replace,
    onProgress: progressPrinter(values.quiet),
  });
  for (const [table, sum] of Object.entries(result.tables))
    console.log(`  ${table.padEnd(28)} ${String(sum.rows).padStart(10)} rows  ${sum.sha256.slice(0, 16)}  ok`);
  console.log(
    `Copied into ${target.databaseUrl ? "PostgreSQL" : target.dataDir} and checked every table (rows and ` +
      `checksum) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (target.databaseUrl)
    console.log(
      "Start the server with DATABASE_URL set to it (uploads stay in DATA_DIR; see docs/OPERATIONS.md for " +
        "several instances).",
    );
});
