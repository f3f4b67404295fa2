import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "@/api/client";
import { unreachable } from "../edit/use-kept-save";
import { saveLineupList } from "./save-lineup-list";
import type { ListSaveBody } from "./types";

// The real client reads the session from localStorage on import: its readings of answers, and a stand-in request.
vi.mock("@/api/client", async () => ({ ...(await import("@/api/answers")), api: vi.fn() }));
const request = vi.mocked(api);
afterEach(() => request.mockReset());

const body = (terminal_id: number, qty = "10"): ListSaveBody => ({
  terminal_id,
  list: [{ qty } as ListSaveBody["list"][number]],
  deleted_lines: [],
});
const sentKey = (call: number) => (request.mock.calls[call]?.[1]?.body as { save_id: string }).save_id;

describe("saveLineupList keys", () => {
  it("sends the same save again with the same key after an unknown outcome (5xx or no answer)", async () => {
    request
      .mockRejectedValueOnce(new ApiError(503, { message: "try again" }))
      // No answer: the client's ApiError of status 0 (refused, cut, given up offline).
      .mockRejectedValueOnce(new ApiError(0, { message: "TypeError: Failed to fetch" }))
      .mockResolvedValueOnce({ message: "ok", lineups: [] });
    await expect(saveLineupList(body(1))).rejects.toThrow();
    await expect(saveLineupList(body(1))).rejects.toThrow();
    await saveLineupList(body(1));
    expect(sentKey(0)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(sentKey(1)).toBe(sentKey(0));
    expect(sentKey(2)).toBe(sentKey(0));
  });

  it(
    "uses a new key after a success, after a refusal (4xx: nothing was written), " +
      "for another body and per terminal",
    async () => {
      request.mockResolvedValueOnce({ message: "ok", lineups: [] });
      await saveLineupList(body(2));
      request.mockResolvedValueOnce({ message: "ok", lineups: [] });
      await saveLineupList(body(2));
      expect(sentKey(1)).not.toBe(sentKey(0));

      request.mockRejectedValueOnce(new ApiError(409, { message: "conflict" }));
      await expect(saveLineupList(body(2))).rejects.toThrow();
      request.mockResolvedValueOnce({ message: "ok", lineups: [] });
      await saveLineupList(body(2));
      expect(sentKey(3)).not.toBe(sentKey(2));

      request.mockRejectedValueOnce(new ApiError(500, { message: "x" }));
      await expect(saveLineupList(body(3))).rejects.toThrow();
      request.mockResolvedValueOnce({ message: "ok", lineups: [] });
      await saveLineupList(body(3, "11"));
      expect(sentKey(5)).not.toBe(sentKey(4));
    },
  );
});

describe("a failed save kept for the connection", () => {
  it("is one that got no answer (status 0: refused, cut, or given up offline) or a proxy's word the server is down", () => {
    for (const status of [0, 502, 503, 504]) expect(unreachable(new ApiError(status, {}))).toBe(true);
    for (const status of [400, 403, 409, 422, 500]) expect(unreachable(new ApiError(status, {}))).toBe(false);
  });
});
