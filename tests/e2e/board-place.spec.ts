import { expect, test, type APIRequestContext } from "./test";
import { apiAs, chooseOption, mainMenuLinks, showNewestRows } from "./helpers";
import { signInOnDashboard } from "./sign-in";
import { saveTggRow } from "./tgg-rows";
import { adminHeaders, onePortBody, seededRow } from "./walls";

// A screen on which a terminal's table holds some 17 rows at a time: the rows made below take more than one screen.
test.use({ viewport: { width: 1600, height: 700 } });
test.describe.configure({ timeout: 90_000 });

test("a board left for another screen or comm tab opens again where its table was scrolled to: Back, Forward, menu, tab", async ({
  page,
  request,
}) => {
  const admin = await apiAs(request, "admin@demo.local");
  const made = [];
  for (let i = 0; i < 20; i++) made.push(await saveTggRow(admin, `PLACE${i}`));
  const first = made[0]?.row.id;
  const last = made.at(-1)?.row.id;
  if (first === undefined || last === undefined) throw new Error("rows not made");

  await signInOnDashboard(page, "operator@demo.local");
  await mainMenuLinks(page).filter({ hasText: "Line-ups" }).first().click();
  await chooseOption(page, page.getByRole("textbox", { name: "Port", exact: true }), "Santos");
  const grid = page.getByRole("region", { name: "TGG line-up" });
  const cell = (id: number) => grid.locator(`[row-id="row-${id}"] [col-id="qty"]`);
  await expect(page.getByRole("region", { name: "Terminal TGG" }).getByText("Live", { exact: true })).toBeVisible();
  await showNewestRows(grid, last);
  const board = page.url();

  /** The table shows its newest row, scrolled past the first one made here, as it was left. */
  const asLeft = async () => {
    await grid.scrollIntoViewIfNeeded();
    await expect(cell(last)).toBeInViewport();
    await expect(cell(first)).not.toBeInViewport();
  };
  await asLeft();
  await mainMenuLinks(page).filter({ hasText: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goBack();
  await expect(page).toHaveURL(board);
  await asLeft();

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goForward();
  await expect(page).toHaveURL(board);
  await asLeft();

  // Another comm tab, then back to this one.
  await page.getByRole("tab", { name: "CHEMICAL" }).click();
  await expect(grid).toBeHidden();
  await page.getByRole("tab", { name: "AGRI COMMODITIES" }).click();
  await asLeft();

  // Reached again through the menu, as another visit.
  await mainMenuLinks(page).filter({ hasText: "Dashboard" }).first().click();
  await mainMenuLinks(page).filter({ hasText: "Line-ups" }).first().click();
  await expect(page).toHaveURL(/\/lineups\/listar/);
  await asLeft();
});

/**
 * A port of its own with four terminals of four waiting rows each, stacked taller than the screen: a page whose height
 * no other test's saves change (Santos's tables grow with the rows other tests save there at the same time).
 */
async function portTallerThanTheScreen(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const { fields } = await seededRow(request, headers);
  const portName = `Tall port ${Date.now()}`;
  const terminalNames = [1, 2, 3, 4].map((n) => `${portName} T${n}`);
  const one = onePortBody({ port: portName, terminal: "", berth: "" }, fields.carga_id);
  const terminals = terminalNames.map((name) => ({ ...one.terminais[0], name, bercos: [{ name: `${name} B` }] }));
  const port = await request.post("/api/v1/portos", { headers, data: { ...one, terminais: terminals } });
  expect(port.status(), await port.text()).toBe(201);
  for (const { id } of ((await port.json()) as { terminais: { id: number }[] }).terminais) {
    const list = Array.from({ length: 4 }, (_, i) => ({ ...fields, qty: 1001 + i }));
    const saved = await request.post("/api/v1/lineups/list", {
      headers,
      data: { terminal_id: id, list, deleted_lines: [] },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  return { portName, terminalNames };
}

test("the board's page opens again scrolled where it was on Back and Forward, and at its top from the menu", async ({
  page,
  request,
}) => {
  const { portName, terminalNames } = await portTallerThanTheScreen(request);
  await signInOnDashboard(page, "admin@demo.local");
  await mainMenuLinks(page).filter({ hasText: "Line-ups" }).first().click();
  await chooseOption(page, page.getByRole("textbox", { name: "Port", exact: true }), portName);
  // Its four tables only, live: the page as tall as it gets.
  await expect(page.getByRole("region", { name: /^Terminal / })).toHaveCount(4);
  for (const name of terminalNames)
    await expect(
      page.getByRole("region", { name: `Terminal ${name}` }).getByText("Live", { exact: true }),
    ).toBeVisible();
  const lastTable = page.getByRole("region", { name: `${terminalNames[3]} line-up` });
  const board = page.url();
  const scrolled = () => page.evaluate(() => window.scrollY);
  // The second table at the screen's top: the page's place is neither its top nor its bottom, which the page's height
  // alone would bring back.
  await page.getByRole("region", { name: `Terminal ${terminalNames[1]}` }).evaluate((t) => t.scrollIntoView());
  const left = await scrolled();
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(left).toBeGreaterThan(100);
  expect(left).toBeLessThan(bottom - 50);

  // The menu brings the next page to its top (in 1 s).
  await mainMenuLinks(page).filter({ hasText: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(scrolled).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(board);
  await expect(lastTable).toBeVisible();
  await expect.poll(scrolled).toBe(left);
  // And held there as the tables above finish drawing (each grows by its sideways scroll bar).
  await page.waitForTimeout(1_500);
  expect(await scrolled()).toBe(left);

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goForward();
  await expect(page).toHaveURL(board);
  await expect.poll(scrolled).toBe(left);

  await mainMenuLinks(page).filter({ hasText: "Dashboard" }).first().click();
  await expect.poll(scrolled).toBe(0);
  await mainMenuLinks(page).filter({ hasText: "Line-ups" }).first().click();
  await expect(lastTable).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(await scrolled()).toBe(0);
});
