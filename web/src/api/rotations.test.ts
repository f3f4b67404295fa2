import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it } from "vitest";
import { forgetRotations, newestPair, recordRotation } from "./rotations";

/** The pair a rotation of refresh token `n` gave. */
const pair = (n: number) => ({ access_token: `access-${n}`, refresh_token: `refresh-${n}` });

beforeEach(forgetRotations);

describe("the journal of refresh-token rotations tabs share", () => {
  it("takes a tab's spent token to the newest pair, through every later rotation", async () => {
    await recordRotation("refresh-1", pair(2));
    await recordRotation("refresh-2", pair(3));
    await recordRotation("refresh-3", pair(4));
    expect(await newestPair("refresh-1")).toEqual(pair(4));
    expect(await newestPair("refresh-3")).toEqual(pair(4));
  });

  it("has nothing for a token no tab spent: that one is spent by the tab holding it", async () => {
    await recordRotation("refresh-1", pair(2));
    expect(await newestPair("refresh-2")).toBeNull();
    expect(await newestPair("refresh-9")).toBeNull();
  });

  it("keeps the newest 50 rotations", async () => {
    for (let n = 1; n <= 60; n++) await recordRotation(`refresh-${n}`, pair(n + 1));
    expect(await newestPair("refresh-10")).toBeNull();
    expect(await newestPair("refresh-11")).toEqual(pair(61));
  });

  it("forgets them all at logout", async () => {
    await recordRotation("refresh-1", pair(2));
    await forgetRotations();
    expect(await newestPair("refresh-1")).toBeNull();
  });

  it("reads past what is not a rotation in its store", async () => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open("lineup-session", 1);
      open.onsuccess = () => resolve(open.result);
    });
    await new Promise((resolve) => {
      const tx = db.transaction("rotations", "readwrite");
      tx.objectStore("rotations").put([{ spent: 7 }, "x", { spent: "refresh-1", next: pair(2) }], "journal");
      tx.oncomplete = resolve;
    });
    db.close();
    expect(await newestPair("refresh-1")).toEqual(pair(2));
  });
});
