import { expect, test } from "./test";
import { openLiveSantosBoard, openSantosBoard, revealRow } from "./helpers";
import { controlled } from "./service-worker";
import { wallOfRows } from "./walls";
import { operatorBoardWithRow, signInOnDashboard } from "./sign-in";

/**
 * Issue 24, "an app that opens offline": a board and a wall, opened once with a connection,
 * are reloaded without one. Each shows the last data it had, says it is not live and since
 * when, and goes live again by itself when the connection returns. (The rest of the suite
 * blocks the service worker; these tests let it work.)
 */
test.use({ serviceWorkers: "allow", viewport: { width: 1600, height: 900 } });
test.describe.configure({ timeout: 90_000 });

test("a board reloaded without a connection shows its last rows as not live, and goes live by itself", async ({
  page,
  context,
  request,
}) => {
  const { row, vessel } = await operatorBoardWithRow(page, request, "OFFREL");
  await controlled(page);
  // The answers the worker keeps are those fetched under it: the board once more, online.
  await page.reload();
  const { grid } = await openLiveSantosBoard(page);

  await context.setOffline(true);
  await page.reload();
  const offline = await openSantosBoard(page);
  await revealRow(offline.grid, row.id);
  await expect(offline.grid.getByText(vessel.name)).toBeVisible();
  await expect(page.getByTestId("offline-banner")).toContainText(/^Offline since \d\d:\d\d: the board is not live/);
  await expect(offline.section.getByText("Live", { exact: true })).toHaveCount(0);

  await context.setOffline(false);
  await expect(offline.section.getByText("Live", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
  await expect(grid).toBeVisible();
});

test("a wall reloaded without a connection shows its last rows under 'Not live since', and goes live by itself", async ({
  page,
  context,
  request,
}) => {
  // A port of its own: no other test's save changes the rows between the last look online and the reload.
  const wall = await wallOfRows(request, 3);
  const heading = page.getByRole("heading", { name: wall.portName });
  await page.goto(`/wall/${wall.token}?terminal=${wall.terminalId}&seconds=600`);
  await expect(heading).toBeVisible();
  await controlled(page);
  await page.reload();
  const table = page.getByRole("table", { name: "Line-up" });
  // The heading's row and the three rows.
  await expect(table.getByRole("row")).toHaveCount(4);
  const rowsLive = await table.getByRole("row").allInnerTexts();

  await context.setOffline(true);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(/^Not live since \d\d:\d\d — data may be stale, reconnecting…$/);
  // The same rows as the last time it was live, and the counts above them.
  expect(await table.getByRole("row").allInnerTexts()).toEqual(rowsLive);

  await context.setOffline(false);
  await expect(page.getByRole("alert")).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole("table", { name: "Line-up" }).getByRole("row").nth(1)).toBeVisible();
});

test("a screen first opened without a connection says it could not be loaded, keeps the menu, and loads once back", async ({
  page,
  context,
}) => {
  await signInOnDashboard(page, "admin@demo.local");
  await controlled(page);
  await context.setOffline(true);
  // The ports list's code was never downloaded: the worker has no copy of it.
  await page.getByRole("link", { name: "Ports", exact: true }).click();
  const failed = page.getByRole("alert").filter({ hasText: "This screen could not be loaded." });
  await expect(failed).toContainText("The server could not be reached.");
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  await expect(page).toHaveURL(/\/portos\/listar/);

  await context.setOffline(false);
  await failed.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { name: "Ports", exact: true })).toBeVisible();
});
