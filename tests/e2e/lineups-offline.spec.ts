import { expect, test } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { openSantosBoard, showNewestRows } from "./helpers";
import { cellOf, toolbar, typedQty } from "./lineups-board-rows";
import { operatorBoardWithRow, signIn } from "./sign-in";

/**
 * Issue 21, "offline, said at once and handled": the network is cut under an operator's board
 * (the browser's own offline mode), the badge says so at once, Save keeps the changes and says
 * so, and they are saved by themselves, once, when the connection returns.
 */

interface HistoryEntry {
  field: string;
  after: unknown;
}

test.use({ viewport: { width: 1600, height: 900 } });
test.describe.configure({ timeout: 90_000 });

test("a save while offline is kept, said at once, and saved once by itself when the connection returns", async ({
  page,
  context,
  request,
}) => {
  const { row, admin, section, grid, saves } = await typedQty(page, request, "OFFLINE", "3131");

  await context.setOffline(true);
  // The browser says it is offline: the badge follows within 5 s (at once, in fact).
  await expect(section.getByText(/^Offline since \d\d:\d\d/)).toBeVisible({ timeout: 5_000 });
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toContainText(/^Offline since \d\d:\d\d: the board is not live/);

  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("You are offline: your changes are kept and will be saved when the connection returns."),
  ).toBeVisible();
  await expect(banner).toContainText("Your changes to TGG are kept and will be saved when the connection returns.");
  // Wherever the operator is on the page.
  await page.mouse.wheel(0, 5_000);
  await expect(banner).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(banner).toBeInViewport();
  // Nothing spins: the Save button is not stuck loading.
  await expect(toolbar(page).getByRole("button", { name: "Save" })).not.toHaveAttribute("data-loading", "true");
  expect((await admin.get<{ qty: string }>(`/lineups/${row.id}`)).qty).toBe("1000.000");

  await context.setOffline(false);
  await expect(page.getByText(MESSAGES.linesSaved).first()).toBeVisible({ timeout: 20_000 });
  await expect(section.getByText("Live", { exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect.poll(async () => (await admin.get<{ qty: string }>(`/lineups/${row.id}`)).qty).toBe("3131.000");
  // Saved exactly once: one answered request, one change of QTTY in the row's history.
  expect(saves).toEqual([200]);
  const history = await admin.get<HistoryEntry[]>(`/lineups/${row.id}/history`);
  expect(history.filter((h) => h.field === "qty" && h.after === "3131.000")).toHaveLength(1);
  await expect(grid.locator(".lineup-cell-changed")).toHaveCount(0);
});

test("a server that goes silent is called offline within seconds, without the browser knowing", async ({ page }) => {
  let silent = false;
  // The sockets stay open but nothing comes through any more, as when a link on the way drops.
  await page.routeWebSocket(/\/api\/v1\/live\//, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((m) => {
      if (!silent) ws.send(m);
    });
  });
  await signIn(page, "operator@demo.local");
  const { section } = await openSantosBoard(page);
  await expect(section.getByText("Live", { exact: true })).toBeVisible();
  silent = true;
  await expect(section.getByText(/^Offline since \d\d:\d\d/)).toBeVisible({ timeout: 8_000 });
  silent = false;
  await expect(section.getByText("Live", { exact: true })).toBeVisible({ timeout: 15_000 });
});

test("after a short outage the rooms catch up with a change made meanwhile, and the whole board is not read again", async ({
  page,
  context,
  request,
}) => {
  const { row, saveField, section, grid } = await operatorBoardWithRow(page, request, "BLIP");
  await expect(section.getByText("Live", { exact: true })).toBeVisible();
  await showNewestRows(grid, row.id);
  // Counted from here: on a slow port link a read of the whole board is the largest download there is.
  const boardReads: string[] = [];
  page.on("request", (req) => {
    if (/\/api\/v1\/lineups\?/.test(req.url())) boardReads.push(req.url());
  });

  // A board open a while: longer than the 2 s a read counts as fresh.
  await page.waitForTimeout(2_500);
  await context.setOffline(true);
  await expect(section.getByText(/^Offline since \d\d:\d\d/)).toBeVisible({ timeout: 5_000 });
  await saveField({ status: "Waiting" });
  await context.setOffline(false);

  await expect(section.getByText("Live", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(cellOf(grid, row.id, "status")).toHaveText("Waiting");
  expect(boardReads, "reads of the whole board after the outage").toEqual([]);
});
