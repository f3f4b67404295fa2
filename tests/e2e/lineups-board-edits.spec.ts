import { expect, test } from "./test";
import { MESSAGES, formatLineupDate, parseTypedDate } from "../../shared/src/index";
import { revealRow, slowCpu } from "./helpers";
import { cellOf, openSantos, operatorBoard, operatorEditing, pickInCell, toolbar } from "./lineups-board-rows";

/**
 * The board's editing beyond one session (lineups-board.spec.ts): a colleague's save of the same field, the row
 * menu's copies and split lines, year locks, and the keyboard at a spreadsheet's pace.
 */

// Wide enough for every column of the table without a horizontal scroll bar.
test.use({ viewport: { width: 1800, height: 1000 } });
// Each test drives a whole edit session through real cell editors; room for a slow CI machine.
test.describe.configure({ timeout: 60_000 });

test("a save over a colleague's change of the same field is refused; taking their value keeps the other edits", async ({
  page,
  request,
}) => {
  const { s, grid, r1, r2 } = await operatorEditing(page, request);
  await cellOf(grid, r1.id, "qty").dblclick();
  await grid.getByRole("textbox", { name: "Quantity" }).fill("3000");
  await page.keyboard.press("Enter");
  await pickInCell(grid, cellOf(grid, r2.id, "status"), "Status", "Loading");

  // Meanwhile a colleague saves another quantity on the first row.
  await s.api.post("/lineups/list", {
    terminal_id: s.tgg.id,
    list: [{ id: r1.id, version: r1.version, qty: "5555" }],
    deleted_lines: [],
  });

  await toolbar(page).getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("dialog", { name: "Someone else changed what you are editing" });
  const conflict = dialog.getByTestId("conflict-row");
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toContainText(`${s.names[0]} — TGG`);
  await expect(conflict).toContainText("QTTY");
  await expect(conflict).toContainText("3.000,000 t");
  await expect(conflict).toContainText("5.555,000 t");
  await expect(conflict).toContainText("Ana Admin");
  await conflict.getByRole("button", { name: /^Take theirs/ }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Your value 3.000,000 t for QTTY of ${s.names[0]} — TGG was replaced by 5.555,000 t`),
  ).toBeVisible();
  await expect(cellOf(grid, r1.id, "qty")).toHaveText("5.555,000 t");
  await expect(cellOf(grid, r2.id, "status")).toHaveText("Loading");
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();

  const row2 = await s.api.get<{ status: string; qty: string }>(`/lineups/${r2.id}`);
  const row1 = await s.api.get<{ status: string; qty: string }>(`/lineups/${r1.id}`);
  expect(row2.status).toBe("Loading");
  expect(row1.qty).toBe("5555.000");
});

test("row menu: a copy comes and goes with Cancel edit; a split line takes the charterer and is saved", async ({
  page,
  request,
}) => {
  const board = await operatorBoard(page, request);
  const { s, r1, r2 } = board;
  let grid = board.grid;
  const menuOf = (id: number) =>
    grid.locator(`[row-id="row-${id}"] [col-id="menu"]`).getByRole("button", { name: "Row actions" });

  await menuOf(r2.id).click();
  await page.getByRole("menuitem", { name: "Add copy" }).click();
  const copies = grid.locator("[role=row]").filter({ hasText: s.names[1] ?? "" });
  await expect(copies).toHaveCount(2);
  await toolbar(page).getByRole("button", { name: "Cancel edit" }).click();
  await page.getByRole("dialog", { name: "Confirm" }).getByRole("button", { name: "Yes" }).click();
  await expect(copies).toHaveCount(1);

  await menuOf(r1.id).click();
  await page.getByRole("menuitem", { name: "Add split line" }).click();
  const split = grid.locator(`[role=row][row-id="row-${r1.id}/split-0"]`);
  await expect(split.locator('[col-id="afretador_id"]')).toHaveText("Bunge");
  await split.locator('[col-id="qty"]').dblclick();
  await grid.getByRole("textbox", { name: "Quantity" }).fill("250");
  await page.keyboard.press("Enter");
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();

  await page.reload();
  grid = await openSantos(page);
  await revealRow(grid, r1.id);
  await expect(split).toContainText("250,000 t");
  await expect(split.locator('[col-id="afretador_id"]')).toHaveText("Bunge");
});

test("year locks: DD/MM fills in the year, unlocked takes the full date, and the choice is remembered", async ({
  page,
  request,
}) => {
  const board = await operatorBoard(page, request);
  const { r1, r2 } = board;
  let grid = board.grid;
  const lock = (name: string) => grid.getByRole("button", { name: `${name} year lock` });
  // The locks belong to edit mode.
  await expect(lock("ETA")).toHaveCount(0);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  for (const name of ["ETA", "ETB", "ETC"]) await expect(lock(name)).toHaveAttribute("aria-pressed", "true");

  // Locked: four digits are a date, and the editor shows the year it will store.
  await cellOf(grid, r1.id, "eta").dblclick();
  await grid.getByRole("textbox", { name: "ETA" }).pressSequentially("0501");
  const january = parseTypedDate("05/01") ?? "";
  await expect(grid.getByLabel("ETA year", { exact: true })).toHaveText(`/${january.slice(0, 4)}`);
  await page.keyboard.press("Enter");
  await expect(cellOf(grid, r1.id, "eta")).toHaveText(formatLineupDate(january));

  // Opening a locked cell and leaving it keeps its year (2031), whatever the rule would give.
  await cellOf(grid, r2.id, "etb").dblclick();
  await expect(grid.getByRole("textbox", { name: "ETB" })).toHaveValue("05/03");
  await expect(grid.getByLabel("ETB year", { exact: true })).toHaveText("/2031");
  await page.keyboard.press("Enter");
  await expect(cellOf(grid, r2.id, "etb")).toHaveText("05 - Mar 2031");

  // Unlocked: the full date.
  await lock("ETC").click();
  await expect(lock("ETC")).toHaveAttribute("aria-pressed", "false");
  await cellOf(grid, r1.id, "etc").dblclick();
  await grid.getByRole("textbox", { name: "ETC" }).pressSequentially("20112033");
  await page.keyboard.press("Enter");
  await expect(cellOf(grid, r1.id, "etc")).toHaveText("20 - Nov 2033");
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();

  await page.reload();
  grid = await openSantos(page);
  await revealRow(grid, r1.id);
  await expect(cellOf(grid, r1.id, "eta")).toHaveText(formatLineupDate(january));
  await expect(cellOf(grid, r1.id, "etc")).toHaveText("20 - Nov 2033");
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  await expect(lock("ETC")).toHaveAttribute("aria-pressed", "false");
  await expect(lock("ETA")).toHaveAttribute("aria-pressed", "true");
});

test("keys typed at full speed into quantity and date cells are all kept, as in a spreadsheet, on a busy page too", async ({
  page,
  request,
}) => {
  const { grid, r1 } = await operatorEditing(page, request);
  const qty = cellOf(grid, r1.id, "qty");
  // The first key opens the editor; the next ones arrive before it has focus, the more so with the CPU slowed sixfold.
  const fullSpeed = await slowCpu(page, 6);
  for (const [typed, shown] of [
    ["4321", "4.321,000 t"],
    ["98765", "98.765,000 t"],
    ["1234.5", "1.234,500 t"],
  ] as const) {
    await qty.click();
    await page.keyboard.type(typed);
    await page.keyboard.press("Enter");
    await expect(qty).toHaveText(shown);
  }
  await fullSpeed();
  // Enter opens the editor on the whole value; End and a digit add to it.
  await qty.click();
  await page.keyboard.press("Enter");
  await page.keyboard.press("End");
  await page.keyboard.type("6");
  await page.keyboard.press("Enter");
  await expect(qty).toHaveText("1.234,560 t");

  const eta = cellOf(grid, r1.id, "eta");
  await eta.click();
  await page.keyboard.type("0502");
  await page.keyboard.press("Enter");
  await expect(eta).toHaveText(formatLineupDate(parseTypedDate("05/02")));
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();
  await expect(qty).toHaveText("1.234,560 t");
});

test("a morning update by keyboard: Edit lines, type, Enter and Tab move, Escape undoes a cell, Ctrl+S saves", async ({
  page,
  request,
}) => {
  const { grid, r1, r2, r3 } = await operatorBoard(page, request);
  // Edit lines by keyboard puts the focus on the Vessel cell of the first row in view.
  await toolbar(page).getByRole("button", { name: "Edit lines" }).focus();
  await page.keyboard.press("Enter");
  await expect(grid.locator('.ag-cell-focus[col-id="navio_id"]')).toBeFocused();

  await revealRow(grid, r1.id);
  await cellOf(grid, r1.id, "qty").click();
  await page.keyboard.type("5000");
  await page.keyboard.press("Enter"); // commits and moves down a row
  await expect(cellOf(grid, r2.id, "qty")).toBeFocused();
  await page.keyboard.type("6000,25");
  await page.keyboard.press("Tab"); // commits and edits the next cell: Comm, then ETA
  await page.keyboard.press("Tab");
  await expect(grid.getByRole("textbox", { name: "ETA" })).toBeFocused();
  await page.keyboard.type("0304");
  await page.keyboard.press("Enter");
  await expect(cellOf(grid, r3.id, "eta")).toBeFocused();
  await page.keyboard.type("09");
  await page.keyboard.press("Escape"); // the cell keeps its value
  await expect(cellOf(grid, r3.id, "eta")).toHaveText("01 - Mar 2031");

  await page.keyboard.press("Control+s");
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();
  await page.reload();
  const again = await openSantos(page);
  await revealRow(again, r1.id);
  await expect(cellOf(again, r1.id, "qty")).toHaveText("5.000,000 t");
  await expect(cellOf(again, r2.id, "qty")).toHaveText("6.000,250 t");
  await expect(cellOf(again, r2.id, "eta")).toHaveText(formatLineupDate(parseTypedDate("03/04")));
  await expect(cellOf(again, r3.id, "eta")).toHaveText("01 - Mar 2031");
});
