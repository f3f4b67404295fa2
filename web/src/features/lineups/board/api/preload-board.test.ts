import { onlineManager, QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { filtersFromSearch } from "../filters/board-url";
import { BOARD_KEY, boardQueryOptions, boardShown } from "./get-board";
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

/** Every path asked for, each answered at once with an empty board (no port). */
function answeredPaths() {
  const asked: string[] = [];
  vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
    asked.push(String(input).replace(/^.*\/api\/v1/, ""));
    return Promise.resolve(Response.json({ portos: [] }));
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

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

const search = "?type=1&port=3";
const filters = filtersFromSearch(new URLSearchParams(search));

/** The page's board query mounting, as `useBoard` does. */
function mountPage(client: QueryClient) {
  const observer = new QueryObserver(client, boardQueryOptions(filters, true));
  return observer.subscribe(() => {});
}

describe("a board read ahead of its page", () => {
  it("is not read again when its page mounts, however long the page's code took; once shown, it ages", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const asked = answeredPaths();
    const client = new QueryClient();
    preloadBoard(client, search, false);
    await vi.waitFor(() => expect(client.getQueryState([...BOARD_KEY, filters])?.status).toBe("success"));
    const reads = () => asked.filter((path) => path.startsWith("/lineups?")).length;
    expect(reads()).toBe(1);

    // The page's code runs 10 s after its rows came (a busy machine).
    vi.setSystemTime(Date.now() + 10_000);
    const unmount = mountPage(client);
    expect(reads()).toBe(1);

    // Shown, then left and opened again later: read again.
    const shown = client.getQueryData(boardQueryOptions(filters, true).queryKey);
    if (!shown) throw new Error("no board read");
    boardShown(shown);
    unmount();
    vi.setSystemTime(Date.now() + 3_000);
    mountPage(client);
    expect(reads()).toBe(2);
  });
});

describe("the board when the connection returns", () => {
  it("is read again only while none could be read: a shown board's rooms catch up by themselves", async () => {
    let down = true;
    const asked = answeredPaths();
    const answer = globalThis.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL) =>
      down ? Promise.reject(new TypeError("Failed to fetch")) : answer(input),
    );
    // As the app's client (no retry), mounted as its provider mounts it (it then hears the connection).
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.mount();
    mountPage(client);
    const status = () => client.getQueryState([...BOARD_KEY, filters])?.status;
    await vi.waitFor(() => expect(status()).toBe("error"));

    down = false;
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(status()).toBe("success"));
    expect(asked).toHaveLength(1);

    // Shown a while, then the connection drops and returns.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 60_000);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(1);
  });
});
