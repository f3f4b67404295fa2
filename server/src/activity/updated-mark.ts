import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { cargasTipos, terminais } from "../db/schema";
import { now } from "../http/crud";
import { recordActivity } from "./record";

/** The items whose whole line-up a person marks as checked ("updated"): terminals and comm types. */
type MarkedTable = typeof terminais | typeof cargasTipos;

/**
 * Marks `item` of `table` as updated now by `by` and records it ("Ana marked terminal Tegram as updated", filed under
 * `log.subjectType`), with the mark as it stood before and after; answers the new mark. Call it inside the write's
 * transaction.
 */
export async function markUpdated(
  tx: Db,
  by: { id: number; name: string },
  table: MarkedTable,
  item: { id: number; name: string; atualizado_data: string | null },
  log: { subjectType: string; noun: string },
): Promise<string | null> {
  const [row] = await tx
    .update(table)
    .set({ atualizado_data: now(), atualizado_id: by.id })
    .where(eq(table.id, item.id))
    .returning({ atualizado_data: table.atualizado_data });
  const stamped = row?.atualizado_data ?? null;
  await recordActivity(tx, {
    userId: by.id,
    action: "atualizou",
    subjectType: log.subjectType,
    subjectId: item.id,
    description: `${by.name} marked ${log.noun} ${item.name} as updated`,
    before: { atualizado_data: item.atualizado_data },
    after: { atualizado_data: stamped },
  });
  return stamped;
}
