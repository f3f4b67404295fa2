import { beforeEach, describe, expect, it } from "vitest";
import {
  MAX_DRAFT_AGE_MS,
  pruneDrafts,
  readDraft,
  removeDraft,
  sessionFromDraft,
  storageKeyOf,
  writeDraft,
  type TableDraftKey,
} from "./draft-store";
import { EMPTY_SESSION, blankLine, editRow, removeRow, type EditSession } from "./edit-session";
import { buildSave } from "./session-save";
import { testRow } from "../test-row";

/** The browser's localStorage as the Storage interface gives it (Node has none). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const NOW = Date.parse("2031-03-02T10:00:00Z");
const ana: TableDraftKey = { userId: 7, terminalId: 3, cargoTypeId: 1 };
const bruno: TableDraftKey = { ...ana, userId: 8 };

/**
 * Ana's work: QTTY 5555 on row 1 (loaded at version 3, changed since by someone to version 4), a new line, row 2
 * removed.
 */
function work(): EditSession {
  let s = editRow(EMPTY_SESSION, testRow({ id: 1, version: 3 }), { qty: "5555" });
  s = { ...s, all: true, drafts: [{ key: "new-1", values: { ...blankLine(), navio_id: 11 }, afterKey: null }] };
  return removeRow(s, testRow({ id: 2, version: 9 }));
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

describe("unsaved table work kept in the browser", () => {
  it(
    "comes back for the same user and table with each field's base version, " +
      "so saving it is checked like a save made at once",
    () => {
      writeDraft(storage, ana, work(), NOW);
      const draft = readDraft(storage, ana, NOW + 60_000);
      expect(draft).not.toBeNull();
      if (!draft) return;
      const s = sessionFromDraft(draft, new Set());
      expect(s.all).toBe(true);
      // The row moved on to version 4 meanwhile: the save still says 3, so a change to QTTY by someone else is a 409
      // and the conflict dialog.
      const { body } = buildSave(3, 1, [testRow({ id: 1, version: 4 })], s);
      expect(body.list[0]).toEqual({ id: 1, version: 3, qty: "5555" });
      expect(body.list[1]).toMatchObject({ navio_id: 11, carga_tipo_id: 1 });
      expect(body.deleted_lines).toEqual([{ id: 2, version: 9 }]);
    },
  );

  it("is never shown to another user of the same browser, nor on another terminal or cargo type", () => {
    writeDraft(storage, ana, work(), NOW);
    expect(readDraft(storage, bruno, NOW)).toBeNull();
    expect(readDraft(storage, { ...ana, terminalId: 4 }, NOW)).toBeNull();
    expect(readDraft(storage, { ...ana, cargoTypeId: 2 }, NOW)).toBeNull();
    expect(readDraft(storage, ana, NOW)).not.toBeNull();
  });

  it("refuses an entry placed under another user's key (a copy or a hand in the console) and removes it", () => {
    writeDraft(storage, ana, work(), NOW);
    storage.setItem(storageKeyOf(bruno), storage.getItem(storageKeyOf(ana)) ?? "");
    expect(readDraft(storage, bruno, NOW)).toBeNull();
    expect(storage.getItem(storageKeyOf(bruno))).toBeNull();
  });

  it("is forgotten once saved or cancelled (an empty session), and by a discard", () => {
    writeDraft(storage, ana, work(), NOW);
    writeDraft(storage, ana, { ...EMPTY_SESSION, all: true }, NOW);
    expect(storage.length).toBe(0);
    writeDraft(storage, ana, work(), NOW);
    removeDraft(storage, ana);
    expect(readDraft(storage, ana, NOW)).toBeNull();
  });

  it("is not offered after a few days, nor when unreadable or from the future", () => {
    writeDraft(storage, ana, work(), NOW);
    expect(readDraft(storage, ana, NOW + MAX_DRAFT_AGE_MS)).not.toBeNull();
    expect(readDraft(storage, ana, NOW + MAX_DRAFT_AGE_MS + 1)).toBeNull();
    expect(storage.length).toBe(0);
    storage.setItem(storageKeyOf(ana), "{not json");
    expect(readDraft(storage, ana, NOW)).toBeNull();
    storage.setItem(
      storageKeyOf(ana),
      JSON.stringify({ format: 1, ...ana, savedAt: NOW, edits: { 1: { values: {} } }, drafts: [], deleted: [] }),
    );
    expect(readDraft(storage, ana, NOW)).toBeNull();
    writeDraft(storage, ana, work(), NOW + 24 * 3600_000);
    expect(readDraft(storage, ana, NOW)).toBeNull();
  });

  it("prunes every user's stale work from the browser, leaving fresh work and other keys alone", () => {
    writeDraft(storage, ana, work(), NOW - MAX_DRAFT_AGE_MS - 1);
    writeDraft(storage, bruno, work(), NOW);
    storage.setItem("lineup-year-locks", "{}");
    storage.setItem("lineup-draft:v1:9:9:9", "garbage");
    pruneDrafts(storage, NOW);
    expect([...Array(storage.length).keys()].map((i) => storage.key(i)).sort()).toEqual([
      storageKeyOf(bruno),
      "lineup-year-locks",
    ]);
  });

  it("drops changes and removals of rows deleted meanwhile, and gives new lines fresh keys", () => {
    writeDraft(storage, ana, work(), NOW);
    const draft = readDraft(storage, ana, NOW);
    if (!draft) throw new Error("no draft");
    const s = sessionFromDraft(draft, new Set([1, 2]));
    expect(s.edits).toEqual({});
    expect(s.deleted).toEqual([]);
    expect(s.drafts).toHaveLength(1);
    expect(s.drafts[0]?.key).toMatch(/^new-\d+$/);
    expect(s.drafts[0]?.values.navio_id).toBe(11);
  });

  it("says so when the browser refuses to store (full or off), instead of throwing into the grid", () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(writeDraft(full, ana, work(), NOW)).toBe(false);
  });
});
