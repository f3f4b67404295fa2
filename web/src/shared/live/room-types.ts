import type { LiveState } from "./live-state";

/**
 * The shapes a terminal's live room (`openTerminalRoom`) takes and gives: its options, handle, peers and row changes.
 */

/** The cell someone is on: `open` when an editor is open on it (typing), `at` when they came to it (ms). */
export interface PeerCell {
  rowId: number;
  field: string;
  open?: boolean;
  at?: number;
}

/** Another editor's tab present in the room (one person may have several). */
export interface Peer {
  clientId: number;
  user: { id: number; name: string; color: string };
  editing: PeerCell | null;
}

/**
 * A change of the room's rows: ids changed or added (with values) and ids deleted. The room gives
 * each row as it arrives (`Row` unknown fields); a page that decodes them passes on its own `Row`.
 */
export interface RowsChange<Row = Record<string, unknown>> {
  changed: Map<number, Row>;
  deleted: number[];
  /** True when this is the full set after a (re)connection: rows not in `changed` are gone. */
  reset: boolean;
  /** On a reset after a lost connection: how long the room was not live (ms); null on the first connection. */
  outageMs?: number | null;
}

/** What a caller of `openTerminalRoom` gives. */
export interface TerminalRoomOptions {
  /** The access or display token to connect with. */
  token: () => string;
  /**
   * Called with the token that no longer works (close 4401, or an access token
   * already expired before connecting): a new token, or null to give up; a
   * rejected promise means "not now" and is retried with backoff.
   */
  refreshToken?: (expired: string) => Promise<string | null>;
  onState?: (state: LiveState) => void;
  onRows?: (change: RowsChange) => void;
  onMeta?: (meta: Record<string, unknown>) => void;
  onPeers?: (peers: Peer[]) => void;
  /** The local user, for awareness (editors only). */
  user?: { id: number; name: string; color: string };
  /** Base URL of the live endpoint (default: this origin's /api/v1/live). */
  url?: string;
  /** WebSocket class (tests pass a fake). */
  WebSocketPolyfill?: typeof WebSocket;
}

/** A live room handle. */
export interface TerminalRoom {
  /** Tells others which cell this user is on (null when none), and whether an editor is open on it. */
  setEditing: (rowId: number | null, field?: string, open?: boolean) => void;
  close: () => void;
}
