import { expect, test, type Page } from "@playwright/test";
import { logIn, makeTggRow, openSantosBoard, revealRow } from "./helpers";

test.describe.configure({ timeout: 60_000 });

const toolbar = (page: Page) => page.getByRole("toolbar", { name: "TGG table actions" });

test("the POB editor fits its cell and takes a 24-hour time; New line puts the focus on its first cell, in view", async ({ page, request }) => {
  const { row } = await makeTggRow(request, "POBEDIT");
  await logIn(page, "operator@demo.local");
  const { grid } = await openSantosBoard(page);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  await revealRow(grid, row.id);
  const status = grid.locator(`[row-id="row-${row.id}"] [col-id="status"]`);
  await status.dblclick();
  const select = grid.getByRole("combobox", { name: "Status" });
  await select.selectOption("POB hh:mm lt");
  expect((await select.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(110);
  const time = grid.getByRole("textbox", { name: "POB time" });
  await time.pressSequentially("1600");
  await expect(time).toHaveValue("16:00");
  await page.keyboard.press("Enter");
  await expect(status).toHaveText("POB 16:00 lt");

  await toolbar(page).getByRole("button", { name: "New line" }).click();
  const fresh = grid.locator("[role=row].lineup-row-new").last().locator('[col-id="navio_id"]');
  await expect(fresh).toBeFocused();
  await expect(fresh).toBeInViewport({ ratio: 1 });
});

test("Delete clears a cell, Ctrl+Z brings its value back, Ctrl+Shift+Z clears it again, and what was taken back is not saved", async ({ page, request }) => {
  const { row } = await makeTggRow(request, "UNDO");
  await logIn(page, "operator@demo.local");
  const { grid } = await openSantosBoard(page);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  await revealRow(grid, row.id);
  const qty = grid.locator(`[row-id="row-${row.id}"] [col-id="qty"]`);
  const eta = grid.locator(`[row-id="row-${row.id}"] [col-id="eta"]`);
  const before = (await qty.innerText()).trim();
  expect(before).not.toBe("");
  await qty.click();
  await page.keyboard.press("Delete");
  await expect(qty).toHaveText("");
  await page.keyboard.press("Control+z");
  await expect(qty).toHaveText(before);
  await page.keyboard.press("Control+Shift+z");
  await expect(qty).toHaveText("");
  await page.keyboard.press("Control+z");
  await expect(qty).toHaveText(before);

  // A typed date, taken back: Save sends only what is left (nothing for this row).
  const etaBefore = (await eta.innerText()).trim();
  await eta.click();
  await page.keyboard.type("09/09/2031");
  await page.keyboard.press("Enter");
  await expect(eta).toContainText("09 - Sep");
  await page.keyboard.press("Control+z");
  await expect(eta).toHaveText(etaBefore);
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/v1/lineups/list") && r.method() === "POST", { timeout: 3_000 }).catch(() => null);
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  const body = (await sent)?.postDataJSON() as { list?: { id?: number }[] } | undefined;
  expect(body?.list?.some((r) => r.id === row.id) ?? false).toBe(false);
});
