import type { CommittedRows } from "../lineups/events";
import { clientRow, type Row, type TerminalHeader, type TerminalSource } from "./source";
import { Room } from "./room";
import type { Projection, TerminalChange } from "./room-content";

/**
 * What a batch does to one row: read it again, take the committed row handed with the change, or remove it (at the
 * version it left with, when known).
 */
type RowOp = { kind: "reload" } | { kind: "row"; row: Row } | { kind: "delete"; version?: number };

/** The rows of `rowIds` handed with a change, as operations; undefined when one of them was not handed. */
function handedOps(rowIds: number[], committed: CommittedRows): Map<number, RowOp> | undefined {
  const ops = new Map<number, RowOp>();
  for (const id of rowIds) {
    const row = committed.rows.get(id);
    if (!row) return undefined;
    ops.set(id, { kind: "row", row });
  }
  return ops;
}

/** Committed changes not yet applied, merged: the last operation per row, or everything (the header form changed). */
interface PendingChange {
  ops: Map<number, RowOp>;
  /** The header stamp handed with the latest change, if it was handed. */
  stamp: CommittedRows["stamp"] | null;
  /** Some operation needs the header read again (a change heard from another instance, or the port form). */
  reloadHeader: boolean;
  all: boolean;
  done: Promise<void>;
}

/**
 * A handed row is older than the one held when its version is lower (a change heard from another instance overtook it).
 */
const isOlder = (row: Row, held: Row | undefined) => held !== undefined && Number(row.version) < Number(held.version);

/**
 * Rows that left the terminal remembered (with the version they left at) so that an older handed row cannot bring them
 * back.
 */
const MAX_DEPARTED = 10_000;

/** The key of a projection: users who see the same rows share one room. */
export const projectionKey = (p: Projection) =>
  `${p.client ? "client" : "staff"}:${p.commIds ? [...p.commIds].sort((a, b) => a - b).join(",") || "none" : "all"}`;

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
 * change saved on this instance arrives with its committed rows and header
 * stamp and is applied as it is; a change heard from another instance (ids
 * only) is loaded once here, whatever the number of rooms and sockets. Either
 * way it is then handed to every room. Changes are applied strictly one after
 * another in the order received (commit order), so a slow reload of an older
 * change can never land after a newer one; changes that arrive while one is
 * being applied are merged (the last operation on a row wins) and applied
 * together, once, afterwards. A handed row older than the row already held
 * (a lower `version`) is never applied over it.
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
  /** Batches queued and not yet applied (the first load included). */
  private queued = 1;
  /** Changes received while another is being applied: they are applied together, next. */
  private pending: PendingChange | null = null;
  /**
   * Rows deleted from or moved off this terminal, with the version they had when they left: a row handed later at
   * that version or below (a save committed before the deletion, applied after it) is not brought back, and a
   * deletion older than the row held (a row moved away and back) does not remove it.
   */
  private readonly departed = new Map<number, number>();

  constructor(
    readonly id: number,
    private readonly source: TerminalSource,
  ) {
    this.ready = this.applyNow(new Map(), true, null, true).finally(() => this.queued--);
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

  /**
   * Applies committed row changes: rows handed with the change are taken as
   * they are (with the header stamp); otherwise the changed rows are reloaded
   * (dropping those no longer on the terminal). Deleted ones are removed;
   * `deletedVersions` gives the version each left at, when known.
   */
  applyChange(
    rowIds: number[],
    deletedIds: number[],
    committed?: CommittedRows,
    deletedVersions?: Record<number, number>,
  ): Promise<void> {
    const ops = !this.queued && this.header && committed ? handedOps(rowIds, committed) : undefined;
    if (ops && this.header && committed) {
      // Nothing queued before it and nothing to read: applied at once, so the rooms' sockets are written to before
      // the saving request goes on to its own response.
      for (const id of deletedIds) ops.set(id, { kind: "delete", version: deletedVersions?.[id] });
      try {
        this.applyLoaded(ops, false, new Map(), this.header, committed.stamp, false);
        return Promise.resolve();
      } catch (err) {
        return Promise.reject(err instanceof Error ? err : new Error(String(err)));
      }
    }
    const batch = this.batch();
    for (const id of rowIds) {
      const row = committed?.rows.get(id);
      batch.ops.set(id, row ? { kind: "row", row } : { kind: "reload" });
      if (!row) batch.reloadHeader = true;
    }
    for (const id of deletedIds) batch.ops.set(id, { kind: "delete", version: deletedVersions?.[id] });
    if (committed) batch.stamp = committed.stamp;
    else batch.reloadHeader = true;
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
    const created: PendingChange = {
      ops: new Map(),
      stamp: null,
      reloadHeader: false,
      all: false,
      done: Promise.resolve(),
    };
    created.done = this.tail
      .catch(() => {}) // a failed change must not stop the ones after it
      .then(() => {
        // From here on, new changes go to the next batch: this one's reload may already miss them.
        if (this.pending === created) this.pending = null;
        return created.all
          ? this.applyNow(new Map(), true, null, true)
          : this.applyNow(created.ops, false, created.stamp, created.reloadHeader);
      })
      .finally(() => this.queued--);
    this.queued++;
    this.tail = created.done;
    this.pending = created;
    return created;
  }

  private async applyNow(
    ops: Map<number, RowOp>,
    all: boolean,
    stamp: CommittedRows["stamp"] | null,
    reloadHeader: boolean,
  ): Promise<void> {
    const reload = [...ops].flatMap(([id, op]) => (op.kind === "reload" ? [id] : []));
    // A change saved here needs no database access at all: its rows and stamp came with it.
    const needHeader = all || reloadHeader || !this.header;
    const [loaded, header] = await Promise.all([
      all || reload.length ? this.source.loadRows(all ? undefined : reload) : new Map<number, Row>(),
      needHeader ? this.source.loadHeader() : this.header,
    ]);
    this.applyLoaded(ops, all, loaded, header, stamp, needHeader);
  }

  /** Applies a batch whose rows and header are at hand: to the terminal's rows, then to every room. */
  private applyLoaded(
    ops: Map<number, RowOp>,
    all: boolean,
    loaded: Map<number, Row>,
    header: TerminalHeader | null,
    stamp: CommittedRows["stamp"] | null,
    headerLoaded: boolean,
  ): void {
    const changed = new Map<number, Row | undefined>();
    if (all) {
      for (const id of this.rows.keys()) if (!loaded.has(id)) changed.set(id, undefined);
      for (const [id, row] of loaded) changed.set(id, row);
    }
    for (const [id, op] of ops) {
      if (op.kind === "reload") {
        // The database's word: the row is here (or not) now, whatever left before.
        this.departed.delete(id);
        changed.set(id, loaded.get(id));
      } else if (op.kind === "delete") {
        const held = this.rows.get(id);
        if (op.version === undefined) changed.set(id, undefined);
        else if (held === undefined || Number(held.version) <= op.version) {
          this.depart(id, op.version);
          changed.set(id, undefined);
        }
      } else if (
        !isOlder(op.row, this.rows.get(id)) &&
        !(Number(op.row.version) <= (this.departed.get(id) ?? -Infinity))
      ) {
        this.departed.delete(id);
        changed.set(id, op.row);
      }
    }
    for (const [id, row] of changed) {
      if (row) this.rows.set(id, row);
      else this.rows.delete(id);
    }
    this.header =
      header && stamp && !headerLoaded
        ? { ...header, atualizado_data: stamp.atualizado_data, atualizador: stamp.atualizador }
        : header;
    const change: TerminalChange = { rows: changed, header: this.header, clientRow: clientRows(changed) };
    for (const room of this.rooms.values()) room.apply(change);
  }

  private depart(id: number, version: number) {
    const known = this.departed.get(id);
    this.departed.delete(id);
    this.departed.set(id, Math.max(version, known ?? version));
    const oldest = this.departed.keys().next();
    if (this.departed.size > MAX_DEPARTED && !oldest.done) this.departed.delete(oldest.value);
  }

  destroy(): void {
    for (const room of this.rooms.values()) room.destroy();
    this.rooms.clear();
  }
}
