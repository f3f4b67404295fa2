import { randomUUID } from "node:crypto";
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import * as awarenessProtocol from "y-protocols/awareness";
import * as syncProtocol from "y-protocols/sync";
import * as Y from "yjs";
import { AWARENESS_MAX_MESSAGE_BYTES, type PresenceState } from "@lineup/shared";
import { decodeAwarenessUpdate, encodeAwarenessUpdate, stampState, type AwarenessEntry } from "./awareness";

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
  /** Who the connection authenticated as: stamped on its awareness state, whatever the client wrote. */
  user: PresenceState["user"];
  /** Awareness client ids this connection controls (removed when it leaves). */
  awarenessIds: Set<number>;
}

/** What a client's message did: oversized awareness is dropped and reported, so the caller can close a repeat offender. */
export type ReceiveResult = "ok" | "too-large";

/** Awareness client ids one socket may speak for: y-websocket uses its document's one client id. */
const MAX_AWARENESS_IDS_PER_CONNECTION = 1;

/** Row and deletion ids of committed changes not yet applied, merged. */
interface PendingChange {
  rowIds: Set<number>;
  deletedIds: Set<number>;
  done: Promise<void>;
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
  /** Which connection owns each awareness client id: nobody may write another's entry, whatever its clock. */
  private readonly owners = new Map<number, RoomConnection>();
  /** The tail of the change queue: changes are applied one after another, in the order received. */
  private tail: Promise<void>;
  /** Changes received while another is being applied: they are applied together, next. */
  private pending: PendingChange | null = null;

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
    this.awareness.on("update", ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }) => {
      const changed = [...added, ...updated, ...removed];
      const data = message((e) => {
        encoding.writeVarUint(e, MESSAGE_AWARENESS);
        encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed));
      });
      for (const conn of this.connections) conn.send(data);
    });
    this.ready = this.reload();
    this.tail = this.ready;
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

  /**
   * Applies a committed change: reloads the changed rows (dropping those no
   * longer visible) and removes deleted ones. Changes are applied strictly one
   * after another in the order received (commit order), so a slow reload of an
   * older change can never land after a newer one; changes that arrive while
   * one is being applied are merged and reloaded together, once, afterwards.
   */
  applyChange(rowIds: number[], deletedIds: number[]): Promise<void> {
    let batch = this.pending;
    if (!batch) {
      const created: PendingChange = { rowIds: new Set(), deletedIds: new Set(), done: Promise.resolve() };
      created.done = this.tail
        .catch(() => {}) // a failed change must not stop the ones after it
        .then(() => {
          // From here on, new changes go to the next batch: this one's reload may already miss them.
          if (this.pending === created) this.pending = null;
          return this.applyNow([...created.rowIds], [...created.deletedIds]);
        });
      this.tail = created.done;
      this.pending = created;
      batch = created;
    }
    for (const id of rowIds) batch.rowIds.add(id);
    for (const id of deletedIds) batch.deletedIds.add(id);
    return batch.done;
  }

  private async applyNow(rowIds: number[], deletedIds: number[]): Promise<void> {
    const [rows, meta] = await Promise.all([rowIds.length ? this.source.loadRows(rowIds) : Promise.resolve(new Map<number, Record<string, unknown>>()), this.source.loadMeta()]);
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
    this.forget(conn);
  }

  /** Removes a connection's presence for everyone (it left, or may no longer edit). */
  forget(conn: RoomConnection): void {
    const ids = [...conn.awarenessIds];
    for (const id of ids) this.owners.delete(id);
    conn.awarenessIds.clear();
    awarenessProtocol.removeAwarenessStates(this.awareness, ids.filter((id) => this.awareness.getStates().has(id)), null);
  }

  /** Handles one message from a client. Document writes are dropped; the sync handshake is answered; awareness is stamped. */
  receive(conn: RoomConnection, data: Uint8Array): ReceiveResult {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      const syncType = decoding.readVarUint(decoder);
      if (syncType !== syncProtocol.messageYjsSyncStep1) return "ok"; // step 2 and updates would be client writes
      const stateVector = decoding.readVarUint8Array(decoder);
      conn.send(
        message((e) => {
          encoding.writeVarUint(e, MESSAGE_SYNC);
          syncProtocol.writeSyncStep2(e, this.doc, stateVector);
        }),
      );
    } else if (type === MESSAGE_AWARENESS) {
      if (data.byteLength > AWARENESS_MAX_MESSAGE_BYTES) return "too-large";
      if (!conn.canEdit) return "ok"; // read-only principals are never shown to others
      const entries = this.ownEntries(conn, decodeAwarenessUpdate(decoding.readVarUint8Array(decoder)));
      if (entries.length) awarenessProtocol.applyAwarenessUpdate(this.awareness, encodeAwarenessUpdate(entries), conn);
    } else if (type === MESSAGE_QUERY_AWARENESS) {
      conn.send(
        message((e) => {
          encoding.writeVarUint(e, MESSAGE_AWARENESS);
          encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...this.awareness.getStates().keys()]));
        }),
      );
    }
    return "ok";
  }

  /**
   * The entries a connection may write, stamped: only client ids it owns, never
   * the server's or another connection's, with `user` replaced by the
   * authenticated user. The first new id it speaks for becomes its own, if the
   * entry is newer than anything the room knows of that id: y-websocket clients
   * echo others' states back, and a late echo of someone who just left must not
   * make their id this socket's.
   */
  private ownEntries(conn: RoomConnection, entries: AwarenessEntry[]): AwarenessEntry[] {
    const kept: AwarenessEntry[] = [];
    for (const entry of entries) {
      const owner = this.owners.get(entry.clientId);
      if (owner !== conn) {
        const known = this.awareness.meta.get(entry.clientId);
        const claimable =
          !owner &&
          entry.clientId !== this.awareness.clientID &&
          entry.state !== null &&
          (!known || entry.clock > known.clock) &&
          conn.awarenessIds.size < MAX_AWARENESS_IDS_PER_CONNECTION;
        if (!claimable) continue;
      }
      const state = stampState(entry.state, conn.user);
      if (state === undefined) continue;
      if (!owner) {
        this.owners.set(entry.clientId, conn);
        conn.awarenessIds.add(entry.clientId);
      }
      kept.push({ ...entry, state });
    }
    return kept;
  }

  destroy(): void {
    this.awareness.destroy();
    this.doc.destroy();
  }
}
