import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { notifyWarning } from "@/shared/notify";
import type { BoardTerminal, LineupRow } from "../api/types";
import type { BoardLookups } from "../board-lookups";
import { dropDeletedRow, noteForeignChange, type NewConflict } from "../edit/conflicts";
import { EMPTY_SESSION, type EditSession } from "../edit/edit-session";
import { fieldWord, formatFieldValue, whoOf } from "./field-format";
import { rowLabel } from "./row-label";
import { SaveEchoFilter, type RowPair } from "../edit/save-echo";
import { notifyTrace } from "../history/trace-notice";
import { UndoHistory } from "../edit/undo-history";

/** The performance mark of each set of rows a terminal's grid draws (its detail: the terminal's id). */
export const GRID_ROWS_MARK = "lineups:grid-rows";

/**
 * Replaces rows by id with newer versions, appends new ones and removes deleted
 * ones. A row of the same version is the same row: the loaded object stays, so
 * the grid (which compares rows by reference) redraws nothing for it; a live
 * room's first sync of 500 unchanged rows costs nothing.
 */
export function mergeRows(rows: LineupRow[], changed: LineupRow[], deletedIds: number[]): LineupRow[] {
  const byId = new Map(changed.map((r) => [r.id, r] as const));
  const kept = rows
    .filter((r) => !deletedIds.includes(r.id))
    .map((r) => {
      const next = byId.get(r.id);
      return next && next.version > r.version ? next : r;
    });
  const known = new Set(rows.map((r) => r.id));
  return [...kept, ...changed.filter((r) => !known.has(r.id) && !deletedIds.includes(r.id))];
}

/**
 * The grid's two layers: the rows loaded from the server (replaced by id from
 * live updates, re-reads and save answers) and this person's edit session on
 * top. Every foreign change is compared with the session, so a field being
 * edited that someone else changed is marked in conflict at once; while a save
 * is in flight its own echo is held back, so nobody is warned about their own save.
 */
export function useGridState(terminal: BoardTerminal, lookups: BoardLookups) {
  const [rows, setRowsState] = useState(terminal.lineups);
  const rowsRef = useRef(rows);
  const setRows = useCallback((next: LineupRow[]) => {
    rowsRef.current = next;
    setRowsState(next);
  }, []);

  // The edit session, mirrored in a ref so Save reads the edit the grid commits in the same click.
  const [session, setSessionState] = useState<EditSession>(EMPTY_SESSION);
  const sessionRef = useRef(session);
  const [history] = useState(() => new UndoHistory());
  const update = useCallback(
    (change: (s: EditSession) => EditSession) => {
      const next = change(sessionRef.current);
      history.record(sessionRef.current, next);
      sessionRef.current = next;
      setSessionState(next);
    },
    [history],
  );
  /** Ctrl+Z / Ctrl+Shift+Z: the last step of the session taken back or made again; false when there is none. */
  const undoRedo = useCallback(
    (redo: boolean) => {
      const present = new Set(rowsRef.current.map((r) => r.id));
      const next = redo ? history.redo(sessionRef.current, present) : history.undo(sessionRef.current, present);
      if (!next) return false;
      sessionRef.current = next;
      setSessionState(next);
      return true;
    },
    [history],
  );

  // Rows of the save in flight, and the foreign changes to them held until its answer.
  const [echo] = useState(() => new SaveEchoFilter());
  const lookupsRef = useRef(lookups);
  lookupsRef.current = lookups;

  const tell = useCallback((added: NewConflict[], rowsById: Map<number, LineupRow>) => {
    const l = lookupsRef.current;
    for (const c of added) {
      const row = rowsById.get(c.id);
      const mine = c.mine === undefined ? "" : `, yours ${formatFieldValue(c.field, c.mine, l, row)}`;
      notifyWarning(
        `${whoOf(c.by)} changed ${fieldWord(c.field)} of ${rowLabel(row, l)} ` +
          `while you were editing it: theirs ${formatFieldValue(c.field, c.theirs, l, row)}` +
          `${mine}. Save will ask which to keep.`,
      );
    }
  }, []);

  /** Marks the conflicts of foreign changes (outside a save's own echo). */
  const compare = useCallback(
    (pairs: RowPair[]) => {
      let s = sessionRef.current;
      const added: NewConflict[] = [];
      for (const { before, after } of pairs) {
        const r = noteForeignChange(s, before, after);
        s = r.session;
        added.push(...r.added);
      }
      if (s !== sessionRef.current) update(() => s);
      tell(added, new Map(pairs.map((p) => [p.after.id, p.after] as const)));
    },
    [update, tell],
  );

  /** Rows someone else deleted: unsaved changes to them cannot be kept, and the person is told which. */
  const dropDeleted = useCallback(
    (ids: number[], before: Map<number, LineupRow>) => {
      let s = sessionRef.current;
      for (const id of ids) {
        const r = dropDeletedRow(s, id);
        s = r.session;
        if (r.lost && Object.keys(r.lost).length) {
          const row = before.get(id);
          const what = Object.entries(r.lost)
            .map(([f, v]) => `${fieldWord(f)} ${formatFieldValue(f, v, lookupsRef.current, row)}`)
            .join(", ");
          notifyTrace(
            `Someone else removed ${rowLabel(row, lookupsRef.current)}: ` +
              `your unsaved changes to it (${what}) could not be kept.`,
          );
        }
      }
      if (s !== sessionRef.current) update(() => s);
    },
    [update],
  );

  /**
   * Takes rows committed elsewhere: compares them with the session (conflicts, lost edits) and puts them in `rowsRef`,
   * so the next change is compared with them. The grid draws them once, when the board's list that carries them
   * arrives (below). Returns the rows as they were.
   */
  const takeForeignRows = useCallback(
    (changed: LineupRow[], deletedIds: number[]) => {
      const before = new Map(rowsRef.current.map((r) => [r.id, r] as const));
      const pairs: RowPair[] = [];
      for (const after of changed) {
        const was = before.get(after.id);
        if (was && after.version > was.version) pairs.push({ before: was, after });
      }
      rowsRef.current = mergeRows(rowsRef.current, changed, deletedIds);
      compare(echo.pass(pairs));
      dropDeleted(
        deletedIds.filter((id) => before.has(id)),
        before,
      );
      return before;
    },
    [compare, dropDeleted, echo],
  );

  // The board's rows changed (its live room, filters, a re-read): the same checks as a live change (none again for
  // rows a live change already gave), then its rows in its order, drawn once.
  const loaded = useRef(terminal.lineups);
  useLayoutEffect(() => {
    if (loaded.current === terminal.lineups) return;
    loaded.current = terminal.lineups;
    takeForeignRows(terminal.lineups, []);
    // A row a filter now hides is not deleted: its edits are still saved (buildSave sends them).
    // A save's answer may be ahead of the list: the newer version of each row stays.
    const current = new Map(rowsRef.current.map((r) => [r.id, r] as const));
    setRows(
      terminal.lineups.map((r) => {
        const mine = current.get(r.id);
        return mine && mine.version > r.version ? mine : r;
      }),
    );
  }, [terminal.lineups, takeForeignRows, setRows]);

  // Each set of rows the grid draws, for the browser tests and benches (one per live change).
  useEffect(() => {
    performance.mark(GRID_ROWS_MARK, { detail: terminal.id });
  }, [rows, terminal.id]);

  const saveStarted = useCallback((ids: number[]) => echo.start(ids), [echo]);
  /** The save answered: on success the held changes were its own echo; otherwise they are compared now. */
  const saveEnded = useCallback((ok: boolean) => compare(echo.end(ok)), [compare, echo]);

  return { rows, rowsRef, setRows, session, sessionRef, update, undoRedo, takeForeignRows, saveStarted, saveEnded };
}
