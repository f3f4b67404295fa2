import { and, eq } from "drizzle-orm";
import { isClient } from "@lineup/shared";
import { idAndName, type Db } from "../db/client";
import { cargasTipos, lineups, terminais } from "../db/schema";
import { notFound } from "../http/errors";
import type { UserRow } from "../users/repository";
import { presentRows } from "./present-rows";
import { commScope, lineupScope, lineupScopeWhere } from "./scope";

/** A row the user may see (404 otherwise, whether it exists or not). */
export async function visibleLineup(db: Db, user: UserRow, id: number) {
  const scope = await lineupScope(db, user);
  const [row] = await db
    .select()
    .from(lineups)
    .where(and(eq(lineups.id, id), lineupScopeWhere(scope)));
  if (!row) throw notFound("Line-up not found.");
  return row;
}

/** The stored row with its comm type and terminal by id and name, read in one query. */
async function rowWithPlace(db: Db, id: number) {
  const [found] = await db
    .select({ row: lineups, cargaTipo: idAndName(cargasTipos), terminal: idAndName(terminais) })
    .from(lineups)
    .leftJoin(cargasTipos, eq(cargasTipos.id, lineups.carga_tipo_id))
    .innerJoin(terminais, eq(terminais.id, lineups.terminal_id))
    .where(eq(lineups.id, id));
  if (!found) throw notFound("Line-up not found.");
  return found;
}

/**
 * One row as the board shows it, with its comm type and terminal as objects (spec.md section 3), read in the row's own
 * query.
 */
export async function presentLineup(db: Db, user: UserRow, id: number) {
  const found = await rowWithPlace(db, id);
  const commIds = await commScope(db, user);
  const [shaped] = await presentRows(db, [found.row], { client: isClient(user), commIds });
  return shaped && { ...shaped, cargaTipo: found.cargaTipo, terminal: found.terminal };
}

/** {@link presentLineup} for staff (who alone write rows): the staff shape, as the writes answer it. */
export async function presentStaffLineup(db: Db, user: UserRow, id: number) {
  const found = await rowWithPlace(db, id);
  const commIds = await commScope(db, user);
  const [shaped] = await presentRows(db, [found.row], { client: false, commIds });
  if (!shaped) throw notFound("Line-up not found.");
  return { ...shaped, cargaTipo: found.cargaTipo, terminal: found.terminal };
}
