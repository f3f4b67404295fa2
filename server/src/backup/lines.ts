/** Reading a gzip'd JSON-lines file line by line, with errors of the file told in words. */
import { createGunzip } from "node:zlib";
import { StringDecoder } from "node:string_decoder";
import { BackupFileError } from "./format";

/** A single line longer than this is not one this program wrote (an upload is capped far below it). */
const MAX_LINE = 64 * 1024 * 1024;

async function* splitLines(input: NodeJS.ReadableStream): AsyncGenerator<string> {
  const gunzip = createGunzip();
  input.on("error", (err) => gunzip.destroy(err));
  input.pipe(gunzip);
  const decoder = new StringDecoder("utf8");
  let pending = "";
  try {
    for await (const chunk of gunzip) {
      pending += decoder.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
      let at = pending.indexOf("\n");
      while (at >= 0) {
        yield pending.slice(0, at);
        pending = pending.slice(at + 1);
        at = pending.indexOf("\n");
      }
      if (pending.length > MAX_LINE)
        throw new BackupFileError("The backup is corrupted: a line is far longer than any this program writes.");
    }
  } catch (err) {
    if (err instanceof BackupFileError) throw err;
    const code = err instanceof Error && "code" in err ? String(err.code) : "";
    if (code === "Z_BUF_ERROR" || /unexpected end/i.test(String(err)))
      throw new BackupFileError(
        "The backup is truncated: the file ends before its last line (was the copy cut short?).",
      );
    if (code.startsWith("Z_"))
      throw new BackupFileError("This file is not a Line-up board backup, or it is corrupted (not valid gzip).");
    throw err;
  }
  pending += decoder.end();
  if (pending) yield pending;
}

/** The lines of a backup file, each taken with `next(what)`, which says what was expected when the file ends early. */
export function backupLines(input: NodeJS.ReadableStream) {
  const it = splitLines(input);
  return {
    async next(what: string): Promise<string> {
      const r = await it.next();
      if (r.done) throw new BackupFileError(`The backup is truncated: it ends where ${what} was expected.`);
      return r.value;
    },
    /** Whether anything but an empty line follows (a file with data after its end is refused). */
    async more(): Promise<boolean> {
      for (;;) {
        const r = await it.next();
        if (r.done) return false;
        if (r.value.trim()) return true;
      }
    },
    /** Stops reading (the input is left to its owner). */
    async close() {
      await it.return(undefined);
    },
  };
}
