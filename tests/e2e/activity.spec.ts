import { expect, test } from "./test";
import { apiAs } from "./helpers";
import { signIn } from "./sign-in";

// A search that matches nothing: empty-lists.spec.ts.
test("a missing activity sends the admin back to the log", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.goto("/usuarios/atividades/999999");
  await expect(page).toHaveURL(/\/usuarios\/atividades$/);
  await expect(page.getByRole("heading", { name: "User activities" })).toBeVisible();
});

interface BoardRow {
  id: number;
  version: number;
  is_observacao: number;
  qty: string | null;
  navio: { name: string } | null;
}
interface Board {
  portos: { terminais: { id: number; name: string; lineups: BoardRow[] }[] }[];
}

test("the log names the edited vessel and its terminal, and the detail shows the board's field labels", async ({
  page,
  request,
}) => {
  const admin = await apiAs(request, "admin@demo.local");
  const board = await admin.get<Board>("/lineups");
  const found = board.portos
    .flatMap((p) =>
      p.terminais.map((t) => ({ terminal: t, row: t.lineups.find((r) => r.is_observacao === 0 && r.navio) })),
    )
    .find((x) => x.row);
  const vessel = found?.row?.navio;
  if (!found?.row || !vessel) throw new Error("no seeded row with a vessel");
  const { terminal, row } = found;
  const qty = String(10_000 + (Date.now() % 50_000));
  await admin.post("/lineups/list", {
    terminal_id: terminal.id,
    list: [{ id: row.id, version: row.version, qty }],
    deleted_lines: [],
  });

  await signIn(page, "admin@demo.local");
  await page.goto("/usuarios/atividades");
  const line = page
    .getByRole("table", { name: "Activities" })
    .getByRole("row")
    .filter({ hasText: `edited ${vessel.name} at terminal ${terminal.name} (QTTY)` })
    .first();
  await expect(line).toBeVisible();
  await line.getByRole("link", { name: "See Updates" }).click();
  const changes = page.getByRole("table", { name: "Changes" });
  await expect(changes.getByRole("row").filter({ hasText: qty })).toContainText("QTTY");
  await expect(changes.getByRole("cell", { name: "qty", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to list" }).click();
  await expect(page).toHaveURL(/\/usuarios\/atividades$/);
});
