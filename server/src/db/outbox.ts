import type { LineupChange } from "../lineups/events";
import type { AccessSubject } from "../live/events";
import type { Db } from "./db";

/**
 * What one transaction changed that open screens and other instances must hear, recorded by the code that writes
 * it, in the same transaction (a transactional outbox): the publisher (live/publisher.ts) sends it to the other
 * instances inside the transaction and to this instance's live layer once it has committed, so a change is told
 * exactly when it is committed, and no caller has to remember to tell it.
 */
export class Outbox {
  readonly lineups: LineupChange[] = [];
  readonly terminals = new Set<number>();
  readonly access: AccessSubject[] = [];

  /** Line-up rows changed (a change of no row is not told). */
  lineupsChanged(changes: Iterable<LineupChange>): void {
    for (const change of changes) if (change.row_ids.length || change.deleted_ids.length) this.lineups.push(change);
  }

  /** The terminals' header values, berths, port marks or existence changed. */
  terminalsChanged(ids: Iterable<number>): void {
    for (const id of ids) this.terminals.add(id);
  }

  /** A user's or a display's access changed: their open sockets are authorised again (once per transaction). */
  accessChanged(subject: AccessSubject): void {
    if (!this.access.some((s) => s.kind === subject.kind && s.id === subject.id)) this.access.push(subject);
  }
}

/** Runs `work` in one transaction with an outbox of its own, published once the transaction has committed. */
export type Transact = <T>(work: (tx: Db, outbox: Outbox) => Promise<T>) => Promise<T>;

/**
 * A `Transact` for work inside a transaction the caller owns and will roll back (the import's preview): nothing it
 * records is ever told.
 */
export const untold =
  (tx: Db): Transact =>
  (work) =>
    work(tx, new Outbox());
