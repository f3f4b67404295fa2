import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

interface BoardRow {
  id: number;
  is_observacao: number;
  navio_id: number | null;
  carga_id: number | null;
  carga_tipo_id: number | null;
  afretador_id: number | null;
  recebedor_id: number | null;
  destination_porto: number | null;
  navio: { name: string } | null;
}
interface Board {
  portos: { id: number; name: string; terminais: { id: number; name: string; lineups: BoardRow[] }[] }[];
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/v1/oauth/token", { data: { grant_type: "password", username: "admin@demo.local", password: "demo12345" } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A seeded terminal with line rows, a new row of ours in it, and a wall display of its port. */
async function setUp(request: APIRequestContext) {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const board = (await (await request.get("/api/v1/lineups", { headers })).json()) as Board;
  const found = board.portos.flatMap((p) => p.terminais.map((t) => ({ port: p, terminal: t, row: t.lineups.find((r) => r.is_observacao === 0 && r.navio_id && r.carga_id) }))).find((x) => x.row);
  if (!found?.row) throw new Error("no seeded line-up row");
  const { port, terminal, row } = found;
  const qty = 10_000 + (Date.now() % 80_000);
  const fields = { status: "Waiting", navio_id: row.navio_id, carga_id: row.carga_id, carga_tipo_id: row.carga_tipo_id, afretador_id: row.afretador_id, recebedor_id: row.recebedor_id, destination_porto: row.destination_porto };
  const display = await request.post("/api/v1/displays", { headers, data: { name: `Wall ${Date.now()}`, porto_ids: [port.id] } });
  expect(display.status()).toBe(201);
  const { id: displayId, token: wallToken } = (await display.json()) as { id: number; token: string };
  const save = (list: object[], deleted: number[] = []) => request.post("/api/v1/lineups/list", { headers, data: { terminal_id: terminal.id, list, deleted_lines: deleted } });
  return { headers, port, terminal, row, qty, fields, displayId, wallToken, save };
}

const wallUrl = (wallToken: string, terminalId: number) => `/wall/${wallToken}?terminal=${terminalId}&seconds=600`;
const qtyText = (n: number) => n.toLocaleString("en-US");

async function rowWithQty(page: Page, n: number) {
  return page.getByRole("row").filter({ hasText: qtyText(n) });
}

test("a wall display shows its port's line-up live, flashes changed rows and keeps the counts current", async ({ page, request }) => {
  const s = await setUp(request);
  await page.goto(wallUrl(s.wallToken, s.terminal.id));
  await expect(page.getByRole("heading", { name: s.port.name })).toBeVisible();
  await expect(page.getByText(s.terminal.name, { exact: true })).toBeVisible();
  await expect(page.getByText("WAITING AT ANCHORAGE")).toBeVisible();
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

  await s.save([], [mine.id]);
  await expect(changed).toHaveCount(0);
});

test("the wall says when it is not live and recovers by itself with fresh data", async ({ page, request }) => {
  const s = await setUp(request);
  let drop = false;
  // Every socket goes through this route: while `drop` is set, sockets are closed at once.
  await page.routeWebSocket(/\/api\/v1\/live\//, (ws) => {
    if (drop) {
      void ws.close({ code: 1006, reason: "network down" });
      return;
    }
    const server = ws.connectToServer();
    const timer = setInterval(() => {
      if (drop) {
        clearInterval(timer);
        void ws.close({ code: 1006, reason: "network down" });
        void server.close();
      }
    }, 100);
  });
  await page.goto(wallUrl(s.wallToken, s.terminal.id));
  await expect(page.getByRole("table", { name: "Line-up" }).getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByText(/^Not live since/)).toHaveCount(0);

  drop = true;
  await expect(page.getByText(/^Not live since \d\d:\d\d/)).toBeVisible();
  // Saved while the wall is cut off: it must show once it is back, without a reload.
  const created = await s.save([{ ...s.fields, qty: s.qty }]);
  const mine = ((await created.json()) as { lineups: { id: number }[] }).lineups[0];
  drop = false;
  await expect(page.getByText(/^Not live since/)).toHaveCount(0, { timeout: 15_000 });
  await expect(await rowWithQty(page, s.qty)).toBeVisible();
  if (mine) await s.save([], [mine.id]);
});

test("a revoked display token shows a clear message", async ({ page, request }) => {
  const s = await setUp(request);
  await page.goto(wallUrl(s.wallToken, s.terminal.id));
  await expect(page.getByRole("heading", { name: s.port.name })).toBeVisible();
  expect((await request.delete(`/api/v1/displays/${s.displayId}`, { headers: s.headers })).ok()).toBe(true);
  await expect(page.getByText(/This display is not valid any more/)).toBeVisible({ timeout: 20_000 });
  await page.goto(wallUrl(s.wallToken, s.terminal.id));
  await expect(page.getByText(/This display is not valid any more/)).toBeVisible();
});
