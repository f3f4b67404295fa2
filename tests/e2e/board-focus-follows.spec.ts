import { expect, test, type APIRequestContext, type Locator, type Page } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { apiAs, chooseOption, mainMenuLinks, showNewestRows } from "./helpers";
import { cellOf, rowOf, toolbar } from "./lineups-board-rows";
import { signInOnDashboard } from "./sign-in";
import { santosTgg, saveTggRow, type LineupOptions } from "./tgg-rows";

/*
 * The cell a person is on stays on its vessel when rows move under it (rows are in ETB order): after the person's own
 * save moved the row, and when someone else's save moved another row across it. AG Grid kept the focus at its index,
 * on another vessel, where the next key typed went.
 */

// Some 17 rows at a time: a row that takes its ETB place moves out of view.
test.use({ viewport: { width: 1600, height: 700 } });
test.describe.configure({ timeout: 90_000 });

/** The row id of the cell that has the browser's focus (null when it is not in a row). */
const focusedRow = (grid: Locator) =>
  grid.evaluate(() => document.activeElement?.closest("[row-id]")?.getAttribute("row-id") ?? null);

/** `count` rows made on Santos / TGG (no ETB: the table's last), and the operator's board scrolled to them. */
async function boardWithRows(page: Page, request: APIRequestContext, count: number) {
  const admin = await apiAs(request, "admin@demo.local");
  const made = [];
  for (let i = 0; i < count; i++) made.push((await saveTggRow(admin, `FOLLOW${i}`)).row);
  await signInOnDashboard(page, "operator@demo.local");
  await mainMenuLinks(page).filter({ hasText: "Line-ups" }).first().click();
  await chooseOption(page, page.getByRole("textbox", { name: "Port", exact: true }), "Santos");
  const grid = page.getByRole("region", { name: "TGG line-up" });
  await expect(page.getByRole("region", { name: "Terminal TGG" }).getByText("Live", { exact: true })).toBeVisible();
  await showNewestRows(grid, made.at(-1)?.id);
  await grid.scrollIntoViewIfNeeded();
  return { admin, made, grid };
}

/**
 * Someone else saving `row`'s quantity again and again, every 150 ms, as on a busy terminal; returns what stops it (once
 * its last save is answered).
 */
function keepSaving(
  admin: Awaited<ReturnType<typeof apiAs>>,
  terminalId: number,
  row: { id: number; version: number },
) {
  let version = row.version;
  let going = true;
  const saves = (async () => {
    for (let qty = 2000; going; qty++) {
      const list = [{ id: row.id, version, qty: String(qty) }];
      const saved = await admin.post<{ lineups: { version: number }[] }>("/lineups/list", {
        terminal_id: terminalId,
        list,
        deleted_lines: [],
      });
      version = saved.lineups[0]?.version ?? version;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  })();
  return () => {
    going = false;
    return saves;
  };
}

test("after a save moves the row out of view, the table follows it and the focus stays on that vessel", async ({
  page,
  request,
}) => {
  const { admin, made, grid } = await boardWithRows(page, request, 20);
  const [first] = made;
  const [mine, below] = made.slice(-3);
  if (!first || !mine || !below) throw new Error("rows not made");
  // Another row of the table changes all along: AG Grid's 400 ms slide of the moved row then left a second copy of it
  // in the table, still marked "changed, not saved" (half the runs before the slide was turned off).
  const stopSaving = keepSaving(admin, santosTgg(await admin.get<LineupOptions>("/lineups/parametros")).tgg.id, first);

  try {
    await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
    await cellOf(grid, mine.id, "etb").dblclick();
    await grid.getByRole("textbox", { name: "ETB" }).pressSequentially("0501");
    await page.keyboard.press("Enter");
    // Enter went down a row: back up to the ETB just typed, and save from the keyboard.
    await expect.poll(() => focusedRow(grid)).toBe(`row-${below.id}`);
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => focusedRow(grid)).toBe(`row-${mine.id}`);
    const index = await rowOf(grid, mine.id).getAttribute("row-index");
    await page.keyboard.press("Control+s");
    await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();

    // The row took its ETB place, some twenty rows up, once and saved: the table went with it, and so did the focus.
    await expect(rowOf(grid, mine.id)).not.toHaveAttribute("row-index", index ?? "");
    await expect(rowOf(grid, mine.id)).toHaveCount(1);
    await expect(rowOf(grid, mine.id)).not.toContainText("changed, not saved");
    await expect(cellOf(grid, mine.id, "etb")).toBeInViewport();
    await expect.poll(() => focusedRow(grid)).toBe(`row-${mine.id}`);
    await expect(grid.locator(".ag-cell-focus")).toHaveCount(1);
    await expect(cellOf(grid, mine.id, "etb")).toHaveClass(/ag-cell-focus/);
    // Down goes to the row under the saved row's new place, no longer to the one that was under it.
    await page.keyboard.press("ArrowDown");
    expect(await focusedRow(grid)).not.toBe(`row-${below.id}`);
    expect(await focusedRow(grid)).not.toBe(`row-${mine.id}`);
  } finally {
    await stopSaving();
  }
});

test("someone else's save moving a row across the one a person is on leaves the person on their vessel", async ({
  page,
  request,
}) => {
  const { admin, made, grid } = await boardWithRows(page, request, 3);
  const [mine, , moved] = made;
  if (!mine || !moved) throw new Error("rows not made");
  await cellOf(grid, mine.id, "qty").click();
  expect(await focusedRow(grid)).toBe(`row-${mine.id}`);

  // A row below takes its ETB place above (rows without an ETB come last): the person's row moves down one place.
  const index = await rowOf(grid, mine.id).getAttribute("row-index");
  await admin.post("/lineups/list", {
    terminal_id: santosTgg(await admin.get<LineupOptions>("/lineups/parametros")).tgg.id,
    list: [{ id: moved.id, version: moved.version, etb: "2031-05-06" }],
    deleted_lines: [],
  });
  await expect(rowOf(grid, mine.id)).not.toHaveAttribute("row-index", index ?? "");
  await expect.poll(() => focusedRow(grid)).toBe(`row-${mine.id}`);
  await page.waitForTimeout(500);
  expect(await focusedRow(grid)).toBe(`row-${mine.id}`);
  await expect(cellOf(grid, mine.id, "qty")).toBeInViewport();
});

test("a copy saved from the keyboard goes to the table's end, and the focus goes with it", async ({
  page,
  request,
}) => {
  const { made, grid } = await boardWithRows(page, request, 5);
  const original = made[0];
  if (!original) throw new Error("rows not made");
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  await grid.locator(`[row-id="row-${original.id}"]`).getByRole("button", { name: "Row actions" }).click();
  await page.getByRole("menuitem", { name: "Add copy" }).click();
  const copy = grid.locator("[role=row].lineup-row-new");
  await copy.locator('[col-id="qty"]').click();
  await page.keyboard.press("Control+s");
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();
  await expect(copy).toHaveCount(0);

  // Saved, the copy is a row like the others (its key `new-…` is now its id's): without an ETB and the newest, so the
  // last, and the focus is on it there.
  await expect
    .poll(async () => Number((await focusedRow(grid))?.replace("row-", "")))
    .toBeGreaterThan(made.at(-1)?.id ?? Infinity);
  const id = Number((await focusedRow(grid))?.replace("row-", ""));
  expect(made.map((r) => r.id)).not.toContain(id);
  await expect(grid.locator(".ag-cell-focus")).toHaveCount(1);
  await expect(rowOf(grid, id).locator(".ag-cell-focus")).toBeInViewport();
});

test("a row the person is no longer on, moved while out of view, moves nothing and leaves no cell on another vessel", async ({
  page,
  request,
}) => {
  const { admin, made, grid } = await boardWithRows(page, request, 20);
  const [first, , , , , , , , , , , , , , , , above, mine, , moved] = made;
  if (!first || !above || !mine || !moved) throw new Error("rows not made");
  await cellOf(grid, mine.id, "qty").click();
  // The person goes to the filters, and scrolls the table up to the first rows made.
  await page.getByRole("textbox", { name: "Port", exact: true }).focus();
  await grid.locator(".ag-grid-viewport").evaluate((el, id) => {
    const row = el.querySelector<HTMLElement>(`[row-id="row-${id}"]`);
    const height = row?.offsetHeight ?? 0;
    el.scrollTop = (Number(row?.getAttribute("row-index") ?? 0) - 3) * height;
  }, first.id);
  await expect(rowOf(grid, mine.id)).not.toBeInViewport();
  const top = await grid.locator(".ag-grid-viewport").evaluate((el) => el.scrollTop);

  // The last row takes its ETB place above the first one made (above the rows without an ETB that other tests made
  // before, at times out of view): every row from the first one made, in view, to the person's moves down one place.
  const firstAt = Number(await rowOf(grid, first.id).getAttribute("row-index"));
  await admin.post("/lineups/list", {
    terminal_id: santosTgg(await admin.get<LineupOptions>("/lineups/parametros")).tgg.id,
    list: [{ id: moved.id, version: moved.version, etb: "2031-05-06" }],
    deleted_lines: [],
  });
  await expect(rowOf(grid, first.id)).toHaveAttribute("row-index", String(firstAt + 1));
  await page.waitForTimeout(500);
  expect(await grid.locator(".ag-grid-viewport").evaluate((el) => el.scrollTop)).toBe(top);
  await expect(page.getByRole("textbox", { name: "Port", exact: true })).toBeFocused();
  // No cell outlined where the person's row was: the row that took its place is another vessel.
  await rowOf(grid, mine.id).scrollIntoViewIfNeeded();
  await expect(rowOf(grid, above.id)).toBeVisible();
  await expect(grid.locator(".ag-cell-focus")).toHaveCount(0);
});
