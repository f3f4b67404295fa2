import { asc, eq, inArray, sql } from "drizzle-orm";
import { dayInZone } from "@lineup/shared";
import { rowsOf, type Db } from "../db/client";
import { bercos, portos, portWeathers, terminais, terminalCargas } from "../db/schema";
import { markersOf } from "../users/repository";
import { weatherAsOf } from "../weather/store";

export type PortRow = typeof portos.$inferSelect;

/** A port's own fields, as its form edits them. */
export const portFields = (
  p: Pick<PortRow, "name" | "max_draft" | "bunker" | "ordem" | "latitude" | "longitude" | "time_zone">,
) => ({
  name: p.name,
  max_draft: p.max_draft,
  bunker: p.bunker,
  ordem: p.ordem,
  latitude: p.latitude,
  longitude: p.longitude,
  time_zone: p.time_zone,
});

/** Loads ports with their terminals (each with berths and comm ids) and current weather, in four queries. */
export async function loadPorts(db: Db, ports: PortRow[]) {
  const ids = ports.map((p) => p.id);
  if (!ids.length) return [];
  const now = Date.now();
  const terminals = await db
    .select()
    .from(terminais)
    .where(inArray(terminais.porto_id, ids))
    .orderBy(asc(terminais.id));
  const terminalIds = terminals.map((t) => t.id);
  const [berths, comms, weather, updaters] = await Promise.all([
    terminalIds.length
      ? db.select().from(bercos).where(inArray(bercos.terminal_id, terminalIds)).orderBy(asc(bercos.id))
      : [],
    terminalIds.length ? db.select().from(terminalCargas).where(inArray(terminalCargas.terminal_id, terminalIds)) : [],
    db.select().from(portWeathers).where(inArray(portWeathers.porto_id, ids)).orderBy(asc(portWeathers.date)),
    markersOf(db, ports),
  ]);
  return ports.map((p) => ({
    id: p.id,
    ...portFields(p),
    created_at: p.created_at,
    carga_atualizada: p.atualizado_data
      ? { data: p.atualizado_data, user: updaters.find((u) => u.id === p.atualizado_id)?.name ?? null }
      : null,
    weathersAtuais: weather
      .filter((w) => w.porto_id === p.id && w.date >= dayInZone(now, p.time_zone))
      .map((w) => ({ date: w.date, icon: w.icon })),
    weather_updated_at: weatherAsOf(p.weather_updated_at),
    terminais: terminals
      .filter((t) => t.porto_id === p.id)
      .map((t) => ({
        ...t,
        cargas_ids: comms.filter((c) => c.terminal_id === t.id).map((c) => c.carga_id),
        bercos: berths
          .filter((b) => b.terminal_id === t.id)
          .map((b) => ({ id: b.id, name: b.name, terminal_id: b.terminal_id })),
      })),
  }));
}

export async function findPort(db: Db, id: number): Promise<PortRow | undefined> {
  const [row] = await db.select().from(portos).where(eq(portos.id, id)).limit(1);
  return row;
}

/**
 * Whether the database knows the time zone too (its statistics cut days in it): PostgreSQL's names may lag the
 * runtime's.
 */
export async function databaseKnowsZone(db: Db, zone: string): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from pg_timezone_names where name = ${zone}) as known`);
  return rowsOf<{ known: boolean }>(result)[0]?.known === true;
}
