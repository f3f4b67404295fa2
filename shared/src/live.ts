/** Vocabulary of the live layer (DESIGN.md "Live protocol"), shared by the server, the web client and the README. */

/**
 * Close codes a live socket may receive. 4xxx codes are ours; a client must not
 * reconnect at once on any of them except `unauthorized` after refreshing its token.
 */
export const LIVE_CLOSE = {
  /** The room name is not `terminais/{id}` with `id` a positive 32-bit integer. Do not retry. */
  badRoom: 4400,
  /** Missing, invalid or expired token, or the user's access changed: refresh the token and reconnect. */
  unauthorized: 4401,
  /** The terminal is outside the token's scope (or does not exist). Do not retry. */
  forbidden: 4403,
  /** No live room at this path (only `terminais/{id}` exists). Do not retry. */
  notFound: 4404,
  /** Too many sockets for this user or display token: close some, retry after a long pause. */
  tooManySockets: 4429,
  /** Server shutting down: reconnect with backoff. */
  goingAway: 1001,
  /** A message that is not y-websocket protocol. */
  malformed: 1003,
  /** Messages above the size limits, repeatedly. */
  tooLarge: 1009,
  /** Unexpected server failure: reconnect with backoff. */
  serverError: 1011,
} as const;
export type LiveCloseCode = (typeof LIVE_CLOSE)[keyof typeof LIVE_CLOSE];

/**
 * A client's message renewing its socket's access token in place: `varUint(LIVE_MESSAGE_TOKEN)`
 * then `varString(token)`, as y-websocket writes its own messages. Sent before the token in use
 * expires, it keeps the socket open (an expired token closes it with 4401). A token the server
 * refuses closes the socket as it would refuse a connection; a token of another user closes it
 * with 4401. Display tokens do not expire and need no renewal.
 */
export const LIVE_MESSAGE_TOKEN = 100;

/**
 * The server's message telling a socket's user that their notifications changed (issue 25):
 * `varUint(LIVE_MESSAGE_NOTICES)` then `varUint(unread)`, the count of unread notifications.
 * Sent on every open live socket of the user, on whatever instance holds it; the client reads
 * the list again (`GET /notifications`).
 */
export const LIVE_MESSAGE_NOTICES = 101;

/**
 * How often a live socket hears from the server at least (ms): a socket that got nothing else for
 * this long is sent a heartbeat, an awareness message with no entries (3 bytes) that y-websocket
 * clients count as a message and apply as nothing. Read-only sockets (walls, clients) get nothing
 * between changes; without it the client could not tell a quiet server from a lost one, and
 * y-websocket itself drops a socket silent for 30 s. The server checks every half period, so the
 * longest silence of a healthy socket is 1.5 periods (3 s).
 */
export const LIVE_HEARTBEAT_MS = 2_000;
/**
 * Silence after which a client tells its user the server is lost ("Offline"), keeping the socket open in case it was
 * only slow (ms).
 */
export const LIVE_SILENCE_OFFLINE_MS = 4_500;
/** Silence after which a client drops the socket and connects again (ms). */
export const LIVE_SILENCE_RECONNECT_MS = 12_000;

/** Largest id PostgreSQL's `integer` holds. */
const INT32_MAX = 2_147_483_647;

/** The room name of a terminal, as y-websocket appends it to the endpoint. */
export const terminalRoomName = (terminalId: number) => `terminais/${terminalId}`;

/**
 * The terminal id in a room's id segment, or null unless it is a positive int32 written plainly (no sign, exponent, or
 * leading zero).
 */
export function parseTerminalId(segment: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= INT32_MAX ? id : null;
}

/**
 * Sockets one user (or one display token) may hold open at once on one server, unless configured.
 * The board and the wall open one socket per terminal shown, so a user with a few tabs of a
 * board of 20-30 terminals, or a display link shown on several screens, needs several dozen.
 */
export const LIVE_MAX_SOCKETS_PER_USER = 100;

/**
 * A socket's own awareness state above this size (bytes of JSON as sent) is dropped unread; others' states it echoes
 * are skipped whatever their size.
 */
export const AWARENESS_MAX_MESSAGE_BYTES = 8 * 1024;
/** An awareness state above this size (bytes of JSON, after the server stamped it) is not relayed. */
export const AWARENESS_MAX_STATE_BYTES = 1024;
/** Longest `editing.field` (a column id of the board) and string `editing.rowId`. */
export const AWARENESS_MAX_FIELD_LENGTH = 64;

/** The cell an editor is on, as relayed in awareness. */
export interface EditingCell {
  rowId: number | string;
  field: string;
  /** An editor is open on the cell (typing); otherwise the person is only on it (viewing). */
  open?: boolean;
  /** When the person came to this cell (ms since epoch, their clock): of one person's tabs, the latest counts. */
  at?: number;
}

/** An awareness state as every client receives it: `user` is always the server's word. */
export interface PresenceState {
  user: { id: number; name: string; color: string };
  editing: EditingCell | null;
}

/**
 * Presence colours: no blue (the focus ring's colour is this user's own cell), and each at
 * least 4.5:1 with white (the initials and name label on it) and against the white grid.
 */
export const PRESENCE_PALETTE = [
  "#c92a2a",
  "#c2410c",
  "#2f6b00",
  "#862e9c",
  "#087f5b",
  "#a61e4d",
  "#b35c00",
  "#7c4a03",
] as const;

/** A stable colour per user, so everyone sees the same person in the same colour. */
export const presenceColor = (userId: number): string =>
  PRESENCE_PALETTE[Math.abs(userId) % PRESENCE_PALETTE.length] ?? PRESENCE_PALETTE[0];

/** A terminal's name and particulars, as the port form edits them and the board's header shows them. */
export interface TerminalParticulars {
  name: string;
  rate: string | null;
  av_dw_bw: string | null;
  max_draft: string | null;
  draft_berth: string | null;
  loa: string | null;
  remark: string | null;
}

/**
 * A terminal's header in a live room's `meta.terminal`: the values `GET /lineups` returns for it (`atualizador`: the
 * updater's name).
 */
export interface LiveTerminalHeader extends TerminalParticulars {
  atualizado_data: string | null;
  atualizador: string | null;
}

/**
 * When the terminal's port was last marked updated for one comm type, and by whom (`POST /portos/{id}/atualizar` with
 * `carga`).
 */
export interface LivePortMark {
  carga_tipo_id: number;
  /** The comm type's name. */
  carga_tipo: string;
  /** ISO timestamp. */
  data: string;
  /** The name of who marked it, or null. */
  user: string | null;
}

/**
 * A live room's `doc.getMap("meta")` (README "Live updates"): counts and waiting time over the room's own rows,
 * observations excluded.
 */
export interface LiveMeta {
  epoch: string;
  terminal_id: number;
  /** Null once the terminal is removed (its sockets are then closed with 4403). */
  terminal: LiveTerminalHeader | null;
  updated_at: string | null;
  updated_by: string | null;
  /** The marks of the terminal's port, one per comm type marked (the board's port header shows its comm type's). */
  port_marks: LivePortMark[];
  counts: { berthed: number; waiting: number; expected: number };
  av_waiting_time: number | null;
}
