import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import {
  AWARENESS_MAX_FIELD_LENGTH,
  AWARENESS_MAX_STATE_BYTES,
  type EditingCell,
  type PresenceState,
  isRecord,
} from "@lineup/shared";

/** One client's entry in a y-protocols awareness update. `state` null means "this client left". */
export interface AwarenessEntry {
  clientId: number;
  clock: number;
  state: unknown;
}

/**
 * An entry as read off the wire: its state is the JSON's UTF-8 bytes, not yet decoded (a view into the message, no
 * copy).
 */
export interface RawAwarenessEntry {
  clientId: number;
  clock: number;
  json: Uint8Array;
}

/**
 * Reads an awareness update without decoding its states, so entries the
 * reader will ignore cost no UTF-8 decoding and no `JSON.parse`: y-websocket
 * clients send back every state they receive, so in a room of n editors most
 * entries the server reads are echoes of others' states. Returns null when the
 * update declares more than `maxEntries` entries. Throws when malformed.
 */
export function readAwarenessEntries(update: Uint8Array, maxEntries: number): RawAwarenessEntry[] | null {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  if (count > maxEntries) return null;
  const entries: RawAwarenessEntry[] = [];
  for (let i = 0; i < count; i++) {
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    // writeVarString is a length and the UTF-8 bytes: read as bytes, it is not decoded.
    entries.push({ clientId, clock, json: decoding.readVarUint8Array(decoder) });
  }
  return entries;
}

const utf8 = new TextDecoder();

/** The state of a raw entry (null: the client left). Throws when it is not JSON. */
export const parseState = (entry: RawAwarenessEntry): unknown => JSON.parse(utf8.decode(entry.json));

/** Writes entries back in the y-protocols awareness update format. */
export function encodeAwarenessUpdate(entries: AwarenessEntry[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const e of entries) {
    encoding.writeVarUint(encoder, e.clientId);
    encoding.writeVarUint(encoder, e.clock);
    encoding.writeVarString(encoder, JSON.stringify(e.state));
  }
  return encoding.toUint8Array(encoder);
}

const FIELD = new RegExp(`^[A-Za-z][A-Za-z0-9_.]{0,${AWARENESS_MAX_FIELD_LENGTH - 1}}$`);

/**
 * The `editing` cell of a client's state if it is well formed (a row id that is a safe integer or a short string, a
 * column id), else null;
 * `open` (a boolean) and `at` (a non-negative safe integer) are kept when well formed, dropped otherwise.
 */
export function validEditing(value: unknown): EditingCell | null {
  if (!isRecord(value)) return null;
  const { rowId, field, open, at } = value;
  const rowOk =
    (typeof rowId === "number" && Number.isSafeInteger(rowId)) ||
    (typeof rowId === "string" && rowId.length > 0 && rowId.length <= AWARENESS_MAX_FIELD_LENGTH);
  if (!rowOk || typeof field !== "string" || !FIELD.test(field)) return null;
  const cell: EditingCell = { rowId, field };
  if (typeof open === "boolean") cell.open = open;
  if (typeof at === "number" && Number.isSafeInteger(at) && at >= 0) cell.at = at;
  return cell;
}

/**
 * What the server relays of a client's awareness state: `user` is the
 * authenticated one, `editing` is kept only when valid, anything else is
 * dropped. Null (the client left) stays null; undefined means "too large, do not relay".
 */
export function stampState(state: unknown, user: PresenceState["user"]): PresenceState | null | undefined {
  if (state === null) return null;
  const editing = isRecord(state) ? validEditing(state.editing) : null;
  const stamped: PresenceState = { user, editing };
  return Buffer.byteLength(JSON.stringify(stamped)) <= AWARENESS_MAX_STATE_BYTES ? stamped : undefined;
}
