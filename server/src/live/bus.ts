import type { FastifyInstance } from "fastify";
import type { AccessSubject } from "./events";
import {
  LIVE_CHANNEL,
  deletedVersions,
  isAccessPayload,
  isChangePayload,
  type ChangePayload,
  type RowsChange,
} from "./notify-wire";

/** How long the parts of one change already heard wait for the rest before they are applied without them. */
const PARTS_WAIT_MS = 5000;

/** What the live layer hears, from this process or, through PostgreSQL, from every instance. */
export interface LiveBus {
  onRows(listener: (change: RowsChange) => void): void;
  /** A terminal's header, berths or existence changed (the port form). */
  onTerminal(listener: (terminalId: number) => void): void;
  /** A user's or a display's access changed. */
  onAccess(listener: (subject: AccessSubject) => void): void;
  close(): Promise<void>;
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
 * What this instance's live layer acts on: its own committed changes, in-process, at once and in commit order, with
 * the rows its saves committed (the publisher hands them over); on PostgreSQL also the other instances' changes,
 * heard by LISTEN (ids, never row data: row and terminal changes on `LIVE_CHANNEL`, access changes on
 * `${LIVE_CHANNEL}_access`; DESIGN.md "Scale-out"). Its own notifications are ignored: they were acted on already.
 */
export async function openLiveBus(app: FastifyInstance): Promise<LiveBus> {
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

  const { instance } = app.publisher;
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
      LIVE_CHANNEL,
      parsed(isChangePayload, (p) => (p.h ? terminals.emit(p.t) : assembler.heard(p))),
    ),
    sql.listen(
      `${LIVE_CHANNEL}_access`,
      parsed(isAccessPayload, (p) => access.emit({ kind: p.k === "d" ? "display" : "user", id: p.i })),
    ),
  ]);
  return {
    onRows: rows.add,
    onTerminal: terminals.add,
    onAccess: access.add,
    close: async () => {
      local.forEach((f) => f());
      assembler.close();
      await Promise.all(subscriptions.map((s) => s.unlisten()));
    },
  };
}
