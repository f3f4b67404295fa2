import { gte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { sessions, users } from "../db/schema";

/** Commits can become visible a little after their now(): each look reaches this far before the last one. */
const OVERLAP_MS = 2_000;

/**
 * Watches PostgreSQL for access that ended without an announcement: an account
 * disabled or a session ended by another instance whose notification was lost,
 * or by hand in the database. Every `everyMs`, while this instance holds
 * sockets, it reads the users disabled and the sessions ended since its last
 * look and hands their user ids to `recheck`, so their sockets close within
 * about a second everywhere. Two indexed reads per second per instance; none
 * while no socket is open.
 */
export function watchEndedAccess(
  app: FastifyInstance,
  opts: { everyMs: number; active: () => boolean; recheck: (userId: number) => void },
): () => void {
  let since: string | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const look = async () => {
    if (!opts.active()) {
      since = undefined;
      return;
    }
    const [clock] = await app.db
      .select({ now: sql<string>`(now() - make_interval(secs => ${OVERLAP_MS / 1000}))::text` })
      .from(sql`(SELECT 1) AS one`);
    if (since) {
      const from = since;
      const [disabled, ended] = await Promise.all([
        app.db.select({ id: users.id }).from(users).where(gte(users.disabled_at, from)),
        app.db.select({ id: sessions.user_id }).from(sessions).where(gte(sessions.ended_at, from)),
      ]);
      for (const id of new Set([...disabled, ...ended].map((r) => r.id))) opts.recheck(id);
    }
    since = clock?.now;
  };

  const loop = () => {
    if (stopped) return;
    look()
      .catch((err: unknown) => app.log.warn({ err }, "live access watch failed"))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(loop, opts.everyMs);
        timer.unref();
      });
  };
  timer = setTimeout(loop, opts.everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
