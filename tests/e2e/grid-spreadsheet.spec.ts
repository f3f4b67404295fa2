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
