import type { FastifyBaseLogger } from "fastify";

/** A round's failure, logged as a warning: the next tick tries again. */
export const logRoundFailure = (log: Pick<FastifyBaseLogger, "warn">, job: string) => (error: unknown) =>
  log.warn(
    { reason: error instanceof Error ? error.message : String(error) },
    `${job} round failed; the next tick tries again`,
  );

/**
 * The clock of a job every instance runs (the weekly report, the distribution lists, the weather, backups): a round
 * every `tickMs`, the first within 10 s of start, each round's work tracked so that stopping
 * waits for what is under way instead of cutting a send in half.
 */
export function roundClock(tickMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const inFlight = new Set<Promise<unknown>>();
  return {
    /** Whether `stop` was called: no new round starts. */
    get stopped() {
      return stopped;
    },
    /** Runs `work` as part of the job, so `stop` waits for it. */
    track<T>(work: Promise<T>): Promise<T> {
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work)).catch(() => {});
      return work;
    },
    /** Starts calling `round` (once; never after `stop`). */
    start(round: () => void) {
      if (timer || stopped) return;
      timer = setTimeout(
        function again() {
          round();
          timer = setTimeout(again, tickMs).unref();
        },
        Math.min(tickMs, 10_000),
      ).unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
