/**
 * The shape of a WebSocket y-websocket uses, for tests to give as `WebSocketPolyfill`: each test's socket says when it
 * opens, what it receives and how it closes.
 */
export class FakeSocketBase extends EventTarget {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  readyState = 0;
  binaryType = "arraybuffer";
  onopen: (() => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: ArrayBuffer }) => void) | null = null;
  send(_data: unknown) {}
  close() {
    this.readyState = 3;
  }
}

/**
 * A socket that opens, and answers the client's sync step 1 as the server does; `heartbeat()`
 * sends what the server sends a quiet socket, `sent` holds what the client sent. Each one made is
 * added to `ServerlikeSocket.opened` (tests empty it).
 */
export class ServerlikeSocket extends FakeSocketBase {
  static readonly opened: ServerlikeSocket[] = [];
  /** While true, new sockets never open: a link that died without saying so (no error, no close). */
  static deadLink = false;
  readonly sent: Uint8Array[] = [];
  constructor(readonly url: string) {
    super();
    ServerlikeSocket.opened.push(this);
    if (ServerlikeSocket.deadLink) return;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 5);
  }
  send(data: Uint8Array) {
    this.sent.push(data);
    // Sync (0), step 2 (1), an update of 2 bytes: an empty document's.
    if (data[0] === 0) this.deliver(Uint8Array.of(0, 1, 2, 0, 0));
  }
  heartbeat() {
    this.deliver(Uint8Array.of(1, 1, 0));
  }
  private deliver(bytes: Uint8Array) {
    if (this.readyState !== 1) return;
    const data = bytes.slice().buffer;
    setTimeout(() => {
      this.onmessage?.({ data });
      this.dispatchEvent(new MessageEvent("message", { data }));
    }, 1);
  }
}
