import { expect, test } from "@playwright/test";
import { apiAs, type Named } from "./helpers";

/**
 * Issue 21: a wall that loses the server says so without moving: its stale banner lies over the
 * screen, so the table keeps its height, its rows per page and its page (it read "Page 3 of 3",
 * then "Page 4 of 5" while reconnecting, when the banner pushed the table down).
 */
test.use({ viewport: { width: 1366, height: 768 } });

test("a wall keeps its page and rows per page while it is not live", async ({ page, request }) => {
  const admin = await apiAs(request, "admin@demo.local");
  const o = await admin.get<{ portos: (Named & { terminais: Named[] })[] }>("/lineups/parametros");
  const santos = o.portos.find((p) => p.name === "Santos");
  const tgg = santos?.terminais.find((t) => t.name === "TGG");
  if (!santos || !tgg) throw new Error("seed data missing");
  const { token } = await admin.post<{ token: string }>("/displays", {
    name: `Reconnect wall ${Date.now()}`,
    porto_ids: [santos.id],
  });

  let drop = false;
  await page.routeWebSocket(/\/api\/v1\/live\//, (ws) => {
    if (drop) return void ws.close({ code: 1006, reason: "network down" });
    const server = ws.connectToServer();
    const timer = setInterval(() => {
      if (!drop) return;
      clearInterval(timer);
      void ws.close({ code: 1006, reason: "network down" });
      void server.close();
    }, 100);
  });
  await page.goto(`/wall/${token}?terminal=${tgg.id}&seconds=600`);
  const rows = page.getByRole("table", { name: "Line-up" }).getByRole("row");
  await expect(rows.nth(1)).toBeVisible();
  const pageLabel = page.getByText(/^Page \d+ of \d+$/);
  const before = await pageLabel.textContent();
  const shown = await rows.count();

  drop = true;
  await expect(page.getByText(/^Not live since \d\d:\d\d/)).toBeVisible();
  await expect(pageLabel).toHaveText(before ?? "");
  expect(await rows.count()).toBe(shown);

  drop = false;
  await expect(page.getByText(/^Not live since/)).toHaveCount(0, { timeout: 15_000 });
  await expect(pageLabel).toHaveText(before ?? "");
  expect(await rows.count()).toBe(shown);
});
