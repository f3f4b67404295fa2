import { inArray } from "drizzle-orm";
import { isClient, isCommScoped, isOperator } from "@lineup/shared";
import type { Db } from "../db/client";
import { userCargas, userPortos, users } from "../db/schema";
import { rowInScope, type LineupScope } from "../lineups/scope";

/** What a watcher may see now, for telling them of a row (the board's scope, lineups/scope.ts `rowInScope`). */
export interface Seer {
  name: string;
  email: string;
  staff: boolean;
  sees(row: { porto_id: number; carga_id: number | null }): boolean;
}

const grouped = (rows: { user_id: number; id: number }[]) => {
  const by = new Map<number, number[]>();
  for (const r of rows) by.set(r.user_id, [...(by.get(r.user_id) ?? []), r.id]);
  return by;
};

/**
 * The watchers of a batch, each with the scope they hold at this instant (three queries whatever
 * their number): a disabled account sees nothing, a client or sub-agent only rows of their comms,
 * an operator or sub-agent only their ports. Checked at every delivery, so access lost is at once.
 */
export async function seers(db: Db, userIds: readonly number[]): Promise<Map<number, Seer>> {
  if (!userIds.length) return new Map();
  const ids = [...new Set(userIds)];
  const [people, ports, comms] = await Promise.all([
    db.select().from(users).where(inArray(users.id, ids)),
    db
      .select({ user_id: userPortos.user_id, id: userPortos.porto_id })
      .from(userPortos)
      .where(inArray(userPortos.user_id, ids)),
    db
      .select({ user_id: userCargas.user_id, id: userCargas.carga_id })
      .from(userCargas)
      .where(inArray(userCargas.user_id, ids)),
  ]);
  const portsOf = grouped(ports);
  const commsOf = grouped(comms);
  return new Map(
    people.map((user) => {
      // The board's scope (lineups/scope.ts lineupScope), read for the whole batch at once.
      const scope: LineupScope = {
        portIds: isOperator(user) ? (portsOf.get(user.id) ?? []) : undefined,
        commIds: isCommScoped(user) ? (commsOf.get(user.id) ?? []) : undefined,
      };
      const seer: Seer = {
        name: user.name,
        email: user.email,
        staff: !isClient(user),
        sees: (row) => !user.disabled_at && rowInScope(scope, row),
      };
      return [user.id, seer];
    }),
  );
}
