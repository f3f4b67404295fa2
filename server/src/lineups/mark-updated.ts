import { eq, sql } from "drizzle-orm";
import { lineName } from "../activity/line-words";
import { recordActivity } from "../activity/record";
import type { Db } from "../db/client";
import type { Transact } from "../db/outbox";
import { lineups, navios, terminais } from "../db/schema";
import { notFound } from "../http/errors";
import type { UserRow } from "../users/repository";
import { recordFieldEvents } from "./history";
import { assertScope } from "./scope";

/** The log's name of one row, read from the database. */
async function vesselOf(tx: Db, row: typeof lineups.$inferSelect): Promise<string> {
  const [vessel] = row.navio_id
    ? await tx.select({ id: navios.id, name: navios.name }).from(navios).where(eq(navios.id, row.navio_id))
    : [];
  return lineName(row, new Map(vessel ? [[vessel.id, vessel]] : []));
}

/**
 * `POST /lineups/{id}/atualizar`: stamps a row as checked now. It changes no
 * field a person edits, so it takes no version; the scope check is the one of
 * every other write. The row's change is told once the stamp commits.
 */
export async function markLineupUpdated({
  transact,
  user,
  id,
}: {
  transact: Transact;
  user: UserRow;
  id: number;
}): Promise<string | null> {
  return transact(async (tx, outbox) => {
    const [row] = await tx.select().from(lineups).where(eq(lineups.id, id)).for("update");
    if (!row) throw notFound("Line-up not found.");
    const [terminal] = await tx.select().from(terminais).where(eq(terminais.id, row.terminal_id));
    await assertScope(tx, user, { portIds: terminal ? [terminal.porto_id] : [], rows: [row], comms: [] });
    const [updated] = await tx
      .update(lineups)
      .set({ atualizado_data: sql`now()`, atualizado_id: user.id })
      .where(eq(lineups.id, row.id))
      .returning();
    const stamped = updated?.atualizado_data ?? null;
    await recordFieldEvents(tx, [
      {
        lineup_id: row.id,
        terminal_id: row.terminal_id,
        porto_id: row.porto_id,
        field: "atualizado_data",
        before: row.atualizado_data,
        after: stamped,
        user_id: user.id,
      },
    ]);
    await recordActivity(tx, {
      userId: user.id,
      action: "atualizou",
      subjectType: "lineups",
      subjectId: row.id,
      description: `${user.name} marked ${await vesselOf(tx, row)} at terminal ${terminal?.name ?? "?"} as updated`,
      before: { atualizado_data: row.atualizado_data },
      after: { atualizado_data: stamped },
    });
    outbox.lineupsChanged([
      {
        terminal_id: row.terminal_id,
        row_ids: [row.id],
        deleted_ids: [],
        fields: { [row.id]: ["atualizado_data"] },
        user_id: user.id,
      },
    ]);
    return stamped;
  });
}
