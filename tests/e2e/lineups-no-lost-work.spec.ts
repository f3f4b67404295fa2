import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { mainMenuLinks, makeTggRow, openSantosBoard, showNewestRows } from "./helpers";
import { signIn } from "./sign-in";

/**
 * Issue 12, "no lost work, ever", driven by two operators in two browsers
 * against the real server: B types in a cell while A saves the same cell.
 */
interface Row {
  id: number;
  version: number;
  qty: string;
  status: string;
}

/** One Waiting row of a new vessel on Santos / TGG (QTTY 1000), with its stored quantity and status as the server has them now. */
async function makeRow(request: APIRequestContext) {
  const made = await makeTggRow(request, "NOLOST");
  const now = () => made.admin.get<Row>(`/lineups/${made.row.id}`);
  return { ...made, qtyNow: async () => (await now()).qty, statusNow: async () => (await now()).status };
}

/** The board on Santos, once TGG's table is live. */
async function openLive(page: Page) {
  const board = await openSantosBoard(page);
  await expect(board.section.getByText("Live", { exact: true })).toBeVisible();
  await showNewestRows(board.grid);
  return board;
}

const cellOf = (grid: Locator, id: number, col: string) => grid.locator(`[row-id="row-${id}"] [col-id="${col}"]`);
const toolbar = (page: Page) => page.getByRole("toolbar", { name: "TGG table actions" });

// Two browsers and real cell editors per test: room for a slow CI machine.
test.use({ viewport: { width: 1800, height: 1000 } });
test.describe.configure({ timeout: 90_000 });

/**
 * The reproduced bug: B (operator) has the QTTY editor open with 5555 typed;
 * A (Ana Admin, another browser) saves 4444 on the same cell; B presses Enter
 * and Save. Returns B's page and grid, with the conflict dialog open.
 */
async function typingWhileTheySave(page: Page, browser: Browser, request: APIRequestContext) {
  const made = await makeRow(request);
  const { row, vessel } = made;
  await signIn(page, "operator@demo.local");
  const b = await openLive(page);
  const other = await browser.newContext({ viewport: { width: 1800, height: 1000 } });
  const a = await other.newPage();
  await signIn(a, "admin@demo.local");
  const aBoard = await openLive(a);

  // B opens the QTTY editor and types 5555, without Enter.
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  await cellOf(b.grid, row.id, "qty").click({ position: { x: 10, y: 4 } });
  await page.keyboard.type("5555");
  await expect(b.grid.getByRole("textbox", { name: "Quantity" })).toBeVisible();

  // A saves 4444 on the same cell.
  await toolbar(a).getByRole("button", { name: "Edit lines" }).click();
  await cellOf(aBoard.grid, row.id, "qty").dblclick();
  await aBoard.grid.getByRole("textbox", { name: "Quantity" }).fill("4444");
  await a.keyboard.press("Enter");
  await toolbar(a).getByRole("button", { name: "Save" }).click();
  await expect(a.getByText(MESSAGES.linesSaved)).toBeVisible();

  // B is told at once, editor still open: their value and who.
  await expect(
    page.getByText(
      new RegExp(`Ana Admin changed QTTY of ${vessel.name} while you were editing it: theirs 4\\.444,000 t`),
    ),
  ).toBeVisible({ timeout: 4000 });
  await expect(b.grid.getByRole("textbox", { name: "Quantity" })).toHaveValue(/5555|5\.555/);
  await other.close();

  // Enter: B's value stays in the cell, marked in conflict, with a note beside it.
  await page.keyboard.press("Enter");
  const qty = cellOf(b.grid, row.id, "qty");
  await expect(qty).toHaveClass(/lineup-cell-conflict/);
  await expect(qty).toContainText("5.555,000 t");
  await expect(qty).toContainText("conflict");
  // The pointer is still where B clicked: leave the cell first so hovering it shows the tooltip.
  await cellOf(b.grid, row.id, "status").hover();
  await qty.hover();
  await expect(page.locator(".ag-tooltip")).toContainText("Ana Admin changed it to 4.444,000 t");
  await expect(page.locator(".ag-tooltip")).toContainText("Yours: 5.555,000 t");

  // Save is not sent silently: the dialog names the row as the grid does, both values and A.
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("dialog", { name: "Someone else changed what you are editing" });
  const conflict = dialog.getByTestId("conflict-row");
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toContainText(`${vessel.name} — TGG`);
  await expect(conflict).toContainText("QTTY");
  await expect(conflict).toContainText("5.555,000 t");
  await expect(conflict).toContainText("4.444,000 t");
  await expect(conflict).toContainText("Ana Admin");
  expect(await made.qtyNow()).toBe("4444.000");
  return { ...made, grid: b.grid, dialog, conflict };
}

test("B typing 5555 while A saves 4444 sees the conflict; 'keep mine' then saves 5555 deliberately", async ({
  page,
  browser,
  request,
}) => {
  const { row, grid, dialog, conflict, qtyNow } = await typingWhileTheySave(page, browser, request);
  await conflict.getByRole("button", { name: /^Keep mine/ }).click();
  await expect(dialog).toBeHidden();
  await expect(cellOf(grid, row.id, "qty")).not.toHaveClass(/lineup-cell-conflict/);
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();
  await expect(cellOf(grid, row.id, "qty")).toHaveText("5.555,000 t");
  expect(await qtyNow()).toBe("5555.000");
});

test("B typing 5555 while A saves 4444 sees the conflict; 'take theirs' keeps 4444 and tells B what was replaced", async ({
  page,
  browser,
  request,
}) => {
  const { row, vessel, grid, dialog, conflict, qtyNow } = await typingWhileTheySave(page, browser, request);
  await conflict.getByRole("button", { name: /^Take theirs/ }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      new RegExp(
        `Your value 5\\.555,000 t for QTTY of ${vessel.name} — TGG was replaced by 4\\.444,000 t \\(Ana Admin`,
      ),
    ),
  ).toBeVisible();
  await expect(cellOf(grid, row.id, "qty")).toHaveText("4.444,000 t");
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(toolbar(page).getByRole("button", { name: "Edit lines" })).toBeVisible();
  expect(await qtyNow()).toBe("4444.000");
});

test("a typed, unsaved value is marked in conflict as soon as someone saves the same cell; a removal of a row they changed asks first", async ({
  page,
  request,
}) => {
  const one = await makeRow(request);
  const two = await makeRow(request);
  await signIn(page, "operator@demo.local");
  const { grid } = await openLive(page);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  const qty = cellOf(grid, one.row.id, "qty");
  await qty.dblclick();
  await grid.getByRole("textbox", { name: "Quantity" }).fill("7777");
  await page.keyboard.press("Enter");
  await expect(qty).toHaveClass(/lineup-cell-changed/);
  await grid
    .locator(`[row-id="row-${two.row.id}"] [col-id="menu"]`)
    .getByRole("button", { name: "Row actions" })
    .click();
  await page.getByRole("menuitem", { name: "Remove" }).click();
  await expect(cellOf(grid, two.row.id, "navio_id")).toContainText("pending removal");

  // Ana saves the same cell, and changes the removed row: B's cell says so at once, B's value still shown.
  await one.saveField({ qty: "4444" });
  await two.saveField({ status: "Loading" });
  await expect(qty).toHaveClass(/lineup-cell-conflict/, { timeout: 5000 });
  await expect(qty).toContainText("7.777,000 t");
  await expect(qty).toContainText("conflict");

  await toolbar(page).getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("dialog", { name: "Someone else changed what you are editing" });
  await expect(dialog.getByTestId("conflict-row")).toHaveCount(2);
  const removal = dialog.getByTestId("conflict-row").filter({ hasText: two.vessel.name });
  await expect(removal).toContainText("Removed line (Status changed)");
  await removal.getByRole("button", { name: /^Keep the line/ }).click();
  await expect(page.getByText(`${two.vessel.name} — TGG stays: Ana Admin`)).toBeVisible();
  await dialog
    .getByTestId("conflict-row")
    .getByRole("button", { name: /^Keep mine/ })
    .click();
  await expect(dialog).toBeHidden();
  await expect(cellOf(grid, two.row.id, "navio_id")).not.toContainText("pending removal");
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();
  expect(await one.qtyNow()).toBe("7777.000");
  expect(await two.statusNow()).toBe("Loading");
});

test("no warning about one's own save, three saves in a row", async ({ page, request }) => {
  const { row, tggId, qtyNow } = await makeRow(request);
  await signIn(page, "operator@demo.local");
  // TGG's live room: the echo of each save arrives there as a document update (y-websocket sync message 0, update 2).
  const room = page.waitForEvent("websocket", (ws) => ws.url().includes(`/live/terminais/${tggId}?`));
  const { grid } = await openLive(page);
  const socket = await room;
  for (const value of ["2001", "2002", "2003"]) {
    await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
    await cellOf(grid, row.id, "qty").dblclick();
    await grid.getByRole("textbox", { name: "Quantity" }).fill(value);
    await page.keyboard.press("Enter");
    await expect(cellOf(grid, row.id, "qty")).toHaveClass(/lineup-cell-changed/);
    // Once the live echo of the save has arrived, any warning would have shown.
    const echoed = socket.waitForEvent(
      "framereceived",
      (f) => typeof f.payload !== "string" && f.payload[0] === 0 && f.payload[1] === 2,
    );
    await toolbar(page).getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(MESSAGES.linesSaved).first()).toBeVisible();
    await echoed;
    await expect(page.getByText(/while you were editing it|Someone else/)).toHaveCount(0);
    await expect(grid.locator(".lineup-cell-conflict, .lineup-cell-changed")).toHaveCount(0);
    expect(await qtyNow()).toBe(`${value}.000`);
  }
});

test("unsaved work is not dropped without a question: cargo-type tab, port and the menu ask first", async ({
  page,
  request,
}) => {
  const { row } = await makeRow(request);
  await signIn(page, "operator@demo.local");
  const { grid } = await openLive(page);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  await cellOf(grid, row.id, "qty").dblclick();
  await grid.getByRole("textbox", { name: "Quantity" }).fill("4321");
  await page.keyboard.press("Enter");
  const qty = cellOf(grid, row.id, "qty");
  await expect(qty).toHaveClass(/lineup-cell-changed/);
  const question = page.getByRole("dialog", { name: "Confirm" });

  // Another cargo-type tab: No keeps the table and the change.
  const tabs = page.getByRole("tab");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await tabs.nth(1).click();
  await expect(question).toContainText("unsaved changes");
  await question.getByRole("button", { name: "No", exact: true }).click();
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await expect(qty).toHaveText("4.321,000 t");

  // Another port: the same.
  await page.getByRole("textbox", { name: "Port", exact: true }).click();
  await page.getByRole("option").filter({ hasNotText: "Santos" }).first().click();
  await expect(question).toContainText("unsaved changes");
  await question.getByRole("button", { name: "No", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Port", exact: true })).toHaveValue("Santos");
  await expect(qty).toHaveText("4.321,000 t");

  // A menu link: No stays, Yes leaves.
  const elsewhere = mainMenuLinks(page).filter({ hasText: "Dashboard" }).first();
  await elsewhere.click();
  await question.getByRole("button", { name: "No", exact: true }).click();
  await expect(page).toHaveURL(/\/lineups\/listar(\?|$)/);
  await expect(qty).toHaveText("4.321,000 t");
  await elsewhere.click();
  await question.getByRole("button", { name: "Yes" }).click();
  await expect(page).not.toHaveURL(/\/lineups\/listar/);
});
