import { eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { afretadores, agencias, bercos, cargas, lineupsPortos, navios, recebedores } from "../db/schema";
import { namesWithAliases } from "../fields/aliases";
import { visibleText } from "../http/text-rule";

/**
 * Name (lower-cased) to id of the items a sheet may name, each name as the
 * export writes it, and the names merged into them (fields/aliases.ts): one stored before the text rule with a
 * character it forbids is found by the U+FFFD its download shows.
 */
export async function nameIndex(db: Db, terminalId: number) {
  const index = (rows: { id: number; name: string }[]) =>
    new Map(rows.map((r) => [visibleText(r.name).trim().toLowerCase(), r.id] as const));
  const [vessel, berth, comm, charterer, receiver, destination, agency] = await Promise.all([
    db
      .select({ id: navios.id, name: navios.name })
      .from(navios)
      .then((rows) => namesWithAliases(db, "navios", rows)),
    db.select({ id: bercos.id, name: bercos.name }).from(bercos).where(eq(bercos.terminal_id, terminalId)),
    db
      .select({ id: cargas.id, name: cargas.name, tipo_id: cargas.tipo_id })
      .from(cargas)
      .where(isNull(cargas.deleted_at)),
    db
      .select({ id: afretadores.id, name: afretadores.name })
      .from(afretadores)
      .then((rows) => namesWithAliases(db, "afretadores", rows)),
    db
      .select({ id: recebedores.id, name: recebedores.name })
      .from(recebedores)
      .then((rows) => namesWithAliases(db, "recebedores", rows)),
    db
      .select({ id: lineupsPortos.id, name: lineupsPortos.name })
      .from(lineupsPortos)
      .then((rows) => namesWithAliases(db, "lineups_portos", rows)),
    db
      .select({ id: agencias.id, name: agencias.name })
      .from(agencias)
      .then((rows) => namesWithAliases(db, "agencias", rows)),
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
