import { isRecord } from "@lineup/shared";
import { newSaveKey } from "@/shared/api/save-keys";

/**
 * The journal of the refresh-token rotations made in this browser, shared by its tabs through IndexedDB. Refresh
 * tokens rotate, and a spent one presented again ends the session for every tab (DESIGN.md, Sessions), so a tab must
 * never spend a token another tab has spent. Its localStorage cannot tell it: each tab reads its own copy, which
 * learns another tab's write a moment later (seconds, on a loaded machine). IndexedDB can: a transaction begun after
 * another tab's has committed sees its write. Under the refresh lock a tab follows its refresh token through the
 * journal to the newest pair, and spends a token only when no tab has.
 */

const DATABASE = "lineup-session";
const STORE = "rotations";
const KEY = "journal";
/** Rotations kept: far more than a tab falls behind (its storage learns a new pair within seconds). */
const KEPT = 50;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** One rotation: the refresh token spent and the pair the server gave for it. */
interface Rotation {
  spent: string;
  next: TokenPair;
}

const rotationIn = (value: unknown): Rotation | null => {
  if (!isRecord(value) || typeof value.spent !== "string" || !isRecord(value.next)) return null;
  const { access_token, refresh_token } = value.next;
  if (typeof access_token !== "string" || typeof refresh_token !== "string") return null;
  return { spent: value.spent, next: { access_token, refresh_token } };
};

const journalIn = (value: unknown): Rotation[] =>
  Array.isArray(value) ? value.map(rotationIn).filter((r): r is Rotation => r !== null) : [];

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      // A later version of the app, opened in another tab, may need the database: this tab lets it go.
      request.result.onversionchange = () => {
        request.result.close();
        opened = null;
      };
      resolve(request.result);
    };
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opened = null; // tried again next time
    throw error;
  });
  return opened;
}

/** Runs `work` in one transaction; resolves with its request's result once the transaction has committed. */
async function transact(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<unknown> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = tx.onabort = () => reject(tx.error);
  });
}

/** The record of the tabs' own refresh lock, for browsers without Web Locks. */
const LOCK = "refresh-lock";
/** How long a claim holds when its tab never lets it go (closed in the middle of a refresh). */
const LOCK_HOLD_MS = 15_000;

/** Claims the lock for `owner` unless another tab holds it; true when claimed. One transaction: tabs take turns. */
async function claim(owner: string): Promise<boolean> {
  let claimed = false;
  await transact("readwrite", (store) => {
    const read = store.get(LOCK);
    read.onsuccess = () => {
      const held: unknown = read.result;
      if (isRecord(held) && held.owner !== owner && typeof held.until === "number" && held.until > Date.now()) return;
      store.put({ owner, until: Date.now() + LOCK_HOLD_MS }, LOCK);
      claimed = true;
    };
    return read;
  });
  return claimed;
}

async function release(owner: string): Promise<void> {
  await transact("readwrite", (store) => {
    const read = store.get(LOCK);
    read.onsuccess = () => {
      if (isRecord(read.result) && read.result.owner === owner) store.delete(LOCK);
    };
    return read;
  });
}

/**
 * Runs `task` holding a lock the tabs keep in IndexedDB, for a browser that gives the page no Web Locks (served over
 * plain HTTP): each claim is read and written in one transaction, and IndexedDB runs those one at a time across
 * tabs. Without IndexedDB the task runs at once.
 */
export async function withStoredLock<T>(task: () => Promise<T>): Promise<T> {
  const owner = newSaveKey();
  let held = false;
  try {
    while (!(await claim(owner))) await new Promise((resolve) => setTimeout(resolve, 50));
    held = true;
  } catch {
    // No IndexedDB: nothing to take turns with.
  }
  try {
    return await task();
  } finally {
    if (held) await release(owner).catch(() => {});
  }
}

/**
 * The newest pair rotated from `refreshToken` (followed through every later rotation), or null when it was not
 * spent here, or the journal cannot be read (the tab then has only its own storage to go by).
 */
export async function newestPair(refreshToken: string): Promise<TokenPair | null> {
  let journal: Rotation[];
  try {
    journal = journalIn(await transact("readonly", (store) => store.get(KEY)));
  } catch {
    return null;
  }
  let newest: TokenPair | null = null;
  for (let token = refreshToken, steps = 0; steps < journal.length; steps++) {
    const rotation = journal.find((r) => r.spent === token);
    if (!rotation) break;
    newest = rotation.next;
    token = rotation.next.refresh_token;
  }
  return newest;
}

/** Records that `spent` was rotated into `next`; resolves once every tab can read it. */
export async function recordRotation(spent: string, next: TokenPair): Promise<void> {
  const pair = { access_token: next.access_token, refresh_token: next.refresh_token };
  try {
    await transact("readwrite", (store) => {
      const read = store.get(KEY);
      read.onsuccess = () => store.put([...journalIn(read.result).slice(1 - KEPT), { spent, next: pair }], KEY);
      return read;
    });
  } catch {
    // No journal (storage refused): tabs go by their own storage, as before it.
  }
}

/** Forgets the rotations (at logout: the session's tokens are dead). */
export async function forgetRotations(): Promise<void> {
  try {
    await transact("readwrite", (store) => store.delete(KEY));
  } catch {
    // Nothing kept, or nothing to keep it in.
  }
}
