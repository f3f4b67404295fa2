import { EventEmitter } from "node:events";

/**
 * What a save committed, handed in-process to this instance's live layer so it
 * need not read it back: the rows as `GET /lineups` shapes them for staff, and
 * the terminal's "last update" stamp the save wrote.
 */
export interface CommittedRows {
  /** Each row of `row_ids`, staff shape, as of the commit. */
  rows: Map<number, Record<string, unknown>>;
  /** The terminal's `atualizado_data` and its updater's name, as the save stamped them. */
  stamp: { atualizado_data: string | null; atualizador: string | null };
}

/** A committed change to line-up rows of one terminal. */
export interface LineupChange {
  terminal_id: number;
  /** Rows created or changed. */
  row_ids: number[];
  /** Rows deleted (or moved to another terminal). */
  deleted_ids: number[];
  /**
   * The version each row of `deleted_ids` had when it left (a move's new version), so the live layer never lets an
   * older save bring it back.
   */
  deleted_versions?: Record<number, number>;
  /** Changed field names per row id (for highlighting). */
  fields: Record<number, string[]>;
  user_id: number | null;
  /**
   * The committed rows, when the save loaded them inside its transaction
   * (`saveLineupList`): this instance's live layer uses them as they are.
   * Without them (and on every other instance, which hears only ids) the rows
   * are reloaded from the database.
   */
  committed?: CommittedRows;
}

/**
 * Where this instance hears of every committed line-up write (board saves, form
 * saves, `atualizar`, `data`, deletions, imports, merges, berths removed): the
 * publisher (live/publisher.ts) emits each transaction's outbox right after its
 * commit, so on one instance changes are told in commit order (saves of a
 * terminal are serialised by its row lock). The live layer and watches listen.
 */
export class LineupEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** A change of some row (the outbox leaves out changes of none). */
  emit(change: LineupChange): void {
    this.emitter.emit("change", change);
  }

  on(listener: (change: LineupChange) => void): () => void {
    this.emitter.on("change", listener);
    return () => this.emitter.off("change", listener);
  }
}
