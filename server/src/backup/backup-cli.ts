/** `pnpm db:backup --out FILE [--with-jwt-secret] [--quiet]` (docs/OPERATIONS.md). */
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { progressPrinter, runCli, sizeText, UsageError, userPath } from "./cli-common";
import { backupCommand } from "./commands";

runCli(async () => {
  const { values } = parseArgs({
    options: { out: { type: "string" }, "with-jwt-secret": { type: "boolean" }, quiet: { type: "boolean" } },
  });
  if (!values.out) throw new UsageError("Usage: pnpm db:backup --out FILE [--with-jwt-secret]");
  const started = Date.now();
  const result = await backupCommand(loadConfig(), userPath(values.out), {
    withSecret: values["with-jwt-secret"],
    onProgress: progressPrinter(values.quiet),
  });
  const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backup written to ${result.file} (${sizeText(result.bytes)}): ${Object.keys(result.tables).length} ` +
      `tables, ${rows.toLocaleString("en")} rows, ${result.files} uploads, ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} ` +
      `s${result.via === "server" ? ", taken by the running server" : ""}.`,
  );
});
