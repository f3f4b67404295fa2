import { and, count, eq, inArray, notInArray, sql } from "drizzle-orm";
import { can, isTimeZone, ROLE, type PolicyUser } from "@lineup/shared";
import { itemActivity, recordActivities } from "../activity/record";
import type { Db } from "../db/client";
import type { Transact } from "../db/outbox";
import { bercos, cargas, lineups, navios, portos, terminais, terminalCargas, userPortos } from "../db/schema";
import { now } from "../http/crud";
import { conflict, forbidden, ValidationError } from "../http/errors";
import type { LineupChange } from "../lineups/events";
import { recordFieldEvents } from "../lineups/history";
import { databaseKnowsZone, loadPorts, portFields, type PortRow } from "./repository";
import { commsStillUsed } from "./terminal-comms";
import { toDecimal, type PortInput, type TerminalInput } from "./schemas";

interface Props {
  /** `app.transact`: the save's changes are told once it commits. */
  transact: Transact;
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
 * Operators may edit values but not add or remove terminals or berths. Open boards of its terminals hear the
 * change once it commits.
 */
export async function savePort({ transact, user, input, existing }: Props): Promise<LoadedPort | undefined> {
  const terminalsIn = input.terminais ?? [];
  const mayRestructure = can(user, "create", "terminals");

  return transact(async (tx, outbox) => {
    /** Line-up rows the save changed (their berth was removed). */
    const changes: LineupChange[] = [];
    const before = existing ? (await loadPorts(tx, [existing]))[0] : undefined;
    const knownTerminals = new Map((before?.terminais ?? []).map((t) => [t.id, t]));
    const errors: Record<string, string[]> = {};

    terminalsIn.forEach((t, i) => {
      if (t.id !== undefined && !knownTerminals.has(t.id))
        errors[`terminais.${i}.id`] = ["This terminal does not belong to the port."];
      const knownBerths = new Set(
        (t.id !== undefined ? (knownTerminals.get(t.id)?.bercos ?? []) : []).map((b) => b.id),
      );
      (t.bercos ?? []).forEach((b, j) => {
        if (b.id !== undefined && !knownBerths.has(b.id))
          errors[`terminais.${i}.bercos.${j}.id`] = ["This berth does not belong to the terminal."];
      });
    });
    const commIds = [...new Set(terminalsIn.flatMap((t) => t.cargas_ids ?? []))];
    if (commIds.length) {
      const found = await tx.select({ id: cargas.id }).from(cargas).where(inArray(cargas.id, commIds));
      const ok = new Set(found.map((c) => c.id));
      terminalsIn.forEach((t, i) => {
        if ((t.cargas_ids ?? []).some((c) => !ok.has(c)))
          errors[`terminais.${i}.cargas_ids`] = ["One of the selected comms does not exist."];
      });
    }
    Object.assign(errors, await commsStillUsed(tx, terminalsIn, knownTerminals));
    const hasLatitude = input.latitude !== undefined && input.latitude !== null;
    const hasLongitude = input.longitude !== undefined && input.longitude !== null;
    if (hasLatitude && !hasLongitude) errors.longitude = ["The longitude field is required when latitude is present."];
    if (hasLongitude && !hasLatitude) errors.latitude = ["The latitude field is required when longitude is present."];
    if (
      input.time_zone !== undefined &&
      !(isTimeZone(input.time_zone) && (await databaseKnowsZone(tx, input.time_zone)))
    )
      errors.time_zone = ["The time zone must be an IANA name such as America/Sao_Paulo or America/Manaus."];
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

    const portValues = {
      name: input.name.trim(),
      max_draft: toDecimal(input.max_draft),
      bunker: input.bunker,
      ordem: input.ordem,
      // Left out of an update, the coordinates stay as they were.
      ...(input.latitude !== undefined && { latitude: input.latitude }),
      ...(input.longitude !== undefined && { longitude: input.longitude }),
      ...(input.time_zone !== undefined && { time_zone: input.time_zone }),
    };
    let port: PortRow;
    if (existing) {
      const [row] = await tx
        .update(portos)
        .set({ ...portValues, updated_at: now() })
        .where(eq(portos.id, existing.id))
        .returning();
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
      if ((used?.n ?? 0) > 0)
        throw conflict(`Terminal ${removed.name} has ${used?.n} line-up rows and cannot be removed.`);
      await tx.delete(bercos).where(eq(bercos.terminal_id, removed.id));
      await tx.delete(terminais).where(eq(terminais.id, removed.id));
    }

    for (const t of terminalsIn) {
      let terminalId: number;
      if (t.id !== undefined) {
        terminalId = t.id;
        await tx
          .update(terminais)
          .set({ ...terminalValues(t), updated_at: now() })
          .where(eq(terminais.id, t.id));
      } else {
        const [row] = await tx
          .insert(terminais)
          .values({ ...terminalValues(t), porto_id: port.id })
          .returning({ id: terminais.id });
        if (!row) throw new Error("insert returned no terminal");
        terminalId = row.id;
      }
      const keptBerths = (t.bercos ?? []).flatMap((b) => (b.id === undefined ? [] : [b.id]));
      const removedBerths = await tx
        .select({ id: bercos.id, name: bercos.name })
        .from(bercos)
        .where(
          keptBerths.length
            ? and(eq(bercos.terminal_id, terminalId), notInArray(bercos.id, keptBerths))
            : eq(bercos.terminal_id, terminalId),
        );
      if (removedBerths.length) {
        const change = await clearRemovedBerths(tx, user, terminalId, removedBerths);
        if (change) changes.push(change);
        await tx.delete(bercos).where(
          inArray(
            bercos.id,
            removedBerths.map((b) => b.id),
          ),
        );
      }
      for (const b of t.bercos ?? []) {
        if (b.id !== undefined)
          await tx.update(bercos).set({ name: b.name.trim(), updated_at: now() }).where(eq(bercos.id, b.id));
        else await tx.insert(bercos).values({ terminal_id: terminalId, name: b.name.trim() });
      }
      if (t.cargas_ids !== undefined) {
        await tx.delete(terminalCargas).where(eq(terminalCargas.terminal_id, terminalId));
        const unique = [...new Set(t.cargas_ids)];
        if (unique.length)
          await tx.insert(terminalCargas).values(unique.map((carga_id) => ({ terminal_id: terminalId, carga_id })));
      }
    }

    const [after] = await loadPorts(tx, [port]);
    await portActivity(tx, user, existing ? "editou" : "criou", port, {
      before: before ? portSnapshot(before) : null,
      after: after ? portSnapshot(after) : null,
    });
    outbox.lineupsChanged(changes);
    // Open boards of its terminals show the new header and berth names; those of a removed terminal close.
    outbox.terminalsChanged(knownTerminals.keys());
    return after;
  });
}

/**
 * Rows on removed berths keep their terminal and lose only the berth, as an
 * edit of that field: a new version (so an edit based on the old one is a
 * conflict), an activity and a field event per row and a change for open boards.
 */
async function clearRemovedBerths(
  tx: Db,
  user: Props["user"],
  terminalId: number,
  removed: { id: number; name: string }[],
): Promise<LineupChange | null> {
  const rows = await tx
    .select({
      id: lineups.id,
      terminal_id: lineups.terminal_id,
      porto_id: lineups.porto_id,
      berco_id: lineups.berco_id,
      vessel: navios.name,
    })
    .from(lineups)
    .leftJoin(navios, eq(navios.id, lineups.navio_id))
    .where(
      inArray(
        lineups.berco_id,
        removed.map((b) => b.id),
      ),
    );
  if (!rows.length) return null;
  await tx
    .update(lineups)
    .set({
      berco_id: null,
      version: sql`${lineups.version} + 1`,
      field_versions: sql`${lineups.field_versions} || jsonb_build_object('berco_id', ${lineups.version} + 1)`,
      updated_at: now(),
    })
    .where(
      inArray(
        lineups.id,
        rows.map((r) => r.id),
      ),
    );
  await recordFieldEvents(
    tx,
    rows.map((r) => ({
      lineup_id: r.id,
      terminal_id: r.terminal_id,
      porto_id: r.porto_id,
      field: "berco_id",
      before: r.berco_id,
      after: null,
      user_id: user.id,
    })),
  );
  const berthName = new Map(removed.map((b) => [b.id, b.name]));
  await recordActivities(
    tx,
    rows.map((r) => {
      const berth = berthName.get(r.berco_id ?? 0) ?? "";
      return {
        userId: user.id,
        action: "editou",
        subjectType: "lineups",
        subjectId: r.id,
        description: `${user.name} removed berth ${berth} from ${r.vessel ?? "a line"} (Berth)`,
        before: { berco_id: berth },
        after: { berco_id: null },
      };
    }),
  );
  return {
    terminal_id: terminalId,
    row_ids: rows.map((r) => r.id),
    deleted_ids: [],
    fields: Object.fromEntries(rows.map((r) => [r.id, ["berco_id"]])),
    user_id: user.id,
  };
}

/** The activity log's entries of a port created, edited or deleted. */
export const portActivity = itemActivity("portos", "port");

export type LoadedPort = Awaited<ReturnType<typeof loadPorts>>[number];

/** A flat view of a port for the activity log's Field / Before / After table. */
export function portSnapshot(p: LoadedPort): Record<string, unknown> {
  return {
    ...portFields(p),
    terminais: p.terminais
      .map((t) => `${t.name} (${t.bercos.map((b) => b.name).join(", ") || "no berths"})`)
      .join("; "),
  };
}
