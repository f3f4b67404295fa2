/** What the `db:backup`, `db:restore` and `db:copy-to` commands share: paths, progress, uploads staged until commit. */
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** A path as the person typed it: pnpm runs scripts in the package folder, and INIT_CWD is where they were. */
export const userPath = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

/** Prints progress to stderr at most once a second (and each table's end). */
export function progressPrinter(quiet = false) {
  let last = 0;
  return (p: { table: string; done: number; total: number }) => {
    const now = Date.now();
    if (quiet || (now - last < 1000 && p.done < p.total)) return;
    last = now;
    process.stderr.write(`  ${p.table}: ${p.done.toLocaleString("en")} / ${p.total.toLocaleString("en")} rows\n`);
  };
}

export const sizeText = (bytes: number) =>
  bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;

/** A target given on the command line: a PostgreSQL URL or a DATA_DIR folder for the embedded database. */
export function isPostgresUrl(spec: string) {
  return /^postgres(ql)?:\/\//i.test(spec);
}

/**
 * Uploads read from a backup wait in a folder beside `uploads/` and take its
 * place only after the database committed, so a refused file leaves both as they were.
 */
export function uploadStage(dataDir: string) {
  const stage = path.join(dataDir, `.restore-${process.pid}`);
  return {
    async put(rel: string, data: Buffer) {
      const file = path.join(stage, rel);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { mode: 0o600 });
    },
    /** Moves the staged uploads into place; with `replace`, the old uploads go. */
    async commit(replace: boolean) {
      const staged = path.join(stage, "uploads");
      const target = path.join(dataDir, "uploads");
      if (existsSync(staged)) {
        if (replace || !existsSync(target)) {
          await rm(target, { recursive: true, force: true });
          await rename(staged, target);
        } else {
          await moveInto(staged, target);
        }
      }
      await rm(stage, { recursive: true, force: true });
    },
    discard: () => rm(stage, { recursive: true, force: true }),
  };
}

async function moveInto(from: string, to: string) {
  for (const e of await readdir(from, { withFileTypes: true })) {
    const src = path.join(from, e.name);
    const dst = path.join(to, e.name);
    if (e.isDirectory()) {
      await mkdir(dst, { recursive: true });
      await moveInto(src, dst);
    } else await rename(src, dst);
  }
}

/** Runs a command's main, printing a refusal in words (no stack) and exiting non-zero. */
export function runCli(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      const known =
        err instanceof Error &&
        /BackupFileError|TargetNotEmptyError|DataDirLockedError|ConfigError|UsageError/.test(err.name);
      console.error(known && err instanceof Error ? `Refused: ${err.message}` : err);
      process.exit(known ? 2 : 1);
    },
  );
}

/** A command used wrongly. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}
