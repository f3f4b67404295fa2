/**
 * Walks a backup file (format.ts), checking as it goes what the file says of
 * itself: its header, each table's place, row count and checksum, each upload's
 * checksum, and the whole file's checksum on its last line. A restore runs it
 * inside its transaction (so nothing is committed before every check passed);
 * `verifyBackup` runs it alone.
 */
import { createHash } from "node:crypto";
import type { SequenceState } from "./catalog";
import { BackupFileError, parseHeader, parseLine, parseSequences, safeUploadPath, type BackupHeader } from "./format";
import { backupLines } from "./lines";

export interface BodyHandlers {
  /** A batch of one table's rows, each the JSON of a row. */
  rows?: (table: string, lines: string[], done: number, total: number) => Promise<void>;
  /** An upload whose checksum matched. */
  file?: (relPath: string, data: Buffer) => Promise<void>;
  batchRows?: number;
}

export interface BodySummary {
  sequences: Record<string, SequenceState>;
  tables: Record<string, { rows: number; sha256: string }>;
  files: number;
  jwtSecret: string | undefined;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/** Opens a backup: reads and checks its header; `body` then walks the rest (once). */
export async function openBackup(input: NodeJS.ReadableStream) {
  const lines = backupLines(input);
  const whole = createHash("sha256");
  const read = async (what: string) => {
    const line = await lines.next(what);
    whole.update(`${line}\n`);
    return line;
  };
  let header: BackupHeader;
  try {
    header = parseHeader(await read("the header"));
  } catch (err) {
    await lines.close();
    throw err;
  }

  async function body(h: BodyHandlers = {}): Promise<BodySummary> {
    const batchRows = h.batchRows ?? 1000;
    const sequences = parseSequences(parseLine(await read("the sequences"), "the sequences line"));
    const tables: BodySummary["tables"] = {};
    for (const table of header.tables) {
      const start = parseLine(await read(`table ${table.name}`), `the start of table ${table.name}`);
      if (start["@table"] !== table.name || start.rows !== table.rows)
        throw new BackupFileError(`The backup is corrupted: table ${table.name} is not where its header says.`);
      const hash = createHash("sha256");
      let batch: string[] = [];
      for (let i = 0; i < table.rows; i += 1) {
        const line = await read(`row ${i + 1} of ${table.rows} of table ${table.name}`);
        hash.update(`${line}\n`);
        batch.push(line);
        if (batch.length >= batchRows || i + 1 === table.rows) {
          await h.rows?.(table.name, batch, i + 1, table.rows);
          batch = [];
        }
      }
      const end = parseLine(await read(`the end of table ${table.name}`), `the end of table ${table.name}`);
      const digest = hash.digest("hex");
      if (end["@end"] !== table.name || end.rows !== table.rows)
        throw new BackupFileError(
          `The backup is corrupted: table ${table.name} has more or fewer rows than its header says.`,
        );
      if (end.sha256 !== digest)
        throw new BackupFileError(
          `The backup is corrupted: the rows of table ${table.name} do not match their checksum.`,
        );
      tables[table.name] = { rows: table.rows, sha256: digest };
    }

    let files = 0;
    let jwtSecret: string | undefined;
    for (;;) {
      const raw = await lines.next("the end of the backup");
      const line = parseLine(raw, "a line after the tables");
      if (line["@end_of_backup"] === true) {
        if (line.sha256 !== whole.digest("hex") || line.files !== files)
          throw new BackupFileError("The backup is corrupted: the file does not match its checksum.");
        break;
      }
      whole.update(`${raw}\n`);
      if (typeof line["@jwt_secret"] === "string") jwtSecret = line["@jwt_secret"];
      else if ("@file" in line) {
        const rel = safeUploadPath(line["@file"]);
        const data = Buffer.from(typeof line.data === "string" ? line.data : "", "base64");
        if (line.sha256 !== sha256(data))
          throw new BackupFileError(`The backup is corrupted: upload ${rel} does not match its checksum.`);
        await h.file?.(rel, data);
        files += 1;
      } else
        throw new BackupFileError("The backup is corrupted: a line after the tables is not one this program writes.");
    }
    if (await lines.more()) throw new BackupFileError("The backup is corrupted: something follows its last line.");
    if (header.jwt_secret !== (jwtSecret !== undefined))
      throw new BackupFileError("The backup is corrupted: its JWT secret is missing.");
    return { sequences, tables, files, jwtSecret };
  }

  return { header, body, close: () => lines.close() };
}

/** Reads a whole backup file and checks every checksum without touching a database. */
export async function verifyBackup(input: NodeJS.ReadableStream): Promise<{ header: BackupHeader } & BodySummary> {
  const backup = await openBackup(input);
  try {
    return { header: backup.header, ...(await backup.body()) };
  } finally {
    await backup.close();
  }
}
