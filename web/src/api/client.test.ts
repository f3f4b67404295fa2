import { afterEach, describe, expect, it, vi } from "vitest";
import { notifyError } from "../shared/notify";
import { api, ApiError, NOT_REACHED, WRITE_LIMIT_MS } from "./client";

// The session store reads localStorage on import, and notices need Mantine: stand-ins for both.
vi.mock("../state/session", () => ({
  session: { accessToken: "access", refreshToken: null, user: null },
  adoptTokens: vi.fn(),
  clearSession: vi.fn(),
  setTokens: vi.fn(),
}));
vi.mock("../shared/notify", () => ({ notifyError: vi.fn() }));
vi.mock("wouter/use-browser-location", () => ({ navigate: vi.fn() }));

const answered = vi.fn<(url: string, init: RequestInit) => Response | undefined>();
vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
  const answer = answered(url, init);
  if (answer) return Promise.resolve(answer);
  // No answer: a link that died without a word, which only the request's own signal ends.
  return new Promise((_, reject) =>
    init.signal?.addEventListener("abort", () => reject(new DOMException("The user aborted a request.", "AbortError"))),
  );
});
afterEach(() => {
  answered.mockReset();
  vi.mocked(notifyError).mockClear();
  vi.useRealTimers();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const sent = () => {
  const [url, init] = answered.mock.calls[0] ?? ["", {}];
  return { url, method: init.method, headers: new Headers(init.headers), body: init.body };
};

describe("the API client, typed by the operation", () => {
  it("fills the path's parameters, sends lists as key[]=value and returns the answer's JSON", async () => {
    answered.mockReturnValueOnce(json({ portos: [] }));
    const board = await api("/lineups", { query: { carga_tipo_id: 2, porto_id: [1, 3], is_agency_client: "1" } });
    expect(board).toEqual({ portos: [] });
    expect(sent().url).toBe("/api/v1/lineups?carga_tipo_id=2&porto_id%5B%5D=1&porto_id%5B%5D=3&is_agency_client=1");
    expect(sent().method).toBe("GET");
    expect(sent().headers.get("Authorization")).toBe("Bearer access");

    answered.mockReturnValueOnce(json([]));
    await api("/webhooks/{id}/deliveries/{deliveryId}/redeliver", { method: "POST", params: { id: 4, deliveryId: 9 } });
    expect(answered.mock.calls[1]?.[0]).toBe("/api/v1/webhooks/4/deliveries/9/redeliver");
  });

  it("sends a JSON body with its method, a FormData as it is, and reads a 204 as null", async () => {
    answered.mockReturnValueOnce(json({ id: 12, name: "Mine" }));
    expect(await api("/watches/{id}", { method: "PUT", params: { id: "12" }, body: { name: "Mine" } })).toEqual({
      id: 12,
      name: "Mine",
    });
    expect(sent()).toMatchObject({ url: "/api/v1/watches/12", method: "PUT", body: '{"name":"Mine"}' });
    expect(sent().headers.get("Content-Type")).toBe("application/json");

    const form = new FormData();
    answered.mockReturnValueOnce(json({ id: 1 }));
    await api("/me", { method: "POST", body: form });
    expect(answered.mock.calls[1]?.[1].body).toBe(form);

    answered.mockReturnValueOnce(new Response(null, { status: 204 }));
    expect(await api("/watches/{id}", { method: "DELETE", params: { id: 12 } })).toBeNull();
  });

  it("throws an ApiError with the answer's message on a refusal", async () => {
    answered.mockReturnValueOnce(json({ message: "Not found." }, 404));
    const refused = api("/webhooks/{id}", { params: { id: 5 }, silent: true });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 404, body: { message: "Not found." } });
  });

  it("a request that got no answer fails with status 0 and says the server was not reached, kept input for a write", async () => {
    const cut = () => {
      throw new TypeError("Failed to fetch");
    };
    answered.mockImplementationOnce(cut);
    await expect(api("/webhooks/{id}", { params: { id: 5 } })).rejects.toMatchObject({ status: 0 });
    answered.mockImplementationOnce(cut);
    await expect(api("/watches/{id}", { method: "DELETE", params: { id: 12 } })).rejects.toMatchObject({ status: 0 });
    answered.mockImplementationOnce(cut);
    await expect(api("/webhooks/{id}", { params: { id: 5 }, silent: true })).rejects.toMatchObject({ status: 0 });
    expect(vi.mocked(notifyError).mock.calls).toEqual([[NOT_REACHED.read], [NOT_REACHED.write]]);
  });
});

describe("a request on a link that died without a word", () => {
  /** Whether `request` has settled, without waiting for it. */
  const watch = (request: Promise<unknown>) => {
    const state = { settled: false, error: undefined as unknown };
    request.then(
      () => (state.settled = true),
      (error: unknown) => Object.assign(state, { settled: true, error }),
    );
    return state;
  };

  it("gives a write up after its time limit, as one that could not reach the server, keeping what was typed", async () => {
    vi.useFakeTimers();
    const save = watch(api("/watches/{id}", { method: "PUT", params: { id: "12" }, body: { name: "Mine" } }));
    await vi.advanceTimersByTimeAsync(WRITE_LIMIT_MS - 1);
    expect(save.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(save.error).toBeInstanceOf(ApiError);
    expect(save.error).toMatchObject({ status: 0 });
    expect(vi.mocked(notifyError).mock.calls).toEqual([[NOT_REACHED.write]]);
  });

  it("waits on for a read, an upload, a write that sends mail, and a write with its own signal", async () => {
    vi.useFakeTimers();
    const own = new AbortController();
    const waiting = [
      api("/webhooks/{id}", { params: { id: 5 } }),
      api("/me", { method: "POST", body: new FormData() }),
      api("/distribution-lists/{id}/send", { method: "POST", params: { id: "3" }, untimed: true }),
      api("/watches/{id}", { method: "DELETE", params: { id: 12 }, signal: own.signal }),
    ].map(watch);
    await vi.advanceTimersByTimeAsync(10 * WRITE_LIMIT_MS);
    expect(waiting.map((w) => w.settled)).toEqual([false, false, false, false]);
    own.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.map((w) => w.settled)).toEqual([false, false, false, true]);
  });
});

describe("a create sent again after its outcome was unknown", () => {
  const cut = () => {
    throw new TypeError("Failed to fetch");
  };
  const keyOf = (call: number) => new Headers(answered.mock.calls[call]?.[1].headers).get("Idempotency-Key");
  const hook = { name: "North", url: "https://example.com/hook" };
  const create = (body = hook) => api("/webhooks", { method: "POST", body, silent: true });

  it("carries the first one's Idempotency-Key with the same body, and a new key once answered or changed", async () => {
    answered.mockImplementationOnce(cut);
    await expect(create()).rejects.toMatchObject({ status: 0 });
    answered.mockReturnValueOnce(json({ message: "Server Error" }, 503));
    await expect(create()).rejects.toMatchObject({ status: 503 });
    answered.mockReturnValueOnce(json({ id: 1 }, 201));
    await create();
    expect(keyOf(0)).toMatch(/^[0-9a-f]{32}$/);
    expect([keyOf(1), keyOf(2)]).toEqual([keyOf(0), keyOf(0)]);
    // Answered: the same body again is another create.
    answered.mockReturnValueOnce(json({ id: 2 }, 201));
    await create();
    expect(keyOf(3)).not.toBe(keyOf(0));
    // Not answered, then sent with other data: another create.
    answered.mockImplementationOnce(cut);
    await expect(create()).rejects.toMatchObject({ status: 0 });
    answered.mockReturnValueOnce(json({ id: 3 }, 201));
    await create({ ...hook, name: "South" });
    expect(keyOf(5)).not.toBe(keyOf(4));
  });

  it("sends no key with a read, an edit, an upload, a sign-in or a save that carries its own", async () => {
    answered.mockImplementation(() => json({}));
    await api("/lineups/list", { method: "POST", body: { terminal_id: 1, list: [], save_id: "0123456789abcdef" } });
    await api("/webhooks/{id}", { params: { id: 5 } });
    await api("/watches/{id}", { method: "PUT", params: { id: "12" }, body: { name: "Mine" } });
    await api("/me", { method: "POST", body: new FormData() });
    await api("/password-forgot", { method: "POST", body: { email: "ana@example.com" }, auth: false });
    expect(answered.mock.calls.map((_, i) => keyOf(i))).toEqual([null, null, null, null, null]);
  });
});
