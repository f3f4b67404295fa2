import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { DistributionList, DistributionListDetail, DistributionRun } from "@lineup/shared/wire/distribution";
import type { Db } from "../db/client";
import { cargasTipos, distributionDeliveries, distributionLists, distributionRuns, portos } from "../db/schema";
import { describeDistribution, timeText } from "./schedule";

/**
 * Reading distribution lists as the API answers them: names, schedule in words, last run; a list's runs with their
 * deliveries.
 */

type RunRow = typeof distributionRuns.$inferSelect;

const runWire = ({ id, local_day, scheduled, started_at, sent, failed, note }: RunRow) => ({
  id,
  local_day,
  scheduled,
  started_at,
  sent,
  failed,
  note,
});

/** The lists `where` selects (every one without it), by port and name, each with its last run. */
export async function readLists(db: Db, where?: SQL): Promise<DistributionList[]> {
  const rows = await db
    .select({
      list: distributionLists,
      porto: { id: portos.id, name: portos.name, time_zone: portos.time_zone },
      carga_tipo: { id: cargasTipos.id, name: cargasTipos.name },
    })
    .from(distributionLists)
    .innerJoin(portos, eq(portos.id, distributionLists.porto_id))
    .innerJoin(cargasTipos, eq(cargasTipos.id, distributionLists.carga_tipo_id))
    .where(where)
    .orderBy(portos.name, distributionLists.name, distributionLists.id);
  const ids = rows.map((r) => r.list.id);
  const last = ids.length
    ? await db
        .selectDistinctOn([distributionRuns.list_id])
        .from(distributionRuns)
        .where(inArray(distributionRuns.list_id, ids))
        .orderBy(distributionRuns.list_id, desc(distributionRuns.started_at), desc(distributionRuns.id))
    : [];
  const lastOf = new Map(last.map((r) => [r.list_id, runWire(r)]));
  return rows.map(({ list, porto, carga_tipo }) => ({
    id: list.id,
    name: list.name,
    porto_id: list.porto_id,
    carga_tipo_id: list.carga_tipo_id,
    filters: list.filters,
    client_columns: list.client_columns,
    addresses: list.addresses,
    weekdays: list.weekdays,
    send_at: timeText(list.send_at),
    intro: list.intro,
    porto,
    carga_tipo,
    schedule: describeDistribution(list.weekdays, list.send_at, porto.time_zone),
    last_run: lastOf.get(list.id) ?? null,
  }));
}

/** The runs of a list, newest first (the last `limit`), each with its deliveries. */
export async function readRuns(db: Db, listId: number, limit = 10): Promise<DistributionRun[]> {
  const runs = await db
    .select()
    .from(distributionRuns)
    .where(eq(distributionRuns.list_id, listId))
    .orderBy(desc(distributionRuns.started_at), desc(distributionRuns.id))
    .limit(limit);
  const deliveries = runs.length
    ? await db
        .select()
        .from(distributionDeliveries)
        .where(
          inArray(
            distributionDeliveries.run_id,
            runs.map((r) => r.id),
          ),
        )
        .orderBy(distributionDeliveries.id)
    : [];
  return runs.map((run) => ({
    ...runWire(run),
    deliveries: deliveries
      .filter((d) => d.run_id === run.id)
      .map(({ address, delivered, detail, at }) => ({ address, delivered, detail, at })),
  }));
}

/** One list with its last runs, if `where` lets it through. */
export async function readDetail(db: Db, id: number, where?: SQL): Promise<DistributionListDetail | undefined> {
  const [list] = await readLists(db, and(eq(distributionLists.id, id), where));
  return list && { ...list, runs: await readRuns(db, id) };
}
