import { beforeEach, describe, expect, it, vi } from "vitest";

const asked: { message: string; yes: () => void }[] = [];
vi.mock("@/shared/ui/confirm", () => ({
  confirmYesNo: (message: string, yes: () => void) => asked.push({ message, yes }),
}));

const { DISCARD_QUESTION, confirmDiscard, hasUnsaved, setTableWork } = await import("./unsaved-guard");

describe("switching tab or port with unsaved table work", () => {
  beforeEach(() => {
    asked.length = 0;
    setTableWork("terminal-1", null);
    setTableWork("terminal-2", null);
  });

  it("switches at once when no table holds unsaved work", () => {
    setTableWork("terminal-1", { unsaved: () => false, discard: vi.fn() });
    const go = vi.fn();
    confirmDiscard(go);
    expect(go).toHaveBeenCalledOnce();
    expect(asked).toEqual([]);
  });

  it("asks first while any table holds unsaved work, and switches only on Yes, after the tables forgot it", () => {
    const discard = vi.fn();
    let typing = false;
    setTableWork("terminal-1", { unsaved: () => typing, discard });
    setTableWork("terminal-2", { unsaved: () => false, discard });
    expect(hasUnsaved()).toBe(false);
    // A value still in an open editor counts, read when asked.
    typing = true;
    expect(hasUnsaved()).toBe(true);
    const go = vi.fn();
    confirmDiscard(go);
    expect(go).not.toHaveBeenCalled();
    expect(asked.map((a) => a.message)).toEqual([DISCARD_QUESTION]);
    asked[0]?.yes();
    expect(discard).toHaveBeenCalledTimes(2);
    expect(go).toHaveBeenCalledOnce();
  });
});
