import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { dayInZone } from "@lineup/shared";
import { distributionLists, distributionRuns, portos } from "../db/schema";
import { logRoundFailure, roundClock } from "../jobs/round-clock";
import { dueDay } from "./schedule";
import { sendRun, type DistributionDeps, type ListRow } from "./send";

export interface DistributionService {
  /** Sends every list due at `now` whose day's run no instance has claimed yet; answers how many runs it sent. */
  runDue(now?: Date): Promise<number>;
  /** Sends a list now, by hand: a run of its own beside the scheduled ones. */
  sendNow(list: ListRow, byUserId: number): Promise<{ id: number; sent: number; failed: number; note: string | null }>;
  start(): void;
  close(): Promise<void>;
}

/**
 * The distribution lists' clock: each instance looks every minute for lists due in their port's
 * local time; a scheduled day's run is claimed by inserting it (a unique index per list and local
 * day), so it goes out at most once whatever the number of instances or restarts, and is sent
 * after the claim is committed, off any request.
 */
export function createDistributionService(
  deps: DistributionDeps & { log: Pick<FastifyBaseLogger, "warn">; tickMs?: number },
): DistributionService {
  const { db, log, tickMs = 60_000 } = deps;
  const clock = roundClock(tickMs);

  const runDue = async (now = new Date()) => {
    if (clock.stopped) return 0;
    const lists = await db
      .select({ list: distributionLists, zone: portos.time_zone })
      .from(distributionLists)
      .innerJoin(portos, eq(portos.id, distributionLists.porto_id));
    let ran = 0;
    for (const { list, zone } of lists) {
      const day = dueDay(now, zone, list.weekdays, list.send_at);
      if (!day) continue;
      const [claimed] = await db
        .insert(distributionRuns)
        .values({ list_id: list.id, local_day: day, scheduled: true })
        .onConflictDoNothing()
        .returning({ id: distributionRuns.id });
      if (!claimed) continue;
      ran += 1;
      await sendRun(deps, list, claimed.id, now).catch((error: unknown) =>
        log.warn(
          { list_id: list.id, reason: error instanceof Error ? error.message : String(error) },
          "distribution list not sent",
        ),
      );
    }
    return ran;
  };

  return {
    runDue: (now) => clock.track(runDue(now)),
    async sendNow(list, byUserId) {
      const [zone] = await db.select({ zone: portos.time_zone }).from(portos).where(eq(portos.id, list.porto_id));
      const [run] = await db
        .insert(distributionRuns)
        .values({
          list_id: list.id,
          local_day: dayInZone(Date.now(), zone?.zone ?? "UTC"),
          scheduled: false,
          by_user_id: byUserId,
        })
        .returning({ id: distributionRuns.id });
      if (!run) throw new Error("the run was not stored");
      return { id: run.id, ...(await clock.track(sendRun(deps, list, run.id))) };
    },
    start() {
      clock.start(() => void clock.track(runDue()).catch(logRoundFailure(log, "distribution")));
    },
    close: () => clock.stop(),
  };
}
