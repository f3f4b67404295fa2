import { sessionActive, type EditSession } from "./edit-session";

/** The part of an edit session a person makes and takes back: changed fields, new rows, removals. */
type Work = Pick<EditSession, "edits" | "drafts" | "deleted">;

const workOf = (s: EditSession): Work => ({ edits: s.edits, drafts: s.drafts, deleted: s.deleted });

/**
 * Undo and redo of one table's edit session (Ctrl+Z, Ctrl+Shift+Z), as in a
 * spreadsheet: every change of the work made within one task is one step (a
 * status and its POB, a paste), a new change forgets what was undone, and
 * Save or Cancel edit ends the history. A step taken back never brings back a
 * row someone else deleted since, nor a conflict on a field no longer changed.
 */
export class UndoHistory {
  private past: Work[] = [];
  private future: Work[] = [];
  private grouping = false;

  /** Notes a change of the session, from `before` to `after`. */
  record(before: EditSession, after: EditSession) {
    if (before.edits === after.edits && before.drafts === after.drafts && before.deleted === after.deleted) return;
    if (!sessionActive(after)) {
      this.past = [];
      this.future = [];
      return;
    }
    this.future = [];
    if (this.grouping) return;
    this.past.push(workOf(before));
    this.grouping = true;
    setTimeout(() => (this.grouping = false));
  }

  /** The session with the last step taken back; undefined when there is none. `present`: ids of the rows loaded now. */
  undo(current: EditSession, present: ReadonlySet<number>): EditSession | undefined {
    return this.step(this.past, this.future, current, present);
  }

  redo(current: EditSession, present: ReadonlySet<number>): EditSession | undefined {
    return this.step(this.future, this.past, current, present);
  }

  private step(from: Work[], to: Work[], current: EditSession, present: ReadonlySet<number>): EditSession | undefined {
    const work = from.pop();
    if (!work) return undefined;
    to.push(workOf(current));
    const edits = Object.fromEntries(Object.entries(work.edits).filter(([id]) => present.has(Number(id))));
    const conflicts = Object.fromEntries(
      Object.entries(current.conflicts).flatMap(([id, fields]) => {
        const changed = edits[Number(id)]?.values ?? {};
        const kept = Object.entries(fields ?? {}).filter(([field]) => field in changed);
        return kept.length ? [[id, Object.fromEntries(kept)]] : [];
      }),
    );
    return {
      ...current,
      edits,
      drafts: work.drafts,
      deleted: work.deleted.filter((d) => present.has(d.id)),
      conflicts,
    };
  }
}
