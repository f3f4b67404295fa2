import type { DeletedLine } from "../api/types";
import { EMPTY_SESSION, draftKey, hasUnsavedWork, type DraftRow, type EditSession } from "./edit-session";

/**
 * A table's unsaved work kept in the browser (localStorage) as it is typed, so
 * a crash, a closed laptop or an expired session does not lose it. One entry
 * per user, terminal and cargo type (a terminal's table is per type); each
 * changed field keeps the row version it was based on, so saving restored work
 * later is refused field by field (409) exactly as a save made at once would be.
 */
export interface TableDraftKey {
  userId: number;
  terminalId: number;
  cargoTypeId: number;
}

/** What is kept: the session's changes, new rows and removals, with when they were last written. */
export interface StoredDraft extends TableDraftKey {
  format: typeof FORMAT;
  savedAt: number;
  edits: EditSession["edits"];
  drafts: DraftRow[];
  deleted: DeletedLine[];
}

const FORMAT = 1;
const PREFIX = "lineup-draft:v1:";
/**
 * Work older than this is not offered again: after four days (a long weekend
 * with the laptop closed) the rows have moved on and the person has forgotten
 * what the edits were for; saving them blind would do more harm than good.
 */
export const MAX_DRAFT_AGE_MS = 4 * 24 * 60 * 60 * 1000;

/** The storage key of a user's table. */
export const storageKeyOf = (k: TableDraftKey) => `${PREFIX}${k.userId}:${k.terminalId}:${k.cargoTypeId}`;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const isId = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x) && x > 0;

/** The shape of a stored draft (what another version of the app or a hand in the console may have left is dropped). */
function isStoredDraft(x: unknown): x is StoredDraft {
  if (
    !isRecord(x) ||
    x.format !== FORMAT ||
    !isId(x.userId) ||
    !isId(x.terminalId) ||
    !isId(x.cargoTypeId) ||
    typeof x.savedAt !== "number"
  )
    return false;
  const { edits, drafts, deleted } = x;
  return (
    isRecord(edits) &&
    Object.entries(edits).every(
      ([id, e]) => isId(Number(id)) && isRecord(e) && isRecord(e.values) && isRecord(e.bases),
    ) &&
    Array.isArray(drafts) &&
    drafts.every((d) => isRecord(d) && typeof d.key === "string" && isRecord(d.values)) &&
    Array.isArray(deleted) &&
    deleted.every((d) => isRecord(d) && isId(d.id) && typeof d.version === "number")
  );
}

/**
 * Keeps the session's unsaved work for this user's table, or forgets it when
 * there is none (saved, cancelled). False when the browser refused (storage full or off).
 */
export function writeDraft(storage: Storage, key: TableDraftKey, s: EditSession, now: number): boolean {
  try {
    if (!hasUnsavedWork(s)) storage.removeItem(storageKeyOf(key));
    else {
      const draft: StoredDraft = {
        format: FORMAT,
        ...key,
        savedAt: now,
        edits: s.edits,
        drafts: s.drafts,
        deleted: s.deleted,
      };
      storage.setItem(storageKeyOf(key), JSON.stringify(draft));
    }
    return true;
  } catch {
    return false;
  }
}

/** Forgets a table's kept work (the person discarded it). */
export function removeDraft(storage: Storage, key: TableDraftKey): void {
  try {
    storage.removeItem(storageKeyOf(key));
  } catch {
    // Storage turned off: there is nothing to forget.
  }
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * The work kept for this user's table, if any. A draft that is too old,
 * unreadable or not this user's (a key written by hand) is removed, never offered.
 */
export function readDraft(storage: Storage, key: TableDraftKey, now: number): StoredDraft | null {
  let text: string | null;
  try {
    text = storage.getItem(storageKeyOf(key));
  } catch {
    return null;
  }
  if (text === null) return null;
  const draft = parse(text);
  const usable =
    isStoredDraft(draft) &&
    draft.userId === key.userId &&
    draft.terminalId === key.terminalId &&
    draft.cargoTypeId === key.cargoTypeId &&
    now - draft.savedAt <= MAX_DRAFT_AGE_MS &&
    draft.savedAt <= now + 60_000;
  if (!usable) {
    removeDraft(storage, key);
    return null;
  }
  return draft;
}

/** Removes every user's kept work older than `MAX_DRAFT_AGE_MS` (or unreadable) from this browser. */
export function pruneDrafts(storage: Storage, now: number): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k?.startsWith(PREFIX)) keys.push(k);
  }
  for (const k of keys) {
    const draft = parse(storage.getItem(k) ?? "");
    if (!isStoredDraft(draft) || now - draft.savedAt > MAX_DRAFT_AGE_MS || storageKeyOf(draft) !== k)
      storage.removeItem(k);
  }
}

/** The existing rows a draft changes or removes. */
export const rowsOfDraft = (d: StoredDraft): number[] => [
  ...new Set([...Object.keys(d.edits).map(Number), ...d.deleted.map((x) => x.id)]),
];

/** What a draft holds, in a person's words' numbers. */
export const draftSize = (d: Pick<StoredDraft, "edits" | "drafts" | "deleted">) => ({
  changed: Object.keys(d.edits).length,
  added: d.drafts.length,
  removed: d.deleted.length,
});

/**
 * The edit session a kept draft comes back as, the whole table open for
 * editing. Changes to rows deleted meanwhile (`gone`) cannot be saved and are
 * left out; new rows get fresh keys (this page's counter started again).
 */
export function sessionFromDraft(d: StoredDraft, gone: ReadonlySet<number>): EditSession {
  const edits = Object.fromEntries(Object.entries(d.edits).filter(([id]) => !gone.has(Number(id))));
  const keys = new Map(d.drafts.map((r) => [r.key, draftKey()] as const));
  const drafts = d.drafts.map((r) => ({
    ...r,
    key: keys.get(r.key) ?? draftKey(),
    afterKey: r.afterKey === null ? null : (keys.get(r.afterKey) ?? r.afterKey),
  }));
  return { ...EMPTY_SESSION, all: true, edits, drafts, deleted: d.deleted.filter((x) => !gone.has(x.id)) };
}
