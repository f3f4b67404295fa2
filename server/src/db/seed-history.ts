/**
 * The demo's year of history (SEED_DEMO=1): every line-up row's calls as the write path records them
 * (`recordFieldEvents`: `_created` with its fields, date edits, status changes, `_deleted` with the row's last
 * values), so statistics, *As of* and the cell history show real shapes on first start.
 *
 * The events are written in bulk with the write path's own function rather than by replaying a year of saves
 * through `saveLineupList`: that would be a few thousand transactions (each with its activity entry, outbox and
 * announcement) and take the seed from about one second to about a minute, and every browser test run starts a
 * fresh seeded server. The events are the same ones a save writes, so the statistics tables are kept by the same
 * trigger.
 */
import { sql } from "drizzle-orm";
import { recordFieldEvents, type FieldEvent } from "../lineups/history";
import { stored } from "../lineups/row-store";
import { COLUMN_FIELDS, type ColumnField } from "../lineups/row-schema";
import { rowsOf, type Db } from "./client";
import type * as t from "./schema";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A small deterministic generator so the demo looks the same on every machine. */
export function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    // cast: the demo's lists are given; an empty one (a terminal without berths) leaves its field undefined
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
type Rnd = ReturnType<typeof prng>;

type LineupRow = typeof t.lineups.$inferSelect;

/** A terminal as the history needs it: where its calls berth, what they carry, and which way. */
export interface HistoryTerminal {
  id: number;
  porto_id: number;
  berths: number[];
  comms: number[];
  carga_tipo_id: number;
  unit: "t" | "m³";
  /** Its calls discharge (imports: fertilizers, chemicals) rather than load. */
  discharges: boolean;
}

/** The parties a made-up past call is given, and who may edit where. */
export interface HistoryParties {
  vessels: number[];
  charterers: number[];
  agencies: number[];
  receivers: number[];
  destinations: number[];
  /** Users and the ports (null: all) and comms (null: all) they may edit. */
  editors: { id: number; ports: number[] | null; comms: number[] | null }[];
}

/** One call's history to write: final values, when it was made, its status steps, earlier date values, its deletion. */
interface CallPlan {
  id: number;
  terminal_id: number;
  porto_id: number;
  values: Partial<Record<ColumnField, unknown>>;
  created: number;
  /** Status changes after the creation (the creation's own status is `firstStatus`). */
  steps: { status: string; at: number }[];
  firstStatus: string;
  edits: { field: ColumnField; before: unknown; at: number }[];
  deletedAt?: number;
  editors: number[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const dayMs = (day: unknown) => (typeof day === "string" ? Date.parse(`${day}T00:00:00Z`) : null);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The events the write path would have recorded for a call's life. */
function callEvents(plan: CallPlan, rnd: Rnd): FieldEvent[] {
  const place = { lineup_id: plan.id, terminal_id: plan.terminal_id, porto_id: plan.porto_id };
  const who = () => rnd.pick(plan.editors);
  const event = (field: string, before: unknown, after: unknown, at: number, user_id: number | null): FieldEvent => ({
    ...place,
    field,
    before: before ?? null,
    after: after ?? null,
    user_id,
    at: iso(at),
  });
  const maker = who();
  const initial = (f: ColumnField) =>
    f === "status" ? plan.firstStatus : (plan.edits.find((e) => e.field === f)?.before ?? plan.values[f]);
  const events = [event("_created", null, null, plan.created, maker)];
  for (const f of COLUMN_FIELDS) if (initial(f) != null) events.push(event(f, null, initial(f), plan.created, maker));
  for (const e of plan.edits) events.push(event(e.field, e.before, plan.values[e.field], e.at, who()));
  let before = plan.firstStatus;
  for (const s of plan.steps) {
    events.push(event("status", before, s.status, s.at, who()));
    before = s.status;
  }
  if (plan.deletedAt !== undefined) {
    const snapshot = {
      terminal_id: plan.terminal_id,
      ...Object.fromEntries(COLUMN_FIELDS.map((f) => [f, plan.values[f] ?? null])),
      cargas_afretadores: [],
      embarcadores: [],
      recebedores: [],
    };
    events.push(event("_deleted", snapshot, null, plan.deletedAt, who()));
  }
  return events;
}

/** The statuses a call went through to reach `status` (the same order as migration 0016's `lineup_dated_events`). */
function stepsTo(status: string, discharges: boolean): string[] {
  const berth = discharges ? "Discharging" : "Loading";
  if (status === "Expected") return ["Expected"];
  if (status === "Waiting") return ["Expected", "Waiting"];
  if (status === "Sailed") return ["Expected", "Waiting", berth, "Sailed"];
  return ["Expected", "Waiting", status];
}

/** When each status after Expected was reached: on its date (ETA, ETB, ETC) at some hour, before the next and `cap`. */
function stepTimes(
  statuses: string[],
  row: { eta?: unknown; etb?: unknown; etc?: unknown },
  cap: number,
  rnd: Rnd,
): number[] {
  const own = (s: string) => dayMs(s === "Waiting" ? row.eta : s === "Sailed" ? row.etc : row.etb);
  const times: number[] = [];
  let next = cap;
  for (let i = statuses.length - 1; i >= 1; i--) {
    const date = own(statuses[i] ?? "");
    const wanted = date === null ? next - rnd.int(2, 30) * HOUR : date + rnd.int(2, 20) * HOUR;
    next = Math.min(wanted, next - rnd.int(1, 6) * HOUR);
    times.unshift(next);
  }
  return times;
}

/** ETA or ETB as first announced: a few days off, corrected later by someone. */
function dateEdits(
  values: Partial<Record<ColumnField, unknown>>,
  created: number,
  until: number,
  rnd: Rnd,
): CallPlan["edits"] {
  const edits: CallPlan["edits"] = [];
  for (const field of ["eta", "etb"] as const) {
    const day = dayMs(values[field]);
    if (day === null || rnd.next() > 0.6 || until - created < 2 * HOUR) continue;
    const shift = rnd.pick([-2, -1, 1, 2, 3]);
    edits.push({
      field,
      before: dayOf(day + shift * DAY),
      at: created + Math.floor((until - created) * (0.2 + rnd.next() * 0.6)),
    });
  }
  return edits;
}

const editorsAt = (parties: HistoryParties, porto_id: number, carga_id: unknown) =>
  parties.editors
    .filter((e) => (!e.ports || e.ports.includes(porto_id)) && (!e.comms || e.comms.includes(Number(carga_id))))
    .map((e) => e.id);

const valuesOf = (row: LineupRow): Partial<Record<ColumnField, unknown>> =>
  Object.fromEntries(COLUMN_FIELDS.map((f) => [f, stored(f, row[f])]));

/** The history of the rows on the board now: each reached its status on its dates, up to a little before now. */
function currentPlans(
  rows: LineupRow[],
  terminals: Map<number, HistoryTerminal>,
  parties: HistoryParties,
  now: number,
  rnd: Rnd,
): CallPlan[] {
  return rows.map((row) => {
    const terminal = terminals.get(row.terminal_id);
    const statuses = row.is_observacao
      ? ["Expected"]
      : stepsTo(row.status ?? "Expected", terminal?.discharges ?? false);
    const cap = now - rnd.int(10, 180) * 60_000;
    const times = stepTimes(statuses, row, cap, rnd);
    const eta = dayMs(row.eta);
    const created = Math.min(
      eta === null ? now - rnd.int(1, 10) * DAY : eta - rnd.int(6, 20) * DAY + rnd.int(8, 18) * HOUR,
      (times[0] ?? cap) - rnd.int(12, 48) * HOUR,
    );
    const values = valuesOf(row);
    return {
      id: row.id,
      terminal_id: row.terminal_id,
      porto_id: row.porto_id,
      values,
      created,
      firstStatus: "Expected",
      steps: statuses.slice(1).map((status, i) => ({ status, at: times[i] ?? cap })),
      edits: row.is_observacao ? [] : dateEdits(values, created, times[0] ?? cap, rnd),
      editors: editorsAt(parties, row.porto_id, row.carga_id),
    };
  });
}

/** Past year's calls at each terminal, one every few days: each arriving, waiting, berthing, sailing, cleared. */
function pastPlans(
  terminals: HistoryTerminal[],
  parties: HistoryParties,
  firstId: () => number,
  now: number,
  rnd: Rnd,
): CallPlan[] {
  const plans: CallPlan[] = [];
  for (const terminal of terminals) {
    for (let day = now - 365 * DAY + rnd.int(0, 6) * DAY; ; day += rnd.int(3, 8) * DAY) {
      const created = day + rnd.int(7, 19) * HOUR;
      const eta = Math.floor(created / DAY) * DAY + rnd.int(6, 16) * DAY;
      const etb = eta + rnd.pick([0, 0, 1, 2, 3, 4, 6, 9]) * DAY;
      const etc = etb + rnd.int(1, 4) * DAY;
      const deletedAt = etc + rnd.int(2, 6) * DAY + rnd.int(8, 18) * HOUR;
      // The last ones are still on the board (the rows seeded for today).
      if (deletedAt > now - 2 * DAY) break;
      const carga_id = rnd.pick(terminal.comms);
      const values: Partial<Record<ColumnField, unknown>> = {
        berco_id: rnd.pick(terminal.berths),
        status: "Sailed",
        is_observacao: 0,
        navio_id: rnd.pick(parties.vessels),
        agencia_id: rnd.pick(parties.agencies),
        carga_id,
        carga_tipo_id: terminal.carga_tipo_id,
        afretador_id: rnd.pick(parties.charterers),
        recebedor_id: rnd.pick(parties.receivers),
        destination_porto: rnd.pick(parties.destinations),
        client_type: "FULL",
        qty: stored("qty", String(rnd.int(8, 75) * 1000 + rnd.int(0, 999))),
        qty_unidade: terminal.unit,
        eta: dayOf(eta),
        etb: dayOf(etb),
        etc: dayOf(etc),
      };
      const statuses = stepsTo("Sailed", terminal.discharges);
      const times = stepTimes(statuses, values, deletedAt - rnd.int(20, 40) * HOUR, rnd);
      plans.push({
        id: firstId(),
        terminal_id: terminal.id,
        porto_id: terminal.porto_id,
        values,
        created,
        firstStatus: "Expected",
        steps: statuses.slice(1).map((status, i) => ({ status, at: times[i] ?? deletedAt })),
        edits: dateEdits(values, created, times[0] ?? deletedAt, rnd),
        deletedAt,
        editors: editorsAt(parties, terminal.porto_id, carga_id),
      });
    }
  }
  return plans;
}

/**
 * Writes the history of `rows` (the board now, each row's `created_at` set to its `_created`) and about a year of
 * past calls at `terminals` (ids taken from the line-ups' sequence, as rows made and deleted since). Returns the
 * number of past calls.
 */
export async function seedHistory(
  tx: Db,
  rows: LineupRow[],
  terminals: HistoryTerminal[],
  parties: HistoryParties,
  now = Date.now(),
): Promise<number> {
  const rnd = prng(20261125);
  const byId = new Map(terminals.map((x) => [x.id, x]));
  const current = currentPlans(rows, byId, parties, now, rnd);
  let nextId = 0;
  const past = pastPlans(terminals, parties, () => nextId++, now, rnd);
  const ids = rowsOf<{ id: number }>(
    await tx.execute(
      sql`select nextval(pg_get_serial_sequence('lineups', 'id'))::int as id from generate_series(1, ${past.length})`,
    ),
  );
  for (const plan of past) plan.id = Number(ids[plan.id]?.id);
  const created = current.map((p) => ({ id: p.id, at: iso(p.created) }));
  await tx.execute(sql`
    update lineups l set created_at = c.at
    from jsonb_to_recordset(${JSON.stringify(created)}::jsonb) as c(id int, at timestamptz)
    where l.id = c.id`);
  // Call by call, so the trigger recomputes each call once (it reads all of a call's events, whatever their order).
  await recordFieldEvents(
    tx,
    [...past, ...current].flatMap((plan) => callEvents(plan, rnd)),
  );
  return past.length;
}
