import { expect, test } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { chooseOption, logIn, makeTggRow, openSantosBoard, ownServer, showNewestRows } from "./helpers";
import { lagStorage, refreshAnswers } from "./storage-lag";
import { cellOf, toolbar } from "./lineups-board-rows";

/**
 * An office that serves the app over plain HTTP under a name on its own network: the page is then no secure origin,
 * and the browser leaves out what it offers only there (`crypto.randomUUID`, Web Locks, the service worker). Chromium
 * is told that name is this machine.
 */
const OFFICE_HOST = "lineup.office.test";

test.use({
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", `--host-resolver-rules=MAP ${OFFICE_HOST} 127.0.0.1`],
  },
});

/** The suite server's address under the office's name. */
const officeUrl = (baseURL: string | undefined) => baseURL?.replace("127.0.0.1", OFFICE_HOST);

test("served over plain HTTP under an office's own name, the board saves a typed quantity", async ({
  browser,
  baseURL,
  request,
}) => {
  const made = await makeTggRow(request, "PLAIN HTTP");
  const office = await browser.newContext({ baseURL: officeUrl(baseURL) });
  const page = await office.newPage();
  await logIn(page, "operator@demo.local");
  expect(await page.evaluate(() => isSecureContext)).toBe(false);

  const { section, grid } = await openSantosBoard(page);
  await expect(section.getByText("Live", { exact: true })).toBeVisible();
  await showNewestRows(grid, made.row.id);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  await cellOf(grid, made.row.id, "qty").dblclick();
  await grid.getByRole("textbox", { name: "Quantity" }).fill("6543");
  await page.keyboard.press("Enter");
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();
  expect((await made.admin.get<{ qty: string }>(`/lineups/${made.row.id}`)).qty).toBe("6543.000");
  await office.close();
});

test("over plain HTTP, Copy link puts a new wall display's link on the clipboard", async ({ browser, baseURL }) => {
  const office = await browser.newContext({ baseURL: officeUrl(baseURL) });
  const page = await office.newPage();
  await logIn(page, "admin@demo.local");
  await page.goto("/displays");
  await page.getByRole("button", { name: "New display" }).click();
  const form = page.getByRole("dialog", { name: "New display" });
  const name = `Office ${Date.now()}`;
  await form.getByLabel("Name").fill(name);
  await chooseOption(page, form.getByRole("textbox", { name: "Ports" }), "Santos");
  await page.keyboard.press("Escape");
  await form.getByRole("button", { name: "Create" }).click();
  const shown = page.getByRole("dialog", { name: `Display ${name} created` });
  const link = await shown.getByLabel("Wall link").inputValue();
  expect(link).toContain(`http://${OFFICE_HOST}:`);

  await shown.getByRole("button", { name: "Copy link" }).click();
  await expect(shown.getByRole("button", { name: "Copied" })).toBeVisible();
  await shown.locator("button", { hasText: "Close" }).click();
  // Pasted where a person would paste it.
  await page.evaluate(() => document.body.append(Object.assign(document.createElement("textarea"), { id: "paste" })));
  await page.locator("#paste").focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(page.locator("#paste")).toHaveValue(link);
  await office.close();
});

test.describe("with access tokens that expire every 4 s", () => {
  test.describe.configure({ timeout: 90_000 });
  const shortUrl = ownServer(1003, { ACCESS_TOKEN_TTL: "4" });

  test("two tabs over plain HTTP (no Web Locks) take turns to refresh, and stay signed in and live", async ({
    browser,
  }) => {
    const office = await browser.newContext({ baseURL: officeUrl(shortUrl) });
    // Each tab learns the other's tokens late, as on a busy PC: only the tabs' own lock keeps them apart.
    await lagStorage(office, 2_000);
    const refreshes = refreshAnswers(office);
    const page = await office.newPage();
    await logIn(page, "operator@demo.local");
    const tabs = [page, await office.newPage()];
    const boards = [await openSantosBoard(page), await openSantosBoard(tabs[1] ?? page)];
    // Both sockets are closed at each expiry of the token they share, and both tabs refresh at once, twice over.
    await page.waitForTimeout(2 * 4_000 + 1_500);
    for (const board of boards) await expect(board.section.getByText("Live", { exact: true })).toBeVisible();
    for (const tab of tabs) {
      await tab.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Dashboard" }).click();
      await expect(tab.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    }
    expect(refreshes.length).toBeGreaterThanOrEqual(2);
    expect(
      refreshes.every((status) => status === 200),
      `refresh answers: ${refreshes.join(", ")}`,
    ).toBe(true);
    await office.close();
  });
});
