import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { apiAs } from "./helpers";

/*
 * A terminal of 500 rows for the board's speed (issue 12: "500 rows render without a
 * frame longer than 100 ms"): shared by the browser test (what the table draws in each
 * frame) and `pnpm bench:frames` (how long the frames take).
 */

interface Named {
  id: number;
  name: string;
}
interface Options {
  portos: (Named & { terminais: Named[] })[];
  cargas: Named[];
  afretadores: Named[];
  recebedores: Named[];
  lineups_portos: Named[];
  agencias: Named[];
}

/** A port of its own with one terminal of 500 rows (other tests never see it; removed afterwards). */
export async function bigTerminal(request: APIRequestContext) {
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
  const o = await api.get<Options>("/lineups/parametros");
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
export const bigTable = (page: Page) => ({
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
