import * as Y from "yjs";
import { WebsocketProvider } from "y-websocket";
import { LIVE_CLOSE, LIVE_MESSAGE_NOTICES } from "@lineup/shared";
import { presenceIn } from "./live-decode";
import { backoffMs, nextLiveState, silenceVerdict, SILENCE_CHECK_MS, type LiveState } from "./live-state";
import { readNoticesMessage } from "./notices";
import { jwtExpired, renewalDelayMs, tokenMessage } from "./token-renewal";
import type { Peer, PeerCell, TerminalRoom, TerminalRoomOptions } from "./room-types";

export { jwtExpired } from "./token-renewal";
export { backoffMs, nextLiveState, OFFLINE_AFTER_FAILURES, type LiveState, type LiveStatus } from "./live-state";
export type { Peer, PeerCell, RowsChange, TerminalRoom, TerminalRoomOptions } from "./room-types";

/**
 * Delay before trying again after the server refused a socket for too many open ones (4429): other tabs must close
 * first.
 */
export const TOO_MANY_SOCKETS_RETRY_MS = 60_000;

/** Bounds of the wait before renewing a socket's token in place (ms). */
const MIN_RENEWAL_WAIT_MS = 5_000;
const MAX_RENEWAL_WAIT_MS = 300_000;

/** Close codes after which trying again cannot help: the room or the access is wrong. */
const FINAL_CODES: readonly number[] = [LIVE_CLOSE.forbidden, LIVE_CLOSE.badRoom, LIVE_CLOSE.notFound];

const defaultUrl = () => `${location.origin.replace(/^http/, "ws")}/api/v1/live`;

/**
 * Opens the live room of a terminal. Every connection attempt uses a fresh Y.Doc:
 * the server's document is authoritative and a stale local doc must never merge old state back.
 */
export function openTerminalRoom(terminalId: number, opts: TerminalRoomOptions): TerminalRoom {
  let state: LiveState = { status: "connecting", offlineSince: null, failures: 0 };
  let provider: WebsocketProvider | null = null;
  /** The provider whose socket synced: only its silence is watched. */
  let syncedProvider: WebsocketProvider | null = null;
  /** When its socket last received anything (ms): kept here, y-websocket's own stamp is not on this clock in tests. */
  let heardAt = 0;
  /** When the current attempt began (ms): a socket still opening is watched from then. */
  let attemptAt = 0;
  let doc: Y.Doc | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Renews the synced socket's token before it expires. */
  let renewal: ReturnType<typeof setTimeout> | null = null;
  /**
   * The shortest wait before a renewal: it doubles while renewals come back no later (a clock far ahead, a server out
   * of reach).
   */
  let renewalFloor = MIN_RENEWAL_WAIT_MS;
  let closed = false;
  let editing: PeerCell | null = null;
  // A token just handed over by refreshToken is used as it is, even if this clock calls it expired (skew).
  let renewed = false;

  const setState = (next: LiveState) => {
    state = next;
    opts.onState?.(state);
  };

  const teardown = () => {
    if (renewal) clearTimeout(renewal);
    renewal = null;
    provider?.destroy();
    doc?.destroy();
    provider = null;
    doc = null;
  };

  const schedule = (delay: number) => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(connect, delay);
  };

  const emitPeers = (p: WebsocketProvider) => {
    const peers: Peer[] = [];
    // Other people only: this tab, and this person's other tabs, are not someone else on the terminal.
    const me = presenceIn(p.awareness.getLocalState())?.user.id;
    p.awareness.getStates().forEach((s, clientId) => {
      const peer = presenceIn(s);
      if (clientId !== p.awareness.clientID && peer && peer.user.id !== me) peers.push({ clientId, ...peer });
    });
    opts.onPeers?.(peers);
  };

  /**
   * Asks for a token in place of `expired`, then connects with it; gives up when there is none.
   * When the refused token was itself just renewed (the server keeps refusing), the next try backs off.
   */
  const renew = (expired: string, wasRenewed: boolean) => {
    if (!opts.refreshToken) return;
    opts.refreshToken(expired).then(
      (t) => {
        if (closed) return;
        if (t === null) setState(nextLiveState(state, { type: "forbidden" }));
        else {
          renewed = true;
          schedule(wasRenewed ? backoffMs(state.failures) : 0);
        }
      },
      () => {
        if (state.status === "live") setState(nextLiveState(state, { type: "closed", at: new Date() }));
        schedule(backoffMs(state.failures));
      },
    );
  };

  function connect() {
    timer = null;
    if (closed) return;
    teardown();
    let token = opts.token();
    // An access token that expired while away (sleep, network loss) is renewed first, not sent to be refused.
    const fresh = renewed;
    renewed = false;
    if (!fresh && opts.refreshToken && jwtExpired(token)) return renew(token, false);
    const d = new Y.Doc();
    const p = new WebsocketProvider(opts.url ?? defaultUrl(), `terminais/${terminalId}`, d, {
      params: { token },
      connect: false,
      disableBc: true,
      ...(opts.WebSocketPolyfill && { WebSocketPolyfill: opts.WebSocketPolyfill }),
    });
    // The user's notifications changed (issue 25): the notification centre reads them again.
    p.messageHandlers[LIVE_MESSAGE_NOTICES] = readNoticesMessage;
    doc = d;
    provider = p;
    attemptAt = Date.now();
    const rows = d.getMap<Record<string, unknown>>("rows");
    const meta = d.getMap<unknown>("meta");
    let synced = false;
    let handled = false;

    rows.observe((event) => {
      if (!synced) return;
      const changed = new Map<number, Record<string, unknown>>();
      const deleted: number[] = [];
      event.changes.keys.forEach((change, key) => {
        if (change.action === "delete") deleted.push(Number(key));
        else {
          const v = rows.get(key);
          if (v) changed.set(Number(key), v);
        }
      });
      opts.onRows?.({ changed, deleted, reset: false });
    });
    meta.observe(() => {
      if (synced) opts.onMeta?.(meta.toJSON());
    });
    p.on("sync", (isSynced: boolean) => {
      if (!isSynced || synced || provider !== p) return;
      synced = true;
      syncedProvider = p;
      heardAt = Date.now();
      const outageMs = state.offlineSince ? Date.now() - state.offlineSince.getTime() : null;
      opts.onRows?.({
        changed: new Map([...rows.entries()].map(([k, v]) => [Number(k), v])),
        deleted: [],
        reset: true,
        outageMs,
      });
      opts.onMeta?.(meta.toJSON());
      setState(nextLiveState(state, { type: "synced" }));
      keepToken();
      if (opts.user) p.awareness.setLocalState({ user: opts.user, editing });
    });
    p.awareness.on("change", () => {
      if (provider === p) emitPeers(p);
    });
    /**
     * Sends the socket a fresh token before its own expires, so it stays open (at expiry the server closes it with
     * 4401).
     */
    const keepToken = () => {
      const refresh = opts.refreshToken;
      const delay = renewalDelayMs(token);
      if (!refresh || delay === null) return;
      const wait = Math.max(delay, renewalFloor);
      renewalFloor = delay < renewalFloor ? Math.min(2 * renewalFloor, MAX_RENEWAL_WAIT_MS) : MIN_RENEWAL_WAIT_MS;
      renewal = setTimeout(() => {
        renewal = null;
        refresh(token).then(
          (next) => {
            // Null: the session is over; the server closes the socket when its token expires.
            if (provider !== p || next === null) return;
            if (next !== token && p.wsconnected) {
              p.ws?.send(tokenMessage(next));
              token = next;
            }
            keepToken();
          },
          () => provider === p && keepToken(),
        );
      }, wait);
    };
    p.on("connection-close", (event: CloseEvent | null) => {
      if (handled || provider !== p) return;
      handled = true;
      // Stop y-websocket's own reconnection: the next attempt gets a fresh doc.
      p.shouldConnect = false;
      const code = event?.code ?? 0;
      if (FINAL_CODES.includes(code)) {
        teardown();
        setState(nextLiveState(state, { type: "forbidden" }));
        return;
      }
      opts.onPeers?.([]);
      const renewal = code === LIVE_CLOSE.unauthorized && opts.refreshToken;
      // A live socket closed because its token expired is renewed at once and resyncs in full: not a failure to show.
      // Refused before syncing, it counts as one, so a token the server keeps refusing backs off.
      if (!(renewal && synced)) setState(nextLiveState(state, { type: "closed", at: new Date() }));
      if (renewal) return renew(token, fresh);
      schedule(code === LIVE_CLOSE.tooManySockets ? TOO_MANY_SOCKETS_RETRY_MS : backoffMs(state.failures));
    });
    p.on("status", ({ status }: { status: string }) => {
      if (status === "connecting") p.ws?.addEventListener("message", () => void (heardAt = Date.now()));
    });
    p.on("connection-error", () => {
      // A failed handshake is followed by a close event; nothing to do here.
    });
    p.connect();
  }

  /** The server is out of reach: said at once; the socket is dropped when `drop` (it cannot come back by itself). */
  const lose = (at: Date, drop: boolean) => {
    if (state.status !== "offline" && state.status !== "forbidden")
      setState(nextLiveState(state, { type: "lost", at }));
    if (drop) provider?.disconnect();
  };

  // Silence on a synced socket: the server heartbeats every socket, so this is a lost server, not a quiet one. A
  // socket still opening is held to the same times: on a link that died without saying so, the browser would wait
  // minutes for it, saying nothing, and the next attempt would wait behind it.
  const watch = setInterval(() => {
    const p = provider;
    if (p?.wsconnecting) {
      const verdict = silenceVerdict(Date.now() - attemptAt);
      if (verdict !== "heard") lose(new Date(attemptAt), verdict === "drop");
      return;
    }
    if (!p || p !== syncedProvider || !p.wsconnected) return;
    const verdict = silenceVerdict(Date.now() - heardAt);
    if (verdict === "heard") {
      if (state.status === "offline") setState(nextLiveState(state, { type: "synced" }));
    } else lose(new Date(heardAt), verdict === "drop");
  }, SILENCE_CHECK_MS);

  const onOnline = () => {
    if (state.status !== "live" && state.status !== "forbidden") schedule(0);
  };
  // The browser knows before any heartbeat is missed.
  const onOffline = () => lose(new Date(), true);
  if (typeof window !== "undefined") {
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
  }

  opts.onState?.(state);
  connect();

  return {
    setEditing(rowId, field, open = false) {
      editing = rowId === null || !field ? null : { rowId, field, open, at: Date.now() };
      if (provider && opts.user) provider.awareness.setLocalStateField("editing", editing);
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      clearInterval(watch);
      if (typeof window !== "undefined") {
        window.removeEventListener("online", onOnline);
        window.removeEventListener("offline", onOffline);
      }
      teardown();
    },
  };
}
