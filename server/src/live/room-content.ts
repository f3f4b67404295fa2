import type * as Y from "yjs";
import {
  averageWaitingDays,
  statusCounts,
  type CallFacts,
  type LiveMeta,
  type LiveTerminalHeader,
} from "@lineup/shared";

import { ownSplitLines } from "../lineups/scope";
import type { Row, TerminalHeader } from "./source";

/**
 * Which rows a room shows and in which shape: clients get the client projection, comm-scoped users only their comms'
 * rows and split lines.
 */
export interface Projection {
  client: boolean;
  commIds?: number[];
}

/**
 * The rows a change touched, in the staff shape (undefined: gone from the terminal), and how to shape one for
 * clients.
 */
export interface TerminalChange {
  rows: Map<number, Row | undefined>;
  header: TerminalHeader | null;
  /** The client projection of a changed row, computed once per change whatever the number of client rooms. */
  clientRow(id: number): Row | undefined;
}

const json = (value: unknown) => JSON.stringify(value) ?? "null";

const textOrNull = (value: unknown) => (typeof value === "string" ? value : null);
/** What the counts and the waiting time read of a row. */
const callFacts = (row: Row): CallFacts => ({
  status: textOrNull(row.status),
  eta: textOrNull(row.eta),
  etb: textOrNull(row.etb),
});
/** The header as `meta.terminal` holds it: without the port's marks, which are `meta.port_marks`. */
const withoutMarks = ({ port_marks: _marks, ...terminal }: TerminalHeader): LiveTerminalHeader => terminal;

/** What a room's content stands for: its terminal, the rows it shows, and the epoch its `meta` announces. */
export interface RoomIdentity {
  terminalId: number;
  projection: Projection;
  epoch: string;
}

/**
 * What a room's document shows (DESIGN.md "Live protocol"): the `rows` map, line-up id to the row in the room's
 * projection, and the `meta` map, the terminal's facts over those rows. Each change is derived in memory from the
 * rows its terminal hands over, and only what it changed is written, in one transaction: a row or meta value whose
 * JSON is unchanged is not sent again.
 */
export class RoomContent {
  /** The rows this room shows, as written to the document. */
  private readonly visible = new Map<number, Row>();
  /** JSON of each meta value written, so an unchanged value is not sent again. */
  private readonly metaWritten = new Map<string, string>();
  private readonly rowsMap: Y.Map<Row>;
  private readonly metaMap: Y.Map<unknown>;

  constructor(
    private readonly doc: Y.Doc,
    private readonly room: RoomIdentity,
  ) {
    this.rowsMap = doc.getMap<Row>("rows");
    this.metaMap = doc.getMap<unknown>("meta");
  }

  /** Applies a change its terminal loaded: rows that enter, change or leave this projection, then the meta. */
  apply(change: TerminalChange): void {
    this.doc.transact(() => {
      for (const [id, staff] of change.rows) {
        const row =
          staff && this.shows(staff)
            ? this.ownLines(this.room.projection.client ? change.clientRow(id) : staff)
            : undefined;
        const before = this.visible.get(id);
        if (row) {
          // A row whose projection did not change (a hidden field edited) is not sent.
          if (before && json(before) === json(row)) continue;
          this.visible.set(id, row);
          this.rowsMap.set(String(id), row);
        } else if (before) {
          this.visible.delete(id);
          this.rowsMap.delete(String(id));
        }
      }
      this.writeMeta(change.header);
    });
  }

  /**
   * A row with only the split lines of this room's comms (DESIGN.md "Scope"): a trader never sees another comm's
   * line.
   */
  private ownLines(row: Row | undefined): Row | undefined {
    const { commIds } = this.room.projection;
    if (!row || !commIds || !Array.isArray(row.cargas_afretadores)) return row;
    return { ...row, cargas_afretadores: ownSplitLines(commIds, row.cargas_afretadores) };
  }

  private shows(row: Row): boolean {
    const { commIds } = this.room.projection;
    return !commIds || (typeof row.carga_id === "number" && commIds.includes(row.carga_id));
  }

  /** The terminal's facts over this room's own rows (DESIGN.md "Live protocol": the `meta` keys). */
  private writeMeta(header: TerminalHeader | null) {
    const lines = [...this.visible.values()].filter((r) => r.is_observacao === 0).map(callFacts);
    const port_marks = header?.port_marks ?? [];
    const values: LiveMeta = {
      epoch: this.room.epoch,
      terminal_id: this.room.terminalId,
      terminal: header ? withoutMarks(header) : null,
      updated_at: header?.atualizado_data ?? null,
      updated_by: header?.atualizador ?? null,
      port_marks,
      counts: statusCounts(lines),
      av_waiting_time: averageWaitingDays(lines),
    };
    for (const [key, value] of Object.entries(values)) {
      const text = json(value);
      if (this.metaWritten.get(key) === text) continue;
      this.metaWritten.set(key, text);
      this.metaMap.set(key, value);
    }
  }
}
