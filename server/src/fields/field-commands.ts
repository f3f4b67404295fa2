import { and, eq, ne, sql } from "drizzle-orm";
import { nameKey } from "@lineup/shared";
import { itemActivity } from "../activity/record";
import type { Db } from "../db/client";
import { recordOf } from "../guards";
import { assertUnreferenced, now } from "../http/crud";
import { HttpError, ValidationError } from "../http/errors";
import type { FieldResource } from "./resources";

/*
 * The writes of an item of a field list (a vessel, an agency…): each one transaction with its activity entry, the
 * item as it stood before and after. Merging one item into another is merge.ts.
 */

type Item = Record<string, unknown>;

interface Actor {
  id: number;
  name: string;
}

const activityOf = (r: FieldResource) => itemActivity(r.path, r.noun.toLowerCase());

/**
 * Refuses a value another item already holds (`unique`). The check runs under a lock on the value for the
 * transaction, so two saves of one new IMO at the same instant cannot both pass.
 */
async function assertFree(tx: Db, r: FieldResource, values: Item, self?: number) {
  const value = r.unique ? values[r.unique.field] : undefined;
  if (!r.unique || typeof value !== "string" || !value) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${r.path}.${r.unique.field}:${value}`}))`);
  const [holder] = await tx
    .select({ name: r.table.name })
    .from(r.table)
    .where(and(eq(r.unique.column, value), self === undefined ? undefined : ne(r.table.id, self)));
  if (holder) throw ValidationError.field(r.unique.field, r.unique.taken(value, String(holder.name)));
}

/**
 * Refuses a new item that looks like a listed one ({@link FieldResource.similar}), naming it; under a lock on the
 * name's key, so two near-duplicates created at the same instant cannot both pass.
 */
async function assertNotSimilar(tx: Db, r: FieldResource, values: Item, allowed: boolean) {
  const key = nameKey(String(values.name));
  if (!r.similar || allowed || !key) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${r.path}.name:${key}`}))`);
  const listed: Item[] = await tx.select().from(r.table);
  const twin = listed.find((row) => nameKey(String(row.name)) === key && !r.similar?.distinct?.(row, values));
  if (!twin) return;
  const message =
    `Looks like ${r.noun.toLowerCase()} ${String(twin.name)}, already listed: the names differ only in case, ` +
    `accents, punctuation or a company form such as S.A. Choose it, or create this one anyway.`;
  throw new HttpError(422, message, { errors: { name: [message] }, similar: { id: twin.id, name: twin.name } });
}

/**
 * Creates an item of list `r` from its column values; refused (422) when its unique value is taken or, unless
 * `allowSimilar`, when its name looks like a listed item's. Gives the row written.
 */
export const createFieldItem = (
  db: Db,
  r: FieldResource,
  actor: Actor,
  values: Item,
  allowSimilar: boolean,
): Promise<Item> =>
  db.transaction(async (tx) => {
    await assertFree(tx, r, values);
    await assertNotSimilar(tx, r, values, allowSimilar);
    const [row] = await tx.insert(r.table).values(values).returning();
    const item = recordOf(row, "the written row");
    await activityOf(r)(tx, actor, "criou", { id: Number(item.id), name: String(item.name) }, { after: item });
    return item;
  });

/** Edits item `id` of list `r` (as it stood `before`); refused (422) when its unique value is another's. */
export const updateFieldItem = (db: Db, r: FieldResource, actor: Actor, id: number, before: Item, values: Item) =>
  db.transaction(async (tx) => {
    await assertFree(tx, r, values, id);
    const [row] = await tx
      .update(r.table)
      .set({ ...values, updated_at: now() })
      .where(eq(r.table.id, id))
      .returning();
    const item = recordOf(row, "the written row");
    await activityOf(r)(tx, actor, "editou", { id, name: String(item.name) }, { before, after: item });
    return item;
  });

/** Deletes item `id` of list `r` (as it stood `before`); refused (409) while anything names it. */
export const deleteFieldItem = (db: Db, r: FieldResource, actor: Actor, id: number, before: Item) =>
  db.transaction(async (tx) => {
    await assertUnreferenced(tx, id, `${r.noun} ${String(before.name)}`, r.references);
    await tx.delete(r.table).where(eq(r.table.id, id));
    await activityOf(r)(tx, actor, "excluiu", { id, name: String(before.name) }, { before });
  });
