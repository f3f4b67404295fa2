import { expect, test, type Locator, type Page } from "@playwright/test";
import { apiAs, logIn, makeTggRow, openSantosBoard, revealRow, type SavedRow } from "./helpers";

/**
 * Issue 14 on the board: a cell's history (by keyboard and from the row menu),
 * and the board as it stood at a past time, read-only, with its banner, a
 * shareable address, the compare highlight, and the way back to live.
 */
test.describe.configure({ timeout: 90_000 });

const cellOf = (grid: Locator, id: number, col: string) => grid.locator(`[row-id="row-${id}"] [col-id="${col}"]`);

/** A moment as the page's `datetime-local` input takes it, in the browser's time zone, to the second. */
const localInput = (page: Page, at: Date) =>
  page.evaluate((ms) => {
    const d = new Date(ms);
    const p = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }, at.getTime());

test("the operator reads who changed a cell and sees the board as it stood between the changes, then goes back to live", async ({ page, request }) => {
  const { row, tggId } = await makeTggRow(request, "HISTORY");
  const operator = await apiAs(request, "operator@demo.local");
  const change = async (qty: string) => {
    const current = await operator.get<SavedRow>(`/lineups/${row.id}`);
    await operator.post("/lineups/list", { terminal_id: tggId, list: [{ id: row.id, version: current.version, qty }], deleted_lines: [] });
  };
  // Two changes of the quantity by Olga, with a whole second on either side of the instant picked later.
  await change("2000");
  await page.waitForTimeout(1500);
  const between = new Date();
  await page.waitForTimeout(1500);
  await change("3000");

  await logIn(page, "operator@demo.local");
  const { grid } = await openSantosBoard(page);
  await revealRow(grid, row.id);
  const qty = cellOf(grid, row.id, "qty");
  await expect(qty).toHaveText("3.000,000 t");

  // By keyboard: Alt+H on the focused cell; the focus moves into the panel, Escape gives it back to the cell.
  await qty.click({ position: { x: 10, y: 4 } });
  await expect(qty).toBeFocused();
  await page.keyboard.press("Alt+h");
  const panel = page.getByRole("dialog", { name: /^History: HISTORY / });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Field" })).toBeFocused();
  await expect(panel.getByRole("textbox", { name: "Field" })).toHaveValue("QTTY");
  const entries = panel.getByRole("list", { name: "Changes, newest first" }).getByRole("listitem");
  // The two changes, newest first, then the creation's value, each with who made it.
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText("Olga Operator");
  await expect(entries.nth(0)).toContainText("2.000,000 t → 3.000,000 t");
  await expect(entries.nth(1)).toContainText("Olga Operator");
  await expect(entries.nth(1)).toContainText("1.000,000 t → 2.000,000 t");
  await expect(entries.nth(2)).toContainText("Ana Admin");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(qty).toBeFocused();

  // A field nobody changed: the empty state.
  await cellOf(grid, row.id, "etb").click({ position: { x: 10, y: 4 } });
  await page.keyboard.press("Alt+h");
  await expect(panel.getByText("No changes recorded for this field")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  // From the row menu (the focus is on that row's QTTY cell again).
  await qty.click({ position: { x: 10, y: 4 } });
  await grid.locator(`[row-id="row-${row.id}"]`).getByRole("button", { name: "Row actions" }).click();
  await page.getByRole("menuitem", { name: /^History/ }).click();
  await expect(panel).toBeVisible();
  await expect(entries.nth(0)).toContainText("2.000,000 t → 3.000,000 t");
  await expect(entries.nth(1)).toContainText("Olga Operator");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  // As of a time between the changes: the older value, read-only, with the banner, in the address.
  await page.getByRole("search", { name: "Line-up filters" }).getByRole("button", { name: /^Filters/ }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await drawer.getByRole("textbox", { name: "As of" }).fill(await localInput(page, between));
  await drawer.getByRole("button", { name: "Show", exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/[?&]as_of=/);
  const banner = page.getByRole("status", { name: "Past line-up" });
  await expect(banner).toContainText(/^Showing the line-up as it stood on \d{1,2} \w{3} \d{4} \d{2}:\d{2} — read-only\./);
  await revealRow(grid, row.id);
  await expect(qty).toHaveText("2.000,000 t");
  const section = page.getByRole("region", { name: "Terminal TGG" });
  await expect(page.getByRole("toolbar", { name: "TGG table actions" })).toHaveCount(0);
  await expect(section.getByText("Live", { exact: true })).toHaveCount(0);
  // Typing on a cell edits nothing.
  await qty.dblclick({ position: { x: 10, y: 4 } });
  await expect(grid.locator(".ag-cell-inline-editing, .ag-popup-editor")).toHaveCount(0);
  // The row's history is a button of its own on a read-only table.
  await grid.locator(`[row-id="row-${row.id}"]`).getByRole("button", { name: "Line-up history" }).click();
  await expect(panel).toBeVisible();
  await expect(entries.first()).toContainText("Olga Operator");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  // Compare: the cells changed since are marked.
  await banner.getByRole("switch", { name: "Highlight changes since" }).check();
  await expect(qty).toHaveClass(/lineup-cell-changed-since/);
  await expect(cellOf(grid, row.id, "status")).not.toHaveClass(/lineup-cell-changed-since/);

  // The address is shareable: a reload shows the same past board.
  await page.reload();
  await expect(grid.locator("[role=row][row-index]").first()).toBeVisible();
  await revealRow(grid, row.id);
  await expect(qty).toHaveText("2.000,000 t");
  await expect(banner).toBeVisible();

  // Back to live.
  await banner.getByRole("button", { name: "Back to live" }).click();
  await expect(banner).toBeHidden();
  await expect(page).not.toHaveURL(/as_of=/);
  await expect(grid.locator("[role=row][row-index]").first()).toBeVisible();
  await revealRow(grid, row.id);
  await expect(qty).toHaveText("3.000,000 t");
  await expect(section.getByText("Live", { exact: true })).toBeVisible();
  await expect(page.getByRole("toolbar", { name: "TGG table actions" })).toBeVisible();
});

test("a time in the future is refused in words on the page", async ({ page }) => {
  await logIn(page, "operator@demo.local");
  await openSantosBoard(page);
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const url = new URL(page.url());
  url.searchParams.set("as_of", future);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("alert", { name: "Past line-up" })).toContainText("is in the future");
  await page.getByRole("button", { name: "Back to live" }).click();
  await expect(page.getByRole("region", { name: "TGG line-up" })).toBeVisible();
});
