import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { lineups } from "../db/schema";
import { conflict, HttpError, ValidationError, type FieldErrors } from "../http/errors";
import type { RowPatch } from "../lineups/row-schema";
import type { ConflictDetail } from "../lineups/save-plan";
import { lineupScopeWhere, type LineupScope } from "../lineups/scope";
import type { ImportBasis } from "@lineup/shared/wire/import-sheet";
import { keepWhatTheSheetLacks, type ImportResult } from "./import-sheet";

/** A stored row and the version a preview showed it at. */
export interface LineAt {
  id: number;
  version: number;
}

/** What an import does with its lines: the rows it saves, and the terminal's rows the sheet lacks. */
export interface MatchedLines {
  rows: RowPatch[];
  /** Lines whose Line ID is a row of another terminal, by index in `rows`: added here as new rows (a copy). */
  copies: Set<number>;
  copied: number;
  /** Lines without a Line ID matched to a call of the terminal by vessel and ETA, by index in `rows`. */
  matched: Map<number, LineAt>;
  /** Rows of the terminal, of the sheet's comm types, that no line of the sheet holds. */
  missing: LineAt[];
}

/** How far apart (days) a sheet line's ETA and a stored call's may be for the line to update that call. */
export const ETA_WINDOW_DAYS = 10;
const DAY_MS = 86_400_000;
const daysApart = (a: string | null | undefined, b: string | null) =>
  a && b ? Math.abs(Date.parse(a) - Date.parse(b)) / DAY_MS : a || b ? Infinity : 0;

/**
 * Which lines of a sheet update a row of the terminal and which add one (issue 23): a
 * terminal's download, edited and imported back, updates its calls instead of doubling them.
 * A Line ID of a row on another terminal is a copy, added as a new row; one that is in the sheet
 * twice, or of a row removed since the download, is refused, naming its sheet row. A line without
 * a Line ID (a sheet kept by hand, an older download) updates the call of the same vessel on the
 * terminal whose ETA is nearest to its own, within {@link ETA_WINDOW_DAYS} days, at the version
 * `basis` (the preview's) names, else the stored one; a note without one, the same note.
 */
export async function matchSheetLines(
  db: Db,
  { rows, sheetRows, errors, columns }: ImportResult,
  terminalId: number,
  { basis, scope }: { basis?: ImportBasis; scope: LineupScope },
): Promise<MatchedLines> {
  const ids = [...new Set(rows.flatMap((r) => (r.id === undefined ? [] : [r.id])))];
  const [found, onTerminal] = await Promise.all([
    ids.length
      ? db.select({ id: lineups.id, terminal_id: lineups.terminal_id }).from(lineups).where(inArray(lineups.id, ids))
      : [],
    db
      .select({
        id: lineups.id,
        version: lineups.version,
        navio_id: lineups.navio_id,
        eta: lineups.eta,
        is_observacao: lineups.is_observacao,
        observacao: lineups.observacao,
        status: lineups.status,
        carga_tipo_id: lineups.carga_tipo_id,
      })
      .from(lineups)
      .where(and(eq(lineups.terminal_id, terminalId), lineupScopeWhere(scope)))
      .orderBy(lineups.id),
  ]);
  const terminalOf = new Map(found.map((r) => [r.id, r.terminal_id]));
  const firstRow = new Map<number, number>();
  const copies = new Set<number>();
  const byLineId = rows.map((row, i): RowPatch => {
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
    copies.add(i);
    const { id: _id, version: _version, ...copy } = row;
    return copy;
  });

  // Lines without a Line ID take the nearest call of their vessel (a note, the same note) not held by another line.
  const held = new Set(byLineId.flatMap((r) => (r.id === undefined ? [] : [r.id])));
  const matched = new Map<number, LineAt>();
  const result = byLineId.map((row, i) => {
    if (row.id !== undefined) return row;
    const nearest =
      row.is_observacao === 1
        ? onTerminal.find((s) => s.is_observacao === 1 && s.observacao === row.observacao && !held.has(s.id))
        : onTerminal
            .filter((s) => s.is_observacao === 0 && s.navio_id === row.navio_id && row.navio_id && !held.has(s.id))
            .map((s) => ({ s, apart: daysApart(row.eta, s.eta) }))
            .filter(({ apart }) => apart <= ETA_WINDOW_DAYS)
            .sort((a, b) => a.apart - b.apart)[0]?.s;
    if (!nearest) return row;
    held.add(nearest.id);
    const version = basis?.matched[nearest.id] ?? nearest.version;
    matched.set(i, { id: nearest.id, version });
    const update = { ...row, id: nearest.id, version };
    keepWhatTheSheetLacks(update, columns);
    return update;
  });

  // The sheet is one tab of the terminal (a comm type): rows of other tabs are not missing from it.
  const types = new Set(result.flatMap((r) => (r.is_observacao === 0 && r.carga_tipo_id ? [r.carga_tipo_id] : [])));
  // Sailed calls are left out of the board and its download unless asked for: missing only from a sheet that holds
  // some.
  const withSailed = result.some((r) => r.is_observacao === 0 && r.status === "Sailed");
  const missing = onTerminal
    .filter((s) => !held.has(s.id) && (s.carga_tipo_id === null || types.has(s.carga_tipo_id)))
    .filter((s) => withSailed || s.status !== "Sailed")
    .map((s) => ({ id: s.id, version: basis?.missing[s.id] ?? s.version }));
  return { rows: result, copies, copied: copies.size, matched, missing };
}
/**
 * A save's refusal in the sheet's words: each message names its sheet row (422), a stale import its rows and fields
 * (409).
 */
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
    `Someone changed these lines since the download: ${named.join("; ")}. Download the terminal again and make ` +
      `your changes there.`,
    { conflicts: conflicts.map((c) => ("index" in c ? { ...c, sheet_row: sheetRows[c.index] } : c)) },
  );
}
