import { and, eq, isNotNull } from "drizzle-orm";
import { dayInZone, isoInZone } from "@lineup/shared";
import type { Db } from "../db/client";
import { notifications, portos, terminais, watches } from "../db/schema";
import { timeText } from "../distribution/schedule";
import { emailDueAt } from "./payload";
import { seers } from "./seers";
import { notUpdatedWords } from "./words";

/**
 * Tells the staff who asked when a watched terminal is not marked updated by their time on a
 * working day (Mon–Fri in the port's zone): once per watch and local day (key `u:{day}`), however
 * many instances run this. Answers whose notifications it added to.
 */
export async function tellNotUpdated(db: Db, now = new Date()): Promise<Set<number>> {
  const due = await db
    .select({
      watch: watches,
      terminal: terminais.name,
      updated: terminais.atualizado_data,
      port: portos.name,
      zone: portos.time_zone,
      porto_id: portos.id,
    })
    .from(watches)
    .innerJoin(terminais, eq(terminais.id, watches.terminal_id))
    .innerJoin(portos, eq(portos.id, terminais.porto_id))
    .where(and(eq(watches.kind, "terminal"), isNotNull(watches.not_updated_by)));
  const people = await seers(
    db,
    due.map((d) => d.watch.user_id),
  );
  const told = new Set<number>();
  for (const d of due) {
    const local = isoInZone(now, d.zone);
    const day = local.slice(0, 10);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const minutes = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
    const by = d.watch.not_updated_by ?? 0;
    if (weekday === 0 || weekday === 6 || minutes < by) continue;
    if (d.updated && dayInZone(Date.parse(d.updated), d.zone) === day) continue;
    const person = people.get(d.watch.user_id);
    if (!person?.staff || !person.sees({ porto_id: d.porto_id, carga_id: null })) continue;
    const [added] = await db
      .insert(notifications)
      .values({
        user_id: d.watch.user_id,
        watch_id: d.watch.id,
        key: `u:${day}`,
        kind: "not_updated",
        porto_id: d.porto_id,
        terminal_id: d.watch.terminal_id ?? 0,
        words: notUpdatedWords({ port: d.port, terminal: d.terminal }, timeText(by)),
        at: now.toISOString(),
        email_due_at: emailDueAt(d.watch.email, now, d.zone)?.toISOString() ?? null,
      })
      .onConflictDoNothing()
      .returning({ user_id: notifications.user_id });
    if (added) told.add(added.user_id);
  }
  return told;
}
