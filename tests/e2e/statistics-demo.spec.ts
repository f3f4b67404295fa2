import { expect, test } from "./test";
import { apiAs, isoDay, dayOffset } from "./helpers";
import { signIn, signInOnDashboard } from "./sign-in";
import { sectionsLoaded } from "./statistics-calls";

/**
 * The Statistics screen on the demo's first start (SEED_DEMO=1, a year of history): every section shows
 * data, says where its calls came from, and today's line-up counts are those of the boards.
 */

declare global {
  interface Window {
    /** The layout shifts the person did not cause, added up since the page began. */
    layoutShift?: number;
  }
}

type Counts = { berthed: number; waiting: number; expected: number };

test("on the demo every Statistics section shows data, and today's line-up counts are the board's", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const operator = await apiAs(request, "operator@demo.local");
  // The boards' counts of Santos, over every cargo type (each tab's header counts its own rows).
  const options = await operator.get<{ cargas_tipos: { id: number }[]; portos: { id: number; name: string }[] }>(
    "/lineups/parametros",
  );
  const santos = options.portos.find((p) => p.name === "Santos")?.id;
  if (!santos) throw new Error("Santos missing from the demo");
  const board: Counts = { berthed: 0, waiting: 0, expected: 0 };
  for (const type of options.cargas_tipos) {
    const answer = await operator.get<{ portos: { counts: Counts }[] }>(
      `/lineups?carga_tipo_id=${type.id}&porto_id[]=${santos}`,
    );
    for (const p of answer.portos) for (const k of ["berthed", "waiting", "expected"] as const) board[k] += p.counts[k];
  }
  expect(board.berthed + board.waiting + board.expected).toBeGreaterThan(10);

  await signInOnDashboard(page, "operator@demo.local");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Statistics" }).click();
  // With the default periods, every section has calls, all from recorded history.
  const sections = {
    "Waiting times": page.getByRole("table", { name: "Waiting times" }),
    "Line-up counts": page.getByRole("table", { name: "Line-up counts per day" }),
    "Berth occupancy": page.getByRole("table", { name: "Calls at each berth" }),
    "Volumes by commodity": page.getByRole("table", { name: "Volumes by commodity" }),
  };
  for (const [name, table] of Object.entries(sections)) {
    await expect(table, name).toBeVisible({ timeout: 20_000 });
    expect(await table.getByRole("row").count(), name).toBeGreaterThan(1);
    const region = page.getByRole("region", { name, exact: true });
    await expect(region.getByTestId("call-origins"), name).toHaveText(
      // And the zone of the operator's ports (Santos, Paranaguá).
      /^[1-9]\d* calls? from recorded history, 0 calls from dates alone\. Days and times in America\/Sao_Paulo\.$/,
    );
    await expect(region.getByText(/^No call/)).toHaveCount(0);
  }

  // Today at Santos: the boards' counts.
  const today = isoDay(dayOffset(0));
  await page.goto(`/statistics?counts_from=${today}&counts_to=${today}&counts_port=${santos}`);
  const counts = page.getByRole("table", { name: "Line-up counts per day" });
  await expect(counts.getByRole("row").last()).toHaveText(
    `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}${board.berthed}${board.waiting}${board.expected}`,
    { timeout: 20_000 },
  );
});

test("a Commodities choice opened before its options arrive says it is loading, then lists them; a search that matches none says so", async ({
  page,
}) => {
  await signInOnDashboard(page, "operator@demo.local");
  // The options are held until the person has opened the choice.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/lineups\/parametros\?portos=1&cargas=1$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/statistics");
  await sectionsLoaded(page);
  const section = page.getByRole("region", { name: "Volumes by commodity", exact: true });
  await section.getByRole("textbox", { name: "Commodities" }).click();
  await expect(page.getByRole("listbox")).toHaveText("Loading…");
  release();
  const first = page.getByRole("option").first();
  await expect(first).toBeVisible();
  const name = await first.innerText();
  await first.click();
  await page.keyboard.press("Escape");
  await expect(section.getByRole("textbox", { name: "Commodities" }).locator("..")).toContainText(name);
  await section.getByRole("textbox", { name: "Commodities" }).fill("no such commodity");
  await expect(page.getByRole("listbox")).toHaveText("Nothing found");
});

test("a choice opened while the sections above it load stays in view, with its dropdown, when they grow", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signInOnDashboard(page, "operator@demo.local");
  // The sections above Volumes answer once the person has opened a choice in Volumes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/statistics\/(?!volumes)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/statistics");
  const box = page
    .getByRole("region", { name: "Volumes by commodity", exact: true })
    .getByRole("textbox", { name: "Commodities" });
  await box.click();
  await expect(page.getByRole("option").first()).toBeVisible();
  release();
  await sectionsLoaded(page);
  await expect(box).toBeInViewport();
  await expect(page.getByRole("option").first()).toBeVisible();
});

test("the Statistics screen does not jump as its counts, sections and charts arrive one after another", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, "operator@demo.local");
  // Every layout shift the person did not cause, added up (stricter than Web Vitals' CLS, its worst 5 s window).
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if ("value" in e && typeof e.value === "number" && !("hadRecentInput" in e && e.hadRecentInput))
          window.layoutShift = (window.layoutShift ?? 0) + e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  // As over a slow link, the answers arrive one by one, a third of a second apart.
  let answered = 0;
  await page.route(/\/api\/v1\/statistics\//, async (route) => {
    const wait = ++answered * 300;
    await new Promise((resolve) => setTimeout(resolve, wait));
    await route.continue();
  });
  await page.goto("/statistics");
  await sectionsLoaded(page);
  await expect(page.getByRole("table", { name: "Volumes by commodity" })).toBeVisible();
  // Web Vitals call up to 0.1 good; the screen without its kept places scored 0.11 here, with them 0.
  const shift = await page.evaluate(() => window.layoutShift);
  expect(shift).toBeLessThanOrEqual(0.05);
});
