import { expect, test } from "./test";
import { switchableNetwork } from "./helpers";
import { wallOfRows } from "./walls";

/**
 * Issue 21: a wall that loses the server says so without moving: its stale banner lies over the
 * screen, so the table keeps its height, its rows per page and its page (it read "Page 3 of 3",
 * then "Page 4 of 5" while reconnecting, when the banner pushed the table down).
 */
test.use({ viewport: { width: 1366, height: 768 } });

test("a wall keeps its page and rows per page while it is not live", async ({ page, request }) => {
  // A port of its own, of several pages, whose rows no other test changes while this one looks.
  const wall = await wallOfRows(request, 30);
  const url = `/wall/${wall.token}?terminal=${wall.terminalId}&seconds=600`;
  const network = await switchableNetwork(page);
  await page.goto(url);
  const rows = page.getByRole("table", { name: "Line-up" }).getByRole("row");
  await expect(rows.nth(1)).toBeVisible();
  const pageLabel = page.getByText(/^Page \d+ of \d+$/);
  const before = await pageLabel.textContent();
  const shown = await rows.count();

  network.down = true;
  await expect(page.getByText(/^Not live since \d\d:\d\d/)).toBeVisible();
  await expect(pageLabel).toHaveText(before ?? "");
  expect(await rows.count()).toBe(shown);

  network.down = false;
  await expect(page.getByText(/^Not live since/)).toHaveCount(0, { timeout: 15_000 });
  await expect(pageLabel).toHaveText(before ?? "");
  expect(await rows.count()).toBe(shown);
});
