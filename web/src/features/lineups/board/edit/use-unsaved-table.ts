import { useEffect, useRef } from "react";
import { confirmYesNo } from "@/shared/ui/confirm";
import { EMPTY_SESSION, hasUnsavedWork } from "./edit-session";
import { setTableWork } from "./unsaved-guard";
import { editorHoldsChange } from "../grid/open-editor";
import { useTableDraft, type EditedTable } from "./use-table-draft";

/** Cancel edit's question when it would drop work. */
export const CANCEL_QUESTION = "Cancel edit drops your unsaved changes to this table. Drop them?";

/**
 * A table's unsaved work, never lost without a question: the session's changes
 * and a value still in an open editor count; the page asks before a tab, port,
 * link, Back, Logout or reload drops them, Cancel edit asks too, and the work
 * is kept in the browser (`useTableDraft`) until it is saved or discarded.
 */
export function useUnsavedTable(table: EditedTable, canEdit: boolean) {
  const { state, api, terminalId, cargoTypeId } = table;
  const { session, sessionRef, update } = state;
  const draft = useTableDraft(table, canEdit);
  // A press outside the table closes an editor holding a typed value; the grid hands the value over a moment
  // later, after the press's own click (a tab, a link) has asked whether there is work: until then it counts.
  const handingOver = useRef(false);
  useEffect(() => {
    handingOver.current = false;
  }, [session]);
  useEffect(() => {
    const onPress = () => {
      if (editorHoldsChange(api.current)) handingOver.current = true;
    };
    window.addEventListener("pointerdown", onPress, true);
    return () => window.removeEventListener("pointerdown", onPress, true);
  }, [api]);
  // Work in the table or still in an open editor (typed, not yet committed with Enter).
  const holdsWork = () => hasUnsavedWork(sessionRef.current) || editorHoldsChange(api.current) || handingOver.current;
  const latest = useRef({ holdsWork, discard: draft.discard });
  latest.current = { holdsWork, discard: draft.discard };
  useEffect(() => {
    const key = `terminal-${terminalId}-${cargoTypeId}`;
    setTableWork(key, { unsaved: () => latest.current.holdsWork(), discard: () => latest.current.discard() });
    return () => setTableWork(key, null);
  }, [terminalId, cargoTypeId]);

  /** Cancel edit: closes the table's editing, after a Yes when that drops work. */
  const cancelEdit = () => {
    const cancel = () => {
      api.current?.stopEditing(true);
      update(() => EMPTY_SESSION);
    };
    if (holdsWork()) confirmYesNo(CANCEL_QUESTION, cancel);
    else cancel();
  };

  return { cancelEdit, restored: draft.restored, discard: draft.discard };
}
