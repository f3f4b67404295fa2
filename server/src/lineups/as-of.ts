/**
 * The board as it stood at a past instant (`GET /lineups?as_of=`), rebuilt from
 * the history as data (`lineup_events`): the rows as they are now, plus the rows
 * deleted since (from their `_deleted` snapshot), each field changed since set
 * back to the `before` of its first event after that instant; rows created
 * since are left out.
 */
import { asc, getTableColumns, or, sql } from "drizzle-orm";
import { rowsOf, type Db } from "../db/client";
import { lineupFieldEvents, lineups, terminais } from "../db/schema";
import { instantInZone } from "@lineup/shared";
import { ValidationError } from "../http/errors";
import { BASELINE, CREATED, DELETED } from "./history";
import { jsonOf, recordOf } from "../guards";
import { currentLists, type PastLists } from "./row-store";
import { COLUMN_FIELDS, isListField } from "./row-schema";
import { rowInScope, type LineupScope } from "./scope";

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** "17 Nov 2026 09:00 UTC": how the messages name an instant. */
export function instantWords(iso: string | Date): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  const month = d.toLocaleString("en-GB", { month: "short", timeZone: "UTC" });
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCDate()} ${month} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/**
 * Reads `as_of` (an ISO date-time; a bare date is its midnight, and a time
 * without offset a wall-clock time, in `zone`: the board's ports' time zone) and
 * checks it lies between the start of the recorded history and now. Returns the
 * instant as an ISO string; 422 in words otherwise.
 */
export async function parseAsOf(db: Db, raw: string, zone = "UTC", now = new Date()): Promise<string> {
  const text = raw.trim();
  const bad = () =>
    ValidationError.field("as_of", "The as-of time must be a date and time, like 2026-11-17T09:00:00Z.");
  if (!ISO_DATE_TIME.test(text)) throw bad();
  const withOffset = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/.test(text) && text.includes(":");
  // Kept to the microsecond (an event's own time from the history shows the board with that change); a local time
  // is kept to the millisecond.
  const iso = withOffset ? pgInstant(text) : new Date(instantInZone(text.replace(" ", "T"), zone)).toISOString();
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) throw bad();
  if (when.getTime() > now.getTime())
    throw ValidationError.field(
      "as_of",
      `The as-of time ${instantWords(when)} is in the future: the board can only be shown as it stood in the past.`,
    );
  const start = await historyStart(db);
  if (!start)
    throw ValidationError.field(
      "as_of",
      "No change to a line-up has been recorded yet, so there is no past board to show.",
    );
  if (when.getTime() < Date.parse(start)) {
    throw ValidationError.field(
      "as_of",
      `The line-up history starts on ${instantWords(start)}; choose a time after it.`,
    );
  }
  return iso;
}

/**
 * A timestamp as PostgreSQL prints it ("2026-11-17 09:00:00.123456+00") in ISO form
 * ("2026-11-17T09:00:00.123456+00:00").
 */
export const pgInstant = (text: string) =>
  text
    .replace(" ", "T")
    .replace(/([+-]\d{2})$/, "$1:00")
    .replace(/([+-]\d{2})(\d{2})$/, "$1:$2");

/**
 * When the recorded history begins: the earliest event of any port, one index
 * look-up per port (`lineup_events_porto_at`) rather than a scan of every event.
 */
export async function historyStart(db: Db): Promise<string | null> {
  const result: unknown = await db.execute(
    sql`select min(first.at)::text as start from ${sql.identifier("portos")} p cross join lateral (select
      ${lineupFieldEvents.at} as at from ${lineupFieldEvents} where ${lineupFieldEvents.porto_id} = p.id order by
      ${lineupFieldEvents.at} asc limit 1) first`,
  );
  const rows = rowsOf<{ start: string | null }>(result);
  const start = rows[0]?.start ?? null;
  return start ? pgInstant(start) : null;
}

/**
 * A row as it stood: its columns (as the board reads them) and, when they changed since, its lists (otherwise they are
 * the stored ones).
 */
export interface PastRow {
  row: Record<string, unknown> & { id: number; terminal_id: number; porto_id: number };
  lists?: PastLists;
}

/** The columns of a row the board reads, and when it was made. */
const { field_versions: _fieldVersions, ...PAST_COLUMNS } = getTableColumns(lineups);

interface EventRow {
  lineup_id: number;
  field: string;
  before: unknown;
  at: string;
  /** Saves of the row since the instant (its version then is this many below now). */
  saves: number;
}

const COLUMN_SET = new Set<string>(COLUMN_FIELDS);

/**
 * The events that are a save of the row's fields (not its creation, deletion, *Updated* mark or baseline): the
 * predicate of `lineup_events_lineup_saves`, so that index serves, and not the baseline.
 */
const SAVE_FIELDS = sql.raw(
  `s.field not in ('${CREATED}', '${DELETED}', 'atualizado_data') and s.field <> '${BASELINE}'`,
);

/**
 * The rows of `portIds` as they stood at `asOf`, scoped to the user (by their
 * values then). Filters are applied by the caller ({@link matchesBoardFilters}).
 */
export async function rowsAsOf(db: Db, portIds: number[], scope: LineupScope, asOf: string): Promise<PastRow[]> {
  const ports = `{${portIds.map((id) => Math.trunc(id)).join(",")}}`;
  // Per row and field only the first event since matters (its `before` is the value then), and the number of saves
  // since.
  // Read by index look-ups, not by the events since (`lineup_events_lineup_field_at`, `lineup_events_lineup_saves`):
  // the rows that may have stood on these ports then (there now, deleted from them since, or moved since: a move is
  // filed under its new place), those with any event since, the fields each has events of (a skip scan of the index,
  // one look-up per field), then each field's first event since and the row's saves since.
  const events = rowsOf<Omit<EventRow, "saves"> & { saves: string | number }>(
    await db.execute(sql`
      with recursive candidates as (
        select id as lineup_id from ${lineups} where porto_id = any(${ports}::int[])
        union
        select lineup_id from ${lineupFieldEvents} where field = ${DELETED} and at > ${asOf}::timestamptz
          and porto_id = any(${ports}::int[])
        union
        select lineup_id from ${lineupFieldEvents} where field = 'terminal_id' and at > ${asOf}::timestamptz),
      changed as (
        select c.lineup_id from candidates c where exists (select 1 from ${lineupFieldEvents} e
          where e.lineup_id = c.lineup_id and e.at > ${asOf}::timestamptz)),
      fields as (
        select c.lineup_id, (select min(e.field) from ${lineupFieldEvents} e where e.lineup_id = c.lineup_id) as field
          from changed c
        union all
        select f.lineup_id, (select min(e.field) from ${lineupFieldEvents} e where e.lineup_id = f.lineup_id
          and e.field > f.field) from fields f where f.field is not null),
      saves as (
        select c.lineup_id, (select count(distinct s.at) from ${lineupFieldEvents} s where s.lineup_id = c.lineup_id
          and s.at > ${asOf}::timestamptz and ${SAVE_FIELDS}) as n from changed c)
      select f.lineup_id, f.field, first.before::text as before, first.at::text as at, v.n as saves
      from fields f
      cross join lateral (
        select e.before, e.at from ${lineupFieldEvents} e where e.lineup_id = f.lineup_id and e.field = f.field
          and e.at > ${asOf}::timestamptz order by e.at asc, e.id asc limit 1) first
      join saves v on v.lineup_id = f.lineup_id
      where f.field is not null
      order by f.lineup_id, f.field`),
  ).map((e) => ({
    ...e,
    lineup_id: Number(e.lineup_id),
    saves: Number(e.saves),
    before: e.before === null ? null : jsonOf(e.before, "an event's before"),
  }));
  const changedIds = [...new Set(events.map((e) => e.lineup_id))];
  const idList = `{${changedIds.join(",")}}`;

  const [current, lastBefore, terminalPorts] = await Promise.all([
    db
      .select(PAST_COLUMNS)
      .from(lineups)
      .where(
        or(
          sql`${lineups.porto_id} = any(${ports}::int[])`,
          changedIds.length ? sql`${lineups.id} = any(${idList}::int[])` : undefined,
        ),
      )
      .orderBy(asc(lineups.id)),
    // The last save of each changed row at or before the instant: its *Updated* time and who.
    changedIds.length
      ? rowsOf<{ lineup_id: number; at: string; user_id: number | null }>(
          // One index look-up per row (lineup_events_lineup_at, whose order is `at desc nulls last`: said so, or the
          // planner sorts every earlier event of the row instead); the events of one save share its time and user.
          await db.execute(sql`
            select l.id as lineup_id, last.at::text as at, last.user_id
            from unnest(${idList}::int[]) as l(id)
            cross join lateral (select at, user_id from ${lineupFieldEvents} where lineup_id = l.id and at <=
              ${asOf}::timestamptz and field <> ${DELETED} and field <> ${BASELINE} order by at desc nulls last
              limit 1) last`),
        )
      : [],
    db.select({ id: terminais.id, porto_id: terminais.porto_id }).from(terminais),
  ]);
  const portOf = new Map(terminalPorts.map((t) => [t.id, t.porto_id]));
  const currentById = new Map(current.map((r) => [r.id, r]));
  const lists = await currentLists(
    db,
    changedIds.filter((id) => currentById.has(id)),
  );
  const stampOf = new Map(lastBefore.map((s) => [Number(s.lineup_id), s]));
  const instant = Date.parse(asOf);
  const pgTime = (text: string) => Date.parse(pgInstant(text));

  const eventsOf = new Map<number, EventRow[]>();
  for (const e of events) {
    const list = eventsOf.get(e.lineup_id);
    if (list) list.push(e);
    else eventsOf.set(e.lineup_id, [e]);
  }

  const out: PastRow[] = [];
  for (const r of current) {
    if (eventsOf.has(r.id)) continue;
    // Unchanged since: as it is now, unless made after the instant (rows older than the history have no `_created`).
    if (r.created_at && pgTime(r.created_at) > instant) continue;
    const { created_at: _c, ...row } = r;
    out.push({ row });
  }
  for (const id of changedIds) {
    const now = currentById.get(id);
    const since = eventsOf.get(id) ?? [];
    // Made after the instant: by its `_created` since, or (a row older than its events, as a backfill may leave it) by
    // when it was made.
    if (since.some((e) => e.field === CREATED) || (now?.created_at && pgTime(now.created_at) > instant)) continue;
    const deletion = since.find((e) => e.field === DELETED);
    let state: PastRow | null = null;
    if (deletion) {
      // Deleted after the instant: its last values are in the snapshot, then the changes between are undone.
      const snap = recordOf(deletion.before ?? {}, "a _deleted snapshot");
      const listAt = (f: keyof PastLists) => (Array.isArray(snap[f]) ? snap[f] : []);
      const terminalId = Number(snap.terminal_id);
      const row: PastRow["row"] = {
        ...Object.fromEntries(Object.keys(PAST_COLUMNS).map((k) => [k, null])),
        id,
        terminal_id: terminalId,
        porto_id: portOf.get(terminalId) ?? 0,
      };
      for (const f of COLUMN_FIELDS) row[f] = snap[f] ?? null;
      state = {
        row,
        lists: {
          cargas_afretadores: listAt("cargas_afretadores"),
          embarcadores: listAt("embarcadores"),
          recebedores: listAt("recebedores"),
        },
      };
    } else if (now) {
      const { created_at: _c, ...row } = now;
      state = {
        row: { ...row },
        lists: { ...(lists.get(id) ?? { cargas_afretadores: [], embarcadores: [], recebedores: [] }) },
      };
    }
    if (!state?.lists) continue;
    for (const e of since) {
      if (e.field === "terminal_id") {
        state.row.terminal_id = Number(e.before);
        state.row.porto_id = portOf.get(Number(e.before)) ?? state.row.porto_id;
      } else if (isListField(e.field)) state.lists[e.field] = Array.isArray(e.before) ? e.before : [];
      else if (COLUMN_SET.has(e.field) || e.field === "atualizado_data") state.row[e.field] = e.before;
    }
    const saves = since[0]?.saves ?? 0;
    const fromSnapshot = deletion !== undefined;
    const stamp = stampOf.get(id);
    const { row } = state;
    if (stamp) {
      row.atualizado_data = stamp.at;
      row.atualizado_id = stamp.user_id;
      row.updated_at = stamp.at;
    } else if (typeof row.atualizado_data !== "string" || pgTime(row.atualizado_data) > instant) {
      row.atualizado_data = null;
      row.atualizado_id = null;
    }
    // The version it had then: one per save undone; a row deleted since has no version to tell (0).
    row.version = fromSnapshot ? 0 : Math.max(1, Number(row.version) - saves);
    if (fromSnapshot && !stamp) row.updated_at = asOf;
    row.pob = typeof row.pob === "string" ? row.pob : null;
    out.push(state);
  }
  return out.filter(
    (p) =>
      portIds.includes(p.row.porto_id) &&
      rowInScope(scope, {
        porto_id: p.row.porto_id,
        carga_id: typeof p.row.carga_id === "number" ? p.row.carga_id : null,
      }),
  );
}
