import { randomUUID } from "node:crypto";
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import * as awarenessProtocol from "y-protocols/awareness";
import * as syncProtocol from "y-protocols/sync";
import * as Y from "yjs";

export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_QUERY_AWARENESS = 3;

/** Where a room's rows come from: the transport knows nothing of the database. */
export interface RoomSource {
  /** Rows of the terminal (all, or only `ids`) as `GET /lineups` shapes them, keyed by id. */
  loadRows(ids?: number[]): Promise<Map<number, Record<string, unknown>>>;
  /** Terminal facts for `meta`: last update, counts, waiting time. */
  loadMeta(): Promise<Record<string, unknown>>;
}

/** One socket in a room, as the room sees it. */
export interface RoomConnection {
  send(data: Uint8Array): void;
  /** Only editors' awareness is accepted and shown to others. */
  canEdit: boolean;
  userId: number;
  /** Awareness client ids this connection controls (removed when it leaves). */
  awarenessIds: Set<number>;
}

const message = (write: (e: encoding.Encoder) => void) => {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
};

/**
 * A terminal's live document for one projection. The server owns it: `rows`
 * maps line-up id to the row, `meta` carries terminal facts. Clients' document
 * updates are dropped; only awareness is taken from editors.
 */
export class Room {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly connections = new Set<RoomConnection>();
  /** Differs for every load of the room: a client seeing a new epoch starts from a fresh document. */
  readonly epoch = randomUUID();
  readonly ready: Promise<void>;

  constructor(
    readonly key: string,
    private readonly source: RoomSource,
  ) {
    this.awareness.setLocalState(null);
    this.doc.on("update", (update: Uint8Array) => {
      const data = message((e) => {
        encoding.writeVarUint(e, MESSAGE_SYNC);
        syncProtocol.writeUpdate(e, update);
      });
      for (const conn of this.connections) conn.send(data);
    });
    this.awareness.on("update", ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
      const changed = [...added, ...updated, ...removed];
      if (origin && typeof origin === "object" && "awarenessIds" in origin) {
        const conn = origin as RoomConnection;
        for (const id of added) conn.awarenessIds.add(id);
        for (const id of removed) conn.awarenessIds.delete(id);
      }
      const data = message((e) => {
        encoding.writeVarUint(e, MESSAGE_AWARENESS);
        encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed));
      });
      for (const conn of this.connections) conn.send(data);
    });
    this.ready = this.reload();
  }

  /** Loads every row and the meta from the source. */
  async reload(): Promise<void> {
    const [rows, meta] = await Promise.all([this.source.loadRows(), this.source.loadMeta()]);
    const map = this.doc.getMap("rows");
    this.doc.transact(() => {
      for (const key of [...map.keys()]) if (!rows.has(Number(key))) map.delete(key);
      for (const [id, row] of rows) map.set(String(id), row);
      this.writeMeta(meta);
    });
  }

  /** Applies a committed change: reloads the changed rows (dropping those no longer visible) and removes deleted ones. */
  async applyChange(rowIds: number[], deletedIds: number[]): Promise<void> {
    await this.ready;
    const [rows, meta] = await Promise.all([rowIds.length ? this.source.loadRows(rowIds) : Promise.resolve(new Map()), this.source.loadMeta()]);
    const map = this.doc.getMap("rows");
    this.doc.transact(() => {
      for (const id of rowIds) {
        const row = rows.get(id);
        if (row) map.set(String(id), row);
        else if (map.has(String(id))) map.delete(String(id));
      }
      for (const id of deletedIds) if (map.has(String(id))) map.delete(String(id));
      this.writeMeta(meta);
    });
  }

  private writeMeta(meta: Record<string, unknown>) {
    const m = this.doc.getMap("meta");
    m.set("epoch", this.epoch);
    for (const [k, v] of Object.entries(meta)) m.set(k, v);
  }

  /** Greets a new connection: our state vector (so it asks for what it lacks) and who is here. */
  join(conn: RoomConnection): void {
    this.connections.add(conn);
    conn.send(
      message((e) => {
        encoding.writeVarUint(e, MESSAGE_SYNC);
        syncProtocol.writeSyncStep1(e, this.doc);
      }),
    );
    const states = [...this.awareness.getStates().keys()];
    if (states.length) {
      conn.send(
        message((e) => {
          encoding.writeVarUint(e, MESSAGE_AWARENESS);
          encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(this.awareness, states));
        }),
      );
    }
  }

  leave(conn: RoomConnection): void {
    this.connections.delete(conn);
    awarenessProtocol.removeAwarenessStates(this.awareness, [...conn.awarenessIds], null);
  }

  /** Handles one message from a client. Document writes are dropped; the sync handshake is answered. */
  receive(conn: RoomConnection, data: Uint8Array): void {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      const syncType = decoding.readVarUint(decoder);
      if (syncType !== syncProtocol.messageYjsSyncStep1) return; // step 2 and updates would be client writes
      const stateVector = decoding.readVarUint8Array(decoder);
      conn.send(
        message((e) => {
          encoding.writeVarUint(e, MESSAGE_SYNC);
          syncProtocol.writeSyncStep2(e, this.doc, stateVector);
        }),
      );
    } else if (type === MESSAGE_AWARENESS) {
      if (!conn.canEdit) return;
      awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), conn);
      // A client may only speak for itself: states naming another user are removed.
      const forged = [...conn.awarenessIds].filter((id) => {
        const state = this.awareness.getStates().get(id) as { user?: { id?: unknown } } | undefined;
        return state?.user?.id !== undefined && state.user.id !== conn.userId;
      });
      if (forged.length) awarenessProtocol.removeAwarenessStates(this.awareness, forged, null);
    } else if (type === MESSAGE_QUERY_AWARENESS) {
      conn.send(
        message((e) => {
          encoding.writeVarUint(e, MESSAGE_AWARENESS);
          encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...this.awareness.getStates().keys()]));
        }),
      );
    }
  }

  destroy(): void {
    this.awareness.destroy();
    this.doc.destroy();
  }
}
