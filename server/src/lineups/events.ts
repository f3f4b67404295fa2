import { EventEmitter } from "node:events";

/** A committed change to line-up rows of one terminal; rows are reloaded from the database by listeners. */
export interface LineupChange {
  terminal_id: number;
  /** Rows created or changed. */
  row_ids: number[];
  /** Rows deleted. */
  deleted_ids: number[];
  /** Changed field names per row id (for highlighting). */
  fields: Record<number, string[]>;
  user_id: number | null;
}

/**
 * The one place every committed line-up write is announced (board saves, form
 * saves, `atualizar`, `data`, deletions). The live layer subscribes to it.
 */
export class LineupEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  emit(change: LineupChange): void {
    if (change.row_ids.length || change.deleted_ids.length) this.emitter.emit("change", change);
  }

  on(listener: (change: LineupChange) => void): () => void {
    this.emitter.on("change", listener);
    return () => this.emitter.off("change", listener);
  }
}
