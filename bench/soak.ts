/**
 * Soak run (issue 21, "screens that stay live for days"): a wall, a client's board and two
 * operators' boards open in real Chromium against the real server for SOAK_MINUTES (default
 * 60), through idle stretches, saves, a server restart and a network cut. Reports per screen:
 * socket opens and closes (inside and outside the planned outages), stale banners and badges
 * shown while the server was there ("false"), changes a screen never showed, and the growth of
 * the page's JS heap (after a forced GC). Exits 1 on any unplanned close, false banner or missed
 * change.
 *
 * Run: pnpm soak (an hour) · pnpm soak:quick (about 3 minutes, the CI step)
 *   SOAK_MINUTES=15  SOAK_IDLE_SECONDS=240 (an idle stretch; quick: 45)  SOAK_PORT=3290
 *   SOAK_JSON=file (the report as JSON too)
 *   SOAK_WALL_SECONDS=20 (the wall's time per page)
 *   ACCESS_TOKEN_TTL=seconds (default: the server's 15 minutes; quick: 60, so its boards renew tokens too)
 * Needs the web build (web/dist); builds the server itself.
 */
import { execSync, type ChildProcess } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { formatQuantity } from "../shared/src/index";
import { spawnServer, stopServer as stop } from "../tests/e2e/own-server";
import { sleep } from "./live/ipc";
import { ADMIN, apiLogin, planOutage, screenReport, type Outage, type ScreenReport, type Trace } from "./soak/report";
import { INSTRUMENT, readTrace } from "./soak/instrument";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const QUICK = process.env.SOAK_QUICK === "1";
const MINUTES = Number(process.env.SOAK_MINUTES ?? (QUICK ? 2.5 : 60));
const IDLE_MS = 1000 * Number(process.env.SOAK_IDLE_SECONDS ?? (QUICK ? 45 : 240));
const PORT = Number(process.env.SOAK_PORT ?? 3290);
/** How long the wall shows each page (s): short, it turns pages often, and a change must still bring its page on screen. */
const WALL_SECONDS = Number(process.env.SOAK_WALL_SECONDS ?? 20);
/** The quick run is shorter than a token's life: it shortens the life, so the boards' sockets renew their tokens in it too. */
const TOKEN_TTL = process.env.ACCESS_TOKEN_TTL ?? (QUICK ? "60" : undefined);
const CUT_MS = 20_000;
/** How long a screen may take to show a save (generous: the machine is shared; a live save shows in about 0.1 s). */
const SHOW_WITHIN_MS = 15_000;
/** After an outage: reconnection and resync may close and open sockets and show banners until this long after it ended. */
const SETTLE_MS = 20_000;
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = path.join(root, `.data-soak-${PORT}`);

let server: ChildProcess | null = null;
async function startServer() {
  server = spawnServer(PORT, dataDir, TOKEN_TTL ? { ACCESS_TOKEN_TTL: TOKEN_TTL } : {});
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${origin}/login`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error("the server did not start");
}
async function stopServer() {
  await stop(server);
  server = null;
}

async function logIn(page: Page, email: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("demo12345");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/\/dashboard$/);
}

async function openBoard(context: BrowserContext, email: string) {
  const page = await context.newPage();
  await logIn(page, email);
  await page.goto(`${origin}/lineups/listar`);
  await page.getByRole("textbox", { name: "Port", exact: true }).click();
  await page.getByRole("option", { name: "Santos", exact: true }).click();
  const grid = page.getByRole("region", { name: "TGG line-up" });
  await grid.locator("[role=row][row-index]").first().waitFor();
  await page.getByRole("region", { name: "Terminal TGG" }).getByText("Live", { exact: true }).waitFor();
  return page;
}

/** Whether a screen shows `qty` now: on a board, in the soak row's QTTY cell; on the wall, anywhere (a change brings its page on screen). */
async function shows(screen: Screen, rowId: number, qty: number): Promise<boolean> {
  if (screen.name === "wall")
    return screen.page.evaluate((text) => document.body.innerText.includes(text), formatQuantity(qty, "t"));
  return screen.page.evaluate(
    ({ id, digits }) => {
      const viewport = document.querySelector<HTMLElement>('[aria-label="TGG line-up"] .ag-grid-viewport');
      if (viewport) viewport.scrollTop = viewport.scrollHeight;
      const cell = document.querySelector(`[aria-label="TGG line-up"] [row-id="row-${id}"] [col-id="qty"]`);
      return (cell?.textContent ?? "").replace(/\D/g, "").startsWith(digits);
    },
    { id: rowId, digits: String(qty) },
  );
}

/**
 * What a screen showed when it missed a change, to tell a change that never arrived from one
 * on a page not shown: the wall's page and banner, and whether its kept rows (the offline copy,
 * written on every live change) hold the new quantity.
 */
async function whyMissed(screen: Screen, qty: number): Promise<string> {
  if (screen.name !== "wall") return "";
  const seen = await screen.page
    .evaluate((stored) => {
      const kept = Object.keys(localStorage).filter((k) => k.startsWith("wall-snapshot:"));
      return {
        page: /Page \d+ of \d+/.exec(document.body.innerText)?.[0] ?? "no page",
        alert: document.querySelector("[role=alert]")?.textContent ?? "no banner",
        received: kept.some((k) => (localStorage.getItem(k) ?? "").includes(stored)),
      };
    }, `"qty":"${qty}.000"`)
    .catch(() => null);
  return seen ? ` (wall on ${seen.page}, ${seen.alert}, change ${seen.received ? "received" : "not received"})` : "";
}

interface Screen {
  name: string;
  context: BrowserContext;
  page: Page;
  heapStart: number;
  missed: number;
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  await cdp.detach();
  return usedSize / 1_048_576;
}

// --- set-up -------------------------------------------------------------------------------
rmSync(dataDir, { recursive: true, force: true });
execSync("pnpm --filter @lineup/server build", { cwd: root, stdio: "ignore" });
await startServer();
const admin = await apiLogin(origin, ADMIN);
const soakRow = await admin.makeTggRow("SOAK");
const wallToken = await admin.makeWall(soakRow.portId);

const browser: Browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--enable-precise-memory-info"],
});
const screens: Screen[] = [];
async function addScreen(name: string, open: (context: BrowserContext) => Promise<Page>) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(INSTRUMENT);
  const page = await open(context);
  screens.push({ name, context, page, heapStart: 0, missed: 0 });
}
await addScreen("wall", async (context) => {
  const page = await context.newPage();
  await page.goto(`${origin}/wall/${wallToken}?terminal=${soakRow.terminalId}&seconds=${WALL_SECONDS}`);
  await page.getByRole("table", { name: "Line-up" }).waitFor();
  return page;
});
await addScreen("client board", (c) => openBoard(c, "client@demo.local"));
await addScreen("operator board A", (c) => openBoard(c, "operator@demo.local"));
await addScreen("operator board B", (c) => openBoard(c, "admin@demo.local"));
for (const s of screens) s.heapStart = await heapMb(s.page);

// --- the run ------------------------------------------------------------------------------
const started = Date.now();
const until = started + MINUTES * 60_000;
const outages: Outage[] = [];
let saves = 0;
let qty = 40_000;

/** One save through the API, then each screen (those cut off: once they are back) must show it. */
async function saveAndCheck(onlyAfter?: Promise<void>) {
  qty += 1;
  saves++;
  await admin.saveQty(soakRow, qty);
  await onlyAfter;
  const due = Date.now() + SHOW_WITHIN_MS;
  await Promise.all(
    screens.map(async (s) => {
      while (!(await shows(s, soakRow.id, qty).catch(() => false))) {
        if (Date.now() > due) {
          s.missed++;
          console.log(
            `  missed: ${s.name} did not show QTTY ${qty} within ${SHOW_WITHIN_MS / 1000} s${await whyMissed(s, qty)}`,
          );
          return;
        }
        await sleep(250);
      }
    }),
  );
}

let restarted = false;
let cut = false;
while (Date.now() < until) {
  const left = until - Date.now();
  console.log(`[${Math.round((Date.now() - started) / 1000)} s] idle ${Math.round(Math.min(IDLE_MS, left) / 1000)} s`);
  await sleep(Math.min(IDLE_MS, left));
  if (Date.now() >= until) break;
  for (let i = 0; i < 3; i++) await saveAndCheck();
  const elapsed = (Date.now() - started) / (until - started);
  if (!restarted && elapsed >= 0.3) {
    restarted = true;
    console.log(`[${Math.round((Date.now() - started) / 1000)} s] server restart`);
    const outage = planOutage(outages, "server restart", []);
    await stopServer();
    await startServer();
    await admin.relogin();
    outage.end = Date.now();
    await saveAndCheck();
  } else if (restarted && !cut && elapsed >= 0.6) {
    cut = true;
    const cutOff = screens.filter((s) => s.name === "wall" || s.name === "operator board B");
    console.log(
      `[${Math.round((Date.now() - started) / 1000)} s] network cut for ${CUT_MS / 1000} s: ${cutOff.map((s) => s.name).join(", ")}`,
    );
    const outage = planOutage(
      outages,
      "network cut",
      cutOff.map((s) => s.name),
    );
    await Promise.all(cutOff.map((s) => s.context.setOffline(true)));
    // Saved while they are cut off: they must show it once back, without a reload.
    const back = sleep(CUT_MS).then(async () => {
      await Promise.all(cutOff.map((s) => s.context.setOffline(false)));
      outage.end = Date.now();
    });
    await saveAndCheck(back);
  }
}

// --- the report ---------------------------------------------------------------------------
const settledAt = Date.now();
const reports: ScreenReport[] = [];
for (const s of screens) {
  const trace: Trace = await readTrace(s.page);
  reports.push(
    screenReport(
      s.name,
      trace,
      outages,
      SETTLE_MS,
      { heapStartMb: s.heapStart, heapEndMb: await heapMb(s.page), missed: s.missed },
      started,
    ),
  );
}
await browser.close();
await stopServer();

const minutes = (settledAt - started) / 60_000;
console.log(
  `\nSoak: ${minutes.toFixed(1)} min, ${saves} saves, idle stretches of ${IDLE_MS / 1000} s, outages: ${outages.map((o) => `${o.what} (${((o.end - o.start) / 1000).toFixed(1)} s)`).join(", ") || "none"}`,
);
console.log(
  "screen              | opens | closes planned | closes unplanned | banners planned | false banners | missed | heap start → end (MB) | growth",
);
for (const r of reports) {
  console.log(
    `${r.screen.padEnd(19)} | ${String(r.opens).padStart(5)} | ${String(r.closesPlanned).padStart(14)} | ${String(r.closesUnplanned).padStart(16)} | ${String(r.bannersPlanned).padStart(15)} | ${String(r.falseBanners).padStart(13)} | ${String(r.missed).padStart(6)} | ${r.heapStartMb.toFixed(1).padStart(8)} → ${r.heapEndMb.toFixed(1).padEnd(8)} | ${r.heapGrowthPct >= 0 ? "+" : ""}${r.heapGrowthPct.toFixed(0)} %`,
  );
}
if (process.env.SOAK_JSON)
  writeFileSync(
    process.env.SOAK_JSON,
    JSON.stringify({ minutes, saves, idleSeconds: IDLE_MS / 1000, outages, reports }, null, 2),
  );
rmSync(dataDir, { recursive: true, force: true });
const failed = reports.filter((r) => r.closesUnplanned || r.falseBanners || r.missed);
if (failed.length) {
  console.log(`\nFAILED: ${failed.map((r) => r.screen).join(", ")}`);
  process.exit(1);
}
console.log("\nOK: no unplanned socket close, no false banner, no missed change.");
