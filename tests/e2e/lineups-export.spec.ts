import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "./test";
import ExcelJS from "exceljs";
import { MESSAGES } from "../../shared/src/index";
import { apiAs, revealRow, showNewestRows } from "./helpers";
import { byName, partiesAt, saveTggRow } from "./tgg-rows";
import { signIn } from "./sign-in";

/** One Waiting row of a new vessel on Santos / TGG (an operator's port), so the terminal has a table to export. */
async function seedTggRow(request: APIRequestContext): Promise<{ vessel: string; rowId: number }> {
  const { vessel, row } = await saveTggRow(await apiAs(request, "admin@demo.local"), "EXPORT", {
    choose: (o) => ({
      ...partiesAt(o, 0),
      charterer: byName(o.afretadores, "Bunge"),
      receiver: byName(o.recebedores, "Raízen"),
      destination: byName(o.lineups_portos, "Jeddah"),
    }),
    eta: "2031-03-01",
  });
  return { vessel: vessel.name, rowId: row.id };
}

async function choosePort(page: Page, name: string) {
  await page.getByRole("textbox", { name: "Port", exact: true }).click();
  await page.getByRole("option", { name, exact: true }).click();
}

const tggSection = (page: Page) => page.getByRole("region", { name: "Terminal TGG", exact: true });

test("an operator downloads a terminal's spreadsheet with agencies", async ({ page, request }) => {
  const { vessel, rowId } = await seedTggRow(request);
  await signIn(page, "operator@demo.local");
  await page.goto("/lineups/listar");
  const tgg = tggSection(page);
  await showNewestRows(page.getByRole("region", { name: "TGG line-up" }), rowId);
  await expect(tgg.getByText(vessel)).toBeVisible();

  await tgg.getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("menuitem", { name: "Download spreadsheet" }).click();
  const question = page.getByRole("dialog");
  await expect(question).toContainText("Include agencies in the spreadsheet?");
  const downloading = page.waitForEvent("download");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/v1/lineups/download"));
  await question.getByRole("button", { name: "Yes" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ agencia: 1, carga_tipo_id: 1 });
  await expect(page.getByText(MESSAGES.downloadStarting)).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("lineups.xlsx");
  const file = await download.path();
  expect((await readFile(file)).subarray(0, 2).toString("latin1")).toBe("PK");
});

test("closing the agencies question cancels the download", async ({ page }) => {
  await signIn(page, "operator@demo.local");
  await page.goto("/lineups/listar");
  await tggSection(page).getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("menuitem", { name: "Download spreadsheet" }).click();
  const question = page.getByRole("dialog");
  await expect(question).toContainText("Include agencies in the spreadsheet?");
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(page.getByText(MESSAGES.downloadStarting)).toHaveCount(0);
});

test("Export All Lineups appears once a port is chosen; it downloads and e-mails the port's line-ups", async ({
  page,
}) => {
  await signIn(page, "operator@demo.local");
  await page.goto("/lineups/listar");
  await expect(tggSection(page)).toBeVisible();
  await expect(page.getByRole("button", { name: "Export All Lineups" })).toHaveCount(0);

  await choosePort(page, "Santos");
  const exportAll = page
    .getByRole("region", { name: "Port Santos" })
    .getByRole("button", { name: "Export All Lineups" });
  await expect(exportAll).toBeVisible();

  // Without agencies.
  await exportAll.click();
  await page.getByRole("menuitem", { name: "Download spreadsheet" }).click();
  const downloading = page.waitForEvent("download");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/v1/lineups/download/all"));
  await page.getByRole("dialog").getByRole("button", { name: "No", exact: true }).click();
  expect((await sent).postDataJSON()).toMatchObject({ agencia: 0 });
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("lineups.xlsx");
  expect((await readFile(await download.path())).subarray(0, 2).toString("latin1")).toBe("PK");

  // By e-mail: the address is required and must be valid.
  await exportAll.click();
  await page.getByRole("menuitem", { name: "Send by e-mail" }).click();
  const modal = page.getByRole("dialog", { name: "Export Lineups" });
  await expect(modal).toBeVisible();
  const email = modal.getByRole("textbox", { name: "E-mail" });
  await expect(email).toHaveAttribute("type", "email");
  await modal.getByRole("button", { name: "Send" }).click();
  await expect(modal.getByText("The e-mail is required.")).toBeVisible();
  await email.fill("not-an-email");
  await modal.getByRole("button", { name: "Send" }).click();
  await expect(modal.getByText("Enter a valid e-mail address.")).toBeVisible();
  await email.fill("charterer@example.com");
  await modal.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText(MESSAGES.sent)).toBeVisible();
  await expect(modal).toBeHidden();
});

test("an operator e-mails one terminal's line-up", async ({ page }) => {
  await signIn(page, "operator@demo.local");
  await page.goto("/lineups/listar");
  await tggSection(page).getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("menuitem", { name: "Send by e-mail" }).click();
  const modal = page.getByRole("dialog", { name: "Export Lineups" });
  await modal.getByRole("textbox", { name: "E-mail" }).fill("agent@example.com");
  await modal.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText(MESSAGES.sent)).toBeVisible();
  await expect(modal).toBeHidden();
});

test("a client sees no export buttons", async ({ page, request }) => {
  await seedTggRow(request);
  await signIn(page, "client@demo.local");
  await page.goto("/lineups/listar");
  await choosePort(page, "Santos");
  await expect(page.getByRole("region", { name: "Port Santos" })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Terminal / }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Export", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Export All Lineups" })).toHaveCount(0);
});

/** Opens TGG's Import spreadsheet modal and returns it. */
async function openTggImport(page: Page) {
  // Import is a button of its own, not inside the Export menu.
  await tggSection(page).getByRole("button", { name: "Export", exact: true }).click();
  await expect(page.getByRole("menuitem", { name: "Send by e-mail" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: /Import/ })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await tggSection(page).getByRole("button", { name: "Import spreadsheet" }).click();
  const modal = page.getByRole("dialog", { name: "Import line-ups into TGG" });
  await expect(modal).toBeVisible();
  return modal;
}

test("an operator previews a downloaded spreadsheet, then imports the ETB changed in it: the call is updated, not added again", async ({
  page,
  request,
}) => {
  const { vessel, rowId } = await seedTggRow(request);
  await signIn(page, "operator@demo.local");
  await page.goto("/lineups/listar");
  const tgg = tggSection(page);
  // The seeded row has no ETB: it is among the last rows, drawn once the grid is scrolled there
  // (other tests add TGG rows at the same time, so the table may still grow after a first scroll).
  const grid = page.getByRole("region", { name: "TGG line-up" });
  await showNewestRows(grid, rowId);
  await expect(tgg.getByText(vessel)).toHaveCount(1);

  await tgg.getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("menuitem", { name: "Download spreadsheet" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("dialog").getByRole("button", { name: "No", exact: true }).click();
  const sheet = await (await downloading).path();

  // The download as it is: the preview finds nothing to import.
  const modal = await openTggImport(page);
  await expect(modal).toContainText("layout of the downloaded spreadsheet");
  await modal.locator('input[type="file"]').setInputFiles(sheet);
  await modal.getByRole("button", { name: "Preview changes" }).click();
  await expect(modal.getByRole("status")).toHaveText("The sheet matches the board: there is nothing to import.");
  await expect(modal.getByLabel("Import preview")).toContainText(
    /^0 lines changed, 0 added, 0 on the board but not in the sheet, \d+ unchanged\./,
  );
  await expect(modal.getByRole("button", { name: "Apply changes" })).toBeDisabled();

  // The seeded call's ETB set in the spreadsheet, as an operator does before the morning report.
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(sheet);
  const rows = book.worksheets[0]?.getRows(1, book.worksheets[0].rowCount) ?? [];
  const titles = rows[0]?.values as unknown[];
  const line = rows.find((r) => r.getCell(1).value === vessel);
  if (!line) throw new Error("the call is not in the sheet");
  line.getCell(titles.indexOf("ETB")).value = new Date("2031-03-12T00:00:00Z");
  const edited = `${sheet}-edited.xlsx`;
  await book.xlsx.writeFile(edited);

  await modal.locator('input[type="file"]').setInputFiles(edited);
  const previewed = page.waitForResponse((r) => r.url().endsWith("/api/v1/lineups/importar/preview"));
  await modal.getByRole("button", { name: "Preview changes" }).click();
  const { changed: found } = (await (await previewed).json()) as { changed: { id: number }[] };
  expect(found.map((c) => c.id)).toEqual([rowId]);
  const changed = modal.getByRole("region", { name: "Changed lines" });
  await expect(changed.getByRole("row", { name: new RegExp(`Row ${line.number} · ${vessel}`) })).toContainText(
    "ETB—12/03/2031",
  );
  await expect(modal.getByLabel("Import preview")).toContainText(/^1 line changed, 0 added, 0 on the board/);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/v1/lineups/importar"));
  await modal.getByRole("button", { name: "Apply changes" }).click();
  const { added, updated, unchanged } = (await (await answered).json()) as Record<string, number>;
  expect({ added, updated }).toEqual({ added: 0, updated: 1 });
  await expect(
    page.getByText(`0 lines added, 1 updated, ${unchanged} unchanged. ${MESSAGES.linesSaved}`),
  ).toBeVisible();
  await expect(modal).toBeHidden();
  // Its new ETB moves the row within the ETB order, wherever other tests' rows put it.
  await revealRow(grid, rowId);
  await expect(tgg.getByText(vessel)).toHaveCount(1);
  await expect(grid.locator(`[row-id="row-${rowId}"] [col-id="etb"]`)).toHaveText("12 - Mar 2031");
});

test("a file that is not a spreadsheet is refused in the import modal, which stays open", async ({ page }) => {
  await signIn(page, "operator@demo.local");
  await page.goto("/lineups/listar");
  const modal = await openTggImport(page);
  await modal
    .locator('input[type="file"]')
    .setInputFiles({ name: "x.xlsx", mimeType: "text/plain", buffer: Buffer.from("just some text, not a workbook") });
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/v1/lineups/importar/preview"));
  await modal.getByRole("button", { name: "Preview changes" }).click();
  expect((await answered).status()).toBe(422);
  await expect(modal.getByRole("alert")).toContainText("Choose an .xlsx spreadsheet.");
  await expect(modal).toBeVisible();
  // The chosen file stays, ready for another try.
  await expect(modal.getByText("x.xlsx")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();

  // The port-level menu has no import.
  await choosePort(page, "Santos");
  await page.getByRole("region", { name: "Port Santos" }).getByRole("button", { name: "Export All Lineups" }).click();
  await expect(page.getByRole("menuitem", { name: "Send by e-mail" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Import spreadsheet" })).toHaveCount(0);
});
