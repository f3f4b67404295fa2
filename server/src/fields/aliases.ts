import { eq } from "drizzle-orm";
import type { FieldList } from "@lineup/shared";
import type { Db } from "../db/client";
import { partyAliases } from "../db/schema";

/**
 * The items of a list with the names merged into them (`party_aliases`) as more names of theirs, for matching a
 * sheet's text: an alias of an item removed since is left out, and a name an item holds itself comes last, so it wins.
 */
export async function namesWithAliases(
  db: Db,
  list: FieldList,
  items: { id: number; name: string }[],
): Promise<{ id: number; name: string }[]> {
  const aliases = await db
    .select({ id: partyAliases.target_id, name: partyAliases.name })
    .from(partyAliases)
    .where(eq(partyAliases.list, list));
  const ids = new Set(items.map((i) => i.id));
  return [...aliases.filter((a) => ids.has(a.id)), ...items];
}
