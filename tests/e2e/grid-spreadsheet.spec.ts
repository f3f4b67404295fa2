import { expect, test, type APIRequestContext, type Locator, type Page } from "./test";
import { openSantosBoard, revealRow, slowCpu } from "./helpers";
import { operatorBoardWithRow, signIn } from "./sign-in";

test.describe.configure({ timeout: 60_000 });

const toolbar = (page: Page) => page.getByRole("toolbar", { name: "TGG table actions" });

/** A new TGG row (`makeTggRow`), shown to the operator on the Santos board in edit mode; `cells` those of `fields`. */
async function editingRow<F extends string>(page: Page, request: APIRequestContext, prefix: string, ...fields: F[]) {
  const made = await operatorBoardWithRow(page, request, prefix);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  await revealRow(made.grid, made.row.id);
  const cellOf = (field: F) => made.grid.locator(`[row-id="row-${made.row.id}"] [col-id="${field}"]`);
  const cells = Object.fromEntries(fields.map((field) => [field, cellOf(field)])) as Record<F, Locator>;
  return { ...made, cells };
}

test("typing on a Vessel cell opens its list with every letter typed, narrowed by them, on a busy page too", async ({
  page,
  request,
}) => {
  const { vessel, grid, cells } = await editingRow(page, request, "TYPEDSEL", "navio_id");
  const cell = cells.navio_id;
  await cell.click();
  // The first letter opens the list; on a busy page (the CPU slowed sixfold) the list is drawn a frame or more before
  // it has the focus, and the letters typed at full speed meanwhile land on the cell: they are the list's too, however
  // long the page was busy between two of them (here 0.6 s more after the first).
  const fullSpeed = await slowCpu(page, 6);
  await page.evaluate(() => {
    const busy = () => {
      const end = performance.now() + 600;
      while (performance.now() < end);
    };
    addEventListener("keydown", busy, { once: true });
  });
  await page.keyboard.type("TYPEDS");
  await expect(grid.getByRole("combobox", { name: "Vessel" })).toHaveValue("TYPEDS");
  await fullSpeed();
  await expect(page.getByRole("option", { name: vessel.name })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(cell).toHaveText(vessel.name);
});

test("the POB editor fits its cell and takes a 24-hour time; New line puts the focus on its first cell, in view", async ({
  page,
  request,
}) => {
  const { grid, cells } = await editingRow(page, request, "POBEDIT", "status");
  await cells.status.dblclick();
  const select = grid.getByRole("combobox", { name: "Status" });
  await select.selectOption("POB hh:mm lt");
  expect((await select.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(110);
  const time = grid.getByRole("textbox", { name: "POB time" });
  await time.pressSequentially("1600");
  await expect(time).toHaveValue("16:00");
  await page.keyboard.press("Enter");
  await expect(cells.status).toHaveText("POB 16:00 lt");

  await toolbar(page).getByRole("button", { name: "New line" }).click();
  const fresh = grid.locator("[role=row].lineup-row-new").last().locator('[col-id="navio_id"]');
  await expect(fresh).toBeFocused();
  await expect(fresh).toBeInViewport({ ratio: 1 });
});

test("Delete clears a cell, Ctrl+Z brings its value back, Ctrl+Shift+Z clears it again, and what was taken back is not saved", async ({
  page,
  request,
}) => {
  const { row, cells } = await editingRow(page, request, "UNDO", "qty", "eta");
  const before = (await cells.qty.innerText()).trim();
  expect(before).not.toBe("");
  await cells.qty.click();
  await page.keyboard.press("Delete");
  await expect(cells.qty).toHaveText("");
  await page.keyboard.press("Control+z");
  await expect(cells.qty).toHaveText(before);
  await page.keyboard.press("Control+Shift+z");
  await expect(cells.qty).toHaveText("");
  await page.keyboard.press("Control+z");
  await expect(cells.qty).toHaveText(before);

  // A typed date, taken back: Save sends only what is left (nothing for this row).
  const etaBefore = (await cells.eta.innerText()).trim();
  await cells.eta.click();
  await page.keyboard.type("09/09/2031");
  await page.keyboard.press("Enter");
  await expect(cells.eta).toContainText("09 - Sep");
  await page.keyboard.press("Control+z");
  await expect(cells.eta).toHaveText(etaBefore);
  const sent = page
    .waitForRequest((r) => r.url().endsWith("/api/v1/lineups/list") && r.method() === "POST", { timeout: 3_000 })
    .catch(() => null);
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  const body = (await sent)?.postDataJSON() as { list?: { id?: number }[] } | undefined;
  expect(body?.list?.some((r) => r.id === row.id) ?? false).toBe(false);
});

test("a block copied from a spreadsheet pastes from the focused cell on, flags what it cannot read, and one Ctrl+Z takes it all back", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { grid } = await operatorBoardWithRow(page, request, "PASTE");
  // Two lines one above the other, each with a status (notes span the status column, split lines have none).
  const top = await grid.evaluate((el) => {
    const withStatus = new Set(
      [...el.querySelectorAll("[role=row][row-index]")]
        .filter((r) => r.querySelector('[col-id="status"]')?.textContent?.trim())
        .map((r) => Number(r.getAttribute("row-index"))),
    );
    return [...withStatus].sort((a, b) => a - b).find((i) => withStatus.has(i + 1)) ?? -1;
  });
  expect(top).toBeGreaterThanOrEqual(0);
  const cell = (i: number, col: string) => grid.locator(`[role=row][row-index="${top + i}"] [col-id="${col}"]`);
  const shown = async (i: number, col: string) => (await cell(i, col).innerText()).trim();
  const before = [
    [await shown(0, "status"), await shown(0, "qty")],
    [await shown(1, "status"), await shown(1, "qty")],
  ];

  // Copy out: the focused cell as shown.
  await cell(0, "qty").click();
  await page.keyboard.press("Control+c");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(before[0]?.[1]);

  // Two lines of Status and QTTY, as Excel puts them on the clipboard; "lots" is no quantity.
  await page.evaluate(() => navigator.clipboard.writeText("Loading\t7.500\r\npob 1600\tlots\r\n"));
  await cell(0, "status").click();
  await page.keyboard.press("Control+v");
  await expect(cell(0, "status")).toHaveText("Loading");
  await expect(cell(0, "qty")).toHaveText(/^7\.500/);
  await expect(cell(1, "status")).toHaveText("POB 16:00 lt");
  await expect(cell(1, "qty")).toHaveClass(/lineup-cell-error/);
  await expect(page.getByText("1 pasted cell could not be read")).toBeVisible();
  await cell(1, "qty").hover();
  await expect(page.locator(".ag-tooltip")).toHaveText('"lots" is not a quantity.');

  await cell(0, "status").click();
  await page.keyboard.press("Control+z");
  for (const i of [0, 1]) {
    await expect(cell(i, "status")).toHaveText(before[i]?.[0] ?? "");
    await expect(cell(i, "qty")).toHaveText(before[i]?.[1] ?? "");
  }
});

test("the table is one Tab stop: arrows move inside it, Tab leaves it and Shift+Tab comes back", async ({ page }) => {
  await signIn(page, "operator@demo.local");
  const { grid } = await openSantosBoard(page);
  const inGrid = () => grid.evaluate((el) => el.contains(document.activeElement));
  await grid.locator('[role=row][row-index="0"] [col-id="navio_id"]').click();
  await page.keyboard.press("ArrowDown");
  await expect(grid.locator('[role=row][row-index="1"] [col-id="navio_id"]')).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(grid.locator('[role=row][row-index="1"] [col-id="berco_id"]')).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await inGrid()).toBe(false);
  await page.keyboard.press("Shift+Tab");
  expect(await inGrid()).toBe(true);
  // And out backwards: to what comes before the table (its toolbar).
  await page.keyboard.press("Shift+Tab");
  expect(await inGrid()).toBe(false);
  await expect(page.getByRole("toolbar", { name: "TGG table actions" }).getByRole("button").last()).toBeFocused();
});
