import { expect, type APIRequestContext, type Locator, type Page } from "./test";
import { apiAs, openSantosBoard } from "./helpers";
import type { LineupOptions, Named } from "./tgg-rows";
import { signIn } from "./sign-in";

/*
 * A terminal of 500 rows for the board's speed (issue 12: "500 rows render without a
 * frame longer than 100 ms"): shared by the browser test (what the table draws in each
 * frame) and `pnpm bench:frames` (how long the frames take).
 */

/** A port of its own with one terminal of 500 rows (other tests never see it; removed afterwards). */
async function bigTerminal(request: APIRequestContext) {
  const api = await apiAs(request, "admin@demo.local");
  const stamp = Date.now();
  const port = await api.post<Named>("/portos", {
    name: `LAYOUT ${stamp}`,
    max_draft: 12,
    bunker: "NOT ALLOWED",
    ordem: 0,
    terminais: [
      { name: "BIG", rate: "10000", av_dw_bw: "1", max_draft: 12, draft_berth: 40, loa: 230, bercos: [{ name: "B1" }] },
    ],
  });
  const o = await api.get<LineupOptions>("/lineups/parametros");
  const terminal = o.portos.find((p) => p.id === port.id)?.terminais[0];
  if (!terminal) throw new Error("terminal not created");
  const pick = (list: Named[], name: string) => list.find((x) => x.name === name)?.id;
  const vessels = await Promise.all(
    [1, 2, 3, 4, 5].map((i) => api.post<Named>("/navios", { name: `BIG ${stamp} V${i}` })),
  );
  const statuses = ["Loading", "Discharging", "Waiting", "Expected"];
  const clientTypes = ["FULL", "HUSBANDRY", "PROTECTIVE AGENTS", "SURVEYOR", null];
  const saved = await api.post<{ lineups: { id: number }[] }>("/lineups/list", {
    terminal_id: terminal.id,
    list: Array.from({ length: 500 }, (_, i) => ({
      carga_tipo_id: 1,
      status: statuses[i % statuses.length],
      navio_id: vessels[i % vessels.length]?.id,
      carga_id: pick(o.cargas, i % 2 ? "WHEAT" : "CORN"),
      afretador_id: pick(o.afretadores, "Bunge"),
      recebedor_id: pick(o.recebedores, "Coamo"),
      destination_porto: pick(o.lineups_portos, "Jeddah"),
      agencia_id: pick(o.agencias, "Williams"),
      client_type: clientTypes[i % clientTypes.length],
      qty: String(1000 + i),
      eta: `2031-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")}`,
    })),
    deleted_lines: [],
  });
  expect(saved.lineups).toHaveLength(500);
  const remove = async () => {
    await api.post("/lineups/list", {
      terminal_id: terminal.id,
      list: [],
      deleted_lines: saved.lineups.map((r) => r.id),
    });
    await api.delete(`/portos/${port.id}`);
  };
  return { port, terminal, remove };
}

/** The big terminal's table and toolbar, found by CSS only: role queries walk the whole page and would be measured too. */
const bigTable = (page: Page) => ({
  grid: page.locator('[role=region][aria-label="BIG line-up"]'),
  toolbar: page.locator('[role=toolbar][aria-label="BIG table actions"]'),
});

/** Switches the board to `port` with a plain mouse click, the option resolved first; `before` runs just before the click. */
export async function switchPort(page: Page, port: string, before?: () => Promise<void>) {
  await page.getByRole("textbox", { name: "Port", exact: true }).click();
  const option = await page.getByRole("option", { name: port, exact: true }).boundingBox();
  if (!option) throw new Error(`${port} is not offered`);
  await before?.();
  await page.mouse.click(option.x + option.width / 2, option.y + option.height / 2);
}

/**
 * The admin on the board at 1440×900, its code loaded and running on Santos first, and a 500-row terminal for `run`
 * to open (removed afterwards, whatever `run` does).
 */
export async function onBigTerminal(
  page: Page,
  request: APIRequestContext,
  run: (big: Awaited<ReturnType<typeof bigTerminal>>, table: ReturnType<typeof bigTable>) => Promise<void>,
) {
  const big = await bigTerminal(request);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, "admin@demo.local");
    await openSantosBoard(page);
    await run(big, bigTable(page));
  } finally {
    await big.remove();
  }
}

/**
 * Once Edit lines has focused the first vessel, types `qty` into the QTTY cell of that vessel's row, as a person
 * does (a double click, the value, Enter); returns the cell. Waits without `expect`, which the frames bench avoids.
 */
export async function typeQtyAtFocus(page: Page, grid: Locator, qty: string) {
  await page.waitForFunction(() => document.activeElement?.matches('.ag-cell-focus[col-id="navio_id"]'), undefined, {
    timeout: 20_000,
  });
  const row = await grid
    .locator('.ag-cell-focus[col-id="navio_id"]')
    .evaluate((el) => el.closest("[row-index]")?.getAttribute("row-index"));
  const cell = grid.locator(`[row-index="${row}"] [col-id="qty"]`);
  await cell.dblclick();
  await grid.locator('input[aria-label="Quantity"]').fill(qty);
  await page.keyboard.press("Enter");
  return cell;
}
