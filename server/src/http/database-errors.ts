import { isRecord } from "@lineup/shared";
import { HttpError, ValidationError } from "./errors";
import { fieldWord } from "./validation";

/** What postgres.js and PGlite errors tell us (postgres.js: `constraint_name`, PGlite: `constraint`). */
interface PgError {
  code: string;
  message?: string;
  detail?: string;
  column?: string;
  column_name?: string;
}

/** An error and the errors it wraps (drizzle wraps the driver's error in `cause`), with their `code`. */
function causes(error: unknown): { code?: unknown }[] {
  const out: { code?: unknown }[] = [];
  for (let current: unknown = error; out.length < 4 && isRecord(current); current = current.cause) {
    out.push(current);
  }
  return out;
}

/** The PostgreSQL error (one with a SQLSTATE code) behind a drizzle error. */
export function pgErrorOf(error: unknown): PgError | undefined {
  return causes(error).find((e): e is PgError => typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code));
}

/**
 * The first column a constraint error names in its detail: `Key (email)=(a@b) already exists.`,
 * `Key (lower(email::text))=…` (PostgreSQL) or `Key (lower(email))=…` (PGlite), `Key (porto_id, date)=…`.
 */
function keyColumn(detail: string | undefined): string | undefined {
  let key = /^Key \((.*)\)=\(/.exec(detail ?? "")?.[1];
  if (!key) return undefined;
  while (/^\w+\(.*\)$/.test(key)) key = key.replace(/^\w+\((.*)\)$/, "$1");
  return /^\w+/.exec(key.split(",")[0]?.trim() ?? "")?.[0];
}

/**
 * The answer for a database error a client's input caused, or undefined for a
 * real server fault. Schemas bound inputs before SQL; this is the net under
 * them, and the one place a check-then-insert race (two sign-ups with one
 * e-mail at once) becomes the 422 the first check would have given.
 */
export function clientErrorFromDatabase(error: unknown): HttpError | undefined {
  if (connectionLost(error)) return databaseUnavailable();
  const pg = pgErrorOf(error);
  if (!pg) return undefined;
  const keyed = keyColumn(pg.detail) ?? pg.column_name ?? pg.column;
  // The address's identity key is stored beside it; to a client, a taken key is a taken e-mail.
  const column = keyed === "email_key" ? "email" : keyed;
  const field = column ?? "body";
  switch (pg.code) {
    case "23505":
      return ValidationError.field(field, `The ${fieldWord(field)} has already been taken.`);
    case "23503":
      return /still referenced/.test(pg.detail ?? "")
        ? new HttpError(409, "It is still used by other records and cannot be deleted.")
        : ValidationError.field(field, `The selected ${fieldWord(field)} is invalid.`);
    case "23502":
      return ValidationError.field(field, `The ${fieldWord(field)} field is required.`);
    case "22001": // value too long
    case "22003": // numeric out of range
    case "22007": // invalid date/time format
    case "22008": // date/time out of range
    case "22021": // invalid byte sequence
    case "22P02": // invalid text representation
    case "22P05": // untranslatable character
    case "54000": // program limit (e.g. an index row too large)
      return ValidationError.field(field, `The ${fieldWord(field)} field is out of range or not valid.`);
    case "40001": // serialization failure
    case "40P01": // deadlock detected
      return new HttpError(409, "Someone else saved at the same moment. Please try again.");
    default:
      return databaseFault(pg) ? databaseUnavailable() : undefined;
  }
}

/**
 * The database, not the request: connection lost or refused (08), out of
 * resources (53), shutting down or terminated (57P), the database gone (3D000)
 * or refusing new connections (55000 "not currently accepting connections"),
 * the login refused (28), a system or I/O error (58). Answered 503, never read
 * as "no such user" (issue 19, "Faults").
 */
const databaseFault = (pg: PgError) =>
  /^(08|53|57P|28|58)/.test(pg.code) ||
  pg.code === "3D000" ||
  (pg.code === "55000" && /not currently accepting connections/.test(pg.message ?? ""));

const databaseUnavailable = () => new HttpError(503, "The database is unavailable for a moment. Please try again.");

/** postgres.js and socket codes for a connection that is gone (the driver's own, not PostgreSQL's SQLSTATE). */
const LOST_CONNECTION = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
]);

const connectionLost = (error: unknown) =>
  causes(error).some((e) => typeof e.code === "string" && LOST_CONNECTION.has(e.code));

/**
 * A database error for the log without the query's parameters, which hold
 * what the request wrote (a password hash, a token) and must never be logged.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const pg = pgErrorOf(error);
  const hasQuery = "query" in error || "params" in error;
  if (!pg && !hasQuery) return error;
  const firstLine = (error.message.split("\nparams:")[0] ?? "").slice(0, 2000);
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, 8);
  return { type: error.name, message: firstLine, code: pg?.code, stack: frames.join("\n") };
}
