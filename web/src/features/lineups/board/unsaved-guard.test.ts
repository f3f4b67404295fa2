import { beforeEach, describe, expect, it, vi } from "vitest";

const asked: { message: string; yes: () => void }[] = [];
vi.mock("@/shared/ui/confirm", () => ({ confirmYesNo: (message: string, yes: () => void) => asked.push({ message, yes }) }));

const { DISCARD_QUESTION, confirmDiscard, hasUnsaved, setUnsaved } = await import("./unsaved-guard");

describe("switching tab or port with unsaved table work", () => {
  beforeEach(() => {
    asked.length = 0;
    setUnsaved("terminal-1", false);
    setUnsaved("terminal-2", false);
  });

  it("switches at once when no table holds unsaved work", () => {
    const go = vi.fn();
    confirmDiscard(go);
    expect(go).toHaveBeenCalledOnce();
    expect(asked).toEqual([]);
  });

  it("asks first while any table holds unsaved work, and switches only on Yes", () => {
    setUnsaved("terminal-1", true);
    setUnsaved("terminal-2", true);
    setUnsaved("terminal-2", false);
    expect(hasUnsaved()).toBe(true);
    const go = vi.fn();
    confirmDiscard(go);
    expect(go).not.toHaveBeenCalled();
    expect(asked.map((a) => a.message)).toEqual([DISCARD_QUESTION]);
    asked[0]?.yes();
    expect(go).toHaveBeenCalledOnce();
  });
});
