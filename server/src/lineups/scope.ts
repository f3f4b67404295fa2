import { and, inArray, type SQL } from "drizzle-orm";
import { isCommScoped, isPortScoped } from "@lineup/shared";
import type { Db } from "../db/client";
import { lineups } from "../db/schema";
import { usersRepository, type UserRow } from "../users/repository";

export interface LineupScope {
  /** Ports the user is limited to (operators, sub-agents, basic admins). */
  portIds?: number[];
  /** Comms the user is limited to (clients, sub-agents). */
  commIds?: number[];
}

/** What part of the line-ups a user may see (DESIGN.md "Roles"), from their assignments. */
export async function lineupScope(db: Db, user: UserRow): Promise<LineupScope> {
  const repo = usersRepository(db);
  return {
    portIds: isPortScoped(user) ? await repo.portIds(user.id) : undefined,
    commIds: isCommScoped(user) ? await repo.commIds(user.id) : undefined,
  };
}

/** SQL conditions restricting `lineups` rows to a scope; empty assignments match nothing. */
export function lineupScopeWhere(scope: LineupScope): SQL | undefined {
  return and(
    scope.portIds ? inArray(lineups.porto_id, scope.portIds.length ? scope.portIds : [0]) : undefined,
    scope.commIds ? inArray(lineups.carga_id, scope.commIds.length ? scope.commIds : [0]) : undefined,
  );
}
