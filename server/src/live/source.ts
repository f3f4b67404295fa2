import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { lineups, terminais, users } from "../db/schema";
import { averageWaitingDays, presentRows, statusCounts } from "../lineups/board";
import { lineupScopeWhere } from "../lineups/scope";
import type { RoomSource } from "./room";

/** Rows and facts of one terminal for one projection, shaped exactly as `GET /lineups` shapes them. */
export function terminalSource(db: Db, terminalId: number, projection: { client: boolean; commIds?: number[] }): RoomSource {
  const where = (ids?: number[]) => and(eq(lineups.terminal_id, terminalId), lineupScopeWhere({ commIds: projection.commIds }), ids ? inArray(lineups.id, ids.length ? ids : [0]) : undefined);
  return {
    async loadRows(ids) {
      const rows = await db.select().from(lineups).where(where(ids));
      const shaped = await presentRows(db, rows, { client: projection.client });
      return new Map(shaped.map((r) => [Number(r.id), r]));
    },
    async loadMeta() {
      const [terminal] = await db.select().from(terminais).where(eq(terminais.id, terminalId));
      const rows = await db
        .select({ status: lineups.status, eta: lineups.eta, etb: lineups.etb })
        .from(lineups)
        .where(and(where(), eq(lineups.is_observacao, 0)));
      const [updater] = terminal?.atualizado_id ? await db.select({ name: users.name }).from(users).where(eq(users.id, terminal.atualizado_id)) : [];
      return {
        terminal_id: terminalId,
        updated_at: terminal?.atualizado_data ?? null,
        updated_by: updater?.name ?? null,
        counts: statusCounts(rows),
        av_waiting_time: averageWaitingDays(rows),
      };
    },
  };
}
