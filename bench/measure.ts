import { monitorEventLoopDelay } from "node:perf_hooks";

/**
 * Runs `work`, measuring its wall time, the event loop's largest delay and the RSS peak.
 * With `retained` (needs --expose-gc), it also collects garbage every 250 ms and
 * prints the largest heap plus external memory still in use after a collection:
 * what the work holds, where the heap peak also counts garbage not yet collected.
 */
export async function measure<T>(
  label: string,
  work: () => Promise<T>,
  { retained = false }: { retained?: boolean } = {},
) {
  globalThis.gc?.();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const used = () => {
    const m = process.memoryUsage();
    return { rss: m.rss, heap: m.heapUsed + m.external };
  };
  const start = used();
  const peak = { ...start };
  const sample = () => {
    const now = used();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heap);
  };
  const sampler = setInterval(sample, 10);
  let held = 0;
  const collect = () => {
    globalThis.gc?.();
    held = Math.max(held, used().heap - start.heap);
  };
  const collector = retained && globalThis.gc ? setInterval(collect, 250) : undefined;
  delay.enable();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  delay.disable();
  clearInterval(sampler);
  clearInterval(collector);
  sample();
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  console.log(
    `${label.padEnd(52)} ${`${(ms / 1000).toFixed(2)} s`.padStart(9)}   RSS peak ${mib(peak.rss).padStart(8)}, heap +${mib(peak.heap - start.heap).padStart(8)}   event-loop max ${`${(delay.max / 1e6).toFixed(0)} ms`.padStart(9)}${collector ? `   retained after GC +${mib(held)}` : ""}`,
  );
  return result;
}

/** The middle value of a list (0 for none). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Runs `run` once to warm up, then `runs` times: its last answer, and its median and largest time as a column
 * ("  12 ms (max 30)").
 */
export async function timedRuns(runs: number, run: () => Promise<unknown>) {
  await run();
  const ms: number[] = [];
  let answer: unknown;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    answer = await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return {
    answer,
    text: `${`${(ms[Math.floor(runs / 2)] ?? 0).toFixed(0)} ms`.padStart(8)} (max ${(ms.at(-1) ?? 0).toFixed(0)})`,
  };
}

/** Each round's ratio of one side's rate to the other's, as "lowest–highest". */
export function roundRange<T>(ours: T[], theirs: T[], rate: (round: T) => number) {
  const ratios = ours.map((round, i) => {
    const other = theirs[i];
    return rate(round) / (other ? rate(other) : 0);
  });
  return `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
}
