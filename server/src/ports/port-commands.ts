import { and, count, eq, inArray } from "drizzle-orm";
import { recordActivity } from "../activity/record";
import { markUpdated } from "../activity/updated-mark";
import type { Transact } from "../db/outbox";
import { bercos, lineups, portoCargaAtualizacoes, portos, terminais } from "../db/schema";
import { now } from "../http/crud";
import { conflict } from "../http/errors";
import type { UserRow } from "../users/repository";
import type { PortRow } from "./repository";
import { portActivity, portSnapshot, type LoadedPort } from "./save-port";

/*
 * The port's writes other than its form's save (save-port.ts), each one transaction whose change open boards and
 * walls of the port's terminals hear once it commits.
 */

/** Deletes a port with its terminals and berths; refused while line-up rows use it. Boards of its terminals close. */
export const deletePort = (transact: Transact, user: UserRow, port: PortRow, full: LoadedPort | undefined) =>
  transact(async (tx, outbox) => {
    const [used] = await tx.select({ n: count() }).from(lineups).where(eq(lineups.porto_id, port.id));
    if ((used?.n ?? 0) > 0) throw conflict(`Port ${port.name} has ${used?.n} line-up rows and cannot be deleted.`);
    const terminalIds = (full?.terminais ?? []).map((t) => t.id);
    if (terminalIds.length) {
      await tx.delete(bercos).where(inArray(bercos.terminal_id, terminalIds));
      await tx.delete(terminais).where(inArray(terminais.id, terminalIds));
    }
    await tx.delete(portos).where(eq(portos.id, port.id));
    await portActivity(tx, user, "excluiu", port, { before: full ? portSnapshot(full) : null });
    outbox.terminalsChanged(terminalIds);
  });

/**
 * Marks the port's line-up of one comm type as checked now; the port's own mark is the latest of any comm type
 * (`GET /portos`). Boards and walls of its terminals show the new mark (their live header carries the port's marks).
 * Gives the time stamped.
 */
export const markPortCommType = (
  transact: Transact,
  user: UserRow,
  port: PortRow,
  terminalIds: readonly number[],
  commType: { id: number; name: string },
): Promise<string | null> =>
  transact(async (tx, outbox) => {
    const mine = and(
      eq(portoCargaAtualizacoes.porto_id, port.id),
      eq(portoCargaAtualizacoes.carga_tipo_id, commType.id),
    );
    const [before] = await tx.select().from(portoCargaAtualizacoes).where(mine);
    const [mark] = await tx
      .insert(portoCargaAtualizacoes)
      .values({ porto_id: port.id, carga_tipo_id: commType.id, atualizado_data: now(), atualizado_id: user.id })
      .onConflictDoUpdate({
        target: [portoCargaAtualizacoes.porto_id, portoCargaAtualizacoes.carga_tipo_id],
        set: { atualizado_data: now(), atualizado_id: user.id },
      })
      .returning();
    await tx.update(portos).set({ atualizado_data: now(), atualizado_id: user.id }).where(eq(portos.id, port.id));
    await recordActivity(tx, {
      userId: user.id,
      action: "atualizou",
      subjectType: "portos",
      subjectId: port.id,
      description: `${user.name} marked the ${commType.name} line-up of port ${port.name} as updated`,
      before: { carga_tipo_id: commType.id, atualizado_data: before?.atualizado_data ?? null },
      after: { carga_tipo_id: commType.id, atualizado_data: mark?.atualizado_data ?? null },
    });
    outbox.terminalsChanged(terminalIds);
    return mark?.atualizado_data ?? null;
  });

/** Marks a terminal's line-up as checked now: every open board and wall of the terminal shows the new mark. */
export const markTerminalUpdated = (
  transact: Transact,
  user: UserRow,
  terminal: { id: number; name: string; atualizado_data: string | null },
): Promise<string | null> =>
  transact(async (tx, outbox) => {
    const stamped = await markUpdated(tx, user, terminais, terminal, { subjectType: "terminais", noun: "terminal" });
    outbox.terminalsChanged([terminal.id]);
    return stamped;
  });
