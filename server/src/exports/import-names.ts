import { eq, isNull } from "drizzle-orm";
import type { FieldList } from "@lineup/shared";
import { idAndName, type Db } from "../db/client";
import { afretadores, agencias, bercos, cargas, lineupsPortos, navios, recebedores } from "../db/schema";
import { namesWithAliases } from "../fields/aliases";
import { visibleText } from "../http/text-rule";

/** The lists whose items a sheet names by party: vessels, charterers, receivers, destinations, agencies. */
type PartyTable = typeof navios | typeof afretadores | typeof recebedores | typeof lineupsPortos | typeof agencias;

/**
 * Name (lower-cased) to id of the items a sheet may name, each name as the
 * export writes it, and the names merged into them (fields/aliases.ts): one stored before the text rule with a
 * character it forbids is found by the U+FFFD its download shows.
 */
export async function nameIndex(db: Db, terminalId: number) {
  const index = (rows: { id: number; name: string }[]) =>
    new Map(rows.map((r) => [visibleText(r.name).trim().toLowerCase(), r.id] as const));
  /** A party list's names, with the names merged into its items. */
  const partyNames = (table: PartyTable, list: FieldList) =>
    db
      .select(idAndName(table))
      .from(table)
      .then((rows) => namesWithAliases(db, list, rows));
  const [vessel, berth, comm, charterer, receiver, destination, agency] = await Promise.all([
    partyNames(navios, "navios"),
    db.select(idAndName(bercos)).from(bercos).where(eq(bercos.terminal_id, terminalId)),
    db
      .select({ id: cargas.id, name: cargas.name, tipo_id: cargas.tipo_id })
      .from(cargas)
      .where(isNull(cargas.deleted_at)),
    partyNames(afretadores, "afretadores"),
    partyNames(recebedores, "recebedores"),
    partyNames(lineupsPortos, "lineups_portos"),
    partyNames(agencias, "agencias"),
  ]);
  return {
    vessel: index(vessel),
    berth: index(berth),
    comm: index(comm),
    commType: new Map(comm.map((c) => [c.id, c.tipo_id] as const)),
    charterer: index(charterer),
    receiver: index(receiver),
    destination: index(destination),
    agency: index(agency),
  };
}

/** The names a sheet's cells are matched against, per column. */
export type Names = Awaited<ReturnType<typeof nameIndex>>;
