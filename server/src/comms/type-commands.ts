import { and, eq, isNull } from "drizzle-orm";
import { itemActivity } from "../activity/record";
import { markUpdated } from "../activity/updated-mark";
import type { Db } from "../db/client";
import { cargas, cargasTipos } from "../db/schema";
import { now } from "../http/crud";
import { notFound, ValidationError } from "../http/errors";
import type { UserRow } from "../users/repository";
import { assertCommsUnused, liveCommType, loadCommTypes, removeComms } from "./repository";
import { commChanges, commValues, type CommTypeInput } from "./schemas";

/**
 * The writes of a comm type and its list of comms: each checks what it needs, runs in one transaction and
 * records its activity there, with the type as it stood before and after.
 */

const typeSnapshot = (t: { name: string; cargas: { name: string; synonym: string | null; color: string }[] }) => ({
  name: t.name,
  cargas: t.cargas.map((c) => `${c.name} (${c.synonym ?? ""}, ${c.color})`).join("; "),
});

const typeActivity = itemActivity("cargas_tipos", "comm type");

/** A live comm type with its comms, or 404. */
export async function findCommType(db: Db, id: number) {
  const row = await liveCommType(db, id);
  const [full] = row ? await loadCommTypes(db, [row]) : [];
  if (!full) throw notFound("Comm type not found.");
  return full;
}

/** A new comm type with its comms; answers its id. */
export async function createCommType(db: Db, me: UserRow, body: CommTypeInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [type] = await tx.insert(cargasTipos).values({ name: body.name.trim() }).returning();
    if (!type) throw new Error("insert returned no comm type");
    if (body.cargas?.length)
      await tx.insert(cargas).values(body.cargas.map((c) => ({ ...commValues(c), tipo_id: type.id })));
    const [full] = await loadCommTypes(tx, [type]);
    await typeActivity(tx, me, "criou", type, { after: full ? typeSnapshot(full) : null });
    return type.id;
  });
}

/**
 * The type's name and its comms as sent: each with its id edited (colour and flags only when sent), each
 * without one added, those left out removed (409 while line-ups use them). An id of another type's comm is a 422.
 */
export async function updateCommType(db: Db, me: UserRow, id: number, body: CommTypeInput): Promise<void> {
  const before = await findCommType(db, id);
  const incoming = body.cargas ?? [];
  const known = new Set(before.cargas.map((c) => c.id));
  const errors: Record<string, string[]> = {};
  incoming.forEach((c, i) => {
    if (c.id !== undefined && !known.has(c.id))
      errors[`cargas.${i}.id`] = ["This comm does not belong to the comm type."];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const keptIds = incoming.flatMap((c) => (c.id === undefined ? [] : [c.id]));
  await db.transaction(async (tx) => {
    const removed = before.cargas.filter((c) => !keptIds.includes(c.id));
    await removeComms(tx, removed);
    await tx.update(cargasTipos).set({ name: body.name.trim(), updated_at: now() }).where(eq(cargasTipos.id, id));
    for (const c of incoming) {
      if (c.id !== undefined)
        await tx
          .update(cargas)
          .set({ ...commChanges(c), updated_at: now() })
          .where(eq(cargas.id, c.id));
      else await tx.insert(cargas).values({ ...commValues(c), tipo_id: id });
    }
    const [row] = await tx.select().from(cargasTipos).where(eq(cargasTipos.id, id));
    const [after] = row ? await loadCommTypes(tx, [row]) : [];
    await typeActivity(
      tx,
      me,
      "editou",
      { id, name: body.name.trim() },
      {
        before: typeSnapshot(before),
        after: after ? typeSnapshot(after) : null,
      },
    );
  });
}

/** Removes a comm type and its comms, refused (409) while line-ups use any of them. */
export async function deleteCommType(db: Db, me: UserRow, id: number): Promise<void> {
  const before = await findCommType(db, id);
  await db.transaction(async (tx) => {
    await assertCommsUnused(tx, before.cargas);
    await tx
      .update(cargas)
      .set({ deleted_at: now() })
      .where(and(eq(cargas.tipo_id, id), isNull(cargas.deleted_at)));
    await tx.update(cargasTipos).set({ deleted_at: now() }).where(eq(cargasTipos.id, id));
    await typeActivity(tx, me, "excluiu", before, { before: typeSnapshot(before) });
  });
}

/** Marks the comm type as updated now, by `me`; answers when. */
export async function markCommTypeUpdated(db: Db, me: UserRow, id: number) {
  const before = await findCommType(db, id);
  return db.transaction((tx) =>
    markUpdated(tx, me, cargasTipos, before, { subjectType: "cargas_tipos", noun: "comm type" }),
  );
}
