import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { portos, portWeathers } from "../db/schema";
import type { Coordinates, ForecastDay } from "./forecast";

/**
 * A port's `weather_updated_at` as ISO 8601 (`2026-11-23T21:19:20.089Z`), which every
 * Date parser reads, rather than PostgreSQL's text for a timestamptz (`2026-11-23 21:19:20.089+00`).
 */
export function weatherAsOf(value: string | null): string | null {
  if (value === null) return null;
  const at = new Date(value.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00"));
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

/** A port whose forecast can be read. */
export interface PlacedPort extends Coordinates {
  id: number;
}

/** Every port with coordinates, for the hourly round. */
export function placedPorts(db: Db): Promise<PlacedPort[]> {
  return db
    .select({ id: portos.id, latitude: portos.latitude, longitude: portos.longitude })
    .from(portos)
    .where(and(isNotNull(portos.latitude), isNotNull(portos.longitude)))
    .orderBy(portos.id)
    .then((rows) =>
      rows.flatMap((r) =>
        r.latitude === null || r.longitude === null ? [] : [{ id: r.id, latitude: r.latitude, longitude: r.longitude }],
      ),
    );
}

/**
 * Stores a port's forecast: each day inserted or its icon replaced (days the
 * answer left out stay), and the port's `weather_updated_at` set. Nothing is
 * stored when the port was deleted or moved while the forecast was read, so a
 * slow answer for old coordinates never overwrites one for the new.
 * Returns whether it stored.
 */
export async function storeForecast(db: Db, port: PlacedPort, days: ForecastDay[], fetchedAt: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ latitude: portos.latitude, longitude: portos.longitude })
      .from(portos)
      .where(eq(portos.id, port.id))
      .for("update");
    if (!current || current.latitude !== port.latitude || current.longitude !== port.longitude) return false;
    await tx
      .insert(portWeathers)
      .values(days.map((d) => ({ porto_id: port.id, date: d.date, icon: d.icon })))
      .onConflictDoUpdate({ target: [portWeathers.porto_id, portWeathers.date], set: { icon: sql`excluded.icon` } });
    await tx.update(portos).set({ weather_updated_at: fetchedAt.toISOString() }).where(eq(portos.id, port.id));
    return true;
  });
}
