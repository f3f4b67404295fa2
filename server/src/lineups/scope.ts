import { and, eq, inArray, type SQL } from "drizzle-orm";
import { can, isCommScoped, isOperator, isPortScoped, MESSAGES } from "@lineup/shared";
import type { Db } from "../db/client";
import { lineups, terminais } from "../db/schema";
import { forbidden, notFound } from "../http/errors";
import { usersRepository, type UserRow } from "../users/repository";

export interface LineupScope {
  /** Ports whose line-ups the user may see (operators and sub-agents). */
  portIds?: number[];
  /** Comms the user is limited to (clients, sub-agents). */
  commIds?: number[];
  /** Ports whose line-ups the user may edit (basic admins, operators, sub-agents; spec.md section 6). */
  editPortIds?: number[];
}

/**
 * What part of the line-ups a user may see and edit (DESIGN.md "Roles"):
 * operators and sub-agents see their ports, clients and sub-agents their comms;
 * a basic admin sees every port but edits only assigned ones.
 */
export async function lineupScope(db: Db, user: UserRow): Promise<LineupScope> {
  const repo = usersRepository(db);
  const assigned = isPortScoped(user) ? await repo.portIds(user.id) : undefined;
  return {
    portIds: isOperator(user) ? assigned : undefined,
    commIds: isCommScoped(user) ? await repo.commIds(user.id) : undefined,
    editPortIds: assigned,
  };
}

/** SQL conditions restricting `lineups` rows to a scope; empty assignments match nothing. */
export function lineupScopeWhere(scope: LineupScope): SQL | undefined {
  return and(
    scope.portIds ? inArray(lineups.porto_id, scope.portIds.length ? scope.portIds : [0]) : undefined,
    scope.commIds ? inArray(lineups.carga_id, scope.commIds.length ? scope.commIds : [0]) : undefined,
  );
}

/** The terminal, if the user may edit line-ups there (their ports for scoped roles); 404 otherwise. */
export async function editableTerminal(db: Db, user: UserRow, terminalId: number) {
  if (!can(user, "update", "lineups")) throw forbidden(MESSAGES.forbidden);
  const [terminal] = await db.select().from(terminais).where(eq(terminais.id, terminalId));
  const scope = await lineupScope(db, user);
  if (!terminal || (scope.editPortIds && !scope.editPortIds.includes(terminal.porto_id))) throw notFound("Terminal not found.");
  return { terminal, scope };
}
