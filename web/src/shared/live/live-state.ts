import { LIVE_SILENCE_OFFLINE_MS, LIVE_SILENCE_RECONNECT_MS } from "@lineup/shared";

/** Connection state of a live room as the user sees it. */
export type LiveStatus = "connecting" | "live" | "reconnecting" | "offline" | "forbidden";

/** State of the connection: status and since when data may be stale. */
export interface LiveState {
  status: LiveStatus;
  offlineSince: Date | null;
  failures: number;
}

/**
 * What happens to a room: synced (or heard from again), its socket closed, the server lost (silent, or the browser
 * offline), or access refused.
 */
export type LiveEvent =
  { type: "synced" } | { type: "closed"; at: Date } | { type: "lost"; at: Date } | { type: "forbidden" };

/** Failed attempts after which the room says 'offline' rather than 'reconnecting'. */
export const OFFLINE_AFTER_FAILURES = 3;

/** The status state machine: pure, so it can be tested without sockets. */
export function nextLiveState(state: LiveState, event: LiveEvent): LiveState {
  switch (event.type) {
    case "synced":
      return { status: "live", offlineSince: null, failures: 0 };
    case "forbidden":
      return { ...state, status: "forbidden" };
    case "lost":
      // The server is known to be out of reach: said at once, not after three failed attempts.
      if (state.status === "forbidden") return state;
      return { ...state, status: "offline", offlineSince: state.offlineSince ?? event.at };
    case "closed": {
      if (state.status === "forbidden") return state;
      const failures = state.failures + 1;
      const offlineSince = state.offlineSince ?? event.at;
      return {
        status: failures >= OFFLINE_AFTER_FAILURES || state.status === "offline" ? "offline" : "reconnecting",
        offlineSince,
        failures,
      };
    }
  }
}

/** Delay before the n-th reconnection attempt: 0.5 s doubling up to 10 s. */
export const backoffMs = (failures: number) => Math.min(10_000, 500 * 2 ** Math.max(0, failures - 1));

/** How often a room checks how long its socket has been silent (ms). */
export const SILENCE_CHECK_MS = 500;

/**
 * What a silence of `silentMs` on an open socket means. The server sends every socket something
 * at least every 1.5 heartbeats (`LIVE_HEARTBEAT_MS`), so a longer silence means it is out of reach:
 * the room says so ("lost") soon enough for the user to know within 5 s, but keeps the socket a
 * while in case the server was only slow, and drops it to connect again only after a longer one.
 */
export function silenceVerdict(silentMs: number): "heard" | "lost" | "drop" {
  if (silentMs >= LIVE_SILENCE_RECONNECT_MS) return "drop";
  return silentMs >= LIVE_SILENCE_OFFLINE_MS ? "lost" : "heard";
}
