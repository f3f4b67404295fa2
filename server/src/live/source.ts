import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { lineups, terminais, users } from "../db/schema";
import { presentRows, waitingDays } from "../lineups/board";
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
        .select({ status: lineups.status, eta: lineups.eta, etb: lineups.etb, carga_tipo_id: lineups.carga_tipo_id })
        .from(lineups)
        .where(and(where(), eq(lineups.is_observacao, 0)));
      const [updater] = terminal?.atualizado_id ? await db.select({ name: users.name }).from(users).where(eq(users.id, terminal.atualizado_id)) : [];
      const waits = rows.map((r) => waitingDays(r.eta, r.etb)).filter((d): d is number => d !== null);
      return {
        terminal_id: terminalId,
        updated_at: terminal?.atualizado_data ?? null,
        updated_by: updater?.name ?? null,
        counts: {
          berthed: rows.filter((r) => r.status === "Loading" || r.status === "Discharging").length,
          waiting: rows.filter((r) => r.status === "Waiting").length,
          expected: rows.filter((r) => r.status === "Expected").length,
        },
        av_waiting_time: waits.length ? Math.round((waits.reduce((a, b) => a + b, 0) / waits.length) * 10) / 10 : null,
      };
    },
  };
}
