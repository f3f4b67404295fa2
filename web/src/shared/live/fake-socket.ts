/** The shape of a WebSocket y-websocket uses, for tests to give as `WebSocketPolyfill`: each test's socket says when it opens, what it receives and how it closes. */
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
