import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it } from "vitest";
import { forgetRotations, newestPair, recordRotation, withStoredLock } from "./rotations";

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

describe("the tabs' own refresh lock (no Web Locks)", () => {
  const putLock = async (value: unknown) => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open("lineup-session", 1);
      open.onsuccess = () => resolve(open.result);
    });
    await new Promise((resolve) => {
      const tx = db.transaction("rotations", "readwrite");
      const store = tx.objectStore("rotations");
      if (value === undefined) store.delete("refresh-lock");
      else store.put(value, "refresh-lock");
      tx.oncomplete = resolve;
    });
    db.close();
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("runs one refresh at a time, however many start together", async () => {
    let running = 0;
    let most = 0;
    const task = async () => {
      most = Math.max(most, ++running);
      await sleep(20);
      running--;
    };
    await Promise.all(Array.from({ length: 4 }, () => withStoredLock(task)));
    expect(most).toBe(1);
  });

  it("waits for a lock another tab holds, and takes over one its tab left behind", async () => {
    await putLock({ owner: "other tab", until: Date.now() + 60_000 });
    let ran = false;
    const waiting = withStoredLock(async () => void (ran = true));
    await sleep(150);
    expect(ran).toBe(false);
    await putLock(undefined);
    await waiting;
    expect(ran).toBe(true);

    await putLock({ owner: "closed tab", until: Date.now() - 1 });
    expect(await withStoredLock(async () => "ran")).toBe("ran");
  });
});
