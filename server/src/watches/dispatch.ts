import { inArray, or, sql, and, eq } from "drizzle-orm";
import type { NotificationKind } from "@lineup/shared/wire/watches";
import { rowsOf, type Db } from "../db/client";
import { lineups, navios, notifications, portos, terminais, users, watches, webhookDeliveries } from "../db/schema";
import { TOLD_FIELDS, toldAs, type ChangeEvent, type RowFacts } from "./match";
import { emailDueAt, webhookEvent } from "./payload";
import { seers } from "./seers";
import { eventWords } from "./words";

/** What one dispatch did: the events it read, and whose notifications it added to (for the live layer). */
export interface Dispatched {
  events: number;
  users: Set<number>;
  webhooks: number;
  /** More committed events wait: dispatch again at once. */
  more: boolean;
}

type Watch = typeof watches.$inferSelect;

const BATCH = 1000;
/** Rows per INSERT: 14 parameters each, well under PostgreSQL's 65,535 a statement. */
const ROWS_PER_INSERT = 2000;

/**
 * The oldest transaction of this database still running (or the next to start): every record of a lower
 * transaction is committed or gone. Transaction ids are the cluster's, so the snapshot's own oldest (its xmin)
 * would wait for writes in every other database of the server too: a long one there (a bulk load, another
 * app, another test file) would hold every notification back. The snapshot is read first, then which of its
 * running transactions are this database's: one that ends in between is done, one that starts after it is above
 * the snapshot's xmax.
 */
async function horizonOf(tx: Db): Promise<string | undefined> {
  const [taken] = rowsOf<{ snapshot: string }>(await tx.execute(sql`select pg_current_snapshot()::text as snapshot`));
  if (!taken) return undefined;
  const [horizon] = rowsOf<{ xid: string }>(
    await tx.execute(sql`
      with s as (select ${taken.snapshot}::pg_snapshot as s)
      select coalesce(
        (select min(x) from s, pg_snapshot_xip(s.s) x
          where x::text::numeric % 4294967296 in (select backend_xid::text::numeric from pg_stat_activity
            where datname = current_database() and backend_xid is not null)),
        (select pg_snapshot_xmax(s) from s))::text as xid`),
  );
  return horizon?.xid;
}

/** The committed change records after the cursor, in (tx, id) order, up to the oldest transaction still running. */
async function nextEvents(tx: Db, cursor: { tx: string; event_id: number }, watching: boolean) {
  const xmin = (await horizonOf(tx)) ?? cursor.tx;
  // With no watch at all, nothing is read: the cursor passes over every committed record at once.
  const events = !watching
    ? []
    : rowsOf<ChangeEvent & { tx: string }>(
        await tx.execute(sql`
      select id::float8 as id, lineup_id, terminal_id, porto_id, field, before, after, user_id,
             to_json(at)#>>'{}' as at, tx::text as tx
      from lineup_events
      where tx is not null and (tx, id) > (${cursor.tx}::xid8, ${cursor.event_id}::int8) and tx < ${xmin}::xid8
        and field in (${sql.join(
          TOLD_FIELDS.map((f) => sql`${f}`),
          sql`, `,
        )})
      order by tx, id limit ${BATCH}`),
      );
  if (events.length === BATCH) return { events, next: events[events.length - 1], more: true };
  // Everything else below the horizon is committed and tells nothing: the cursor passes over it.
  const [last] = rowsOf<{ tx: string; id: number }>(
    await tx.execute(sql`
      select tx::text as tx, id::float8 as id from lineup_events
      where tx is not null and tx < ${xmin}::xid8 and (tx, id) > (${cursor.tx}::xid8, ${cursor.event_id}::int8)
      order by tx desc, id desc limit 1`),
  );
  return { events, next: last ?? events[events.length - 1], more: false };
}

/** Each event's row as it stands, or as its `_deleted` record left it. */
async function rowFacts(tx: Db, events: readonly ChangeEvent[]): Promise<Map<number, RowFacts>> {
  const ids = [...new Set(events.map((e) => e.lineup_id))];
  const found = ids.length ? await tx.select().from(lineups).where(inArray(lineups.id, ids)) : [];
  const facts = new Map<number, RowFacts>(found.map((r) => [r.id, r]));
  for (const e of events) {
    if (e.field !== "_deleted" || facts.has(e.lineup_id) || typeof e.before !== "object" || !e.before) continue;
    const last: Record<string, unknown> = { ...e.before };
    const num = (k: string) => (typeof last[k] === "number" ? last[k] : null);
    facts.set(e.lineup_id, {
      porto_id: e.porto_id,
      terminal_id: e.terminal_id,
      carga_id: num("carga_id"),
      carga_tipo_id: num("carga_tipo_id"),
      afretador_id: num("afretador_id"),
      recebedor_id: num("recebedor_id"),
      navio_id: num("navio_id"),
      status: typeof last.status === "string" ? last.status : null,
      is_observacao: num("is_observacao") ?? 0,
    });
  }
  return facts;
}

/** The watches any of these events may concern: of their rows, their terminals, or views of their comm types. */
async function candidateWatches(tx: Db, events: readonly ChangeEvent[], rows: ReadonlyMap<number, RowFacts>) {
  const rowIds = [...new Set(events.map((e) => e.lineup_id))];
  const terminalIds = [...new Set(events.map((e) => e.terminal_id))];
  const types = [...new Set([...rows.values()].flatMap((r) => (r.carga_tipo_id === null ? [] : [r.carga_tipo_id])))];
  return tx
    .select()
    .from(watches)
    .where(
      or(
        inArray(watches.lineup_id, rowIds),
        inArray(watches.terminal_id, terminalIds),
        types.length
          ? and(
              eq(watches.kind, "view"),
              sql`(${watches.view}->>'carga_tipo_id')::int in (${sql.join(types, sql`, `)})`,
            )
          : undefined,
      ),
    );
}

async function namesOf(tx: Db, events: readonly ChangeEvent[], rows: ReadonlyMap<number, RowFacts>) {
  const ids = <T>(values: T[]) => [...new Set(values)].filter((v): v is T & number => typeof v === "number");
  const vesselIds = ids([...rows.values()].map((r) => r.navio_id));
  const [ports, terminals, vessels, people] = await Promise.all([
    tx
      .select({ id: portos.id, name: portos.name, zone: portos.time_zone })
      .from(portos)
      .where(inArray(portos.id, ids(events.map((e) => e.porto_id)))),
    tx
      .select({ id: terminais.id, name: terminais.name })
      .from(terminais)
      .where(inArray(terminais.id, ids(events.map((e) => e.terminal_id)))),
    vesselIds.length
      ? tx.select({ id: navios.id, name: navios.name }).from(navios).where(inArray(navios.id, vesselIds))
      : [],
    tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, ids(events.map((e) => e.user_id)).concat(0))),
  ]);
  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
  return { ports: byId(ports), terminals: byId(terminals), vessels: byId(vessels), people: byId(people) };
}

/**
 * Reads the committed change records after the watches' cursor and turns each into a notification
 * per watch it concerns whose user may see its row now (at most once: a unique key per watch and
 * event), with the e-mail due and a webhook delivery owed, then moves the cursor, all in one
 * transaction. The cursor's row is locked while it runs: another instance skips the round, and a
 * process killed mid-batch leaves nothing half done. Never reads an uncommitted or rolled-back save.
 */
export async function dispatchChanges(db: Db, now = new Date()): Promise<Dispatched | null> {
  return db.transaction(async (tx) => {
    const [cursor] = rowsOf<{ tx: string; event_id: number }>(
      await tx.execute(
        sql`select tx::text as tx, event_id::float8 as event_id from change_cursors
          where name = 'watches' for update skip locked`,
      ),
    );
    if (!cursor) return null;
    const watching = (await tx.select({ id: watches.id }).from(watches).limit(1)).length > 0;
    const { events, next, more } = await nextEvents(tx, cursor, watching);
    const done: Dispatched = { events: events.length, users: new Set(), webhooks: 0, more };
    if (events.length) await tell(tx, events, now, done);
    if (next)
      await tx.execute(
        sql`update change_cursors set tx = ${next.tx}::xid8, event_id = ${next.id} where name = 'watches'`,
      );
    return done;
  });
}

async function tell(tx: Db, events: ChangeEvent[], now: Date, done: Dispatched) {
  const rows = await rowFacts(tx, events);
  const candidates = await candidateWatches(tx, events, rows);
  if (!candidates.length) return;
  const watchers = await seers(
    tx,
    candidates.map((w) => w.user_id),
  );
  const names = await namesOf(tx, events, rows);
  const values: (typeof notifications.$inferInsert)[] = [];
  const owed = new Map<string, { watch: Watch; kind: NotificationKind; event: ChangeEvent; row: RowFacts }>();
  for (const event of events) {
    const row = rows.get(event.lineup_id);
    if (!row) continue;
    for (const watch of candidates) {
      // A watch tells what happens after it was made, not what waited in the records before it.
      if (Date.parse(event.at) < Date.parse(watch.created_at)) continue;
      const kind = toldAs(watch, event, row);
      if (!kind || !watchers.get(watch.user_id)?.sees(row)) continue;
      const port = names.ports.get(event.porto_id);
      const words = eventWords(kind, event, {
        port: port?.name ?? "",
        terminal: names.terminals.get(event.terminal_id)?.name ?? "",
        vessel: (row.navio_id !== null && names.vessels.get(row.navio_id)?.name) || null,
        by: (event.user_id !== null && names.people.get(event.user_id)?.name) || null,
      });
      const due = emailDueAt(watch.email, now, port?.zone ?? "UTC");
      values.push({
        user_id: watch.user_id,
        watch_id: watch.id,
        event_id: event.id,
        key: `e:${event.id}`,
        kind,
        lineup_id: event.lineup_id,
        porto_id: event.porto_id,
        terminal_id: event.terminal_id,
        carga_tipo_id: row.carga_tipo_id,
        carga_id: row.carga_id,
        words,
        at: event.at,
        email_due_at: due?.toISOString() ?? null,
      });
      if (watch.webhook_id !== null) owed.set(`${watch.id}:${event.id}`, { watch, kind, event, row });
    }
  }
  if (!values.length) return;
  const added = [];
  // A statement takes at most 65,535 parameters: a terminal watched by thousands is written in parts.
  for (let i = 0; i < values.length; i += ROWS_PER_INSERT)
    added.push(
      ...(await tx
        .insert(notifications)
        .values(values.slice(i, i + ROWS_PER_INSERT))
        .onConflictDoNothing()
        .returning({
          user_id: notifications.user_id,
          watch_id: notifications.watch_id,
          event_id: notifications.event_id,
          words: notifications.words,
        })),
    );
  for (const n of added) done.users.add(n.user_id);
  const deliveries = added.flatMap((n) => {
    const o = owed.get(`${n.watch_id}:${n.event_id}`);
    if (!o || o.watch.webhook_id === null) return [];
    const body = webhookEvent({
      kind: o.kind,
      event_id: o.event.id,
      at: o.event.at,
      watch: { id: o.watch.id, name: o.watch.name },
      lineup_id: o.event.lineup_id,
      porto_id: o.event.porto_id,
      terminal_id: o.event.terminal_id,
      words: n.words,
    });
    return [
      {
        webhook_id: o.watch.webhook_id,
        event_id: o.event.id,
        key: `e:${o.event.id}`,
        kind: o.kind,
        body: JSON.stringify(body),
        porto_id: o.row.porto_id,
        carga_id: o.row.carga_id,
      },
    ];
  });
  if (deliveries.length) {
    for (let i = 0; i < deliveries.length; i += ROWS_PER_INSERT) {
      const queued = await tx
        .insert(webhookDeliveries)
        .values(deliveries.slice(i, i + ROWS_PER_INSERT))
        .onConflictDoNothing()
        .returning({ id: webhookDeliveries.id });
      done.webhooks += queued.length;
    }
  }
}
