/**
 * The backup file: gzip'd JSON lines, readable with `zcat` and portable between
 * PGlite and PostgreSQL. Line by line:
 *
 *   {"format":"lineup-board-backup","version":1,...,"tables":[{"name","key","rows"}]}   header
 *   {"@sequences":{name:{last_value,is_called}}}
 *   {"@table":"users","rows":N}  then exactly N lines, one row each (`row_to_json`)
 *   {"@end":"users","rows":N,"sha256":"…"}      the table's lines, hashed
 *   {"@file":"uploads/avatars/x.png","sha256":"…","data":"<base64>"}   per upload
 *   {"@jwt_secret":"…"}                          only when asked for
 *   {"@end_of_backup":true,"files":n,"sha256":"…"}   every line above, hashed
 *
 * A file that does not end with the last line is truncated; one whose hashes do
 * not match was changed; one whose first line is not this header is foreign.
 */
import type { MigrationMark, SequenceState } from "./catalog";

export const BACKUP_FORMAT = "lineup-board-backup";
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** When the snapshot was taken (the database's clock, start of its transaction). */
  created_at: string;
  database: "pglite" | "postgres";
  /** The schema's last applied migration: a restore builds the schema up to it, loads, then migrates forward. */
  migration: MigrationMark;
  tables: { name: string; key: string[]; rows: number }[];
  jwt_secret: boolean;
}

/** Why a file cannot be restored: said to the person running the restore as it is. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupFileError";
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Parses one control line, refusing anything that is not a JSON object. */
export function parseLine(line: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new BackupFileError(`The backup is corrupted: ${what} is not valid JSON.`);
  }
  if (!isRecord(value)) throw new BackupFileError(`The backup is corrupted: ${what} is not a JSON object.`);
  return value;
}

const isName = (v: unknown): v is string => typeof v === "string" && /^[a-z_][a-z0-9_]{0,62}$/.test(v);
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

/** Reads and checks the first line of a backup. */
export function parseHeader(line: string | undefined): BackupHeader {
  if (line === undefined) throw new BackupFileError("The file is empty: it is not a Line-up board backup.");
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new BackupFileError("This file is not a Line-up board backup (its first line is not the backup header).");
  }
  if (!isRecord(value) || value.format !== BACKUP_FORMAT)
    throw new BackupFileError("This file is not a Line-up board backup (its first line is not the backup header).");
  if (value.version !== BACKUP_VERSION)
    throw new BackupFileError(
      `This backup has format version ${String(value.version)}; this program reads version ${BACKUP_VERSION}.`,
    );
  const m = value.migration;
  const tables = value.tables;
  const valid =
    typeof value.created_at === "string" &&
    (value.database === "pglite" || value.database === "postgres") &&
    isRecord(m) &&
    isCount(m.created_at) &&
    typeof m.hash === "string" &&
    isCount(m.count) &&
    Array.isArray(tables) &&
    tables.every(
      (t) => isRecord(t) && isName(t.name) && isCount(t.rows) && Array.isArray(t.key) && t.key.every(isName),
    ) &&
    typeof value.jwt_secret === "boolean";
  if (!valid || !isRecord(m) || !Array.isArray(tables))
    throw new BackupFileError("The backup is corrupted: its header is incomplete.");
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created_at: String(value.created_at),
    database: value.database === "pglite" ? "pglite" : "postgres",
    migration: { created_at: Number(m.created_at), hash: String(m.hash), count: Number(m.count) },
    tables: tables
      .filter(isRecord)
      .map((t) => ({ name: String(t.name), key: Array.isArray(t.key) ? t.key.map(String) : [], rows: Number(t.rows) })),
    jwt_secret: value.jwt_secret === true,
  };
}

/** Reads a `@sequences` line. */
export function parseSequences(line: Record<string, unknown>): Record<string, SequenceState> {
  const seqs = line["@sequences"];
  if (!isRecord(seqs)) throw new BackupFileError("The backup is corrupted: the sequences line is missing.");
  const out: Record<string, SequenceState> = {};
  for (const [name, s] of Object.entries(seqs)) {
    if (
      !isName(name) ||
      !isRecord(s) ||
      typeof s.last_value !== "string" ||
      !/^-?\d{1,19}$/.test(s.last_value) ||
      typeof s.is_called !== "boolean"
    ) {
      throw new BackupFileError("The backup is corrupted: a sequence is malformed.");
    }
    out[name] = { last_value: s.last_value, is_called: s.is_called };
  }
  return out;
}

/**
 * An upload's path inside DATA_DIR as the file names it: only below `uploads/`,
 * plain names, no `..`, so a crafted backup cannot write anywhere else.
 */
export function safeUploadPath(value: unknown): string {
  if (typeof value !== "string" || !/^uploads(\/[A-Za-z0-9_][A-Za-z0-9._-]{0,200}){1,4}$/.test(value)) {
    throw new BackupFileError("The backup is corrupted: an upload has a path outside uploads/.");
  }
  return value;
}
