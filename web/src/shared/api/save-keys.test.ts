import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/answers";
import { newSaveKey, saveKeys } from "./save-keys";

/** Sends `body` in `slot` through `keyed`, failing with `error` when given; resolves with the key it was sent with. */
function sender(keyed: ReturnType<typeof saveKeys<string>>) {
  return async (slot: string, body: unknown, error?: unknown) => {
    let key = "";
    await keyed(slot, body, async (saveId) => {
      key = saveId;
      if (error) throw error;
      return null;
    }).catch(() => {});
    return key;
  };
}

const noAnswer = new ApiError(0, {});

describe("save keys", () => {
  it("sends a save again after a lost answer, a server failure or a first try still in progress with its key, and anything else with a new one", async () => {
    const send = sender(saveKeys<string>());
    const lost = await send("new", { qty: "1" }, noAnswer);
    expect(await send("new", { qty: "1" }, new ApiError(503, {}))).toBe(lost);
    expect(await send("new", { qty: "1" }, new ApiError(409, { in_progress: true }))).toBe(lost);
    expect(await send("new", { qty: "1" })).toBe(lost);
    // Once it is answered, the same body is a new save.
    expect(await send("new", { qty: "1" })).not.toBe(lost);
  });

  it("gives a changed save, a refused one sent again, and another slot's a key of their own", async () => {
    const send = sender(saveKeys<string>());
    const lost = await send("7", { qty: "1" }, new TypeError("Failed to fetch"));
    expect(await send("8", { qty: "1" })).not.toBe(lost);
    const changed = await send("7", { qty: "2" }, new ApiError(422, {}));
    expect(changed).not.toBe(lost);
    expect(await send("7", { qty: "2" })).not.toBe(changed);
  });
});

describe("a new save key", () => {
  it("is 32 hex digits, which the server takes as a save_id, and new each time", () => {
    const keys = new Set(Array.from({ length: 100 }, newSaveKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
