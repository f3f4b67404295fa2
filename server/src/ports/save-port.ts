import { and, count, eq, inArray, notInArray } from "drizzle-orm";
import { can, ROLE, type PolicyUser } from "@lineup/shared";
import { recordActivity } from "../activity/record";
import type { Db } from "../db/client";
import { bercos, cargas, lineups, portos, terminais, terminalCargas, userPortos } from "../db/schema";
import { now } from "../http/crud";
import { conflict, forbidden, ValidationError } from "../http/errors";
import { loadPorts, type PortRow } from "./repository";
import { toDecimal, type PortInput, type TerminalInput } from "./schemas";

interface Props {
  db: Db;
  user: PolicyUser & { name: string };
  input: PortInput;
  /** The port being edited; absent when creating. */
  existing?: PortRow;
}

const terminalValues = (t: TerminalInput) => ({
  name: t.name.trim(),
  rate: String(t.rate),
  av_dw_bw: String(t.av_dw_bw),
  max_draft: toDecimal(t.max_draft),
  draft_berth: toDecimal(t.draft_berth),
  loa: toDecimal(t.loa),
  remark: t.remark?.trim() || null,
});

/**
 * Creates or updates a port with its terminals, berths and terminal comms in one
 * transaction. Terminals and berths left out of an update are removed then
 * (spec.md: removal takes effect on save), unless line-up rows still use them.
 * Operators may edit values but not add or remove terminals or berths.
 */
export async function savePort({ db, user, input, existing }: Props) {
  const terminalsIn = input.terminais ?? [];
  const mayRestructure = can(user, "create", "terminals");

  return db.transaction(async (tx) => {
    const before = existing ? (await loadPorts(tx, [existing]))[0] : undefined;
    const knownTerminals = new Map((before?.terminais ?? []).map((t) => [t.id, t]));
    const errors: Record<string, string[]> = {};

    terminalsIn.forEach((t, i) => {
      if (t.id !== undefined && !knownTerminals.has(t.id)) errors[`terminais.${i}.id`] = ["This terminal does not belong to the port."];
      const knownBerths = new Set((t.id !== undefined ? knownTerminals.get(t.id)?.bercos ?? [] : []).map((b) => b.id));
      (t.bercos ?? []).forEach((b, j) => {
        if (b.id !== undefined && !knownBerths.has(b.id)) errors[`terminais.${i}.bercos.${j}.id`] = ["This berth does not belong to the terminal."];
      });
    });
    const commIds = [...new Set(terminalsIn.flatMap((t) => t.cargas_ids ?? []))];
    if (commIds.length) {
      const found = await tx.select({ id: cargas.id }).from(cargas).where(inArray(cargas.id, commIds));
      const ok = new Set(found.map((c) => c.id));
      terminalsIn.forEach((t, i) => {
        if ((t.cargas_ids ?? []).some((c) => !ok.has(c))) errors[`terminais.${i}.cargas_ids`] = ["One of the selected comms does not exist."];
      });
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);

    const keptTerminalIds = terminalsIn.flatMap((t) => (t.id === undefined ? [] : [t.id]));
    const removedTerminals = (before?.terminais ?? []).filter((t) => !keptTerminalIds.includes(t.id));
    const addsTerminal = terminalsIn.some((t) => t.id === undefined);
    const berthChanges = terminalsIn.some((t) => {
      const known = t.id !== undefined ? knownTerminals.get(t.id) : undefined;
      if (!known) return false;
      const kept = (t.bercos ?? []).flatMap((b) => (b.id === undefined ? [] : [b.id]));
      return (t.bercos ?? []).some((b) => b.id === undefined) || known.bercos.some((b) => !kept.includes(b.id));
    });
    if (!mayRestructure && (addsTerminal || removedTerminals.length || berthChanges)) {
      throw forbidden("Operators cannot add or remove terminals or berths.");
    }

    const portValues = { name: input.name.trim(), max_draft: toDecimal(input.max_draft), bunker: input.bunker, ordem: input.ordem };
    let port: PortRow;
    if (existing) {
      const [row] = await tx.update(portos).set({ ...portValues, updated_at: now() }).where(eq(portos.id, existing.id)).returning();
      if (!row) throw new Error("port vanished");
      port = row;
    } else {
      const [row] = await tx.insert(portos).values(portValues).returning();
      if (!row) throw new Error("insert returned no port");
      port = row;
      // A basic admin sees only assigned ports: the port they create is assigned to them.
      if (user.role_id === ROLE.basicAdmin) await tx.insert(userPortos).values({ user_id: user.id, porto_id: port.id });
    }

    for (const removed of removedTerminals) {
      const [used] = await tx.select({ n: count() }).from(lineups).where(eq(lineups.terminal_id, removed.id));
      if ((used?.n ?? 0) > 0) throw conflict(`Terminal ${removed.name} has ${used?.n} line-up rows and cannot be removed.`);
      await tx.delete(bercos).where(eq(bercos.terminal_id, removed.id));
      await tx.delete(terminais).where(eq(terminais.id, removed.id));
    }

    for (const t of terminalsIn) {
      let terminalId: number;
      if (t.id !== undefined) {
        terminalId = t.id;
        await tx.update(terminais).set({ ...terminalValues(t), updated_at: now() }).where(eq(terminais.id, t.id));
      } else {
        const [row] = await tx.insert(terminais).values({ ...terminalValues(t), porto_id: port.id }).returning({ id: terminais.id });
        if (!row) throw new Error("insert returned no terminal");
        terminalId = row.id;
      }
      const keptBerths = (t.bercos ?? []).flatMap((b) => (b.id === undefined ? [] : [b.id]));
      const removedBerths = await tx
        .select({ id: bercos.id, name: bercos.name })
        .from(bercos)
        .where(keptBerths.length ? and(eq(bercos.terminal_id, terminalId), notInArray(bercos.id, keptBerths)) : eq(bercos.terminal_id, terminalId));
      if (removedBerths.length) {
        // Rows on a removed berth keep their terminal and lose only the berth (the column is ON DELETE SET NULL).
        await tx.delete(bercos).where(inArray(bercos.id, removedBerths.map((b) => b.id)));
      }
      for (const b of t.bercos ?? []) {
        if (b.id !== undefined) await tx.update(bercos).set({ name: b.name.trim(), updated_at: now() }).where(eq(bercos.id, b.id));
        else await tx.insert(bercos).values({ terminal_id: terminalId, name: b.name.trim() });
      }
      if (t.cargas_ids !== undefined) {
        await tx.delete(terminalCargas).where(eq(terminalCargas.terminal_id, terminalId));
        const unique = [...new Set(t.cargas_ids)];
        if (unique.length) await tx.insert(terminalCargas).values(unique.map((carga_id) => ({ terminal_id: terminalId, carga_id })));
      }
    }

    const [after] = await loadPorts(tx, [port]);
    await recordActivity(tx, {
      userId: user.id,
      action: existing ? "editou" : "criou",
      subjectType: "portos",
      subjectId: port.id,
      description: `${user.name} ${existing ? "edited" : "created"} port ${port.name}`,
      before: before ? portSnapshot(before) : null,
      after: after ? portSnapshot(after) : null,
    });
    return after;
  });
}

type LoadedPort = Awaited<ReturnType<typeof loadPorts>>[number];

/** A flat view of a port for the activity log's Field / Before / After table. */
export function portSnapshot(p: LoadedPort): Record<string, unknown> {
  return {
    name: p.name,
    max_draft: p.max_draft,
    bunker: p.bunker,
    ordem: p.ordem,
    terminais: p.terminais.map((t) => `${t.name} (${t.bercos.map((b) => b.name).join(", ") || "no berths"})`).join("; "),
  };
}
