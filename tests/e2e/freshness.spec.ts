import { expect, test } from "./test";
import { dayInZone, MESSAGES } from "../../shared/src/index";
import { apiAs, makeTggRow, openSantosBoard, revealRow, type Named } from "./helpers";
import { signIn } from "./sign-in";

const SANTOS_ZONE = "America/Sao_Paulo";

/**
 * Issue 13, "freshness everywhere": an operator marks a terminal's line-up and
 * the port's line-up of the comm type as updated; another person's board and a
 * wall show the marks live, and a terminal not marked today says so.
 */
interface BoardTerminal extends Named {
  atualizado_data: string | null;
}
interface BoardPort extends Named {
  terminais: BoardTerminal[];
}

/** Whether a mark was made today at Santos: the board judges "Not updated today" by the port's day, not UTC's. */
const today = (stamp: string | null) => {
  if (!stamp) return false;
  const at = new Date(stamp.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00"));
  return dayInZone(at.getTime(), SANTOS_ZONE) === dayInZone(Date.now(), SANTOS_ZONE);
};

// Three pages and live waits: room for a slow CI machine.
test.describe.configure({ timeout: 90_000 });

test("an operator marks TGG and Santos updated; a client's board and the wall show it live; a terminal not marked today stands out", async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiAs(request, "admin@demo.local");
  const types = (await admin.get<{ cargas_tipos: Named[] }>("/lineups/parametros")).cargas_tipos;
  const boards = await Promise.all(
    types.map(async (type) => ({
      type,
      board: await admin.get<{ portos: BoardPort[] }>(`/lineups?carga_tipo_id=${type.id}`),
    })),
  );
  const santosOf = (b: { portos: BoardPort[] }) => b.portos.find((p) => p.name === "Santos");
  const type = types[0];
  const santos = santosOf(boards[0]?.board ?? { portos: [] });
  const tgg = santos?.terminais.find((t) => t.name === "TGG");
  // A terminal of Santos not marked today, on any comm type's tab (the demo's were marked days ago; other tests may have saved on some today).
  const staleAt = boards
    .map(({ type: t, board: b }) => ({
      type: t,
      terminal: santosOf(b)?.terminais.find((x) => x.name !== "TGG" && !today(x.atualizado_data)),
    }))
    .find((x) => x.terminal);
  const stale = staleAt?.terminal;
  if (!santos || !tgg || !stale || !staleAt || !type) throw new Error("seed data missing");
  const display = await admin.post<{ token: string }>("/displays", {
    name: `Freshness wall ${Date.now()}`,
    porto_ids: [santos.id],
  });

  // A: the operator of Santos.
  await signIn(page, "operator@demo.local");
  const a = await openSantosBoard(page);
  await expect(a.section.getByText("Live", { exact: true })).toBeVisible();

  // B: a client on their own board (no mark buttons for them), and the wall pinned to TGG.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signIn(clientPage, "client@demo.local");
  const b = await openSantosBoard(clientPage);
  await expect(b.section.getByText("Live", { exact: true })).toBeVisible();
  await expect(clientPage.getByRole("button", { name: /^Mark as updated/ })).toHaveCount(0);
  const wallContext = await browser.newContext();
  const wall = await wallContext.newPage();
  await wall.goto(`/wall/${display.token}?terminal=${tgg.id}&seconds=600`);
  await expect(wall.getByRole("heading", { name: "Santos" })).toBeVisible();

  // A marks TGG: progress, the notice, and the mark with A's name.
  await a.section.getByRole("button", { name: "Mark as updated: terminal TGG" }).click();
  await expect(page.getByText(MESSAGES.updated)).toBeVisible();
  await expect(a.section.getByText("Updated just now by Olga Operator")).toBeVisible();
  await expect(a.section.getByText("Not updated today")).toHaveCount(0);
  await expect(a.section.getByText("Updated just now by Olga Operator")).toHaveAttribute(
    "title",
    /^Terminal TGG: \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
  );

  // B's board and the wall follow without a reload.
  await expect(b.section.getByText("Updated just now by Olga Operator")).toBeVisible({ timeout: 5000 });
  await expect(b.section.getByText("Not updated today")).toHaveCount(0);
  await expect(wall.getByLabel("Terminal line-up mark")).toHaveText("Updated just now by Olga Operator", {
    timeout: 5000,
  });

  // A marks the port's line-up of this comm type: B's port header and the wall show it too.
  const portHead = (p: typeof page) => p.getByRole("group", { name: `Santos ${type.name} line-up freshness` });
  await portHead(page)
    .getByRole("button", { name: `Mark as updated: port Santos, ${type.name}` })
    .click();
  await expect(portHead(page).getByText("Updated just now by Olga Operator")).toBeVisible();
  await expect(portHead(clientPage).getByText("Updated just now by Olga Operator")).toBeVisible({ timeout: 5000 });
  await expect(portHead(clientPage).getByText("Not updated today")).toHaveCount(0);
  await expect(wall.getByLabel("Port line-up marks")).toContainText(`${type.name}: updated just now by Olga Operator`, {
    timeout: 5000,
  });

  // A terminal not marked today says so, in words, beside its last mark.
  await page.getByRole("tab", { name: staleAt.type.name }).click();
  const staleSection = page.getByRole("region", { name: `Terminal ${stale.name}` });
  await expect(staleSection.getByText("Not updated today")).toBeVisible();
  await expect(staleSection.getByText(/^(Updated \d+ (min|h|days?) ago by .+|Never marked updated)$/)).toBeVisible();
  await clientContext.close();
  await wallContext.close();
});

test("an admin marks a comm type updated from the comm types list", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.goto("/cargas_tipos/listar");
  const row = page.getByRole("table", { name: "Comm types" }).getByRole("row").nth(1);
  const name = (await row.getByRole("cell").first().textContent()) ?? "";
  await row.getByRole("button", { name: `Mark as updated: comm type ${name}` }).click();
  await expect(page.getByText(MESSAGES.updated)).toBeVisible();
  await expect(row.getByText("Updated just now by Ana Admin")).toBeVisible();
  // Kept: the list read again shows it.
  await page.reload();
  await expect(
    page
      .getByRole("table", { name: "Comm types" })
      .getByRole("row")
      .filter({ hasText: name })
      .getByText(/^Updated (just now|1 min ago) by Ana Admin$/),
  ).toBeVisible();
});

test("from a row's menu: one date changed with its waiting time, and the row marked updated", async ({
  page,
  request,
}) => {
  const { row, vessel } = await makeTggRow(request, "FRESH");
  await signIn(page, "operator@demo.local");
  const { grid } = await openSantosBoard(page);
  await revealRow(grid, row.id);
  const menu = () => grid.locator(`[row-id="row-${row.id}"]`).getByRole("button", { name: "Row actions" });

  await menu().click();
  await page.getByRole("menuitem", { name: "Change a date…" }).click();
  const dialog = page.getByRole("dialog", { name: `Change a date of ${vessel.name}` });
  await dialog.getByRole("textbox", { name: "ETB" }).fill("06/05/2031");
  await dialog.getByRole("button", { name: "Save date" }).click();
  // ETA is 01/05/2031: five days of waiting.
  await expect(dialog.getByRole("status")).toHaveText("ETB 06 - May 2031 · waiting time 5 days");
  // The row takes its place in the line-up's order by its dates: in a terminal other tests have filled, out of view.
  await revealRow(grid, row.id);
  await expect(grid.locator(`[row-id="row-${row.id}"] [col-id="etb"]`)).toHaveText("06 - May 2031");
  await dialog.locator("button", { hasText: "Close" }).click();

  await menu().click();
  await page.getByRole("menuitem", { name: "Mark as updated" }).click();
  await expect(page.getByText(MESSAGES.updatedPt)).toBeVisible();
  await menu().click();
  await expect(page.getByRole("menu").getByText("Updated just now by Olga Operator")).toBeVisible();
});
