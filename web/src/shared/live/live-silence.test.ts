import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_HEARTBEAT_MS, LIVE_SILENCE_OFFLINE_MS, LIVE_SILENCE_RECONNECT_MS } from "@lineup/shared";
import { nextLiveState, silenceVerdict, SILENCE_CHECK_MS, type LiveState } from "./live-state";
import { openTerminalRoom } from "./terminal-room";
import { ServerlikeSocket } from "./fake-socket";

describe("silence on a live socket", () => {
  it("is heard within 1.5 heartbeats, lost after, dropped later, and the user is told within 5 s", () => {
    expect(silenceVerdict(LIVE_HEARTBEAT_MS * 1.5)).toBe("heard");
    expect(silenceVerdict(LIVE_SILENCE_OFFLINE_MS)).toBe("lost");
    expect(silenceVerdict(LIVE_SILENCE_RECONNECT_MS)).toBe("drop");
    expect(LIVE_SILENCE_OFFLINE_MS + SILENCE_CHECK_MS).toBeLessThanOrEqual(5_000);
  });

  it(
    "says offline at once when the server is lost, " +
      "stays offline while attempts fail, and is live again when heard",
    () => {
      const live: LiveState = { status: "live", offlineSince: null, failures: 0 };
      const at = new Date("2026-01-01T10:00:00Z");
      const lost = nextLiveState(live, { type: "lost", at });
      expect(lost).toEqual({ status: "offline", offlineSince: at, failures: 0 });
      expect(nextLiveState(lost, { type: "closed", at: new Date() })).toMatchObject({
        status: "offline",
        offlineSince: at,
        failures: 1,
      });
      expect(nextLiveState(lost, { type: "synced" }).status).toBe("live");
      expect(nextLiveState({ ...live, status: "forbidden" }, { type: "lost", at }).status).toBe("forbidden");
    },
  );
});

const sockets = ServerlikeSocket.opened;

describe("a room's watch on its socket", () => {
  const listeners = new EventTarget();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("window", listeners);
    sockets.length = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const open = () => {
    const states: LiveState[] = [];
    const room = openTerminalRoom(7, {
      token: () => "display-token",
      onState: (s) => states.push(s),
      url: "ws://test/api/v1/live",
      WebSocketPolyfill: ServerlikeSocket as unknown as typeof WebSocket,
    });
    return { room, status: () => states.at(-1)?.status };
  };

  it(
    "stays live on heartbeats alone, says offline within 5 s of silence, " +
      "live again when heard, and connects again after a long silence",
    async () => {
      const { room, status } = open();
      await vi.advanceTimersByTimeAsync(50);
      expect(status()).toBe("live");
      // Two minutes of heartbeats and nothing else: y-websocket alone would have dropped the socket at 30 s.
      for (let i = 0; i < 60; i++) {
        sockets[0]?.heartbeat();
        await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS);
      }
      expect(status()).toBe("live");
      expect(sockets).toHaveLength(1);

      await vi.advanceTimersByTimeAsync(5_000);
      expect(status()).toBe("offline");
      sockets[0]?.heartbeat();
      await vi.advanceTimersByTimeAsync(SILENCE_CHECK_MS + 10);
      expect(status()).toBe("live");
      expect(sockets).toHaveLength(1);

      await vi.advanceTimersByTimeAsync(LIVE_SILENCE_RECONNECT_MS + 1_000);
      expect(sockets.length).toBeGreaterThan(1);
      expect(status()).toBe("live");
      room.close();
    },
  );

  it("says offline within 5 s when its socket never opens, tries a new one after 12 s, and is live once one opens", async () => {
    ServerlikeSocket.deadLink = true;
    try {
      const { room, status } = open();
      await vi.advanceTimersByTimeAsync(LIVE_SILENCE_OFFLINE_MS - SILENCE_CHECK_MS);
      expect(status()).toBe("connecting");
      await vi.advanceTimersByTimeAsync(SILENCE_CHECK_MS * 2);
      expect(status()).toBe("offline");
      expect(sockets).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(LIVE_SILENCE_RECONNECT_MS - LIVE_SILENCE_OFFLINE_MS + 1_000);
      expect(sockets).toHaveLength(2);
      expect(sockets[0]?.readyState).toBe(3);

      ServerlikeSocket.deadLink = false;
      await vi.advanceTimersByTimeAsync(LIVE_SILENCE_RECONNECT_MS + 1_000);
      expect(status()).toBe("live");
      room.close();
    } finally {
      ServerlikeSocket.deadLink = false;
    }
  });

  it("says offline the moment the browser goes offline and connects again when it is back", async () => {
    const { room, status } = open();
    await vi.advanceTimersByTimeAsync(50);
    expect(status()).toBe("live");
    listeners.dispatchEvent(new Event("offline"));
    expect(status()).toBe("offline");
    const before = sockets.length;
    listeners.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(50);
    expect(sockets.length).toBeGreaterThan(before);
    expect(status()).toBe("live");
    room.close();
  });
});
