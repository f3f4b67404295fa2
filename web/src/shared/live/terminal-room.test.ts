import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_CLOSE } from "@lineup/shared";
import {
  backoffMs,
  jwtExpired,
  nextLiveState,
  OFFLINE_AFTER_FAILURES,
  openTerminalRoom,
  TOO_MANY_SOCKETS_RETRY_MS,
  type LiveState,
} from "./terminal-room";
import { FakeSocketBase } from "./fake-socket";

const start: LiveState = { status: "connecting", offlineSince: null, failures: 0 };

describe("nextLiveState", () => {
  it(
    "goes live on sync, " +
      "keeps the first drop time while reconnecting " +
      "and turns offline after repeated failures",
    () => {
      const live = nextLiveState(start, { type: "synced" });
      expect(live).toEqual({ status: "live", offlineSince: null, failures: 0 });
      const t1 = new Date("2026-01-01T10:15:00Z");
      const t2 = new Date("2026-01-01T10:16:00Z");
      let s = nextLiveState(live, { type: "closed", at: t1 });
      expect(s).toEqual({ status: "reconnecting", offlineSince: t1, failures: 1 });
      for (let i = 1; i < OFFLINE_AFTER_FAILURES; i++) s = nextLiveState(s, { type: "closed", at: t2 });
      expect(s.status).toBe("offline");
      expect(s.offlineSince).toBe(t1);
      expect(nextLiveState(s, { type: "synced" })).toEqual({ status: "live", offlineSince: null, failures: 0 });
    },
  );

  it("stays forbidden whatever closes after", () => {
    const s = nextLiveState(start, { type: "forbidden" });
    expect(nextLiveState(s, { type: "closed", at: new Date() }).status).toBe("forbidden");
  });

  it("backs off from half a second up to ten", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(backoffMs)).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});

/** A socket that never opens and closes with the next queued code. */
const opened: string[] = [];
let codes: number[] = [];
class FakeSocket extends FakeSocketBase {
  constructor(readonly url: string) {
    super();
    opened.push(url);
    const code = codes.shift() ?? 1006;
    setTimeout(() => {
      this.readyState = 3;
      this.onclose?.({ code });
    }, 10);
  }
  close() {}
}

describe("openTerminalRoom", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    opened.length = 0;
    codes = [];
  });
  afterEach(() => vi.useRealTimers());

  const open = (refreshToken?: (expired: string) => Promise<string | null>, first = "first") => {
    const states: LiveState[] = [];
    let token = first;
    const room = openTerminalRoom(7, {
      token: () => token,
      refreshToken:
        refreshToken &&
        (async (expired) => {
          const t = await refreshToken(expired);
          if (t !== null) token = t;
          return t;
        }),
      onState: (s) => states.push(s),
      url: "ws://test/api/v1/live",
      WebSocketPolyfill: FakeSocket as unknown as typeof WebSocket,
    });
    return { room, states };
  };

  it("reconnects with backoff, each attempt to the terminal's room, and reports when it went offline", async () => {
    const { room, states } = open();
    expect(states[0]?.status).toBe("connecting");
    await vi.advanceTimersByTimeAsync(20);
    expect(states.at(-1)?.status).toBe("reconnecting");
    const since = states.at(-1)?.offlineSince;
    expect(since).toBeInstanceOf(Date);
    await vi.advanceTimersByTimeAsync(600);
    expect(opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1100);
    expect(opened).toHaveLength(3);
    expect(states.at(-1)?.status).toBe("offline");
    expect(states.at(-1)?.offlineSince).toBe(since);
    expect(opened[0]).toMatch(/^ws:\/\/test\/api\/v1\/live\/terminais\/7\?token=first$/);
    room.close();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(opened).toHaveLength(3);
  });

  it.each([LIVE_CLOSE.forbidden, LIVE_CLOSE.badRoom, LIVE_CLOSE.notFound])(
    "stops on %i (forbidden, or a bad room name) and reports forbidden",
    async (code) => {
      codes = [code];
      const { room, states } = open();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(states.at(-1)?.status).toBe("forbidden");
      expect(opened).toHaveLength(1);
      room.close();
    },
  );

  it("waits a long time before trying again when refused for too many sockets (4429), instead of storming", async () => {
    codes = [LIVE_CLOSE.tooManySockets, LIVE_CLOSE.tooManySockets];
    const { room, states } = open();
    await vi.advanceTimersByTimeAsync(TOO_MANY_SOCKETS_RETRY_MS - 100);
    expect(opened).toHaveLength(1);
    expect(states.at(-1)?.status).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(200);
    expect(opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(TOO_MANY_SOCKETS_RETRY_MS - 100);
    expect(opened).toHaveLength(2);
    room.close();
  });

  it("refreshes the token on 4401 and reconnects with the new one", async () => {
    codes = [4401];
    const refresh = vi.fn(async () => "second");
    const { room } = open(refresh);
    await vi.advanceTimersByTimeAsync(20);
    expect(refresh).toHaveBeenCalledOnce();
    expect(opened[1]).toMatch(/token=second$/);
    room.close();
  });

  it("renews an access token that expired while away before connecting, instead of sending it to be refused", async () => {
    const expired = jwt(Date.now() / 1000 - 60);
    const refresh = vi.fn(async () => "fresh");
    const { room } = open(refresh, expired);
    await vi.advanceTimersByTimeAsync(5);
    expect(refresh).toHaveBeenCalledWith(expired);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/token=fresh$/);
    room.close();
  });

  it(
    "retries with backoff when the refresh could not reach the server, " +
      "and gives up (forbidden) when the session is over",
    async () => {
      codes = [4401, 4401];
      const refresh = vi
        .fn<(expired: string) => Promise<string | null>>()
        .mockRejectedValueOnce(new Error("offline"))
        .mockResolvedValueOnce(null);
      const { room, states } = open(refresh);
      await vi.advanceTimersByTimeAsync(20);
      expect(refresh).toHaveBeenCalledWith("first");
      expect(opened).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(opened).toHaveLength(2);
      expect(refresh).toHaveBeenCalledTimes(2);
      expect(states.at(-1)?.status).toBe("forbidden");
      room.close();
    },
  );
});

/** An unsigned JWT-shaped token with this `exp` (seconds). */
const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp: Math.floor(exp) })).replace(/=+$/, "")}.s`;

describe("jwtExpired", () => {
  it("reads the expiry of an access token and never calls a display token expired", () => {
    const now = Date.parse("2026-01-01T10:00:00Z");
    expect(jwtExpired(jwt(now / 1000 - 1), now)).toBe(true);
    expect(jwtExpired(jwt(now / 1000 + 60), now)).toBe(false);
    expect(jwtExpired("a1b2c3d4e5f6", now)).toBe(false);
    expect(jwtExpired("x.%%%.y", now)).toBe(false);
  });
});
