/**
 * The board over a slow port link (issue 24), in Chromium with the DevTools protocol's network emulation:
 * 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip. Timed, each SLOW_RUNS times (default 3), the median
 * and the worst printed:
 * - a first visit: signed in, the browser's cache, the service worker and its caches emptied, from opening the
 *   board's address to its first rows on screen (goal 5 s);
 * - a return visit: the same address again, everything cached (goal 1.5 s);
 * - a save made elsewhere (through the API, on this machine) to the changed status on this screen (goal 1 s).
 */
import { expect, test, type Page, type Request } from "@playwright/test";
import { apiAs, logIn, makeTggRow, revealRow, type Named } from "../../tests/e2e/helpers";

const RUNS = Number(process.env.SLOW_RUNS ?? 3);
const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const line = (what: string, values: number[], goal: number) =>
  console.log(
    `${what.padEnd(34)} median ${String(median(values)).padStart(5)} ms, worst ${String(Math.max(...values)).padStart(5)} ms` +
      `   goal ${goal} ms   (${values.join(", ")})`,
  );

/**
 * From opening the address to the first row of TGG's table on screen (ms). With `trace`, each request made on the
 * way and in the 5 s after is added to it: when it started and ended after the opening (ms), and what it was.
 */
async function timeToRows(page: Page, url: string, trace?: string[]) {
  const started = Date.now();
  const ended = (r: Request) => {
    const t = r.timing();
    const at = (ms: number) => String(Math.round(t.startTime - started + ms)).padStart(6);
    trace?.push(`${at(0)} → ${at(t.responseEnd)} ms  ${r.method()} ${r.url().slice(new URL(r.url()).origin.length)}`);
  };
  page.on("requestfinished", ended);
  await page.goto(url);
  await expect(page.getByRole("region", { name: "TGG line-up" }).locator("[role=row][row-index]").first()).toBeVisible({
    timeout: 60_000,
  });
  const elapsed = Date.now() - started;
  // Reads the page makes once its rows are shown (a second read of the board, say) end in the trace too.
  if (trace) await page.waitForTimeout(5_000);
  page.off("requestfinished", ended);
  return elapsed;
}

test("the board over a slow link: first visit, return visit, a remote save", async ({ page, request }) => {
  test.setTimeout(60_000 + RUNS * 90_000);
  const { row, saveField } = await makeTggRow(request, "Slow link");
  const admin = await apiAs(request, "admin@demo.local");
  const santos = (await admin.get<{ portos: Named[] }>("/lineups/parametros")).portos.find((p) => p.name === "Santos");
  const url = `/lineups/listar?type=1&port=${santos?.id}`;
  await logIn(page, "operator@demo.local");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_LINK);

  const first: number[] = [];
  const again: number[] = [];
  const remote: number[] = [];
  /** The last visits' requests, printed to show which wait for one another (and that the board is read once). */
  const firstTrace: string[] = [];
  const trace: string[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.evaluate(async () => {
      for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    });
    await cdp.send("Network.clearBrowserCache");
    first.push(await timeToRows(page, url, run === RUNS - 1 ? firstTrace : undefined));
    await page.waitForLoadState("networkidle");
    again.push(await timeToRows(page, url, run === RUNS - 1 ? trace : undefined));

    const grid = page.getByRole("region", { name: "TGG line-up" });
    await revealRow(grid, row.id);
    const status = run % 2 ? "Waiting" : "Loading";
    const started = Date.now();
    await saveField({ status });
    await expect(grid.locator(`[row-id="row-${row.id}"] [col-id="status"]`)).toHaveText(status, { timeout: 30_000 });
    remote.push(Date.now() - started);
  }
  console.log(`slow link: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip; ${RUNS} runs`);
  line("first visit → first rows", first, 5000);
  line("return visit → first rows", again, 1500);
  line("remote save → on this screen", remote, 1000);
  const boardReads = (requests: string[]) => requests.filter((r) => / GET \/api\/v1\/lineups\?/.test(r)).length;
  console.log(
    `the last first visit's requests (the board read ${boardReads(firstTrace)} times):\n${firstTrace.join("\n")}`,
  );
  console.log(`the last return visit's requests (the board read ${boardReads(trace)} times):\n${trace.join("\n")}`);
});
