import { and, eq, isNull } from "drizzle-orm";
import { itemActivity } from "../activity/record";
import type { Db } from "../db/client";
import { cargas } from "../db/schema";
import { now } from "../http/crud";
import { notFound, ValidationError } from "../http/errors";
import { handleNewComm } from "../ports/terminal-comms";
import type { UserRow } from "../users/repository";
import { liveCommType, presentComm, removeComms } from "./repository";
import { commChanges, commValues, type NewCommInput, type StandaloneCommInput } from "./schemas";

/**
 * The writes of one comm (the generic `/cargas` resource): each checks what it needs, runs in one transaction
 * and records its activity there. A comm's list of a comm type is written with the type (type-commands.ts).
 */

const commActivity = itemActivity("cargas", "comm");

/** A live comm, or 404. */
export async function findComm(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(cargas)
    .where(and(eq(cargas.id, id), isNull(cargas.deleted_at)))
    .limit(1);
  if (!row) throw notFound("Comm not found.");
  return row;
}

/** Refuses (422 on `tipo_id`) a comm type that does not exist or was deleted. */
async function assertType(db: Db, tipoId: number): Promise<void> {
  if (!(await liveCommType(db, tipoId))) throw ValidationError.field("tipo_id", "Please select the comm type");
}

/** A new comm (To analyze on unless sent); with `terminal_id` it joins that terminal's comms. */
export async function createComm(db: Db, me: UserRow, body: NewCommInput) {
  await assertType(db, body.tipo_id);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(cargas)
      .values({ ...commValues(body, 1), tipo_id: body.tipo_id })
      .returning();
    if (!created) throw new Error("insert returned no comm");
    if (body.terminal_id) await handleNewComm(tx, me, body.terminal_id, created.id);
    await commActivity(tx, me, "criou", created, { after: presentComm(created) });
    return created;
  });
  return presentComm(row);
}

/** Name, synonym and type as sent; colour and flags only when sent. */
export async function updateComm(db: Db, me: UserRow, id: number, body: StandaloneCommInput) {
  const before = await findComm(db, id);
  await assertType(db, body.tipo_id);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(cargas)
      .set({ ...commChanges(body), tipo_id: body.tipo_id, updated_at: now() })
      .where(eq(cargas.id, id))
      .returning();
    if (!updated) throw new Error("update returned no comm");
    await commActivity(tx, me, "editou", updated, { before: presentComm(before), after: presentComm(updated) });
    return updated;
  });
  return presentComm(row);
}

/** Removes a comm no line-up uses (409 otherwise). */
export async function deleteComm(db: Db, me: UserRow, id: number): Promise<void> {
  const before = await findComm(db, id);
  await db.transaction(async (tx) => {
    await removeComms(tx, [before]);
    await commActivity(tx, me, "excluiu", before, { before: presentComm(before) });
  });
}
