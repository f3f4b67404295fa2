import { confirmYesNo } from "@/shared/ui/confirm";
import { useLeaveGuard } from "@/shared/ui/leave-guard";

/** The message of every "leave unsaved work?" question. */
export const DISCARD_QUESTION = "You have unsaved changes in the line-up table. Leave without saving them?";

/**
 * A table's unsaved work as the page sees it: whether there is any (an open editor's typed value included), and how to
 * forget it.
 */
export interface TableWork {
  unsaved: () => boolean;
  discard: () => void;
}

// Tables on this page (by terminal and type), so the page can ask before a change that unmounts them.
const tables = new Map<string, TableWork>();

/** A table reports how to know and drop its unsaved work while it is shown (null: it is gone). */
export function setTableWork(key: string, work: TableWork | null): void {
  if (work) tables.set(key, work);
  else tables.delete(key);
}

/** Whether any table on the page holds unsaved work. */
export const hasUnsaved = () => [...tables.values()].some((t) => t.unsaved());

/** Every table forgets its unsaved work (also the copy kept in the browser): the person chose to leave it. */
function discardAll(): void {
  for (const t of tables.values()) t.discard();
}

/**
 * Runs an action that would drop unsaved tables (tab, port, leaving): at once if nothing is unsaved, else after a Yes.
 */
export function confirmDiscard(action: () => void): void {
  if (!hasUnsaved()) return action();
  confirmYesNo(DISCARD_QUESTION, () => {
    discardAll();
    action();
  });
}

/** While the board is shown, leaving it (a link, Back, Logout, a reload) asks first when a table holds unsaved work. */
export function useBoardLeaveGuard(): void {
  useLeaveGuard(hasUnsaved, DISCARD_QUESTION, discardAll);
}
