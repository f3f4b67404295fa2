import { expect, test } from "./test";
import { apiAs, chooseOption, mainMenuLinks, showNewestRows } from "./helpers";
import { signInOnDashboard } from "./sign-in";
import { saveTggRow } from "./tgg-rows";

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

test("the board's page opens again scrolled where it was on Back and Forward, and at its top from the menu", async ({
  page,
}) => {
  await signInOnDashboard(page, "operator@demo.local");
  await mainMenuLinks(page).filter({ hasText: "Line-ups" }).first().click();
  await chooseOption(page, page.getByRole("textbox", { name: "Port", exact: true }), "Santos");
  await expect(page.getByRole("region", { name: "Terminal TGG" }).getByText("Live", { exact: true })).toBeVisible();
  const board = page.url();
  const scrolled = () => page.evaluate(() => window.scrollY);
  // As far down as the page goes: the table's top under the screen's.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  const left = await scrolled();
  expect(left).toBeGreaterThan(100);

  // The menu brings the next page to its top (in 1 s).
  await mainMenuLinks(page).filter({ hasText: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(scrolled).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(board);
  await expect(page.getByRole("region", { name: "TGG line-up" })).toBeVisible();
  await expect.poll(scrolled).toBe(left);

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goForward();
  await expect(page).toHaveURL(board);
  await expect.poll(scrolled).toBe(left);

  await mainMenuLinks(page).filter({ hasText: "Dashboard" }).first().click();
  await expect.poll(scrolled).toBe(0);
  await mainMenuLinks(page).filter({ hasText: "Line-ups" }).first().click();
  await expect(page.getByRole("region", { name: "TGG line-up" })).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(await scrolled()).toBe(0);
});
