import type * as awarenessProtocol from "y-protocols/awareness";

import { awarenessStatesMessage } from "./messages";

interface AwarenessChanges {
  added: number[];
  updated: number[];
  removed: number[];
}

/**
 * Longest a presence change (a cell taken or left, someone joining or leaving) waits to be relayed with others in a
 * room of up to 50 sockets (ms).
 */
const AWARENESS_CHANGE_MS = 50;
/** Longest an unchanged presence's renewal waits (ms): clients drop a presence not renewed for 30 s. */
const AWARENESS_RENEWAL_MS = 5_000;

/**
 * Relays a room's presence to its sockets in batches, one message per socket per batch: a change within
 * AWARENESS_CHANGE_MS, a renewal (every client re-sends its unchanged state every 15 s) within AWARENESS_RENEWAL_MS.
 * Relaying each one at once costs a write per socket per client: with n editors in a room, n² writes every 15 s.
 */
export class PresenceRelay {
  /** Awareness client ids changed or renewed since the last batch. */
  private readonly dirty = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private due = Infinity;

  constructor(
    private readonly awareness: awarenessProtocol.Awareness,
    private readonly connections: ReadonlySet<{ send(data: Uint8Array): void }>,
  ) {
    awareness.on("change", ({ added, updated, removed }: AwarenessChanges) =>
      this.queue([...added, ...updated, ...removed], this.changeDelayMs()),
    );
    awareness.on("update", ({ added, updated, removed }: AwarenessChanges) =>
      this.queue([...added, ...updated, ...removed], AWARENESS_RENEWAL_MS),
    );
  }

  /**
   * How long a presence change may wait: AWARENESS_CHANGE_MS, or 1 ms per socket in a large room (at most 1 s), so
   * relaying presence costs at most about a thousand writes a second per room, even while hundreds of people join.
   */
  private changeDelayMs(): number {
    return Math.min(1000, Math.max(AWARENESS_CHANGE_MS, this.connections.size));
  }

  private queue(ids: number[], withinMs: number) {
    for (const id of ids) this.dirty.add(id);
    const due = Date.now() + withinMs;
    if (due >= this.due) return;
    clearTimeout(this.timer);
    this.due = due;
    this.timer = setTimeout(() => this.flush(), withinMs);
  }

  /** Sends every awareness entry changed or renewed since the last batch, encoded once for all sockets. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.due = Infinity;
    if (!this.dirty.size) return;
    const ids = [...this.dirty].filter((id) => this.awareness.meta.has(id));
    this.dirty.clear();
    if (!ids.length) return;
    const data = awarenessStatesMessage(this.awareness, ids);
    for (const conn of this.connections) conn.send(data);
  }

  /** Stops the pending batch's timer (the room is being destroyed). */
  stop(): void {
    clearTimeout(this.timer);
  }
}
