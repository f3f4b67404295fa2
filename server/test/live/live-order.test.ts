import { describe, expect, it } from "vitest";
import type { TerminalSource } from "../../src/live/source";
import { LiveTerminal } from "../../src/live/terminal";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A source standing for the database: `committed` is the row as last
 * committed; each reload reads it when it starts and answers after the delay
 * the test queued for it, as a slow query would.
 */
function slowSource() {
  const state = { committed: "v0", delays: [] as number[], loads: 0, failNext: false };
  const source: TerminalSource = {
    async loadRows(ids) {
      const seen = state.committed;
      const delay = ids ? (state.delays.shift() ?? 0) : 0;
      state.loads++;
      await sleep(delay);
      if (ids && state.failNext) {
        state.failNext = false;
        throw new Error("connection lost");
      }
      return new Map([[1, { id: 1, status: seen }]]);
    },
    loadHeader: async () => null,
  };
  return { state, source };
}

/** A ready live terminal over a {@link slowSource}, with the rows its rooms hold. */
async function slowTerminal() {
  const { state, source } = slowSource();
  const terminal = new LiveTerminal(1, source);
  await terminal.ready;
  const rows = terminal.room({ client: false }).doc.getMap<{ status: string }>("rows");
  return { state, terminal, rows };
}

describe("a live terminal applies changes in commit order to its rooms", () => {
  it("never lets a slow reload of an older change land after a newer one", async () => {
    const { state, terminal, rows } = await slowTerminal();
    // Commit v1: its reload is slow. Commit v2 while it runs: its reload would be fast.
    state.committed = "v1";
    state.delays.push(200, 5);
    const first = terminal.applyChange([1], []);
    await sleep(20);
    state.committed = "v2";
    const second = terminal.applyChange([1], []);
    await Promise.all([first, second]);
    expect(rows.get("1")?.status).toBe("v2");
    terminal.destroy();
  });

  it("keeps the newest row after many rapid changes with uneven delays, and merges the ones that wait", async () => {
    const { state, terminal, rows } = await slowTerminal();
    const loadsBefore = state.loads;
    const applied: Promise<void>[] = [];
    for (let i = 1; i <= 30; i++) {
      state.committed = `v${i}`;
      state.delays.push(i % 3 === 1 ? 60 : 1);
      applied.push(terminal.applyChange([1], []));
      await sleep(i % 4 === 0 ? 15 : 0);
    }
    await Promise.all(applied);
    expect(rows.get("1")?.status).toBe("v30");
    // Changes that arrive while one is applied are reloaded together: fewer reloads than changes.
    expect(state.loads - loadsBefore).toBeLessThan(30);
    terminal.destroy();
  });

  it("goes on applying later changes after one failed", async () => {
    const { state, terminal, rows } = await slowTerminal();
    state.committed = "v1";
    state.failNext = true;
    state.delays.push(30);
    const failed = terminal.applyChange([1], []);
    await sleep(5);
    state.committed = "v2";
    const next = terminal.applyChange([1], []);
    await expect(failed).rejects.toThrow("connection lost");
    await next;
    expect(rows.get("1")?.status).toBe("v2");
    terminal.destroy();
  });
});

describe("a row that left the terminal is not brought back by an older save", () => {
  const handed = (id: number, version: number, status: string) => ({
    rows: new Map([[id, { id, version, status }]]),
    stamp: { atualizado_data: null, atualizador: null },
  });

  async function terminalWithRow() {
    const source: TerminalSource = {
      loadRows: async () => new Map([[1, { id: 1, version: 3, status: "Waiting" }]]),
      loadHeader: async () => null,
    };
    const terminal = new LiveTerminal(1, source);
    await terminal.ready;
    const rows = terminal.room({ client: false }).doc.getMap<{ version: number; status: string }>("rows");
    return { terminal, rows };
  }

  it("keeps a row deleted elsewhere deleted when this instance's own earlier save of it is applied after the deletion", async () => {
    const { terminal, rows } = await terminalWithRow();
    // Saved here at version 4, then deleted on another instance: that deletion (heard by NOTIFY, the row at version 4) overtakes the handoff.
    await terminal.applyChange([], [1], undefined, { 1: 4 });
    await terminal.applyChange([1], [], handed(1, 4, "Loading"));
    expect(rows.has("1")).toBe(false);
    expect(terminal.rows.has(1)).toBe(false);
    terminal.destroy();
  });

  it("shows a row moved away and back, and ignores the move away arriving after the move back", async () => {
    const { terminal, rows } = await terminalWithRow();
    await terminal.applyChange([], [1], undefined, { 1: 4 }); // moved to another terminal at version 4
    await terminal.applyChange([1], [], handed(1, 5, "Loading")); // moved back at version 5
    expect(rows.get("1")?.status).toBe("Loading");
    await terminal.applyChange([], [1], undefined, { 1: 4 }); // the move away, heard late
    expect(rows.get("1")?.version).toBe(5);
    await terminal.applyChange([], [1], undefined, { 1: 5 }); // deleted at version 5
    expect(rows.has("1")).toBe(false);
    terminal.destroy();
  });
});
