import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { cargas, lineups } from "../db/schema";
import { lineupScope, lineupScopeWhere } from "../lineups/scope";
import { waitingTimes } from "../statistics/waiting-times";
import type { UserRow } from "../users/repository";
import type { LineupCounts, WeekWaiting } from "./weekly-mail";

/** The weekly report's figures for one subscriber, port and comm type, within what the subscriber may see. */

/** Counts and tonnes (rows in tonnes only; m³ is not added to tonnes) of the user's part of one line-up. */
export async function lineupCounts(db: Db, user: UserRow, portoId: number, tipoId: number): Promise<LineupCounts> {
  const scope = await lineupScope(db, user);
  const tonnes = (status: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${lineups.qty}) filter (where ${status} and ${lineups.qty_unidade} = 't'), 0)`.mapWith(
      Number,
    );
  const berthed = sql`${lineups.status} in ('Loading', 'Discharging')`;
  const waiting = sql`${lineups.status} = 'Waiting'`;
  // A ship with its pilot on board (POB) is still on its way in: expected.
  const expected = sql`(${lineups.status} = 'Expected' or ${lineups.status} like 'POB%')`;
  const [row] = await db
    .select({
      berthed: sql<number>`count(*) filter (where ${berthed})`.mapWith(Number),
      berthed_t: tonnes(berthed),
      waiting: sql<number>`count(*) filter (where ${waiting})`.mapWith(Number),
      waiting_t: tonnes(waiting),
      expected: sql<number>`count(*) filter (where ${expected})`.mapWith(Number),
      expected_t: tonnes(expected),
    })
    .from(lineups)
    .where(
      and(
        eq(lineups.is_observacao, 0),
        eq(lineups.porto_id, portoId),
        eq(lineups.carga_tipo_id, tipoId),
        lineupScopeWhere(scope),
      ),
    );
  return {
    berthed: { calls: row?.berthed ?? 0, tonnes: row?.berthed_t ?? 0 },
    waiting: { calls: row?.waiting ?? 0, tonnes: row?.waiting_t ?? 0 },
    expected: { calls: row?.expected ?? 0, tonnes: row?.expected_t ?? 0 },
  };
}

/** Mean waiting per week (statistics/waiting-times.ts) of the calls of this port whose comm is of this type. */
export async function weeklyWaiting(
  db: Db,
  user: UserRow,
  portoId: number,
  tipoId: number,
  weeks: { from: string; to: string }[],
): Promise<WeekWaiting[]> {
  const commIds = (await db.select({ id: cargas.id }).from(cargas).where(eq(cargas.tipo_id, tipoId))).map((c) => c.id);
  const scope = await lineupScope(db, user);
  return Promise.all(
    weeks.map(async (w) => {
      const [group] = commIds.length
        ? await waitingTimes(db, scope, { ...w, group_by: "porto", porto_id: [portoId], carga_id: commIds })
        : [];
      return { ...w, calls: group?.calls ?? 0, mean_days: group ? group.mean_days : null };
    }),
  );
}
