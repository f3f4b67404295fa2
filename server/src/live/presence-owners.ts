import type * as awarenessProtocol from "y-protocols/awareness";
import { AWARENESS_MAX_MESSAGE_BYTES, type PresenceState } from "@lineup/shared";

import { parseState, stampState, type AwarenessEntry, type RawAwarenessEntry } from "./awareness";

/** Awareness client ids one socket may speak for: y-websocket uses its document's one client id. */
export const MAX_AWARENESS_IDS_PER_CONNECTION = 1;

/** What presence ownership needs of a connection. */
export interface PresenceHolder {
  /** Who the connection authenticated as: stamped on its awareness state, whatever the client wrote. */
  user: PresenceState["user"];
  /** Awareness client ids this connection controls (removed when it leaves). */
  awarenessIds: Set<number>;
}

/**
 * Which connection owns each awareness client id of a room: nobody may write another's entry, whatever its clock.
 * It only decides; the room applies what it allows to its awareness.
 */
export class PresenceOwners {
  private readonly owners = new Map<number, PresenceHolder>();

  constructor(private readonly awareness: awarenessProtocol.Awareness) {}

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
  ownEntries(conn: PresenceHolder, raw: RawAwarenessEntry[]): { entries: AwarenessEntry[]; tooLarge: boolean } {
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

  /** Gives up every id a connection owned; returns those the room still holds a state for, to be removed. */
  release(conn: PresenceHolder): number[] {
    const ids = [...conn.awarenessIds];
    for (const id of ids) this.owners.delete(id);
    conn.awarenessIds.clear();
    return ids.filter((id) => this.awareness.getStates().has(id));
  }
}
