import type { ActivityInput } from "../activity/record";
import type { StaffBoardRow } from "@lineup/shared/wire/board";
import type { LineupChange } from "./events";
import type { FieldEvent } from "./history";

/** Where a row is filed: its id and the terminal and port it is on. */
export interface FiledRow {
  id: number;
  terminal_id: number;
  porto_id: number;
}

/**
 * What one save records as it writes, to be stored in its transaction (field events, activity) and announced
 * after its commit (one change per terminal written to).
 */
export class SaveRecord {
  readonly events: FieldEvent[] = [];
  readonly activity: ActivityInput[] = [];
  /** Saved row ids, in the order of the save's list. */
  readonly savedIds: number[] = [];
  private readonly changes = new Map<number, LineupChange>();

  constructor(
    private readonly userId: number,
    terminalIds: readonly number[],
  ) {
    for (const id of terminalIds) this.change(id);
  }

  /** The change of a terminal, made on first use. */
  change(terminalId: number): LineupChange {
    const found = this.changes.get(terminalId);
    if (found) return found;
    const made: LineupChange = {
      terminal_id: terminalId,
      row_ids: [],
      deleted_ids: [],
      fields: {},
      user_id: this.userId,
    };
    this.changes.set(terminalId, made);
    return made;
  }

  /** A row joins or changes in a terminal's room, with the fields it changed. */
  saved(terminalId: number, rowId: number, fields: string[]): void {
    const change = this.change(terminalId);
    change.row_ids.push(rowId);
    change.fields[rowId] = fields;
  }

  /** A row leaves a terminal's room (deleted, or moved away) at the version it had then. */
  leave(terminalId: number, rowId: number, version: number | undefined): void {
    const change = this.change(terminalId);
    change.deleted_ids.push(rowId);
    if (version !== undefined) (change.deleted_versions ??= {})[rowId] = version;
  }

  /** A field's change of a row, filed under the row's place. */
  event(row: FiledRow, field: string, before: unknown, after: unknown): void {
    this.events.push({
      lineup_id: row.id,
      terminal_id: row.terminal_id,
      porto_id: row.porto_id,
      field,
      before: before ?? null,
      after: after ?? null,
      user_id: this.userId,
    });
  }

  all(): LineupChange[] {
    return [...this.changes.values()];
  }

  /**
   * Hands each change its rows as committed and its terminal's new stamp, when it has every row: this instance's
   * live layer then uses them as they are instead of reading them back (DESIGN.md "Live protocol").
   */
  handCommitted(
    rows: ReadonlyMap<number, StaffBoardRow>,
    stamps: { id: number; atualizado_data: string | null }[],
    userName: string,
  ): void {
    const stampOf = new Map(stamps.map((t) => [t.id, t.atualizado_data]));
    for (const change of this.changes.values()) {
      const handed = new Map<number, Record<string, unknown>>();
      for (const id of change.row_ids) {
        const row = rows.get(id);
        if (row) handed.set(id, row);
      }
      if (handed.size === change.row_ids.length)
        change.committed = {
          rows: handed,
          stamp: { atualizado_data: stampOf.get(change.terminal_id) ?? null, atualizador: userName },
        };
    }
  }
}
