import { EventEmitter } from "node:events";

/** Whose access changed: a user (disabled, deleted, new role, ports or comms) or a wall display (revoked). */
export interface AccessSubject {
  kind: "user" | "display";
  id: number;
}

/**
 * Committed changes the live layer hears besides line-up rows: a terminal's
 * header edited in the port form (or the terminal removed), and a user's or a
 * display's access changed. The publisher emits them once the transaction that
 * recorded them in its outbox commits; other instances hear them by NOTIFY.
 */
export class LiveEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** The terminals' header values, berths or existence changed. */
  terminalsChanged(terminalIds: Iterable<number>): void {
    for (const id of new Set(terminalIds)) this.emitter.emit("terminal", id);
  }

  accessChanged(subject: AccessSubject): void {
    this.emitter.emit("access", subject);
  }

  /** A user's notifications changed (issue 25): `unread` is how many they have not read. */
  noticesChanged(userId: number, unread: number): void {
    this.emitter.emit("notices", userId, unread);
  }

  onNotices(listener: (userId: number, unread: number) => void): () => void {
    this.emitter.on("notices", listener);
    return () => this.emitter.off("notices", listener);
  }

  onTerminal(listener: (terminalId: number) => void): () => void {
    this.emitter.on("terminal", listener);
    return () => this.emitter.off("terminal", listener);
  }

  onAccess(listener: (subject: AccessSubject) => void): () => void {
    this.emitter.on("access", listener);
    return () => this.emitter.off("access", listener);
  }
}
