import { expect, test, type Page } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { openSantosBoard, quickAddVessel, revealRow } from "./helpers";
import { signIn } from "./sign-in";

/** Opens a select of the form in the modal by its label and picks one option. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole("dialog").getByRole("textbox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: typeof option === "string" }).click();
}

const openSantos = async (page: Page) => (await openSantosBoard(page)).grid;
const DISCARD = "You have typed data in this line-up. Close the form without saving it?";

test("the New line-up modal asks before Escape, ✕ or a click outside throws typed data away", async ({ page }) => {
  // Many steps (three ways to close, a whole form filled and saved).
  test.slow();
  await signIn(page, "admin@demo.local");
  await openSantos(page);
  const modal = page.getByRole("dialog", { name: "New line-up" });
  await page.getByRole("button", { name: "New line-up" }).click();
  // Nothing typed yet: Escape closes at once (the first opening loads the form's options).
  await expect(modal.getByRole("form", { name: "Line-up form" })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();

  await page.getByRole("button", { name: "New line-up" }).click();
  await choose(page, "Terminal", "TGG");
  await modal.getByRole("textbox", { name: "QTTY", exact: true }).first().pressSequentially("1234");
  const ways: Array<[string, () => Promise<void>]> = [
    ["Escape", () => page.keyboard.press("Escape")],
    ["the ✕", () => modal.locator(".mantine-Modal-close").click()],
    ["a click outside", () => page.mouse.click(5, 5)],
  ];
  for (const [way, close] of ways) {
    await close();
    await expect(page.getByText(DISCARD), way).toBeVisible();
    // No keeps the form and what was typed.
    await page.getByRole("button", { name: "No", exact: true }).click();
    await expect(page.getByText(DISCARD)).toBeHidden();
    await expect(modal.getByRole("textbox", { name: "QTTY", exact: true }).first(), way).toHaveValue(/^1\.234/);
  }
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(modal).toBeHidden();
  // Opened again, it starts empty.
  await page.getByRole("button", { name: "New line-up" }).click();
  await expect(modal.getByRole("textbox", { name: "Terminal", exact: true })).toHaveValue("");
});

test("New line-up opens the form over the board; the saved call shows in the line-up without leaving it", async ({
  page,
}) => {
  const vessel = `MODAL ${Date.now()}`;
  await signIn(page, "admin@demo.local");
  const grid = await openSantos(page);
  await page.getByRole("button", { name: "New line-up" }).click();
  const modal = page.getByRole("dialog", { name: "New line-up" });
  await expect(modal.getByRole("form", { name: "Line-up form" })).toBeVisible();

  // A quick-created vessel inside the modal is selected, and the form stays open.
  await quickAddVessel(page, modal, vessel);

  // It starts on the board's cargo type and port.
  await expect(modal.getByRole("textbox", { name: "Type", exact: true })).toHaveValue("AGRI COMMODITIES");
  await expect(modal.getByRole("textbox", { name: "Port", exact: true })).toHaveValue("Santos");
  await choose(page, "Terminal", "TGG");
  await choose(page, "Status", "Waiting");
  await choose(page, "Comm", "CORN");
  await choose(page, "Charterer", "Cargill");
  await choose(page, "Receiver | Shipper", "Coamo");
  await choose(page, "Destination port", /^Qingdao/);
  await modal.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(MESSAGES.confirmForm)).toBeVisible();
  await page.getByRole("button", { name: "Yes" }).click();

  await expect(page.getByText(MESSAGES.lineupSaved)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/lineups\/listar\?/);
  await revealRow(grid, vessel);
  const row = grid.locator("[role=row]").filter({ hasText: vessel });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Waiting");
  await expect(row).toContainText("CORN");
});

test("a row's Edit in modal shows its values; Back to list closes without saving, Save updates the row in place", async ({
  page,
}) => {
  const vessel = `MODAL EDIT ${Date.now()}`;
  await signIn(page, "admin@demo.local");
  // A row to edit, made through the API as the same user.
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  const headers = { Authorization: `Bearer ${token ?? ""}` };
  const options = await (await page.request.get("/api/v1/lineups/parametros", { headers })).json();
  const santos = options.portos.find((p: { name: string }) => p.name === "Santos");
  const tgg = santos.terminais.find((t: { name: string }) => t.name === "TGG");
  const byName = (list: { id: number; name: string }[], name: string) => list.find((x) => x.name === name)?.id;
  const navio = await (await page.request.post("/api/v1/navios", { headers, data: { name: vessel } })).json();
  const created = await page.request.post("/api/v1/lineups", {
    headers,
    data: {
      porto_id: santos.id,
      terminal_id: tgg.id,
      carga_tipo_id: 1,
      status: "Waiting",
      navio_id: navio.id,
      carga_id: byName(options.cargas, "WHEAT"),
      afretador_id: byName(options.afretadores, "Bunge"),
      recebedor_id: byName(options.recebedores, "Coamo"),
      destination_porto: byName(options.lineups_portos, "Jeddah"),
      qty: "1000",
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { lineup: { id: number } }).lineup.id;

  const grid = await openSantos(page);
  await revealRow(grid, id);
  const actions = grid.locator(`[row-id="row-${id}"] [col-id="menu"]`).getByRole("button", { name: "Row actions" });
  await actions.click();
  await page.getByRole("menuitem", { name: "Edit in modal" }).click();
  const modal = page.getByRole("dialog", { name: "Edit line-up" });
  await expect(modal.getByRole("textbox", { name: "Vessel", exact: true })).toHaveValue(vessel);
  await expect(modal.getByRole("textbox", { name: "Status", exact: true })).toHaveValue("Waiting");

  // Back to list: a changed form asks first; Yes goes back to the board, nothing saved.
  await choose(page, "Status", "Loading");
  await modal.getByRole("button", { name: "Back to list" }).click();
  await expect(page.getByText(DISCARD)).toBeVisible();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(modal).toBeHidden();
  await expect(grid.locator(`[row-id="row-${id}"] [col-id="status"]`)).toHaveText("Waiting");

  await actions.click();
  await page.getByRole("menuitem", { name: "Edit in modal" }).click();
  await expect(modal.getByRole("textbox", { name: "Status", exact: true })).toHaveValue("Waiting");
  await choose(page, "Status", "Loading");
  await modal.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText(MESSAGES.lineupSaved)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(grid.locator(`[row-id="row-${id}"] [col-id="status"]`)).toHaveText("Loading");
});

test("clients have no New line-up button", async ({ page }) => {
  await signIn(page, "client@demo.local");
  await openSantos(page);
  await expect(page.getByRole("button", { name: "Row actions" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "New line-up" })).toHaveCount(0);
});
