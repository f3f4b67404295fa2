import { expect, test, type APIRequestContext, type Page } from "./test";
import { formatQuantity } from "../../shared/src/index";
import { switchableNetwork } from "./helpers";
import { adminHeaders, seededRow, wallOfRows } from "./walls";

/** A seeded terminal with line rows, a new row of ours in it, and a wall display of its port. */
async function setUp(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const { port, terminal, row, fields } = await seededRow(request, headers);
  const qty = 10_000 + (Date.now() % 80_000);
  const display = await request.post("/api/v1/displays", {
    headers,
    data: { name: `Wall ${Date.now()}`, porto_ids: [port.id] },
  });
  expect(display.status()).toBe(201);
  const { id: displayId, token: wallToken } = (await display.json()) as { id: number; token: string };
  const save = (list: object[], deleted: number[] = []) =>
    request.post("/api/v1/lineups/list", { headers, data: { terminal_id: terminal.id, list, deleted_lines: deleted } });
  return { headers, port, terminal, row, qty, fields, displayId, wallToken, save };
}

const wallUrl = (wallToken: string, terminalId: number) => `/wall/${wallToken}?terminal=${terminalId}&seconds=600`;
// The board's number format: 49.000,158 t.
const qtyText = (n: number) => formatQuantity(n, "t");

async function rowWithQty(page: Page, n: number) {
  return page.getByRole("row").filter({ hasText: qtyText(n) });
}

test("a wall display shows its port's line-up live, flashes changed rows and keeps the counts current", async ({
  page,
  request,
}) => {
  const s = await setUp(request);
  await page.goto(wallUrl(s.wallToken, s.terminal.id));
  await expect(page.getByRole("heading", { name: s.port.name })).toBeVisible();
  await expect(page.getByText(s.terminal.name, { exact: true })).toBeVisible();
  await expect(page.getByText("WAITING AT ANCHORAGE")).toBeVisible();
  await expect(page.getByLabel(/^Time \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole("table", { name: "Line-up" }).getByRole("row").nth(1)).toBeVisible();

  // A new row saved elsewhere appears without a reload, flashing.
  const waitingBefore = await page.getByLabel(/^WAITING AT ANCHORAGE: /).getAttribute("aria-label");
  const created = await s.save([{ ...s.fields, qty: s.qty }]);
  expect(created.ok()).toBe(true);
  const { lineups } = (await created.json()) as { lineups: { id: number; version: number }[] };
  const mine = lineups[0];
  if (!mine) throw new Error("row not created");
  const row = await rowWithQty(page, s.qty);
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute("data-flash", "true");
  await expect(row).not.toHaveAttribute("data-flash", "true", { timeout: 6000 });
  await expect(page.getByLabel(/^WAITING AT ANCHORAGE: /)).not.toHaveAttribute("aria-label", waitingBefore ?? "");

  // A change of a visible field shows in place.
  expect((await s.save([{ id: mine.id, version: mine.version, status: "Expected", qty: s.qty + 1 }])).ok()).toBe(true);
  const changed = await rowWithQty(page, s.qty + 1);
  await expect(changed).toContainText("Expected");
  await expect(await rowWithQty(page, s.qty)).toHaveCount(0);
  await expect(page.getByText(/^Not live since/)).toHaveCount(0);
  // The line-up's last change: how long ago and by whom.
  await expect(page.getByLabel("Terminal line-up mark")).toHaveText(/^Updated (just now|\d+ min ago) by Ana Admin$/);

  // POB shows its time, not the status's placeholder.
  const pob = await s.save([{ id: mine.id, version: mine.version + 1, status: "POB hh:mm lt", pob: "09:30" }]);
  expect(pob.ok(), await pob.text()).toBe(true);
  await expect(changed).toContainText("POB 09:30 lt");

  await s.save([], [mine.id]);
  await expect(changed).toHaveCount(0);
});

test("the wall says when it is not live and recovers by itself with fresh data", async ({ page, request }) => {
  // A terminal of its own: all its rows fit on the wall's first page.
  const s = await wallOfRows(request, 2);
  const save = (list: object[], deleted: number[] = []) =>
    request.post("/api/v1/lineups/list", {
      headers: s.headers,
      data: { terminal_id: s.terminalId, list, deleted_lines: deleted },
    });
  // Every socket goes through this switch: while it is down, sockets are closed at once.
  const network = await switchableNetwork(page);
  await page.goto(wallUrl(s.token, s.terminalId));
  await expect(page.getByRole("table", { name: "Line-up" }).getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByText(/^Not live since/)).toHaveCount(0);

  network.down = true;
  await expect(page.getByText(/^Not live since \d\d:\d\d/)).toBeVisible();
  // Saved while the wall is cut off: it must show once it is back, without a reload.
  const qty = 10_000 + (Date.now() % 80_000);
  await save([{ ...s.fields, qty }]);
  network.down = false;
  await expect(page.getByText(/^Not live since/)).toHaveCount(0, { timeout: 15_000 });
  await expect(await rowWithQty(page, qty)).toBeVisible();
});

test("a revoked display token shows a clear message", async ({ page, request }) => {
  const s = await setUp(request);
  await page.goto(wallUrl(s.wallToken, s.terminal.id));
  await expect(page.getByRole("heading", { name: s.port.name })).toBeVisible();
  expect((await request.delete(`/api/v1/displays/${s.displayId}`, { headers: s.headers })).ok()).toBe(true);
  await expect(page.getByText(/This display is not valid any more/)).toBeVisible({ timeout: 20_000 });
  await page.goto(wallUrl(s.wallToken, s.terminal.id));
  const message = page.getByRole("alert").filter({ hasText: /This display is not valid any more/ });
  await expect(message).toBeVisible();
  // Readable: white text on dark red (it was black on dark red).
  await expect(message).toHaveCSS("color", "rgb(255, 255, 255)");
  await expect(message.getByText(/This display is not valid any more/)).toHaveCSS("color", "rgb(255, 255, 255)");
});

test.describe("a 40-row terminal on a 1920×1080 screen", () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test("every row is shown within one rotation, page by page, each page whole on screen", async ({ page, request }) => {
    const f = await wallOfRows(request, 40);
    await page.goto(`/wall/${f.token}?terminal=${f.terminalId}&seconds=2`);
    await expect(page.getByLabel("WAITING AT ANCHORAGE: 40")).toBeVisible();
    const pager = page.getByText(/^Page \d+ of \d+$/);
    await expect(pager).toHaveText(/^Page 1 of /);
    const total = Number(/of (\d+)/.exec((await pager.textContent()) ?? "")?.[1]);
    expect(total).toBeGreaterThan(1);
    expect(total).toBeLessThanOrEqual(5);

    const seen = new Set<string>();
    for (let p = 1; p <= total; p++) {
      await expect(pager).toHaveText(`Page ${p} of ${total}`);
      const rows = page.getByRole("table", { name: "Line-up" }).locator("tbody tr");
      for (const qty of await rows.locator("td:nth-child(4)").allTextContents()) seen.add(qty);
      // The page's last row is wholly on screen (nothing cut at the bottom edge).
      const box = await rows.last().boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(1080);
    }
    const expected = Array.from({ length: 40 }, (_, i) => qtyText(1001 + i));
    expect([...seen].sort()).toEqual(expected.sort());
    // …and the rotation starts again.
    await expect(pager).toHaveText(`Page 1 of ${total}`);
  });

  test("a row changed live brings its page on screen, highlighted", async ({ page, request }) => {
    const f = await wallOfRows(request, 40);
    await page.goto(`/wall/${f.token}?terminal=${f.terminalId}&seconds=600`);
    const pager = page.getByText(/^Page \d+ of \d+$/);
    // Several pages: the room's rows are in (an empty wall is "Page 1 of 1"). A change saved before they are is part of
    // the wall's first load, which moves nothing.
    await expect(pager).toHaveText(/^Page 1 of [2-9]$/);
    const last = f.rows[f.rows.length - 1];
    if (!last) throw new Error("rows not created");
    await expect(await rowWithQty(page, 1040)).toHaveCount(0);
    const saved = await request.post("/api/v1/lineups/list", {
      headers: f.headers,
      data: { terminal_id: f.terminalId, list: [{ id: last.id, version: last.version, qty: 7777 }], deleted_lines: [] },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const changed = await rowWithQty(page, 7777);
    await expect(changed).toBeVisible();
    await expect(changed).toHaveAttribute("data-flash", "true");
    const total = /of (\d+)/.exec((await pager.textContent()) ?? "")?.[1];
    await expect(pager).toHaveText(`Page ${total} of ${total}`);
  });
});
