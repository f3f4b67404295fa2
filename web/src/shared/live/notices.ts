import * as decoding from "lib0/decoding";
import type * as encoding from "lib0/encoding";

/** Told the user's unread count whenever the server says their notifications changed. */
type NoticesListener = (unread: number) => void;

const listeners = new Set<NoticesListener>();

/**
 * Listens for the server's `LIVE_MESSAGE_NOTICES` on any live socket of this tab (the board opens
 * one per terminal, and each of them carries it). Returns the way to stop listening.
 */
export function onNotices(listener: NoticesListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The y-websocket message handler of `LIVE_MESSAGE_NOTICES`: reads `varUint(unread)` and tells the
 * listeners. It answers nothing (the encoder stays empty, so the provider sends no reply).
 */
export function readNoticesMessage(_encoder: encoding.Encoder, decoder: decoding.Decoder): void {
  const unread = decoding.readVarUint(decoder);
  for (const listener of listeners) listener(unread);
}
