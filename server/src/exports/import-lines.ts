import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { lineups } from "../db/schema";
import { conflict, HttpError, ValidationError, type FieldErrors } from "../http/errors";
import type { RowPatch } from "../lineups/row-schema";
import type { ConflictDetail } from "../lineups/save-plan";
import { keepWhatTheSheetLacks, type ImportResult } from "./import-sheet";

/** What an import does with its lines: how many it adds, and how many of those came from another terminal's download. */
export interface MatchedLines {
  rows: RowPatch[];
  /** Lines whose Line ID is a row of another terminal: added here as new rows (a copy). */
  copied: number;
}

/**
 * Which lines of a sheet update a row of the terminal and which add one (issue 23): a
 * terminal's download, edited and imported back, updates its calls instead of doubling them.
 * A Line ID of a row on another terminal is a copy, added as a new row; one that is in the sheet
 * twice, or of a row removed since the download, is refused, naming its sheet row.
 */
export async function matchSheetLines(
  db: Db,
  { rows, sheetRows, errors, columns }: ImportResult,
  terminalId: number,
): Promise<MatchedLines> {
  const ids = [...new Set(rows.flatMap((r) => (r.id === undefined ? [] : [r.id])))];
  const found = ids.length
    ? await db
        .select({ id: lineups.id, terminal_id: lineups.terminal_id })
        .from(lineups)
        .where(inArray(lineups.id, ids))
    : [];
  const terminalOf = new Map(found.map((r) => [r.id, r.terminal_id]));
  const firstRow = new Map<number, number>();
  let copied = 0;
  const matched = rows.map((row, i) => {
    if (row.id === undefined) return row;
    const fail = (text: string) => (errors[`list.${i}.id`] ??= []).push(`Row ${sheetRows[i]}: ${text}`);
    const first = firstRow.get(row.id);
    if (first !== undefined) fail(`line ${row.id} is also on row ${first}; keep it once.`);
    else firstRow.set(row.id, sheetRows[i] ?? 0);
    const terminal = terminalOf.get(row.id);
    if (terminal === undefined)
      fail(`line ${row.id} was removed since the download; clear its Line ID to add it again.`);
    if (terminal === undefined) return row;
    if (terminal === terminalId) {
      keepWhatTheSheetLacks(row, columns);
      return row;
    }
    copied++;
    const { id: _id, version: _version, ...copy } = row;
    return copy;
  });
  return { rows: matched, copied };
}

/** A save's refusal in the sheet's words: each message names its sheet row (422), a stale import its rows and fields (409). */
export function inSheetWords(
  error: unknown,
  sheetRows: number[],
  rowNumber: (index: number, key: string) => number | undefined,
): unknown {
  if (error instanceof ValidationError) {
    const named: FieldErrors = {};
    for (const [key, texts] of Object.entries(error.errors)) {
      // The route's own numbering: a split line's problem names the split line's sheet row.
      const row = rowNumber(Number(/^list\.(\d+)\./.exec(key)?.[1]), key);
      named[key] = texts.map((text) => (row === undefined || text.startsWith("Row ") ? text : `Row ${row}: ${text}`));
    }
    return new ValidationError(named, error.message);
  }
  if (!(error instanceof HttpError) || error.statusCode !== 409 || !Array.isArray(error.extra.conflicts)) return error;
  const conflicts: ConflictDetail[] = error.extra.conflicts;
  const named = conflicts.map((c) =>
    "index" in c ? `row ${sheetRows[c.index]} (${c.fields.join(", ")})` : `line ${c.id}`,
  );
  return conflict(
    `Someone changed these lines since the download: ${named.join("; ")}. Download the terminal again and make your changes there.`,
    { conflicts: conflicts.map((c) => ("index" in c ? { ...c, sheet_row: sheetRows[c.index] } : c)) },
  );
}
