import { expect, test, type APIRequestContext, type WebSocketRoute } from "./test";
import { formatQuantity } from "../../shared/src/index";
import { addPort, adminHeaders, seededRow } from "./walls";

// The live room hook (web/src/shared/live) seen through the public wall, its first user.

async function setUp(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const { row, fields } = await seededRow(request, headers);
  // A port of its own: the wall pages through a terminal's rows, and these few fit on its first page.
  const { portId, terminalId } = await addPort(
    request,
    headers,
    { port: `Live port ${Date.now()}`, terminal: "Live", berth: "L1" },
    row.carga_id,
  );
  const display = (await (
    await request.post("/api/v1/displays", { headers, data: { name: `Live ${Date.now()}`, porto_ids: [portId] } })
  ).json()) as { token: string };
  const save = async (list: object[], deleted: number[] = []) => {
    const res = await request.post("/api/v1/lineups/list", {
      headers,
      data: { terminal_id: terminalId, list, deleted_lines: deleted },
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { lineups: { id: number; version: number }[] }).lineups;
  };
  const base = 100_000 + (Date.now() % 800_000);
  return { url: `/wall/${display.token}?terminal=${terminalId}&seconds=600`, fields, save, base };
}

/** A quantity as the wall shows it: the board's format (49.000,158 t). */
const qty = (n: number) => formatQuantity(n, "t");

test("rows changed and deleted while the socket is down are right after it reconnects by itself", async ({
  page,
  request,
}) => {
  const s = await setUp(request);
  const [kept, gone] = await s.save([
    { ...s.fields, qty: s.base },
    { ...s.fields, qty: s.base + 1 },
  ]);
  if (!kept || !gone) throw new Error("rows not created");
  const sockets: WebSocketRoute[] = [];
  let down = false;
  await page.routeWebSocket(/\/api\/v1\/live\//, (ws) => {
    if (down) return void ws.close({ code: 1006 });
    ws.connectToServer();
    sockets.push(ws);
  });
  await page.goto(s.url);
  const rows = page.getByRole("table", { name: "Line-up" }).getByRole("row");
  await expect(rows.filter({ hasText: qty(s.base + 1) })).toBeVisible();

  down = true;
  await Promise.all(sockets.map((ws) => ws.close({ code: 1006 })));
  await expect(page.getByText(/^Not live since \d\d:\d\d/)).toBeVisible();
  await s.save([{ id: kept.id, version: kept.version, qty: s.base + 2 }], [gone.id]);
  await expect(rows.filter({ hasText: qty(s.base + 1) })).toBeVisible();

  down = false;
  await expect(page.getByText(/^Not live since/)).toHaveCount(0, { timeout: 15_000 });
  await expect(rows.filter({ hasText: qty(s.base + 2) })).toBeVisible();
  await expect(rows.filter({ hasText: qty(s.base + 1) })).toHaveCount(0);
  await expect(rows.filter({ hasText: qty(s.base) })).toHaveCount(0);
  await s.save([], [kept.id]);
});

test("a 4401 close with a still valid token reconnects and stays live", async ({ page, request }) => {
  const s = await setUp(request);
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/v1\/live\//, (ws) => {
    ws.connectToServer();
    sockets.push(ws);
  });
  await page.goto(s.url);
  await expect(page.getByText("WAITING AT ANCHORAGE")).toBeVisible();
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  await Promise.all(sockets.map((ws) => ws.close({ code: 4401, reason: "token expired" })));
  await expect.poll(() => sockets.length, { timeout: 10_000 }).toBeGreaterThan(1);
  await expect(page.getByText(/^Not live since/)).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText(/This display is not valid any more/)).toHaveCount(0);
  const [mine] = await s.save([{ ...s.fields, qty: s.base + 5 }]);
  await expect(page.getByRole("row").filter({ hasText: qty(s.base + 5) })).toBeVisible();
  if (mine) await s.save([], [mine.id]);
});
