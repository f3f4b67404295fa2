import * as encoding from "lib0/encoding";
import * as awarenessProtocol from "y-protocols/awareness";
import * as syncProtocol from "y-protocols/sync";
import type * as Y from "yjs";
import { LIVE_MESSAGE_NOTICES } from "@lineup/shared";

/** y-websocket's message types: the first varint of every message. */
export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_QUERY_AWARENESS = 3;

const message = (write: (e: encoding.Encoder) => void) => {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
};

/** A document update, as every socket of a room is sent it. */
export const syncUpdateMessage = (update: Uint8Array): Uint8Array =>
  message((e) => {
    encoding.writeVarUint(e, MESSAGE_SYNC);
    syncProtocol.writeUpdate(e, update);
  });

/** Sync step 1: the document's state vector (so a client asks for what it lacks). */
export const syncStep1Message = (doc: Y.Doc): Uint8Array =>
  message((e) => {
    encoding.writeVarUint(e, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(e, doc);
  });

/** Sync step 2: what the document holds beyond a client's state vector. */
export const syncStep2Message = (doc: Y.Doc, stateVector: Uint8Array): Uint8Array =>
  message((e) => {
    encoding.writeVarUint(e, MESSAGE_SYNC);
    syncProtocol.writeSyncStep2(e, doc, stateVector);
  });

/** The awareness states of these client ids, in one message. */
export const awarenessStatesMessage = (awareness: awarenessProtocol.Awareness, clientIds: number[]): Uint8Array =>
  message((e) => {
    encoding.writeVarUint(e, MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(awareness, clientIds));
  });

/** The user's notifications changed: `varUint(LIVE_MESSAGE_NOTICES) varUint(unread)`. */
export const noticesMessage = (unread: number): Uint8Array =>
  message((e) => {
    encoding.writeVarUint(e, LIVE_MESSAGE_NOTICES);
    encoding.writeVarUint(e, unread);
  });
