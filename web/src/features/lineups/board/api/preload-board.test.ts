import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { filtersFromSearch } from "../filters/board-url";
import { BOARD_KEY } from "./get-board";
import { BOARD_OPTIONS_KEY } from "./get-board-options";
import { preloadBoard } from "./preload-board";

// The API client reads the stored session as it loads: an empty one (the request is made all the same).
vi.hoisted(() => {
  const stored = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
    clear: () => stored.clear(),
    key: () => null,
    length: 0,
  };
});

/** The paths the preload asked the API for (the answers never come: only what was asked counts here). */
function askedPaths() {
  const asked: string[] = [];
  vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
    asked.push(String(input).replace(/^.*\/api\/v1/, ""));
    return new Promise<Response>(() => {});
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("a reloaded board's reads, started before its page", () => {
  it("reads the options and the board of the address, under the keys the page reads them by", () => {
    const asked = askedPaths();
    const client = new QueryClient();
    preloadBoard(client, "?type=1&port=3&status=Waiting", false);
    const filters = filtersFromSearch(new URLSearchParams("?type=1&port=3&status=Waiting"));
    expect(client.getQueryState([...BOARD_KEY, filters])?.fetchStatus).toBe("fetching");
    expect(client.getQueryState(BOARD_OPTIONS_KEY)?.fetchStatus).toBe("fetching");
    expect(asked.sort()).toEqual([
      "/lineups/parametros",
      "/lineups?carga_tipo_id=1&porto_id%5B%5D=3&status%5B%5D=Waiting",
    ]);
  });

  it("leaves a past board and a client's board without a port to the page", () => {
    const asked = askedPaths();
    preloadBoard(new QueryClient(), "?port=3&as_of=2031-01-01T00:00:00Z", false);
    preloadBoard(new QueryClient(), "?type=1", true);
    expect(asked).toEqual(["/lineups/parametros"]);
  });
});
