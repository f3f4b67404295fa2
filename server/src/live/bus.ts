import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Type, type Static } from "typebox";
import { Value } from "typebox/value";
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

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (its default block size). A change is sent in as few
 * notifications as fit under this many bytes each (ASCII JSON: one character, one byte): about 700 row ids, or
 * 350 deleted ids with their versions, per notification.
 */
export const MAX_NOTIFY_BYTES = 7900;
/** How long the parts of one change already heard wait for the rest before they are applied without them. */
const PARTS_WAIT_MS = 5000;

/**
 * Payload of the change channel: rows `{ t, r, d, v }` (`v`: the version each of `d` left at, when known), or a
 * terminal's header `{ t, h: 1 }`; `o` names the instance that sent it. A change too large for one notification
 * is sent in `n` parts, each with the change's number `c` on its instance: they are applied together once all
 * have been heard, so the change costs the receiving instance one reload, not one per part.
 */
export const ChangePayload = Type.Object({
  o: Type.String(),
  t: Type.Number(),
  c: Type.Optional(Type.Number()),
  n: Type.Optional(Type.Number()),
  r: Type.Optional(Type.Array(Type.Number())),
  d: Type.Optional(Type.Array(Type.Number())),
  v: Type.Optional(Type.Array(Type.Union([Type.Number(), Type.Null()]))),
  h: Type.Optional(Type.Literal(1)),
});
export type ChangePayload = Static<typeof ChangePayload>;
const isChangePayload = (value: unknown): value is ChangePayload => Value.Check(ChangePayload, value);

/** The versions of a payload's deleted rows, by id. */
const deletedVersions = (p: ChangePayload) =>
  Object.fromEntries((p.d ?? []).flatMap((id, i) => (typeof p.v?.[i] === "number" ? [[id, p.v[i]]] : [])));

/** Payload of the access channel: `k` is "u" (user) or "d" (display). */
const AccessPayload = Type.Object({
  o: Type.String(),
  k: Type.Union([Type.Literal("u"), Type.Literal("d")]),
  i: Type.Number(),
});
type AccessPayload = Static<typeof AccessPayload>;
const isAccessPayload = (value: unknown): value is AccessPayload => Value.Check(AccessPayload, value);

/**
 * The NOTIFY payloads of a change of rows: as few as fit under `maxBytes` each (the last part may be smaller); `c`
 * numbers the change when it needs more than one.
 */
export function changePayloads(instance: string, change: RowsChange, c: number, maxBytes = MAX_NOTIFY_BYTES): string[] {
  const items = [
    ...change.row_ids.map((id) => ({ id, deleted: false, version: null })),
    ...change.deleted_ids.map((id) => ({ id, deleted: true, version: change.deleted_versions?.[id] ?? null })),
  ];
  // Room for the fixed keys with the largest part numbers, then each id's own characters (and its version's).
  const fixed = JSON.stringify({ o: instance, t: change.terminal_id, c, n: items.length, i: items.length }).length;
  const room = maxBytes - fixed - '"r":[],"d":[],"v":[],'.length;
  const cost = (x: (typeof items)[number]) => String(x.id).length + 1 + (x.deleted ? String(x.version).length + 1 : 0);
  const parts: (typeof items)[] = [[]];
  let used = 0;
  for (const x of items) {
    const last = parts[parts.length - 1] ?? [];
    if (last.length && used + cost(x) > room) {
      parts.push([x]);
      used = cost(x);
    } else {
      last.push(x);
      used += cost(x);
    }
  }
  return parts.map((part) => {
    const d = part.filter((x) => x.deleted);
    const payload: ChangePayload = {
      o: instance,
      t: change.terminal_id,
      ...(parts.length > 1 ? { c, n: parts.length } : {}),
      r: part.filter((x) => !x.deleted).map((x) => x.id),
      d: d.map((x) => x.id),
      v: d.map((x) => x.version),
    };
    return JSON.stringify(payload);
  });
}

/** Holds the parts of changes sent in several notifications until each change is whole (or its wait is over). */
function partsAssembler(apply: (p: ChangePayload) => void, onIncomplete: (missing: number) => void) {
  const waiting = new Map<string, { parts: ChangePayload[]; timer: NodeJS.Timeout }>();
  const merge = (parts: ChangePayload[]): ChangePayload => ({
    o: parts[0]?.o ?? "",
    t: parts[0]?.t ?? 0,
    r: parts.flatMap((p) => p.r ?? []),
    d: parts.flatMap((p) => p.d ?? []),
    v: parts.flatMap((p) => (p.d ?? []).map((_, i) => p.v?.[i] ?? null)),
  });
  return {
    heard(p: ChangePayload) {
      if (!p.n || p.n < 2) return apply(p);
      const key = `${p.o}:${p.c}`;
      const entry = waiting.get(key) ?? {
        parts: [],
        timer: setTimeout(() => {
          const late = waiting.get(key);
          waiting.delete(key);
          if (!late) return;
          onIncomplete((p.n ?? 0) - late.parts.length);
          apply(merge(late.parts));
        }, PARTS_WAIT_MS).unref(),
      };
      entry.parts.push(p);
      waiting.set(key, entry);
      if (entry.parts.length < p.n) return;
      clearTimeout(entry.timer);
      waiting.delete(key);
      apply(merge(entry.parts));
    },
    close: () => {
      for (const { timer } of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
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
    <T extends { o: string }>(is: (value: unknown) => value is T, handle: (payload: T) => void) =>
    (payload: string) => {
      try {
        const p: unknown = JSON.parse(payload);
        if (!is(p)) throw new Error("a live notification of an unknown shape");
        if (p.o !== instance) handle(p);
      } catch (err) {
        app.log.warn({ err }, "ignored a malformed live notification");
      }
    };
  const assembler = partsAssembler(
    (p) =>
      rows.emit({ terminal_id: p.t, row_ids: p.r ?? [], deleted_ids: p.d ?? [], deleted_versions: deletedVersions(p) }),
    (missing) => app.log.warn({ missing }, "applied a live change without some of its parts"),
  );
  const subscriptions = await Promise.all([
    sql.listen(
      channel,
      parsed(isChangePayload, (p) => (p.h ? terminals.emit(p.t) : assembler.heard(p))),
    ),
    sql.listen(
      `${channel}_access`,
      parsed(isAccessPayload, (p) => access.emit({ kind: p.k === "d" ? "display" : "user", id: p.i })),
    ),
  ]);
  const send = (to: string, payload: string) =>
    sql.notify(to, payload).catch((err: unknown) => app.log.error({ err }, "live notification failed"));
  const notify = (to: string, payload: ChangePayload | AccessPayload) => send(to, JSON.stringify(payload));
  let changes = 0;
  const off = [
    app.lineupEvents.on((change) => {
      // NOTIFY payloads are limited to 8000 bytes: a large save is sent in parts, put together again on arrival.
      for (const payload of changePayloads(instance, change, ++changes)) void send(channel, payload);
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
      assembler.close();
      await Promise.all(subscriptions.map((s) => s.unlisten()));
    },
  };
}
