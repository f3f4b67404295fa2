import { expect, test, type APIRequestContext, type Locator, type Page } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { makeTggRow, openLiveSantosBoard, showNewestRows, switchableNetwork } from "./helpers";
import { signIn } from "./sign-in";

/**
 * Issue 5 on the board: others' saves arrive without a reload, one's own
 * unsaved edit survives them, editors see each other, clients watch status
 * changes live.
 */
/** One Waiting row of a new vessel on Santos / TGG, with a comm the demo client follows. */
const makeRow = (request: APIRequestContext) => makeTggRow(request, "LIVE");

/** The board on Santos, once TGG's table is live. */
async function openSantos(page: Page) {
  const board = await openLiveSantosBoard(page);
  await showNewestRows(board.grid);
  return board;
}

const cellOf = (grid: Locator, id: number, col: string) => grid.locator(`[row-id="row-${id}"] [col-id="${col}"]`);

// Two browsers, a save and a reload per test: room for a slow CI machine (the board tests do the same).
test.describe.configure({ timeout: 60_000 });

test("operator B sees A's save without reloading and keeps its own unsaved edit, then saves both", async ({
  page,
  request,
}) => {
  const { row, saveField } = await makeRow(request);
  await signIn(page, "operator@demo.local");
  const { grid } = await openSantos(page);
  await expect(cellOf(grid, row.id, "status")).toHaveText("Waiting");

  // B changes the quantity and does not save yet.
  await page.getByRole("toolbar", { name: "TGG table actions" }).getByRole("button", { name: "Edit lines" }).click();
  await cellOf(grid, row.id, "qty").click({ position: { x: 10, y: 4 } }); // the last row sits under the grid's overlay scrollbar
  await page.keyboard.type("4321");
  await page.keyboard.press("Enter");
  await expect(cellOf(grid, row.id, "qty")).toHaveText("4.321,000 t");

  // A sets the status; B's grid follows within a second or two, B's quantity stays marked as B's unsaved change, with no conflict (another field).
  await saveField({ status: "Loading" });
  await expect(cellOf(grid, row.id, "status")).toHaveText("Loading", { timeout: 3000 });
  await expect(cellOf(grid, row.id, "qty")).toHaveText("4.321,000 t");
  await expect(cellOf(grid, row.id, "qty")).toHaveClass(/lineup-cell-changed/);
  await expect(cellOf(grid, row.id, "qty").getByRole("img", { name: "changed, not saved" })).toHaveCount(1);
  await expect(grid.locator(".lineup-cell-conflict")).toHaveCount(0);

  // B saves: different fields merge, nothing of A's is lost.
  await page.getByRole("toolbar", { name: "TGG table actions" }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();
  await page.reload();
  const again = await openSantos(page);
  await expect(cellOf(again.grid, row.id, "status")).toHaveText("Loading");
  await expect(cellOf(again.grid, row.id, "qty")).toHaveText("4.321,000 t");
});

test("editors see who else is on the terminal and which cell they are on", async ({ page, browser, request }) => {
  const { row, vessel } = await makeRow(request);
  await signIn(page, "operator@demo.local");
  const b = await openSantos(page);

  const other = await browser.newContext();
  const a = await other.newPage();
  await signIn(a, "admin@demo.local");
  const aBoard = await openSantos(a);
  await cellOf(aBoard.grid, row.id, "qty").click({ position: { x: 10, y: 4 } });

  // A click is viewing, not editing (presence.spec.ts covers editing, moving and tabs).
  await expect(b.section.getByLabel(new RegExp(`^Ana Admin — viewing ${vessel.name}, QTTY`))).toBeVisible();
  await expect(cellOf(b.grid, row.id, "qty")).toHaveCSS("outline-style", "dashed");
  await other.close();
  await expect(b.section.getByLabel(/^Ana Admin/)).toHaveCount(0, { timeout: 10_000 });
});

/** How many sets of rows the terminal's grid has drawn, two frames from now (the grid's `lineups:grid-rows` marks). */
const drawnRows = (page: Page, terminalId: number) =>
  page.evaluate(async (id) => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return performance
      .getEntriesByName("lineups:grid-rows")
      .filter((m) => m instanceof PerformanceMark && m.detail === id).length;
  }, terminalId);

test("a client watches a status change arrive live, drawn once", async ({ page, request }) => {
  const { row, tggId, saveField } = await makeRow(request);
  await signIn(page, "client@demo.local");
  const { grid, section } = await openSantos(page);
  await expect(cellOf(grid, row.id, "status")).toHaveText("Waiting");
  await expect(section.getByRole("button", { name: "Edit lines" })).toHaveCount(0);
  const drawn = await drawnRows(page, tggId);
  await saveField({ status: "Discharging" });
  await expect(cellOf(grid, row.id, "status")).toHaveText("Discharging", { timeout: 3000 });
  expect(await drawnRows(page, tggId)).toBe(drawn + 1);
});

test("the board says when its data is not live and catches up by itself", async ({ page, request }) => {
  const { row, saveField } = await makeRow(request);
  await signIn(page, "operator@demo.local");
  // A switchable network: while `down`, live sockets are cut and new ones refused.
  const network = await switchableNetwork(page);
  const { section, grid } = await openSantos(page);
  network.down = true;
  await expect(section.getByText(/Reconnecting…|Offline since \d\d:\d\d/)).toBeVisible({ timeout: 15_000 });
  await expect(section.locator("[data-stale]")).toHaveCount(1);
  await saveField({ status: "Expected" });
  network.down = false;
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(section.getByText("Live", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(cellOf(grid, row.id, "status")).toHaveText("Expected", { timeout: 5000 });
  await expect(section.locator("[data-stale]")).toHaveCount(0);
});
