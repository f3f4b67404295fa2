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
