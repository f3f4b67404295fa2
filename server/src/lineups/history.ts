/**
 * The history of line-up fields as data (`lineup_events`): written with every change, read by
 * `GET /lineups/{id}/history`.
 */
import { setImmediate } from "node:timers/promises";
import { and, desc, eq, ne, sql, type AnyColumn } from "drizzle-orm";
import type { HistoryEntry } from "@lineup/shared/wire/lineup-history";
import type { Db } from "../db/client";
import { listOf } from "../guards";
import { lineupFieldEvents, lineups, users } from "../db/schema";
import { CLIENT_HIDDEN } from "@lineup/shared/wire/board";
import type { ListField } from "./row-schema";
import { comparableList } from "./row-store";
import { ownSplitLines } from "./scope";

/** A row's creation and deletion: the events that bracket its field events. */
export const CREATED = "_created";
export const DELETED = "_deleted";
/**
 * The start of the recorded history of a row that had none (migration 0016, `lineup_baseline()`): `after` holds
 * the row as it stood; the statistics take its calls before this instant from its dates. Not a change.
 */
export const BASELINE = "_baseline";

export interface FieldEvent {
  lineup_id: number;
  terminal_id: number;
  porto_id: number;
  field: string;
  before: unknown;
  after: unknown;
  user_id: number | null;
  /** When it happened (ISO); by default the transaction's time. Only the demo seed writes a past history. */
  at?: string;
}

/** A list field as its rows store it (ids left out, quantities as numeric text), so before and after compare. */
export const storedList = (field: ListField, items: readonly unknown[]): unknown[] =>
  listOf(JSON.parse(comparableList(field, [...items])), "a stored list");

/** Events per INSERT: each statement sends its events as one JSON parameter, a few hundred kB. */
const EVENT_CHUNK = 1000;

/**
 * Records field events (call it inside the write's transaction), each chunk in
 * one INSERT whose rows PostgreSQL reads from a single JSON parameter: a
 * 5,000-row import's 55,000 events are 55 statements, and one text per
 * statement instead of 7,000 parameters took that import from 4.9 s to 3.6 s
 * on PGlite. Events of one transaction share its time; their ids follow the order given.
 */
export async function recordFieldEvents(tx: Db, events: readonly FieldEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += EVENT_CHUNK) {
    // Between statements other requests get their turn: PGlite runs queries on this thread.
    if (i) await setImmediate();
    await tx.execute(sql`
      insert into lineup_events (lineup_id, terminal_id, porto_id, field, before, after, user_id, at)
      select e.lineup_id, e.terminal_id, e.porto_id, e.field, nullif(e.before, 'null'), nullif(e.after, 'null'),
        e.user_id, coalesce(e.at, now())
      from rows from (jsonb_to_recordset(${JSON.stringify(events.slice(i, i + EVENT_CHUNK))}::jsonb)
        as (lineup_id int, terminal_id int, porto_id int, field text, before jsonb, after jsonb, user_id int,
          at timestamptz)) with ordinality
        as e(lineup_id, terminal_id, porto_id, field, before, after, user_id, at, n)
      order by e.n`);
  }
}

const HIDDEN = new Set<string>(CLIENT_HIDDEN);

/**
 * A value as a client may see it: split lines without their receiver. (A deleted row, whose `_deleted` event holds
 * every field, answers 404.)
 */
function forClient(field: string, value: unknown): unknown {
  if (field !== "cargas_afretadores" || !Array.isArray(value)) return value;
  return value.map((line) =>
    line && typeof line === "object"
      ? Object.fromEntries(Object.entries(line).filter(([k]) => k !== "recebedor_id"))
      : line,
  );
}

/**
 * A jsonb column read as its JSON text and parsed here: drizzle parses any
 * string it reads from a jsonb column again, so a stored "1000.000" came back as 1000.
 */
export const jsonValue = (column: AnyColumn) =>
  sql<unknown>`${column}::text`.mapWith((text: string | null) => (text === null ? null : JSON.parse(text)));

/**
 * What one reader may see of a row's history: clients lose staff-only fields; comm-scoped readers (clients, sub-agents)
 * other comms.
 */
export interface HistoryReader {
  client: boolean;
  /** The reader's comms: only saves made while the row was in one of them, and only their split lines. */
  commIds?: readonly number[];
}

/**
 * A row's events, newest first (one save's events in reverse of their writing), without its baseline (not a change), as
 * `reader` may see them.
 */
export async function lineupHistory(db: Db, lineupId: number, reader: HistoryReader): Promise<HistoryEntry[]> {
  const { client, commIds } = reader;
  const events = await db
    .select({
      at: lineupFieldEvents.at,
      user_id: lineupFieldEvents.user_id,
      user_name: users.name,
      field: lineupFieldEvents.field,
      before: jsonValue(lineupFieldEvents.before),
      after: jsonValue(lineupFieldEvents.after),
    })
    .from(lineupFieldEvents)
    .leftJoin(users, eq(users.id, lineupFieldEvents.user_id))
    .where(and(eq(lineupFieldEvents.lineup_id, lineupId), ne(lineupFieldEvents.field, BASELINE)))
    .orderBy(desc(lineupFieldEvents.at), desc(lineupFieldEvents.id));
  const [row] = commIds
    ? await db.select({ carga_id: lineups.carga_id }).from(lineups).where(eq(lineups.id, lineupId))
    : [];
  const shown = commIds ? savesInComms(events, commIds, row?.carga_id ?? null) : undefined;
  return events.flatMap((e) => {
    if ((client && HIDDEN.has(e.field)) || (shown && !shown.has(e.at))) return [];
    let { before, after } = e;
    if (e.field === "cargas_afretadores" && commIds) {
      // Only the reader's comms' lines; a save that changed only other comms' lines is not theirs to see.
      [before, after] = [ownLinesOf(commIds, before), ownLinesOf(commIds, after)];
      if (JSON.stringify(before) === JSON.stringify(after)) return [];
    }
    return [
      {
        at: e.at,
        user: e.user_id === null ? null : { id: e.user_id, name: e.user_name ?? "" },
        field: e.field,
        before: client ? forClient(e.field, before) : before,
        after: client ? forClient(e.field, after) : after,
      },
    ];
  });
}

const ownLinesOf = (commIds: readonly number[], value: unknown): unknown =>
  Array.isArray(value)
    ? ownSplitLines(
        commIds,
        value.filter((line): line is Record<string, unknown> => line !== null && typeof line === "object"),
      )
    : value;

/**
 * The saves (by their time: one transaction's events share it) made while the
 * row was in one of `commIds`, before and after the save: a row that comes
 * into a reader's comm shows its changes from then on, and one that leaves it
 * shows none of what is done to it elsewhere, nor the values it came with.
 * `events` are newest first; `commNow` is the row's comm today.
 */
function savesInComms(
  events: readonly { at: string; field: string; before: unknown; after: unknown }[],
  commIds: readonly number[],
  commNow: number | null,
): Set<string> {
  const commEvents = events.filter((e) => e.field === "carga_id");
  // The comm before the oldest recorded change of it (a row older than its history has no `_created`).
  let comm: unknown = commEvents.length ? commEvents[commEvents.length - 1]?.before : commNow;
  const own = (id: unknown) => typeof id === "number" && commIds.includes(id);
  const saves = new Map<string, { created: boolean; comm?: { after: unknown } }>();
  for (const e of events) {
    const save = saves.get(e.at) ?? { created: false };
    if (e.field === CREATED) save.created = true;
    if (e.field === "carga_id") save.comm = { after: e.after };
    saves.set(e.at, save);
  }
  const shown = new Set<string>();
  for (const [at, save] of [...saves].reverse()) {
    const after = save.comm ? save.comm.after : comm;
    if ((save.created || own(comm)) && own(after)) shown.add(at);
    comm = after;
  }
  return shown;
}
