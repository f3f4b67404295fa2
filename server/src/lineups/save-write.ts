import { setImmediate } from "node:timers/promises";
import { and, eq, lt, sql } from "drizzle-orm";
import { isOneOf, LINEUP_STATUSES, NOTE_STATUS } from "@lineup/shared";
import { idAndName, type Db } from "../db/client";
import { lineupSaves, lineups, navios, terminais } from "../db/schema";
import { anyId, presentRows } from "./present-rows";
import type { StaffBoardRow } from "@lineup/shared/wire/board";
import { lineName } from "../activity/line-words";
import { DELETED, storedList } from "./history";
import { COLUMN_FIELDS, LIST_FIELDS, type ColumnField } from "./row-schema";
import { asNote, columnValues, currentLists, lineupColumns, stored } from "./row-store";
import type { LineupRow, Plan } from "./save-plan";
import type { SaveRecord } from "./save-record";

/**
 * The statements of a line-up save that are more than one line: its idempotency key, its new rows, its deletions, and
 * the rows as committed.
 */

/**
 * Claims `saveId` for this transaction, or returns the row ids of the save that
 * already holds it. A retry in flight together with its original waits on the
 * key's index until the original commits (then replays it) or rolls back (then
 * applies itself): a save is applied once, whatever the timing.
 */
export async function claimSave(tx: Db, userId: number, saveId: string): Promise<number[] | undefined> {
  const claimed = await tx
    .insert(lineupSaves)
    .values({ user_id: userId, save_id: saveId })
    .onConflictDoNothing()
    .returning({ id: lineupSaves.save_id });
  if (claimed.length) {
    await tx.delete(lineupSaves).where(lt(lineupSaves.created_at, sql`now() - interval '1 day'`));
    return undefined;
  }
  return (await earlierSave(tx, userId, saveId)) ?? [];
}

/** The rows a save of this user's key committed (undefined when no save has that key). */
export async function earlierSave(db: Db, userId: number, saveId: string): Promise<number[] | undefined> {
  const [earlier] = await db
    .select({ ids: lineupSaves.lineup_ids })
    .from(lineupSaves)
    .where(and(eq(lineupSaves.user_id, userId), eq(lineupSaves.save_id, saveId)));
  return earlier?.ids;
}

const isStatus = isOneOf(LINEUP_STATUSES);

/** New rows per INSERT: ~25 columns each keeps a statement far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 100;

export interface NewRow {
  id: number;
  isNote: boolean;
  /** The stored column values, for the activity log. */
  values: Partial<Record<ColumnField, unknown>>;
}

/**
 * Inserts the new rows of a save in a few multi-row statements (a 5,000-row
 * import is 50 statements, not 5,000), with ids reserved first from the
 * table's sequence so each plan knows its row whatever order RETURNING uses.
 */
export async function insertNewRows(
  tx: Db,
  plans: Plan[],
  at: { terminal: typeof terminais.$inferSelect; userId: number },
): Promise<Map<Plan, NewRow>> {
  const out = new Map<Plan, NewRow>();
  if (!plans.length) return out;
  const reserved = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('lineups', 'id'))::int` })
    .from(sql`generate_series(1, ${plans.length}::int)`);
  const ids = reserved.map((r) => Number(r.id));
  plans.forEach((plan, i) => {
    const values = columnValues(plan.patch);
    const isNote = values.is_observacao === 1;
    const id = ids[i];
    if (id === undefined) throw new Error("no id reserved for a new row");
    out.set(plan, {
      id,
      isNote,
      values: isNote ? asNote(values) : { ...values, status: values.status ?? NOTE_STATUS },
    });
  });
  const rows = [...out.values()].map(({ id, values }) => ({
    ...lineupColumns(values),
    id,
    // Validated before the plan was made (validate.ts): one of the statuses, or none on a note.
    status: isStatus(values.status) ? values.status : NOTE_STATUS,
    terminal_id: at.terminal.id,
    porto_id: at.terminal.porto_id,
    atualizado_data: sql`now()`,
    atualizado_id: at.userId,
  }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    // Between statements other requests get their turn: PGlite runs queries on this thread.
    if (i) await setImmediate();
    await tx.insert(lineups).values(rows.slice(i, i + INSERT_CHUNK));
  }
  return out;
}

/** Rows by id in the staff shape of `GET /lineups`, read through `db` (inside a transaction: as it will commit). */
export async function committedRows(db: Db, ids: number[]): Promise<Map<number, StaffBoardRow>> {
  if (!ids.length) return new Map();
  const found = await db.select().from(lineups).where(anyId(lineups.id, ids));
  return new Map((await presentRows(db, found, { client: false })).map((r) => [r.id, r]));
}

/** The vessels the log names rows by: the saved rows' (`known`, looked up already) and the removed rows', read here. */
export async function loggedVessels(
  tx: Db,
  known: ReadonlyMap<number, { name: string }>,
  removed: (LineupRow | undefined)[],
): Promise<Map<number, { name: string }>> {
  const vessels = new Map(known);
  const missing = [...new Set(removed.map((r) => r?.navio_id))].filter(
    (v): v is number => typeof v === "number" && !vessels.has(v),
  );
  if (missing.length)
    for (const v of await tx.select(idAndName(navios)).from(navios).where(anyId(navios.id, missing)))
      vessels.set(v.id, v);
  return vessels;
}

/**
 * Deletes rows of a terminal, recording each row as it was (its `_deleted` event and activity) and its leaving
 * the terminal's room. Rows copied or called from a deleted row keep existing; their link is cleared by the foreign
 * key.
 */
export async function deleteRows(
  tx: Db,
  record: SaveRecord,
  ctx: {
    rows: { id: number; row: LineupRow | undefined }[];
    user: { id: number; name: string };
    terminal: { id: number; name: string };
    vessels: ReadonlyMap<number, { name: string }>;
  },
): Promise<void> {
  const { rows, user, terminal, vessels } = ctx;
  const listsOf = await currentLists(
    tx,
    rows.map((d) => d.id),
  );
  for (const { id, row } of rows) {
    if (row) {
      const columns = Object.fromEntries(COLUMN_FIELDS.map((f) => [f, stored(f, row[f])]));
      const lists = Object.fromEntries(LIST_FIELDS.map((f) => [f, storedList(f, listsOf.get(id)?.[f] ?? [])]));
      record.event(row, DELETED, { terminal_id: row.terminal_id, ...columns, ...lists }, null);
    }
    record.activity.push({
      userId: user.id,
      action: "excluiu",
      subjectType: "lineups",
      subjectId: id,
      description: `${user.name} removed ${lineName(row, vessels)} from terminal ${terminal.name}`,
      before: row ? { ...row } : null,
    });
  }
  await tx.delete(lineups).where(
    anyId(
      lineups.id,
      rows.map((d) => d.id),
    ),
  );
  for (const { id, row } of rows) record.leave(terminal.id, id, row?.version);
}
