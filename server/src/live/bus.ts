import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { LineupChange } from "../lineups/events";
import type { AccessSubject } from "./events";

/** A committed change to rows of one terminal: ids, and the committed rows when it was saved on this instance. */
export type RowsChange = Pick<
  LineupChange,
  "terminal_id" | "row_ids" | "deleted_ids" | "deleted_versions" | "committed"
>;

/** What the live layer hears, from this process or, through PostgreSQL, from every instance. */
export interface LiveBus {
  onRows(listener: (change: RowsChange) => void): void;
  /** A terminal's header, berths or existence changed (the port form). */
  onTerminal(listener: (terminalId: number) => void): void;
  /** A user's or a display's access changed. */
  onAccess(listener: (subject: AccessSubject) => void): void;
  close(): Promise<void>;
}

/** Ids per notification: at most 300 ints of 10 digits and a version each stay under the 8000-byte limit. */
const MAX_IDS_PER_NOTIFY = 300;

/** Payload of the change channel: rows `{ t, r, d, v }` (`v`: the version each of `d` left at, when known), or a terminal's header `{ t, h: 1 }`; `o` names the instance that sent it. */
interface ChangePayload {
  o: string;
  t: number;
  r?: number[];
  d?: number[];
  v?: (number | null)[];
  h?: 1;
}

/** The versions of a payload's deleted rows, by id. */
const deletedVersions = (p: ChangePayload) =>
  Object.fromEntries((p.d ?? []).flatMap((id, i) => (typeof p.v?.[i] === "number" ? [[id, p.v[i]]] : [])));

/** Payload of the access channel: `k` is "u" (user) or "d" (display). */
interface AccessPayload {
  o: string;
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
 * access changes on `{channel}_access`, for the other instances, which act on
 * what they hear from LISTEN (DESIGN.md "Scale-out"). This instance acts on its
 * own events in-process, at once and in the order they were announced (commit
 * order), with the rows its saves committed; it ignores its own notifications.
 */
export async function openLiveBus(app: FastifyInstance, channel: string): Promise<LiveBus> {
  const rows = listeners<RowsChange>();
  const terminals = listeners<number>();
  const access = listeners<AccessSubject>();
  const local = [
    app.lineupEvents.on(rows.emit),
    app.liveEvents.onTerminal(terminals.emit),
    app.liveEvents.onAccess(access.emit),
  ];
  const sql = app.database.sql;
  if (!sql)
    return {
      onRows: rows.add,
      onTerminal: terminals.add,
      onAccess: access.add,
      close: async () => local.forEach((f) => f()),
    };

  const instance = randomUUID();
  const parsed =
    <T extends { o?: string }>(handle: (payload: T) => void) =>
    (payload: string) => {
      try {
        const p = JSON.parse(payload) as T;
        if (p.o !== instance) handle(p);
      } catch (err) {
        app.log.warn({ err }, "ignored a malformed live notification");
      }
    };
  const subscriptions = await Promise.all([
    sql.listen(
      channel,
      parsed<ChangePayload>((p) =>
        p.h
          ? terminals.emit(p.t)
          : rows.emit({
              terminal_id: p.t,
              row_ids: p.r ?? [],
              deleted_ids: p.d ?? [],
              deleted_versions: deletedVersions(p),
            }),
      ),
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
      const ids = [
        ...change.row_ids.map((id) => ["r", id] as const),
        ...change.deleted_ids.map((id) => ["d", id] as const),
      ];
      for (let i = 0; i < ids.length; i += MAX_IDS_PER_NOTIFY) {
        const part = ids.slice(i, i + MAX_IDS_PER_NOTIFY);
        const d = part.filter(([k]) => k === "d").map(([, id]) => id);
        void notify(channel, {
          o: instance,
          t: change.terminal_id,
          r: part.filter(([k]) => k === "r").map(([, id]) => id),
          d,
          v: d.map((id) => change.deleted_versions?.[id] ?? null),
        });
      }
    }),
    app.liveEvents.onTerminal((t) => void notify(channel, { o: instance, t, h: 1 })),
    app.liveEvents.onAccess(
      (s) => void notify(`${channel}_access`, { o: instance, k: s.kind === "display" ? "d" : "u", i: s.id }),
    ),
  ];
  return {
    onRows: rows.add,
    onTerminal: terminals.add,
    onAccess: access.add,
    close: async () => {
      [...local, ...off].forEach((f) => f());
      await Promise.all(subscriptions.map((s) => s.unlisten()));
    },
  };
}
