import type { GridApi } from "ag-grid-community";
import { useEffect, useMemo, type RefObject } from "react";
import type { EditSession } from "../edit/edit-session";
import type { TypedKeysSource } from "./editor-basics";
import type { GridRow } from "./grid-rows";
import type { GridContext, RowActions } from "./row-menu";

interface CellContextSource {
  /** The keys typed on a cell before its editor opened, or since it mounted. */
  takeTypedKeys: (since?: number) => string;
  /** The row menu's actions (stable). */
  actions: RowActions;
  /** The latest history handler. */
  showHistory: RefObject<(row: GridRow) => void>;
  canEdit: boolean;
  /** The day the rows are styled on (stable: it reads the latest). */
  day: () => string;
}

/**
 * What the grid's cells read besides their row: the grid's context (typed keys, the row menu's actions, history,
 * read-only, the day), a new object only when the actions or the right to edit change, and the edit session's marks on
 * cells, redrawn when they change.
 */
export function useCellContext(
  api: RefObject<GridApi<GridRow> | null>,
  session: EditSession,
  { takeTypedKeys, actions, showHistory, canEdit, day }: CellContextSource,
) {
  // A conflict or a removal marks cells whose value may not change (yours stays on top of theirs): the grid would skip
  // them.
  useEffect(() => {
    api.current?.refreshCells({ force: true });
  }, [session.conflicts, session.deleted, session.removalConflicts]);
  return useMemo<GridContext & TypedKeysSource>(
    () => ({
      takeTypedKeys,
      actions,
      showHistory: (row: GridRow) => showHistory.current(row),
      readOnly: !canEdit,
      day,
    }),
    // The typed keys, the history and the day are read through refs: the first functions keep working.
    [actions, canEdit, day],
  );
}
