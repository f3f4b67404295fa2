import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_HEARTBEAT_MS, LIVE_MESSAGE_TOKEN } from "@lineup/shared";
import { ServerlikeSocket } from "./fake-socket";
import { openTerminalRoom, type LiveState } from "./terminal-room";
import { renewalDelayMs, tokenMessage } from "./token-renewal";

/** An unsigned JWT-shaped token issued at `iat` for `lifeS` seconds. */
const jwt = (iatMs: number, lifeS: number, n = 0) => {
  const iat = Math.floor(iatMs / 1000);
  return `h.${btoa(JSON.stringify({ iat, exp: iat + lifeS, n })).replace(/=+$/, "")}.s`;
};

describe("renewalDelayMs", () => {
  it(
    "renews a quarter of the token's life before it expires, " +
      "never more than a minute before, and never a display token",
    () => {
      const now = Date.parse("2026-01-01T10:00:00Z");
      expect(renewalDelayMs(jwt(now, 900), now)).toBe(840_000);
      expect(renewalDelayMs(jwt(now, 60), now)).toBe(45_000);
      expect(renewalDelayMs(jwt(now - 900_000, 900), now)).toBe(-60_000);
      expect(renewalDelayMs("a1b2c3d4e5f6", now)).toBeNull();
    },
  );

  it("writes the token after the message type, as y-websocket writes its own", () => {
    const bytes = tokenMessage("abc");
    expect([...bytes]).toEqual([LIVE_MESSAGE_TOKEN, 3, 97, 98, 99]);
  });
});

describe("a room whose access token expires", () => {
  const sockets = ServerlikeSocket.opened;
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse("2026-01-01T10:00:00Z") });
    sockets.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it(
    "sends each fresh token over its open socket before the last one expires, " +
      "for an hour, " +
      "without reconnecting",
    async () => {
      const states: LiveState[] = [];
      let issued = 0;
      let token = jwt(Date.now(), 900);
      const refreshToken = vi.fn(async () => (token = jwt(Date.now(), 900, ++issued)));
      const room = openTerminalRoom(7, {
        token: () => token,
        refreshToken,
        onState: (s) => states.push(s),
        url: "ws://test/api/v1/live",
        WebSocketPolyfill: ServerlikeSocket as unknown as typeof WebSocket,
      });
      await vi.advanceTimersByTimeAsync(50);
      expect(states.at(-1)?.status).toBe("live");
      for (let t = 0; t < 3_600_000; t += LIVE_HEARTBEAT_MS) {
        sockets[0]?.heartbeat();
        await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS);
      }
      // 15-minute tokens renewed a minute before their end: four in an hour, each sent once, on the one socket.
      expect(sockets).toHaveLength(1);
      expect(states.every((s) => s.status !== "reconnecting" && s.status !== "offline")).toBe(true);
      const renewals = sockets[0]?.sent.filter((m) => m[0] === LIVE_MESSAGE_TOKEN) ?? [];
      expect(refreshToken).toHaveBeenCalledTimes(4);
      expect(renewals.map((m) => [...m])).toEqual(
        [1, 2, 3, 4].map((n) => [...tokenMessage(jwt(Date.parse("2026-01-01T10:00:00Z") + n * 840_000, 900, n))]),
      );
      room.close();
    },
  );
});
