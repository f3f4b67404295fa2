import { randomUUID } from "node:crypto";
import * as decoding from "lib0/decoding";
import * as awarenessProtocol from "y-protocols/awareness";
import * as syncProtocol from "y-protocols/sync";
import * as Y from "yjs";

import { encodeAwarenessUpdate, readAwarenessEntries } from "./awareness";
import {
  awarenessStatesMessage,
  MESSAGE_AWARENESS,
  MESSAGE_QUERY_AWARENESS,
  MESSAGE_SYNC,
  syncStep1Message,
  syncStep2Message,
  syncUpdateMessage,
} from "./messages";
import { MAX_AWARENESS_IDS_PER_CONNECTION, PresenceOwners, type PresenceHolder } from "./presence-owners";
import { PresenceRelay } from "./presence-relay";
import { RoomContent, type Projection, type TerminalChange } from "./room-content";

/** One socket in a room, as the room sees it. */
export interface RoomConnection extends PresenceHolder {
  send(data: Uint8Array): void;
  /** Only editors' awareness is accepted and shown to others. */
  canEdit: boolean;
}

/**
 * What a client's message did: oversized awareness is dropped and reported, so the caller can close a repeat
 * offender.
 */
export type ReceiveResult = "ok" | "too-large";

/**
 * A terminal's live document for one projection. The server owns it: `rows`
 * maps line-up id to the row, `meta` carries the terminal's facts (DESIGN.md
 * "Live protocol"), both written by its `RoomContent`. It holds no database
 * access: its terminal hands it every change already loaded, and it derives its
 * rows, counts and waiting time in memory. Clients' document updates are
 * dropped; only awareness is taken from editors, through `PresenceOwners`, and
 * relayed in batches by `PresenceRelay`.
 */
export class Room {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly connections = new Set<RoomConnection>();
  /** Differs for every load of the room: a client seeing a new epoch starts from a fresh document. */
  readonly epoch = randomUUID();
  private readonly content: RoomContent;
  private readonly owners: PresenceOwners;
  private readonly relay: PresenceRelay;

  constructor(
    readonly terminalId: number,
    readonly projection: Projection,
  ) {
    this.content = new RoomContent(this.doc, this);
    this.owners = new PresenceOwners(this.awareness);
    this.awareness.setLocalState(null);
    // One encoding per change: the same buffer goes to every socket of the room.
    this.doc.on("update", (update: Uint8Array) => {
      const data = syncUpdateMessage(update);
      for (const conn of this.connections) conn.send(data);
    });
    // Listening only now: clearing the server's own state above is no presence to relay.
    this.relay = new PresenceRelay(this.awareness, this.connections);
  }

  /** Sends every awareness entry changed or renewed since the last batch, encoded once for all sockets. */
  flushAwareness(): void {
    this.relay.flush();
  }

  /** Applies a change its terminal loaded: rows that enter, change or leave this projection, then the meta. */
  apply(change: TerminalChange): void {
    this.content.apply(change);
  }

  /** Greets a new connection: our state vector (so it asks for what it lacks) and who is here. */
  join(conn: RoomConnection): void {
    this.connections.add(conn);
    conn.send(syncStep1Message(this.doc));
    const states = [...this.awareness.getStates().keys()];
    if (states.length) conn.send(awarenessStatesMessage(this.awareness, states));
  }

  leave(conn: RoomConnection): void {
    this.connections.delete(conn);
    this.forget(conn);
  }

  /** Removes a connection's presence for everyone (it left, or may no longer edit). */
  forget(conn: RoomConnection): void {
    awarenessProtocol.removeAwarenessStates(this.awareness, this.owners.release(conn), null);
  }

  /**
   * Handles one message from a client. Document writes are dropped; the sync handshake is answered; awareness is
   * stamped.
   */
  receive(conn: RoomConnection, data: Uint8Array): ReceiveResult {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      const syncType = decoding.readVarUint(decoder);
      if (syncType !== syncProtocol.messageYjsSyncStep1) return "ok"; // step 2 and updates would be client writes
      conn.send(syncStep2Message(this.doc, decoding.readVarUint8Array(decoder)));
    } else if (type === MESSAGE_AWARENESS) {
      // y-websocket clients send back every presence they receive: a message may carry as many entries as the room
      // has known (plus the sender's own), however many bytes that is; more cannot be an echo.
      const raw = readAwarenessEntries(
        decoding.readVarUint8Array(decoder),
        this.awareness.meta.size + MAX_AWARENESS_IDS_PER_CONNECTION,
      );
      if (!raw) return "too-large";
      if (!conn.canEdit) return "ok"; // read-only principals are never shown to others
      const { entries, tooLarge } = this.owners.ownEntries(conn, raw);
      if (entries.length) awarenessProtocol.applyAwarenessUpdate(this.awareness, encodeAwarenessUpdate(entries), conn);
      if (tooLarge) return "too-large";
    } else if (type === MESSAGE_QUERY_AWARENESS) {
      conn.send(awarenessStatesMessage(this.awareness, [...this.awareness.getStates().keys()]));
    }
    return "ok";
  }

  destroy(): void {
    this.relay.stop();
    this.awareness.destroy();
    this.doc.destroy();
  }
}
