import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { cargas, lineupCargasAfretadores, lineups, terminais, terminalCargas } from "../db/schema";
import { ValidationError } from "../http/errors";
import type { UserRow } from "../users/repository";
import { portScope } from "./scope";

/**
 * The comms each terminal handles (`terminal_cargas`, the port form's `cargas_ids`); a terminal listing none is left
 * out.
 */
export async function handledComms(db: Db, terminalIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!terminalIds.length) return out;
  const rows = await db.select().from(terminalCargas).where(inArray(terminalCargas.terminal_id, terminalIds));
  for (const { terminal_id, carga_id } of rows) {
    const list = out.get(terminal_id);
    if (list) list.push(carga_id);
    else out.set(terminal_id, [carga_id]);
  }
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

/**
 * The port form's refusals of a comm taken off a terminal's list while the terminal's line-up rows (or their
 * split lines) still use it, under `terminais.{i}.cargas_ids`, naming the comm and the rows: the rows would
 * hold a comm their terminal no longer handles. Emptying the list is allowed (a terminal listing none takes any).
 */
export async function commsStillUsed(
  db: Db,
  terminalsIn: readonly { id?: number; cargas_ids?: number[] }[],
  known: ReadonlyMap<number, { cargas_ids: number[] }>,
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  for (const [i, t] of terminalsIn.entries()) {
    const before = t.id === undefined ? undefined : known.get(t.id);
    if (t.id === undefined || !before || !t.cargas_ids?.length) continue;
    const removed = before.cargas_ids.filter((c) => !t.cargas_ids?.includes(c));
    if (!removed.length) continue;
    const [rows, splits] = await Promise.all([
      db
        .selectDistinct({ carga_id: lineups.carga_id, id: lineups.id })
        .from(lineups)
        .where(and(eq(lineups.terminal_id, t.id), inArray(lineups.carga_id, removed))),
      db
        .selectDistinct({ carga_id: lineupCargasAfretadores.carga_id, id: lineups.id })
        .from(lineupCargasAfretadores)
        .innerJoin(lineups, eq(lineups.id, lineupCargasAfretadores.lineup_id))
        .where(and(eq(lineups.terminal_id, t.id), inArray(lineupCargasAfretadores.carga_id, removed))),
    ]);
    // Rows per comm, each row once (its own comm and a split line of the same comm are one row).
    const rowsOf = new Map<number, Set<number>>();
    for (const r of [...rows, ...splits])
      if (r.carga_id !== null) rowsOf.set(r.carga_id, (rowsOf.get(r.carga_id) ?? new Set()).add(r.id));
    const used = new Map([...rowsOf].map(([id, set]) => [id, set.size]));
    if (!used.size) continue;
    const names = await db
      .select({ id: cargas.id, name: cargas.name })
      .from(cargas)
      .where(inArray(cargas.id, [...used.keys()]));
    errors[`terminais.${i}.cargas_ids`] = [...used].map(
      ([id, n]) =>
        `${names.find((c) => c.id === id)?.name ?? `Comm #${id}`} is used by ${n} ` +
        `line-up ${n === 1 ? "row" : "rows"} of this terminal: keep it, or change those rows first.`,
    );
  }
  return errors;
}
