import type { LineupRow } from "../api/types";

/** A row as this person had it and as someone else (or their own save) committed it. */
export interface RowPair {
  before: LineupRow;
  after: LineupRow;
}

/**
 * Holds back the live updates of rows in a save that is in flight: the echo of
 * one's own save may arrive before its answer, and must not be taken for
 * someone else's change. If the save succeeds, the held updates were its echo
 * (or merged with it: the session is emptied anyway); if it fails, they are
 * compared with the session then.
 */
export class SaveEchoFilter {
  private flight: { ids: Set<number>; held: RowPair[] } | null = null;

  /** A save of these row ids was sent. */
  start(ids: number[]): void {
    this.flight = { ids: new Set(ids), held: [] };
  }

  /** The pairs to compare now; those of rows in the save are held. */
  pass(pairs: RowPair[]): RowPair[] {
    const flight = this.flight;
    if (!flight) return pairs;
    flight.held.push(...pairs.filter((p) => flight.ids.has(p.after.id)));
    return pairs.filter((p) => !flight.ids.has(p.after.id));
  }

  /** The save answered: the held pairs to compare now (none after a success). */
  end(ok: boolean): RowPair[] {
    const held = this.flight?.held ?? [];
    this.flight = null;
    return ok ? [] : held;
  }
}
