/**
 * One process at a time on an embedded database: PGlite keeps the database in
 * its own process, and a second process opening the same folder would corrupt
 * it. The first to open the folder writes `DATA_DIR/pglite.lock` (its pid); a
 * second is refused while that process lives, and takes over a lock left by a
 * process that died.
 */
import { hostname } from "node:os";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/** Another live process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid} (a running server or another command). ` +
        "Stop it first; with the server running, `pnpm db:backup` asks the server for the snapshot instead.",
    );
    this.name = "DataDirLockedError";
  }
}

export const lockFile = (dataDir: string) => path.join(dataDir, "pglite.lock");

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return err instanceof Error && "code" in err && err.code === "EPERM";
  }
};

/** The pid holding the folder's lock, when that process still runs on this machine. */
export function lockHolder(dataDir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(lockFile(dataDir), "utf8");
  } catch {
    return undefined;
  }
  const match = /^(\d+) (.*)$/m.exec(text);
  const pid = Number(match?.[1]);
  // A lock written on another machine (a shared folder) cannot be checked: counted as held.
  if (match && match[2] !== hostname()) return pid;
  return Number.isSafeInteger(pid) && pid > 0 && alive(pid) ? pid : undefined;
}

/** Takes the folder's lock or throws DataDirLockedError; returns the release. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, `${process.pid} ${hostname()}\n`);
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (err) {
      if (!(err instanceof Error && "code" in err && err.code === "EEXIST")) throw err;
      const holder = lockHolder(dataDir);
      if (holder !== undefined) throw new DataDirLockedError(dataDir, holder);
      rmSync(file, { force: true }); // left by a process that died
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
