import type { FastifyInstance } from "fastify";
import type { LineupChange } from "../lineups/events";
import type { AccessSubject } from "./events";

/** A committed change to rows of one terminal: ids only, the rows are reloaded. */
export type RowsChange = Pick<LineupChange, "terminal_id" | "row_ids" | "deleted_ids">;

/** What the live layer hears, from this process or, through PostgreSQL, from every instance. */
export interface LiveBus {
  onRows(listener: (change: RowsChange) => void): void;
  /** A terminal's header, berths or existence changed (the port form). */
  onTerminal(listener: (terminalId: number) => void): void;
  /** A user's or a display's access changed. */
  onAccess(listener: (subject: AccessSubject) => void): void;
  close(): Promise<void>;
}

const MAX_IDS_PER_NOTIFY = 500;

/** Payload of the change channel: rows `{ t, r, d }`, or a terminal's header `{ t, h: 1 }`. */
interface ChangePayload {
  t: number;
  r?: number[];
  d?: number[];
  h?: 1;
}

/** Payload of the access channel: `k` is "u" (user) or "d" (display). */
interface AccessPayload {
  k: "u" | "d";
  i: number;
}

function listeners<T>() {
  const list: ((value: T) => void)[] = [];
  return { add: (l: (value: T) => void) => void list.push(l), emit: (value: T) => list.forEach((l) => l(value)) };
}

/**
 * On PGlite, the in-process events. On PostgreSQL, every event is published
 * with NOTIFY (ids, never row data): row and terminal changes on `channel`,
 * access changes on `{channel}_access`; every instance, this one included,
 * acts on what it hears from LISTEN (DESIGN.md "Scale-out").
 */
export async function openLiveBus(app: FastifyInstance, channel: string): Promise<LiveBus> {
  const rows = listeners<RowsChange>();
  const terminals = listeners<number>();
  const access = listeners<AccessSubject>();
  const sql = app.database.sql;
  if (!sql) {
    const off = [app.lineupEvents.on(rows.emit), app.liveEvents.onTerminal(terminals.emit), app.liveEvents.onAccess(access.emit)];
    return { onRows: rows.add, onTerminal: terminals.add, onAccess: access.add, close: async () => off.forEach((f) => f()) };
  }

  const parsed = <T>(handle: (payload: T) => void) => (payload: string) => {
    try {
      handle(JSON.parse(payload) as T);
    } catch (err) {
      app.log.warn({ err }, "ignored a malformed live notification");
    }
  };
  const subscriptions = await Promise.all([
    sql.listen(
      channel,
      parsed<ChangePayload>((p) => (p.h ? terminals.emit(p.t) : rows.emit({ terminal_id: p.t, row_ids: p.r ?? [], deleted_ids: p.d ?? [] }))),
    ),
    sql.listen(
      `${channel}_access`,
      parsed<AccessPayload>((p) => access.emit({ kind: p.k === "d" ? "display" : "user", id: p.i })),
    ),
  ]);
  const notify = (to: string, payload: ChangePayload | AccessPayload) =>
    sql.notify(to, JSON.stringify(payload)).catch((err: unknown) => app.log.error({ err }, "live notification failed"));
  const off = [
    app.lineupEvents.on((change) => {
      // NOTIFY payloads are limited to 8000 bytes: large saves are sent in parts.
      const ids = [...change.row_ids.map((id) => ["r", id] as const), ...change.deleted_ids.map((id) => ["d", id] as const)];
      for (let i = 0; i < ids.length; i += MAX_IDS_PER_NOTIFY) {
        const part = ids.slice(i, i + MAX_IDS_PER_NOTIFY);
        void notify(channel, { t: change.terminal_id, r: part.filter(([k]) => k === "r").map(([, id]) => id), d: part.filter(([k]) => k === "d").map(([, id]) => id) });
      }
    }),
    app.liveEvents.onTerminal((t) => void notify(channel, { t, h: 1 })),
    app.liveEvents.onAccess((s) => void notify(`${channel}_access`, { k: s.kind === "display" ? "d" : "u", i: s.id })),
  ];
  return {
    onRows: rows.add,
    onTerminal: terminals.add,
    onAccess: access.add,
    close: async () => {
      off.forEach((f) => f());
      await Promise.all(subscriptions.map((s) => s.unlisten()));
    },
  };
}
