import type { GridApi } from "ag-grid-community";
import { useEffect, useRef, useState, type RefObject } from "react";
import { ApiError } from "@/api/client";
import { session as authSession } from "@/state/session";
import { fetchLineupRow } from "../api/get-lineup-row";
import { EMPTY_SESSION, hasUnsavedWork } from "./edit-session";
import type { GridRow } from "../grid/grid-rows";
import type { useGridState } from "../grid/use-grid-state";
import {
  draftSize,
  pruneDrafts,
  readDraft,
  removeDraft,
  rowsOfDraft,
  sessionFromDraft,
  writeDraft,
  type StoredDraft,
  type TableDraftKey,
} from "./draft-store";

/** A terminal's table being edited: its grid's state and API, and which table it is. */
export interface EditedTable {
  state: ReturnType<typeof useGridState>;
  api: RefObject<GridApi<GridRow> | null>;
  terminalId: number;
  cargoTypeId: number;
}

/**
 * Work brought back from the browser: when it was last typed, what it holds, and how many rows deleted meanwhile could
 * not take their changes.
 */
export interface RestoredDraft {
  savedAt: number;
  changed: number;
  added: number;
  removed: number;
  lost: number;
}

/** The rows of a draft that no longer exist (deleted meanwhile); rows a filter hides are still there. */
async function goneRows(draft: StoredDraft, shown: ReadonlySet<number>): Promise<Set<number>> {
  const gone = new Set<number>();
  await Promise.all(
    rowsOfDraft(draft)
      .filter((id) => !shown.has(id))
      .map(async (id) => {
        try {
          await fetchLineupRow(id);
        } catch (error) {
          // Only a row the server says is gone is dropped; any other failure keeps the change (Save will tell).
          if (error instanceof ApiError && error.status === 404) gone.add(id);
        }
      }),
  );
  return gone;
}

/**
 * Keeps a table's unsaved work in this browser as it is typed, per user,
 * terminal and cargo type, and brings it back when the table opens again (after
 * a crash, a closed laptop, an expired session), open for editing with Save
 * and Discard offered. A value still in a cell editor is committed to the
 * session when the page is hidden or closed, so it is kept too.
 */
export function useTableDraft(table: EditedTable, enabled: boolean) {
  const { state, api, terminalId, cargoTypeId } = table;
  const { session, sessionRef, rowsRef, update } = state;
  const userId = authSession.user?.id;
  const key: TableDraftKey | null = enabled && userId !== undefined ? { userId, terminalId, cargoTypeId } : null;
  const keyRef = useRef(key);
  keyRef.current = key;
  // Nothing is written before the kept work is back in the table (the empty first session would erase it).
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState<RestoredDraft | null>(null);

  useEffect(() => {
    const k = keyRef.current;
    if (!k) return;
    let cancelled = false;
    const now = Date.now();
    pruneDrafts(localStorage, now);
    const draft = readDraft(localStorage, k, now);
    if (!draft) {
      setReady(true);
      return;
    }
    void goneRows(draft, new Set(rowsRef.current.map((r) => r.id))).then((gone) => {
      if (cancelled) return;
      const restoredSession = sessionFromDraft(draft, gone);
      update((s) => (hasUnsavedWork(s) ? s : restoredSession));
      setRestored({ savedAt: draft.savedAt, ...draftSize(restoredSession), lost: gone.size });
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [rowsRef, update]);

  // Written as the person types (each committed cell, new row, removal), cleared by Save and Cancel edit.
  useEffect(() => {
    const k = keyRef.current;
    if (!ready || !k) return;
    writeDraft(localStorage, k, session, Date.now());
    if (!hasUnsavedWork(session)) setRestored(null);
  }, [ready, session]);

  // The page is hidden (another tab, a closed lid) or closed: the open editor's value joins the session and is kept at
  // once.
  useEffect(() => {
    const keep = () => {
      const k = keyRef.current;
      if (!k || !ready || !api.current?.getEditingCells().length) return;
      api.current.stopEditing();
      writeDraft(localStorage, k, sessionRef.current, Date.now());
    };
    const onVisibility = () => document.visibilityState === "hidden" && keep();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", keep);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", keep);
    };
  }, [api, ready, sessionRef]);

  /** Forgets the table's work here and in the browser (Discard, or leaving after a Yes). */
  const discard = () => {
    const k = keyRef.current;
    if (k) removeDraft(localStorage, k);
    api.current?.stopEditing(true);
    update(() => EMPTY_SESSION);
    setRestored(null);
  };

  return { restored, discard };
}
