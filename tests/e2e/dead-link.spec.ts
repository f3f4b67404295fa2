import { expect } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { test } from "./dead-link";
import { openLiveSantosBoard, openSantosBoard, revealRow } from "./helpers";
import { toolbar, typedQty } from "./lineups-board-rows";
import { controlled } from "./service-worker";
import { operatorBoardWithRow } from "./sign-in";
import { santosWallUrl } from "./walls";

/**
 * Issue 24, "an app that opens offline", when the link dies without saying so: requests are neither answered nor
 * refused, and the browser would wait minutes. A wall or a board reloaded then shows its last rows as not live within
 * seconds (the service worker and the live rooms stop waiting for the server), and goes live by itself when the link
 * is back; a save sent into it is kept once the page knows it is offline, and saved once when the link is back.
 * The browser reaches the suite's server through a link the test can cut (dead-link.ts).
 */
test.use({ serviceWorkers: "allow", viewport: { width: 1600, height: 900 } });
test.describe.configure({ timeout: 90_000 });

test("a wall reloaded on a link that died without saying so shows its last rows as not live within seconds", async ({
  page,
  request,
  link,
}) => {
  await page.goto(await santosWallUrl(request, "Dead link wall"));
  await expect(page.getByRole("heading", { name: "Santos" })).toBeVisible();
  await controlled(page);
  // The answers the worker keeps are those fetched under it: the wall once more, with the link up.
  await page.reload();
  const table = page.getByRole("table", { name: "Line-up" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  const rowsLive = await table.getByRole("row").allInnerTexts();

  link.down();
  const cut = Date.now();
  await page.reload({ timeout: 20_000 });
  await expect(page.getByRole("alert")).toHaveText(/^Not live since \d\d:\d\d — data may be stale, reconnecting…$/, {
    timeout: 20_000,
  });
  expect(await table.getByRole("row").allInnerTexts()).toEqual(rowsLive);
  // The shell after 3 s, the wall's data after 5 s more, its rooms given up on 5 s later: about 13 s, where the
  // browser alone waited minutes.
  expect(Date.now() - cut).toBeLessThan(20_000);

  link.up();
  await expect(page.getByRole("alert")).toHaveCount(0, { timeout: 30_000 });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
});

test("a board reloaded on a link that died without saying so shows its last rows as not live, and goes live again", async ({
  page,
  request,
  link,
}) => {
  const { row, vessel } = await operatorBoardWithRow(page, request, "DEADLK");
  await controlled(page);
  await page.reload();
  await openLiveSantosBoard(page);

  link.down();
  await page.reload({ timeout: 20_000 });
  const dead = await openSantosBoard(page);
  await revealRow(dead.grid, row.id);
  await expect(dead.grid.getByText(vessel.name)).toBeVisible();
  await expect(page.getByTestId("offline-banner")).toContainText(/^Offline since \d\d:\d\d: the board is not live/);
  await expect(dead.section.getByText("Live", { exact: true })).toHaveCount(0);

  link.up();
  await expect(dead.section.getByText("Live", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
});

test("a save sent into a link that died without saying so is kept once the board knows, and saved once when it is back", async ({
  page,
  request,
  link,
}) => {
  const { row, admin, saves } = await typedQty(page, request, "DEADSV", "4242");

  link.down();
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  // The save waits on the dead link until the rooms miss the server's heartbeats (4.5 s), then is kept, not lost.
  await expect(
    page.getByText("You are offline: your changes are kept and will be saved when the connection returns."),
  ).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId("offline-banner")).toContainText(
    "Your changes to TGG are kept and will be saved when the connection returns.",
  );
  await expect(toolbar(page).getByRole("button", { name: "Save" })).not.toHaveAttribute("data-loading", "true");

  link.up();
  await expect(page.getByText(MESSAGES.linesSaved).first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await admin.get<{ qty: string }>(`/lineups/${row.id}`)).qty).toBe("4242.000");
  expect(saves).toEqual([200]);
});
