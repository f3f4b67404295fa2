import { clientRow, type Row, type TerminalHeader, type TerminalSource } from "./source";
import { Room, type Projection, type TerminalChange } from "./room";

/** Committed changes not yet applied, merged: row and deletion ids, or everything (the header form changed). */
interface PendingChange {
  rowIds: Set<number>;
  deletedIds: Set<number>;
  all: boolean;
  done: Promise<void>;
}

/** The key of a projection: users who see the same rows share one room. */
export const projectionKey = (p: Projection) => `${p.client ? "client" : "staff"}:${p.commIds ? [...p.commIds].sort((a, b) => a - b).join(",") || "none" : "all"}`;

/** A change's client projections, computed on first use and once per change. */
function clientRows(rows: Map<number, Row | undefined>) {
  const cache = new Map<number, Row | undefined>();
  return (id: number) => {
    if (!cache.has(id)) {
      const staff = rows.get(id);
      cache.set(id, staff && clientRow(staff));
    }
    return cache.get(id);
  };
}

/**
 * One terminal as this instance serves it live: its rows in the staff shape
 * and its header, and a room per projection derived from them in memory. A
 * committed change is loaded once here, whatever the number of rooms and
 * sockets, then handed to every room. Changes are applied strictly one after
 * another in the order received (commit order), so a slow reload of an older
 * change can never land after a newer one; changes that arrive while one is
 * being applied are merged and loaded together, once, afterwards.
 */
export class LiveTerminal {
  /** Every row of the terminal, staff shape. */
  readonly rows = new Map<number, Row>();
  header: TerminalHeader | null = null;
  readonly rooms = new Map<string, Room>();
  readonly ready: Promise<void>;
  /** Sockets on this terminal, joined or still waiting for it to load (kept by the live plugin). */
  holders = 0;
  /** The tail of the change queue. */
  private tail: Promise<void>;
  /** Changes received while another is being applied: they are applied together, next. */
  private pending: PendingChange | null = null;

  constructor(
    readonly id: number,
    private readonly source: TerminalSource,
  ) {
    this.ready = this.applyNow([], [], true);
    this.tail = this.ready;
  }

  /** The room of a projection, created from the rows in memory (call after `ready`). */
  room(projection: Projection): Room {
    const key = projectionKey(projection);
    let room = this.rooms.get(key);
    if (!room) {
      room = new Room(this.id, projection);
      room.apply({ rows: this.rows, header: this.header, clientRow: clientRows(this.rows) });
      this.rooms.set(key, room);
    }
    return room;
  }

  /** Removes a room nobody is in any more. */
  dropRoom(room: Room): void {
    const key = projectionKey(room.projection);
    if (this.rooms.get(key) !== room) return;
    this.rooms.delete(key);
    room.destroy();
  }

  /** Applies committed row changes: reloads the changed rows (dropping those no longer on the terminal) and removes deleted ones. */
  applyChange(rowIds: number[], deletedIds: number[]): Promise<void> {
    const batch = this.batch();
    for (const id of rowIds) batch.rowIds.add(id);
    for (const id of deletedIds) batch.deletedIds.add(id);
    return batch.done;
  }

  /** Reloads the header and every row (the port form changed the terminal, its berths, or removed it). */
  reloadAll(): Promise<void> {
    const batch = this.batch();
    batch.all = true;
    return batch.done;
  }

  private batch(): PendingChange {
    if (this.pending) return this.pending;
    const created: PendingChange = { rowIds: new Set(), deletedIds: new Set(), all: false, done: Promise.resolve() };
    created.done = this.tail
      .catch(() => {}) // a failed change must not stop the ones after it
      .then(() => {
        // From here on, new changes go to the next batch: this one's reload may already miss them.
        if (this.pending === created) this.pending = null;
        return this.applyNow([...created.rowIds], [...created.deletedIds], created.all);
      });
    this.tail = created.done;
    this.pending = created;
    return created;
  }

  private async applyNow(rowIds: number[], deletedIds: number[], all: boolean): Promise<void> {
    const [loaded, header] = await Promise.all([this.source.loadRows(all ? undefined : rowIds), this.source.loadHeader()]);
    const changed = new Map<number, Row | undefined>();
    if (all) {
      for (const id of this.rows.keys()) if (!loaded.has(id)) changed.set(id, undefined);
      for (const [id, row] of loaded) changed.set(id, row);
    } else {
      for (const id of rowIds) changed.set(id, loaded.get(id));
    }
    for (const id of deletedIds) changed.set(id, undefined);
    for (const [id, row] of changed) {
      if (row) this.rows.set(id, row);
      else this.rows.delete(id);
    }
    this.header = header;
    const change: TerminalChange = { rows: changed, header, clientRow: clientRows(changed) };
    for (const room of this.rooms.values()) room.apply(change);
  }

  destroy(): void {
    for (const room of this.rooms.values()) room.destroy();
    this.rooms.clear();
  }
}
