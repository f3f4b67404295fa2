import { confirmYesNo } from "@/shared/ui/confirm";
import { useLeaveGuard } from "@/shared/ui/leave-guard";

/** The message of every "leave unsaved work?" question. */
export const DISCARD_QUESTION = "You have unsaved changes in the line-up table. Leave without saving them?";

// Tables with unsaved work on this page (by terminal), so the page can ask before a change that unmounts them.
const dirty = new Set<string>();

/** A table reports whether it holds unsaved work. */
export function setUnsaved(key: string, unsaved: boolean): void {
  if (unsaved) dirty.add(key);
  else dirty.delete(key);
}

/** Whether any table on the page holds unsaved work. */
export const hasUnsaved = () => dirty.size > 0;

/** Runs an action that would drop unsaved tables (tab, port, leaving): at once if nothing is unsaved, else after a Yes. */
export function confirmDiscard(action: () => void): void {
  if (hasUnsaved()) confirmYesNo(DISCARD_QUESTION, action);
  else action();
}

/** While the board is shown, leaving it for another page of the app asks first when a table holds unsaved work. */
export function useBoardLeaveGuard(): void {
  useLeaveGuard(hasUnsaved, DISCARD_QUESTION, () => dirty.clear());
}
