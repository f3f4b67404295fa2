import { randomUUID } from "node:crypto";
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import * as awarenessProtocol from "y-protocols/awareness";
import * as syncProtocol from "y-protocols/sync";
import * as Y from "yjs";
import {
  AWARENESS_MAX_MESSAGE_BYTES,
  averageWaitingDays,
  statusCounts,
  type LiveMeta,
  type PresenceState,
} from "@lineup/shared";

import { ownSplitLines } from "../lineups/scope";
import {
  encodeAwarenessUpdate,
  parseState,
  readAwarenessEntries,
  stampState,
  type AwarenessEntry,
  type RawAwarenessEntry,
} from "./awareness";
import type { Row, TerminalHeader } from "./source";

export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_QUERY_AWARENESS = 3;

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

interface AwarenessChanges {
  added: number[];
  updated: number[];
  removed: number[];
}

/** Longest a presence change (a cell taken or left, someone joining or leaving) waits to be relayed with others in a room of up to 50 sockets (ms). */
const AWARENESS_CHANGE_MS = 50;
/** Longest an unchanged presence's renewal waits (ms): clients drop a presence not renewed for 30 s. */
const AWARENESS_RENEWAL_MS = 5_000;

/** What a client's message did: oversized awareness is dropped and reported, so the caller can close a repeat offender. */
export type ReceiveResult = "ok" | "too-large";

/** Awareness client ids one socket may speak for: y-websocket uses its document's one client id. */
const MAX_AWARENESS_IDS_PER_CONNECTION = 1;

const message = (write: (e: encoding.Encoder) => void) => {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
};

/** Which rows a room shows and in which shape: clients get the client projection, comm-scoped users only their comms' rows and split lines. */
export interface Projection {
  client: boolean;
  commIds?: number[];
}

/** The rows a change touched, in the staff shape (undefined: gone from the terminal), and how to shape one for clients. */
export interface TerminalChange {
  rows: Map<number, Row | undefined>;
  header: TerminalHeader | null;
  /** The client projection of a changed row, computed once per change whatever the number of client rooms. */
  clientRow(id: number): Row | undefined;
}

const json = (value: unknown) => JSON.stringify(value) ?? "null";

/**
 * A terminal's live document for one projection. The server owns it: `rows`
 * maps line-up id to the row, `meta` carries the terminal's facts (DESIGN.md
 * "Live protocol"). It holds no database access: its terminal hands it every
 * change already loaded, and it derives its rows, counts and waiting time in
 * memory. Clients' document updates are dropped; only awareness is taken from editors.
 */
export class Room {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly connections = new Set<RoomConnection>();
  /** Differs for every load of the room: a client seeing a new epoch starts from a fresh document. */
  readonly epoch = randomUUID();
  /** Which connection owns each awareness client id: nobody may write another's entry, whatever its clock. */
  private readonly owners = new Map<number, RoomConnection>();
  /** The rows this room shows, as written to the document. */
  private readonly visible = new Map<number, Row>();
  /** JSON of each meta value written, so an unchanged value is not sent again. */
  private readonly metaWritten = new Map<string, string>();
  private readonly rowsMap = this.doc.getMap<Row>("rows");
  private readonly metaMap = this.doc.getMap<unknown>("meta");

  constructor(
    readonly terminalId: number,
    readonly projection: Projection,
  ) {
    this.awareness.setLocalState(null);
    // One encoding per change: the same buffer goes to every socket of the room.
    this.doc.on("update", (update: Uint8Array) => {
      const data = message((e) => {
        encoding.writeVarUint(e, MESSAGE_SYNC);
        syncProtocol.writeUpdate(e, update);
      });
      for (const conn of this.connections) conn.send(data);
    });
    // Presence is relayed in batches, one message per socket per batch: a change within AWARENESS_CHANGE_MS, a
    // renewal (every client re-sends its unchanged state every 15 s) within AWARENESS_RENEWAL_MS. Relaying each
    // one at once costs a write per socket per client: with n editors in a room, n² writes every 15 s.
    this.awareness.on("change", ({ added, updated, removed }: AwarenessChanges) =>
      this.queueAwareness([...added, ...updated, ...removed], this.changeDelayMs()),
    );
    this.awareness.on("update", ({ added, updated, removed }: AwarenessChanges) =>
      this.queueAwareness([...added, ...updated, ...removed], AWARENESS_RENEWAL_MS),
    );
  }

  /**
   * How long a presence change may wait: AWARENESS_CHANGE_MS, or 1 ms per socket in a large room (at most 1 s), so
   * relaying presence costs at most about a thousand writes a second per room, even while hundreds of people join.
   */
  private changeDelayMs(): number {
    return Math.min(1000, Math.max(AWARENESS_CHANGE_MS, this.connections.size));
  }

  /** Awareness client ids changed or renewed since the last batch. */
  private readonly awarenessDirty = new Set<number>();
  private awarenessTimer: NodeJS.Timeout | undefined;
  private awarenessDue = Infinity;

  private queueAwareness(ids: number[], withinMs: number) {
    for (const id of ids) this.awarenessDirty.add(id);
    const due = Date.now() + withinMs;
    if (due >= this.awarenessDue) return;
    clearTimeout(this.awarenessTimer);
    this.awarenessDue = due;
    this.awarenessTimer = setTimeout(() => this.flushAwareness(), withinMs);
  }

  /** Sends every awareness entry changed or renewed since the last batch, encoded once for all sockets. */
  flushAwareness(): void {
    clearTimeout(this.awarenessTimer);
    this.awarenessTimer = undefined;
    this.awarenessDue = Infinity;
    if (!this.awarenessDirty.size) return;
    const ids = [...this.awarenessDirty].filter((id) => this.awareness.meta.has(id));
    this.awarenessDirty.clear();
    if (!ids.length) return;
    const data = message((e) => {
      encoding.writeVarUint(e, MESSAGE_AWARENESS);
      encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(this.awareness, ids));
    });
    for (const conn of this.connections) conn.send(data);
  }

  /** Applies a change its terminal loaded: rows that enter, change or leave this projection, then the meta. */
  apply(change: TerminalChange): void {
    this.doc.transact(() => {
      for (const [id, staff] of change.rows) {
        const row =
          staff && this.shows(staff) ? this.ownLines(this.projection.client ? change.clientRow(id) : staff) : undefined;
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

  /** A row with only the split lines of this room's comms (DESIGN.md "Scope"): a trader never sees another comm's line. */
  private ownLines(row: Row | undefined): Row | undefined {
    const { commIds } = this.projection;
    if (!row || !commIds || !Array.isArray(row.cargas_afretadores)) return row;
    return { ...row, cargas_afretadores: ownSplitLines(commIds, row.cargas_afretadores) };
  }

  private shows(row: Row): boolean {
    const { commIds } = this.projection;
    return !commIds || (typeof row.carga_id === "number" && commIds.includes(row.carga_id));
  }

  /** The terminal's facts over this room's own rows (DESIGN.md "Live protocol": the `meta` keys). */
  private writeMeta(header: TerminalHeader | null) {
    const lines = [...this.visible.values()].filter((r) => r.is_observacao === 0) as unknown as Parameters<
      typeof statusCounts
    >[0];
    const { port_marks = [], ...terminal } = header ?? {};
    const values: LiveMeta = {
      epoch: this.epoch,
      terminal_id: this.terminalId,
      terminal: header ? (terminal as LiveMeta["terminal"]) : null,
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
    awarenessProtocol.removeAwarenessStates(
      this.awareness,
      ids.filter((id) => this.awareness.getStates().has(id)),
      null,
    );
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
      // y-websocket clients send back every presence they receive: a message may carry as many entries as the room
      // has known (plus the sender's own), however many bytes that is; more cannot be an echo.
      const raw = readAwarenessEntries(
        decoding.readVarUint8Array(decoder),
        this.awareness.meta.size + MAX_AWARENESS_IDS_PER_CONNECTION,
      );
      if (!raw) return "too-large";
      if (!conn.canEdit) return "ok"; // read-only principals are never shown to others
      const { entries, tooLarge } = this.ownEntries(conn, raw);
      if (entries.length) awarenessProtocol.applyAwarenessUpdate(this.awareness, encodeAwarenessUpdate(entries), conn);
      if (tooLarge) return "too-large";
    } else if (type === MESSAGE_QUERY_AWARENESS) {
      conn.send(
        message((e) => {
          encoding.writeVarUint(e, MESSAGE_AWARENESS);
          encoding.writeVarUint8Array(
            e,
            awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...this.awareness.getStates().keys()]),
          );
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
   * make their id this socket's. Entries of other ids (the echoes) are skipped
   * without decoding their state; a state of its own above
   * AWARENESS_MAX_MESSAGE_BYTES is dropped unread and reported.
   */
  private ownEntries(conn: RoomConnection, raw: RawAwarenessEntry[]): { entries: AwarenessEntry[]; tooLarge: boolean } {
    const entries: AwarenessEntry[] = [];
    let tooLarge = false;
    for (const entry of raw) {
      const owner = this.owners.get(entry.clientId);
      if (owner !== conn) {
        const known = this.awareness.meta.get(entry.clientId);
        const claimable =
          !owner &&
          entry.clientId !== this.awareness.clientID &&
          (!known || entry.clock > known.clock) &&
          conn.awarenessIds.size < MAX_AWARENESS_IDS_PER_CONNECTION;
        if (!claimable) continue;
      }
      if (entry.json.byteLength > AWARENESS_MAX_MESSAGE_BYTES) {
        tooLarge = true;
        continue;
      }
      const parsed = parseState(entry);
      // Someone leaving (a null state) claims nothing.
      if (!owner && parsed === null) continue;
      const state = stampState(parsed, conn.user);
      if (state === undefined) continue;
      if (!owner) {
        this.owners.set(entry.clientId, conn);
        conn.awarenessIds.add(entry.clientId);
      }
      entries.push({ clientId: entry.clientId, clock: entry.clock, state });
    }
    return { entries, tooLarge };
  }

  destroy(): void {
    clearTimeout(this.awarenessTimer);
    this.awareness.destroy();
    this.doc.destroy();
  }
}
