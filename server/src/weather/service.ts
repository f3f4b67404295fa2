import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { jobRuns } from "../db/schema";
import { readForecast } from "./forecast";
import { placedPorts, storeForecast, type PlacedPort } from "./store";
import { logRoundFailure, roundClock } from "../jobs/round-clock";

export interface WeatherOptions {
  db: Db;
  /** The forecast service (WEATHER_URL); undefined = off: nothing is ever read. */
  url: string | undefined;
  /** Where failures (warn) and finished rounds (info) are told. */
  log: Pick<FastifyBaseLogger, "warn" | "info">;
  /** Longest wait for one port's forecast. */
  timeoutMs?: number;
  /** Ports read at the same time in a round. */
  concurrency?: number;
  /** How often all ports are refreshed, across every instance. */
  periodMs?: number;
  /** How often each instance checks whether a round is due (a dead instance's rounds resume within this). */
  tickMs?: number;
}

/**
 * What a round did: not run (off, closed, or another instance has this round), or how many ports it read and stored.
 */
export type RoundResult =
  { ran: false; reason: "off" | "stopped" | "not due" | "locked" } | { ran: true; ports: number; stored: number };

/** Reads forecasts into `port_weathers`: on a port's save and in the hourly round. */
export interface WeatherService {
  /**
   * Reads and stores one port's forecast; never throws (a failure is logged and the last forecast kept). Resolves to
   * whether it stored.
   */
  refreshPort(port: { id: number; latitude: number | null; longitude: number | null }): Promise<boolean>;
  /** Refreshes every port with coordinates, unless another instance ran a round within the period. */
  runRound(): Promise<RoundResult>;
  /** Starts this instance's ticks (the server process calls it; tests run rounds themselves). */
  start(): void;
  /** Stops the ticks, aborts reads in flight and waits for them. */
  close(): Promise<void>;
}

/** The `job_runs` row and the advisory lock key of the round (any constant shared by the instances). */
const JOB = "weather";
const LOCK_KEY = 0x77656174; // "weat"

/**
 * Claims this period's round for this instance. The advisory lock makes the
 * check-and-claim exclusive without making a second instance wait; `job_runs`
 * remembers when the last round started, so instances whose ticks are not
 * aligned still run one round per period between them.
 */
async function claimRound(db: Db, periodMs: number): Promise<"claimed" | "not due" | "locked"> {
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${LOCK_KEY})` })
      .from(sql`(select 1) as one`);
    if (!lock?.locked) return "locked";
    // The database's clock, not this instance's: instances' clocks may differ.
    const [last] = await tx
      .select({ recent: sql<boolean>`${jobRuns.ran_at} > now() - make_interval(secs => ${periodMs / 1000}::float8)` })
      .from(jobRuns)
      .where(eq(jobRuns.name, JOB));
    if (last?.recent) return "not due";
    await tx
      .insert(jobRuns)
      .values({ name: JOB, ran_at: sql`now()` })
      .onConflictDoUpdate({ target: jobRuns.name, set: { ran_at: sql`now()` } });
    return "claimed";
  });
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  // One iterator shared by the workers: each takes the next item.
  const queue = items.values();
  const worker = async () => {
    for (const item of queue) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Creates the weather service of one app instance. */
export function createWeatherService(opts: WeatherOptions): WeatherService {
  const { db, url, log, timeoutMs = 10_000, concurrency = 4, periodMs = 60 * 60_000, tickMs = 5 * 60_000 } = opts;
  const stopping = new AbortController();
  const clock = roundClock(tickMs);

  const refresh = async (port: PlacedPort): Promise<boolean> => {
    if (!url || stopping.signal.aborted) return false;
    try {
      const days = await readForecast(url, port, { timeoutMs, signal: stopping.signal });
      return await storeForecast(db, port, days, new Date());
    } catch (error) {
      if (!stopping.signal.aborted)
        log.warn(
          { porto_id: port.id, reason: error instanceof Error ? error.message : String(error) },
          "weather forecast not read; the last one is kept",
        );
      return false;
    }
  };

  const placed = (port: { id: number; latitude: number | null; longitude: number | null }): PlacedPort | undefined =>
    port.latitude === null || port.longitude === null
      ? undefined
      : { id: port.id, latitude: port.latitude, longitude: port.longitude };

  const runRound = async (): Promise<RoundResult> => {
    if (!url) return { ran: false, reason: "off" };
    if (stopping.signal.aborted) return { ran: false, reason: "stopped" };
    const claim = await claimRound(db, periodMs);
    if (claim !== "claimed") return { ran: false, reason: claim };
    const ports = await placedPorts(db);
    let stored = 0;
    await eachLimited(ports, concurrency, async (port) => {
      if (await refresh(port)) stored += 1;
    });
    log.info({ ports: ports.length, stored }, "weather round done");
    return { ran: true, ports: ports.length, stored };
  };

  const roundFailed = logRoundFailure(log, "weather");
  const tick = () => {
    void clock.track(runRound()).catch((error: unknown) => {
      if (!stopping.signal.aborted) roundFailed(error);
    });
  };

  return {
    refreshPort(port) {
      const at = placed(port);
      return at ? clock.track(refresh(at)) : Promise.resolve(false);
    },
    runRound: () => clock.track(runRound()),
    start() {
      // The first check soon after start (a round is due unless another instance ran one this hour).
      if (url && !stopping.signal.aborted) clock.start(tick);
    },
    async close() {
      stopping.abort();
      await clock.stop();
    },
  };
}
