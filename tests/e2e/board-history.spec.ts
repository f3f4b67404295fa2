import { readFile } from "node:fs/promises";
import { inflateRawSync } from "node:zlib";
import { expect, test, type Locator, type Page } from "./test";
import { lineupsFileName } from "../../shared/src/index";
import { apiAs, makeTggRow, openSantosBoard, revealRow, type SavedRow } from "./helpers";
import { signIn } from "./sign-in";

/**
 * Issue 14 on the board: a cell's history (by keyboard and from the row menu),
 * and the board as it stood at a past time, read-only, with its banner, a
 * shareable address, the compare highlight, and the way back to live.
 */
test.describe.configure({ timeout: 90_000 });

const cellOf = (grid: Locator, id: number, col: string) => grid.locator(`[row-id="row-${id}"] [col-id="${col}"]`);

/** A moment as the As of fields take it, in the browser's time zone: the day (DD/MM/YYYY) and the 24-hour time to the second. */
const localInput = (page: Page, at: Date) =>
  page.evaluate((ms) => {
    const d = new Date(ms);
    const p = (n: number) => String(n).padStart(2, "0");
    return {
      day: `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()}`,
      time: `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`,
    };
  }, at.getTime());

test("the operator reads who changed a cell and sees the board as it stood between the changes, then goes back to live", async ({
  page,
  request,
}) => {
  const { row, tggId } = await makeTggRow(request, "HISTORY");
  const operator = await apiAs(request, "operator@demo.local");
  const change = async (qty: string) => {
    const current = await operator.get<SavedRow>(`/lineups/${row.id}`);
    await operator.post("/lineups/list", {
      terminal_id: tggId,
      list: [{ id: row.id, version: current.version, qty }],
      deleted_lines: [],
    });
  };
  // Two changes of the quantity by Olga, with a whole second on either side of the instant picked later.
  await change("2000");
  await page.waitForTimeout(1500);
  const between = new Date();
  await page.waitForTimeout(1500);
  await change("3000");
  // A row made after that time: on the live board, not on the past one; and the terminal marked updated since.
  const added = await makeTggRow(request, "ADDED");
  await operator.post(`/terminais/${tggId}/atualizar`, {});

  await signIn(page, "operator@demo.local");
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
  await page
    .getByRole("search", { name: "Line-up filters" })
    .getByRole("button", { name: /^Filters/ })
    .click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  const { day, time } = await localInput(page, between);
  await drawer.getByRole("textbox", { name: "As of" }).fill(day);
  await drawer.getByRole("textbox", { name: "Time" }).fill(time);
  await drawer.getByRole("button", { name: "Show", exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/[?&]as_of=/);
  const banner = page.getByRole("status", { name: "Past line-up" });
  await expect(banner).toContainText(
    /^Showing the line-up as it stood on \d{1,2} \w{3} \d{4} \d{2}:\d{2} — read-only\./,
  );
  await revealRow(grid, row.id);
  await expect(qty).toHaveText("2.000,000 t");
  const section = page.getByRole("region", { name: "Terminal TGG" });
  // The terminal's mark as it stood then, at its exact time: not Olga's mark made since.
  await expect(
    section.getByText(/^(Updated \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}|Not marked updated by then)/),
  ).toBeVisible();
  await expect(section.locator(".freshness").first()).not.toContainText("Olga Operator");
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
  // The rows added since are listed above the table, in words; the table itself stays as it stood.
  await expect(banner).toContainText("rows added since are listed above their table");
  const addedList = page.getByRole("region", { name: "Added since: Terminal TGG" });
  await expect(addedList).toContainText(/^Added since \(\d+\)/);
  const more = addedList.getByRole("button", { name: /^Show all/ });
  if (await more.count()) await more.click();
  await expect(addedList).toContainText(`${added.vessel.name} (Waiting, ETA 01 - May 2031, 1.000,000 t)`);
  await expect(grid.locator(`[row-id="row-${added.row.id}"]`)).toHaveCount(0);

  // The address is shareable: a reload shows the same past board.
  await page.reload();
  await expect(grid.locator("[role=row][row-index]").first()).toBeVisible();
  await revealRow(grid, row.id);
  await expect(qty).toHaveText("2.000,000 t");
  await expect(banner).toBeVisible();

  // Back to live.
  await banner.getByRole("button", { name: "Back to live" }).click();
  await expect(banner).toBeHidden();
  await expect(section.locator(".freshness").first()).toContainText(/Updated (just now|\d+ min ago) by Olga Operator/);
  await expect(page).not.toHaveURL(/as_of=/);
  await expect(grid.locator("[role=row][row-index]").first()).toBeVisible();
  await revealRow(grid, row.id);
  await expect(qty).toHaveText("3.000,000 t");
  await expect(section.getByText("Live", { exact: true })).toBeVisible();
  await expect(page.getByRole("toolbar", { name: "TGG table actions" })).toBeVisible();
});

test("a time in the future is refused in words on the page", async ({ page }) => {
  await signIn(page, "operator@demo.local");
  await openSantosBoard(page);
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const url = new URL(page.url());
  url.searchParams.set("as_of", future);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("alert", { name: "Past line-up" })).toContainText("is in the future");
  await page.getByRole("button", { name: "Back to live" }).click();
  await expect(page.getByRole("region", { name: "TGG line-up" })).toBeVisible();
});

/** The XML of each entry of an .xlsx (a zip), read from its central directory: enough to find a sheet's rows. */
function xlsxEntries(file: Buffer): Map<string, string> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const out = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const method = file.readUInt16LE(at + 10);
    const size = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const skip = nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    const name = file.toString("utf8", at + 46, at + 46 + nameLength);
    const local = file.readUInt32LE(at + 42);
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(start, start + size);
    out.set(name, (method === 8 ? inflateRawSync(data) : data).toString("utf8"));
    at += 46 + skip;
  }
  return out;
}

test("the download of a past board holds the rows as they stood, in a file named after the instant", async ({
  page,
  request,
}) => {
  const { vessel, saveField } = await makeTggRow(request, "PASTDL");
  await page.waitForTimeout(1200);
  const then = new Date().toISOString();
  await page.waitForTimeout(1200);
  await saveField({ qty: "4000" });
  const later = await makeTggRow(request, "LATERDL");

  await signIn(page, "operator@demo.local");
  await openSantosBoard(page);
  const url = new URL(page.url());
  url.searchParams.set("as_of", then);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("status", { name: "Past line-up" })).toBeVisible();
  const section = page.getByRole("region", { name: "Terminal TGG" });
  // Read-only: the export is there, the import is not.
  await expect(section.getByRole("button", { name: "Import spreadsheet" })).toHaveCount(0);
  await section.getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("menuitem", { name: "Download spreadsheet" }).click();
  const downloading = page.waitForEvent("download");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/v1/lineups/download"));
  await page.getByRole("dialog").getByRole("button", { name: "No", exact: true }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    as_of: then,
    terminal_id: expect.any(Number),
    agencia: 0,
  });
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(lineupsFileName(then));
  expect(download.suggestedFilename()).toMatch(/^lineups-as-of-\d{4}-\d{2}-\d{2}-\d{4}-UTC\.xlsx$/);

  const sheets = [...xlsxEntries(await readFile(await download.path())).entries()]
    .filter(([name]) => name.startsWith("xl/worksheets/"))
    .map(([, xml]) => xml);
  const rows = sheets.flatMap((xml) => xml.match(/<row[ >][\s\S]*?<\/row>/g) ?? []);
  // The row as it stood (1,000 t, not the 4,000 t of now); the row made since is not in the file.
  const ours = rows.filter((r) => r.includes(`>${vessel.name}<`));
  expect(ours).toHaveLength(1);
  expect(ours[0]).toMatch(/<v>1000<\/v>/);
  expect(ours[0]).not.toMatch(/<v>4000<\/v>/);
  expect(rows.some((r) => r.includes(`>${later.vessel.name}<`))).toBe(false);
});
