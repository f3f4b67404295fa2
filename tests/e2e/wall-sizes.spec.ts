import { expect, test, type Page } from "./test";
import { apiAs, type Named } from "./helpers";
import { onePortBody } from "./walls";

interface Board {
  portos: { id: number; name: string; terminais: { id: number; name: string; lineups: { id: number }[] }[] }[];
}

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
  { width: 1080, height: 1920 },
];
const MUST = ["vessel", "status", "qty", "eta", "etb", "etc"];

/** The cells of the columns a wall must never cut whose text is wider than the cell, and whether the table passes its box's edge. */
async function cutCells(page: Page) {
  return page.getByRole("table", { name: "Line-up" }).evaluate((table, must) => {
    const box = table.parentElement;
    const cut = [...table.querySelectorAll<HTMLElement>("td[data-column]")]
      .filter((td) => must.includes(td.dataset.column ?? "") && td.scrollWidth > td.clientWidth)
      .map((td) => `${td.dataset.column}: ${td.textContent}`);
    return {
      cut,
      pastEdge:
        !!box &&
        (box.scrollWidth > box.clientWidth ||
          table.getBoundingClientRect().right > box.getBoundingClientRect().right + 0.5),
    };
  }, MUST);
}

test("the wall shows every vessel, status, quantity and date whole at 1920×1080, 1366×768, 1280×720 and portrait 1080×1920", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await apiAs(request, "admin@demo.local");
  const o = await admin.get<{
    cargas: (Named & { tipo_id: number })[];
    afretadores: Named[];
    recebedores: Named[];
    lineups_portos: Named[];
  }>("/lineups/parametros");
  const comm = o.cargas[0];
  const charterer = o.afretadores.reduce((a, b) => (b.name.length > a.name.length ? b : a));
  const [receiver, destination] = [o.recebedores[0], o.lineups_portos[0]];
  if (!comm || !receiver || !destination) throw new Error("seed data missing");
  // A terminal of long names and wide numbers: a vessel of 30 letters, 134.000,545 t, a POB with its time.
  const port = await admin.post<{ id: number; terminais: Named[] }>(
    "/portos",
    onePortBody({ port: `Wide wall ${Date.now()}`, terminal: "Wide", berth: "BERTH 12 NORTH" }, comm.id),
  );
  const terminalId = port.terminais[0]?.id ?? 0;
  const vessel = await admin.post<Named>("/navios", { name: `CAPE PROVIDENCE NORTHERN ${Date.now() % 100000}` });
  const base = {
    carga_tipo_id: comm.tipo_id,
    navio_id: vessel.id,
    carga_id: comm.id,
    afretador_id: charterer.id,
    recebedor_id: receiver.id,
    destination_porto: destination.id,
    eta: "2031-12-28",
    etb: "2031-12-30",
    etc: "2031-12-31",
  };
  await admin.post("/lineups/list", {
    terminal_id: terminalId,
    list: [
      { ...base, status: "Discharging", qty: "134000.545" },
      { ...base, status: "POB hh:mm lt", pob: "16:00", qty: "99999.999" },
      { ...base, status: "Waiting", qty: "8000" },
    ],
    deleted_lines: [],
  });
  // …and the demo's busiest terminal, with its real names.
  const board = await admin.get<Board>("/lineups");
  const busiest = board.portos
    .flatMap((p) => p.terminais.map((t) => ({ port: p, terminal: t })))
    .reduce((a, b) => (b.terminal.lineups.length > a.terminal.lineups.length ? b : a));
  const display = await admin.post<{ token: string }>("/displays", {
    name: `Sizes ${Date.now()}`,
    porto_ids: [port.id, busiest.port.id],
  });

  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const id of [terminalId, busiest.terminal.id]) {
      await page.goto(`/wall/${display.token}?terminal=${id}&seconds=600`);
      const table = page.getByRole("table", { name: "Line-up" });
      await expect(table.locator("tbody tr").first()).toBeVisible();
      const found = await cutCells(page);
      expect(found.cut, `${size.width}×${size.height}, terminal ${id}`).toEqual([]);
      expect(found.pastEdge, `${size.width}×${size.height}, terminal ${id}: table wider than the screen`).toBe(false);
      // A page's last row is whole on screen (a wrapped name does not push it off).
      const last = await table.locator("tbody tr").last().boundingBox();
      expect(last && last.y + last.height).toBeLessThanOrEqual(size.height);
      if (id === terminalId) {
        await expect(table.getByRole("row").filter({ hasText: "134.000,545 t" })).toContainText(vessel.name);
        await expect(table.getByRole("row").filter({ hasText: "POB 16:00 lt" })).toContainText("30 - Dec");
      }
      // A column left out to fit is named on the screen.
      const headers = await table.locator("th").allTextContents();
      const gone = ["Berth", "Comm", "Charterer"].filter((h) => !headers.includes(h));
      if (gone.length)
        await expect(page.getByRole("note", { name: `Not shown on this screen: ${gone.join(", ")}` })).toBeVisible();
      else await expect(page.getByRole("note", { name: /^Not shown on this screen/ })).toHaveCount(0);
    }
  }
});
