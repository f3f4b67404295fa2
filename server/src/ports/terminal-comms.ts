import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { terminais, terminalCargas } from "../db/schema";
import { ValidationError } from "../http/errors";
import type { UserRow } from "../users/repository";
import { portScope } from "./scope";

/** The comms each terminal handles (`terminal_cargas`, the port form's `cargas_ids`); a terminal listing none is left out. */
export async function handledComms(db: Db, terminalIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!terminalIds.length) return out;
  const rows = await db.select().from(terminalCargas).where(inArray(terminalCargas.terminal_id, terminalIds));
  for (const { terminal_id, carga_id } of rows) out.set(terminal_id, [...(out.get(terminal_id) ?? []), carga_id]);
  return out;
}

/**
 * A comm just created from a line-up of `terminalId` joins the comms that terminal handles, so the line-up can
 * take it. A terminal that lists none takes any comm and is left so. A terminal outside the user's ports is
 * refused as one that does not exist.
 */
export async function handleNewComm(tx: Db, user: UserRow, terminalId: number, commId: number): Promise<void> {
  const [terminal] = await tx
    .select({ porto_id: terminais.porto_id })
    .from(terminais)
    .where(eq(terminais.id, terminalId));
  const scope = await portScope(tx, user);
  if (!terminal || (scope && !scope.includes(terminal.porto_id)))
    throw ValidationError.field("terminal_id", "The selected terminal does not exist.");
  if ((await handledComms(tx, [terminalId])).has(terminalId))
    await tx.insert(terminalCargas).values({ terminal_id: terminalId, carga_id: commId });
}
