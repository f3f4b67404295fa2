import { expect, test, type APIRequestContext, type Locator, type Page } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { chooseOption, mainMenuLinks, makeTggRow, openSantosBoard, showNewestRows } from "./helpers";
import { signIn, signInOnDashboard } from "./sign-in";

/**
 * Issue 21, "no typed work lost, ever": every way of leaving the board with
 * typed work asks first (the app's question in the app, the browser's own on a
 * reload or a closed tab), and work left behind by a crash or an expired
 * session comes back from the browser, to be saved or discarded.
 */

const cellOf = (grid: Locator, id: number, col: string) => grid.locator(`[row-id="row-${id}"] [col-id="${col}"]`);
const toolbar = (page: Page) => page.getByRole("toolbar", { name: "TGG table actions" });
const question = (page: Page) => page.getByRole("dialog", { name: "Confirm" });
const restoredNotice = (page: Page) =>
  page
    .getByRole("region", { name: "Terminal TGG" })
    .getByRole("alert")
    .filter({ hasText: "Unsaved changes brought back" });

test.use({ viewport: { width: 1800, height: 1000 } });
test.describe.configure({ timeout: 90_000 });

/** A fresh TGG row, the operator on the board (reached from the dashboard, so Back has somewhere to go) with its QTTY editor open. */
async function boardWithRow(page: Page, request: APIRequestContext) {
  const made = await makeTggRow(request, "UNSAVED");
  const now = async () => (await made.admin.get<{ qty: string }>(`/lineups/${made.row.id}`)).qty;
  await signInOnDashboard(page, "operator@demo.local");
  // Through the menu, as a person gets there: Back then returns to the dashboard within the app.
  await mainMenuLinks(page).filter({ hasText: "Line-ups" }).first().click();
  await chooseOption(page, page.getByRole("textbox", { name: "Port", exact: true }), "Santos");
  const section = page.getByRole("region", { name: "Terminal TGG" });
  const grid = page.getByRole("region", { name: "TGG line-up" });
  await expect(section.getByText("Live", { exact: true })).toBeVisible();
  await showNewestRows(grid, made.row.id);
  const qty = cellOf(grid, made.row.id, "qty");
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  return { ...made, grid, qty, qtyNow: now };
}

/** Types a quantity into the QTTY cell; with `commit` it is entered (Enter), else left in the open editor. */
async function typeQty(page: Page, grid: Locator, qty: Locator, value: string, commit: boolean) {
  await qty.dblclick();
  await grid.getByRole("textbox", { name: "Quantity" }).fill(value);
  if (commit) {
    await page.keyboard.press("Enter");
    await expect(qty).toHaveClass(/lineup-cell-changed/);
  } else
    await expect(grid.getByRole("textbox", { name: "Quantity" })).toHaveValue(
      new RegExp(`^${value.slice(0, 1)}\\.?${value.slice(1)}$`),
    );
}

/** The typed value is still there: in the open editor, or committed into the cell. */
async function expectKept(grid: Locator, qty: Locator, shown: RegExp) {
  await expect(async () => {
    const editor = grid.getByRole("textbox", { name: "Quantity" });
    const text = (await editor.count()) ? await editor.inputValue() : await qty.innerText();
    expect(text).toMatch(shown);
  }).toPass();
}

test("a value typed but not entered is work: a cargo-type tab, a menu link, a reload and closing the tab all ask", async ({
  page,
  request,
}) => {
  const { grid, qty } = await boardWithRow(page, request);
  await typeQty(page, grid, qty, "4321", false);

  const tabs = page.getByRole("tab");
  await tabs.nth(1).click();
  await expect(question(page)).toContainText("unsaved changes");
  await question(page).getByRole("button", { name: "No", exact: true }).click();
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await expectKept(grid, qty, /4\.?321/);

  // Typed again into an open editor, then the menu.
  await typeQty(page, grid, qty, "4322", false);
  await mainMenuLinks(page).filter({ hasText: "Dashboard" }).first().click();
  await expect(question(page)).toContainText("unsaved changes");
  await question(page).getByRole("button", { name: "No", exact: true }).click();
  await expect(page).toHaveURL(/\/lineups\/listar/);
  await expectKept(grid, qty, /4\.?322/);

  // A reload and closing the tab: the browser's own question; staying keeps the value.
  await typeQty(page, grid, qty, "4323", false);
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  void page.reload().catch(() => undefined);
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  await expectKept(grid, qty, /4\.?323/);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(["beforeunload", "beforeunload"]);
  expect(page.isClosed()).toBe(false);
  await expectKept(grid, qty, /4\.?323/);
});

test("Back and Forward ask before leaving typed work; No stays with it, Yes leaves", async ({ page, request }) => {
  const { grid, qty, row } = await boardWithRow(page, request);
  const board = page.url();
  await typeQty(page, grid, qty, "4321", true);

  await page.evaluate(() => history.back());
  await expect(question(page)).toContainText("unsaved changes");
  await expect(page).toHaveURL(board);
  await question(page).getByRole("button", { name: "No", exact: true }).click();
  await expect(page).toHaveURL(board);
  await expect(qty).toHaveText("4.321,000 t");

  await page.evaluate(() => history.back());
  await question(page).getByRole("button", { name: "Yes" }).click();
  await expect(page).not.toHaveURL(/\/lineups\/listar/);

  // Forward onto the board, work typed again, then Back to it and Forward: the same question.
  // The new row, last of a terminal that other tests fill, is scrolled to wherever the table opens.
  await page.evaluate(() => history.forward());
  await expect(page).toHaveURL(board);
  await showNewestRows(grid, row.id);
  await mainMenuLinks(page).filter({ hasText: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => history.back());
  await showNewestRows(grid, row.id);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  await typeQty(page, grid, qty, "4444", true);
  await page.evaluate(() => history.forward());
  await expect(question(page)).toContainText("unsaved changes");
  await question(page).getByRole("button", { name: "No", exact: true }).click();
  await expect(page).toHaveURL(board);
  await expect(qty).toHaveText("4.444,000 t");
});

test("Logout and Cancel edit ask before dropping typed work", async ({ page, request }) => {
  const { grid, qty, qtyNow } = await boardWithRow(page, request);
  await typeQty(page, grid, qty, "4321", true);

  await toolbar(page).getByRole("button", { name: "Cancel edit" }).click();
  await expect(question(page)).toContainText("unsaved changes");
  await question(page).getByRole("button", { name: "No", exact: true }).click();
  await expect(qty).toHaveText("4.321,000 t");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(question(page)).toContainText("unsaved changes");
  await question(page).getByRole("button", { name: "No", exact: true }).click();
  await expect(page).toHaveURL(/\/lineups\/listar/);
  await expect(qty).toHaveText("4.321,000 t");

  await toolbar(page).getByRole("button", { name: "Cancel edit" }).click();
  await question(page).getByRole("button", { name: "Yes" }).click();
  await expect(qty).toHaveText("1.000,000 t");
  await expect(qty).not.toHaveClass(/lineup-cell-changed/);
  // Nothing left: Logout goes at once, and nothing comes back on return.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, "operator@demo.local");
  await openSantosBoard(page);
  await expect(restoredNotice(page)).toHaveCount(0);
  expect(await qtyNow()).toBe("1000.000");
});

test("after a crash the typed work comes back to be saved, and what changed meanwhile goes through the conflict dialog", async ({
  page,
  context,
  request,
}) => {
  const made = await boardWithRow(page, request);
  const { grid, qty } = made;
  await typeQty(page, grid, qty, "5555", true);
  // The tab dies: no question, nothing saved. Its address names the port, to come back to the same board
  // (choosing the port again would rightly ask before leaving the kept work).
  const boardUrl = page.url();
  await page.close({ runBeforeUnload: false });
  // Meanwhile Ana saves the same cell.
  await made.saveField({ qty: "4444" });

  const again = await context.newPage();
  await again.goto(boardUrl);
  const grid2 = again.getByRole("region", { name: "TGG line-up" });
  await expect(restoredNotice(again)).toContainText("1 row changed");
  await showNewestRows(grid2, made.row.id);
  const qty2 = cellOf(grid2, made.row.id, "qty");
  await expect(qty2).toHaveText("5.555,000 t");
  await expect(qty2).toHaveClass(/lineup-cell-changed/);

  // Save them: the server refuses the stale field and the conflict dialog asks which to keep.
  await restoredNotice(again).getByRole("button", { name: "Save them" }).click();
  const dialog = again.getByRole("dialog", { name: "Someone else changed what you are editing" });
  const conflict = dialog.getByTestId("conflict-row");
  await expect(conflict).toContainText("5.555,000 t");
  await expect(conflict).toContainText("4.444,000 t");
  await conflict.getByRole("button", { name: /^Keep mine/ }).click();
  await expect(dialog).toBeHidden();
  await toolbar(again).getByRole("button", { name: "Save" }).click();
  await expect(again.getByText(MESSAGES.linesSaved)).toBeVisible();
  expect(await made.qtyNow()).toBe("5555.000");
  await expect(restoredNotice(again)).toHaveCount(0);
});

test("after the session ends the typed work comes back on the next login, and Discard forgets it", async ({
  page,
  request,
}) => {
  const { grid, qty, qtyNow, row } = await boardWithRow(page, request);
  const boardUrl = page.url();
  await typeQty(page, grid, qty, "7777", true);
  // The session ends elsewhere (revoked, as an expired or logged-out session is): the app sends the person to log in.
  const tokens = await page.evaluate(() => ({
    access: localStorage.getItem("access_token"),
    refresh: localStorage.getItem("refresh_token"),
  }));
  const revoked = await request.post("/api/v1/logout", {
    headers: { Authorization: `Bearer ${tokens.access}` },
    data: { refresh_token: tokens.refresh },
  });
  expect(revoked.status()).toBe(204);
  // The board's live socket is closed at once and its refresh refused: the person is sent to log in before any Save,
  // and the work stays in the browser.
  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });

  await signIn(page, "operator@demo.local");
  await page.goto(boardUrl);
  const grid2 = page.getByRole("region", { name: "TGG line-up" });
  await expect(restoredNotice(page)).toContainText("1 row changed");
  await showNewestRows(grid2, row.id);
  await expect(cellOf(grid2, row.id, "qty")).toHaveText("7.777,000 t");
  await restoredNotice(page).getByRole("button", { name: "Discard them" }).click();
  await expect(restoredNotice(page)).toHaveCount(0);
  await expect(cellOf(grid2, row.id, "qty")).toHaveText("1.000,000 t");
  await page.reload();
  await openSantosBoard(page);
  await expect(restoredNotice(page)).toHaveCount(0);
  expect(await qtyNow()).toBe("1000.000");
});
