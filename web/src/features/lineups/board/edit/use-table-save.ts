import { MESSAGES } from "@lineup/shared";
import type { GridApi } from "ag-grid-community";
import { useState, type RefObject } from "react";
import { ApiError } from "@/api/client";
import { connectivity } from "@/shared/live/connectivity";
import { notifyError, notifySuccess, notifyWarning } from "@/shared/notify";
import { fetchLineupRow } from "../api/get-lineup-row";
import { useSaveLineupList } from "../api/save-lineup-list";
import type { BoardTerminal, SaveConflict } from "../api/types";
import type { BoardLookups } from "../board-lookups";
import type { ConflictItem } from "./conflict-modal";
import { conflictItem } from "./conflict-items";
import { keepMine, noteServerConflicts, openConflicts, saveConflictsIn, takeTheirs } from "./conflicts";
import { EMPTY_SESSION, rowKey } from "./edit-session";
import { buildSave, errorsByRow } from "./session-save";
import type { GridRow } from "../grid/grid-rows";
import { firstRefusedCell, focusCell } from "./refused-save";
import { notifyTrace } from "../history/trace-notice";
import { unreachable, useKeptSave } from "./use-kept-save";
import { mergeRows, type useGridState } from "../grid/use-grid-state";

type GridState = ReturnType<typeof useGridState>;

/**
 * Save of a terminal's table and its conflicts: a save with a conflict still
 * open is not sent (the dialog opens instead), a 409 marks the conflicts the
 * server found with the values read again, and the dialog's choices are
 * applied to the session ("Take theirs" tells the person which value went).
 * Offline, or when the server cannot be reached, the save is kept and sent by
 * itself when the connection returns (use-kept-save).
 */
export function useTableSave(
  terminal: BoardTerminal,
  cargoTypeId: number,
  lookups: BoardLookups,
  state: GridState,
  api: RefObject<GridApi<GridRow> | null>,
  /** A new row's grid key is its saved row's from now on (`new-3` → `row-120`). */
  rekey: (from: string, to: string) => void,
) {
  const save = useSaveLineupList();
  const [dialogOpen, setDialogOpen] = useState(false);
  const { rowsRef, sessionRef, update, setRows } = state;

  const kept = useKeptSave(terminal.name, (auto) => onSave(auto));

  /**
   * `auto`: sent again by itself after the connection returned (the person is not told a second time that it is kept).
   */
  const onSave = (auto = false) => {
    api.current?.stopEditing();
    const s = sessionRef.current;
    if (openConflicts(s).length) {
      setDialogOpen(true);
      return;
    }
    const { body, keys } = buildSave(terminal.id, cargoTypeId, rowsRef.current, s);
    if (!body.list.length && !body.deleted_lines.length) {
      update(() => EMPTY_SESSION);
      return;
    }
    if (connectivity().offline) return kept.keep(auto);
    state.saveStarted([
      ...body.list.flatMap((r) => (typeof r.id === "number" ? [r.id] : [])),
      ...body.deleted_lines.map((d) => d.id),
    ]);
    save.mutate(body, {
      onSuccess: (result) => {
        state.saveEnded(true);
        kept.saved();
        keys.forEach((key, i) => {
          const row = result.lineups[i];
          if (row && key !== rowKey(row.id)) rekey(key, rowKey(row.id));
        });
        setRows(
          mergeRows(
            rowsRef.current,
            result.lineups.filter(Boolean),
            body.deleted_lines.map((d) => d.id),
          ),
        );
        update(() => EMPTY_SESSION);
        notifySuccess(MESSAGES.linesSaved);
      },
      onError: (error) => {
        state.saveEnded(false);
        if (unreachable(error)) kept.keep(auto);
        else if (error instanceof ApiError && error.status === 422 && error.body.errors) {
          const byRow = errorsByRow(error.body.errors, keys);
          update((cur) => ({ ...cur, errors: byRow }));
          const first = api.current ? firstRefusedCell(api.current, byRow, lookups) : undefined;
          notifyWarning(
            first?.says ?? Object.values(error.body.errors)[0]?.[0] ?? MESSAGES.checkAllLines,
            MESSAGES.checkAllLines,
          );
          // The person lands on the first refused cell, in view, ready to correct it.
          if (first) setTimeout(() => focusCell(api.current, first.rowIndex, first.colId));
        } else if (error instanceof ApiError && error.status === 409) {
          void onConflict(saveConflictsIn(error.body.conflicts));
        } else
          notifyError(error instanceof ApiError && error.status === 403 ? MESSAGES.forbidden : MESSAGES.systemError);
      },
    });
  };

  /** A 409: reads the clashing rows again and marks each conflict with their values. */
  const onConflict = async (conflicts: SaveConflict[]) => {
    try {
      const fresh = await Promise.all([...new Set(conflicts.map((c) => c.id))].map((id) => fetchLineupRow(id)));
      setRows(mergeRows(rowsRef.current, fresh, []));
      update((s) => noteServerConflicts(s, conflicts, fresh));
      setDialogOpen(true);
    } catch {
      notifyError(MESSAGES.systemError);
    }
  };

  const items = openConflicts(state.session).map((c) =>
    conflictItem(
      c,
      state.rows.find((r) => r.id === c.id),
      terminal.name,
      lookups,
    ),
  );

  // The dialog closes with the last choice (and does not pop up again by itself on the next conflict).
  const closeIfResolved = () => {
    if (!openConflicts(sessionRef.current).length) setDialogOpen(false);
  };

  const onKeepMine = (item: ConflictItem) => {
    const row = rowsRef.current.find((r) => r.id === item.id);
    if (row) update((s) => keepMine(s, row, item.field));
    closeIfResolved();
  };

  const onTakeTheirs = (item: ConflictItem) => {
    update((s) => takeTheirs(s, item.id, item.field));
    closeIfResolved();
    if (item.field === null) notifyTrace(`${item.row} stays: ${item.who} changed it after you removed it.`);
    else if (item.mine !== "(still in the editor)")
      notifyTrace(
        `Your value ${item.mine} for ${item.label} of ${item.row} was replaced by ${item.theirs} (${item.who}).`,
      );
  };

  return {
    onSave: () => onSave(false),
    saving: save.isPending,
    kept: kept.kept,
    conflictItems: items,
    dialogOpen,
    closeDialog: () => setDialogOpen(false),
    onKeepMine,
    onTakeTheirs,
  };
}
