import { expect, test, type Locator, type Page } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { apiAs, chooseOption, mainMenuLinks, openSantosBoard } from "./helpers";
import { signIn } from "./sign-in";

// Several page loads and screen sizes per test, on a busy machine: room for it.
test.describe.configure({ timeout: 60_000 });

/** Rows of a grid wholly inside the browser window, below the grid's own header. */
async function rowsInView(grid: Locator): Promise<number> {
  return grid.evaluate((el) => {
    const header = el.querySelector(".ag-header")?.getBoundingClientRect();
    return [...el.querySelectorAll("[role=row][row-index]")].filter((r) => {
      const box = r.getBoundingClientRect();
      return box.height > 0 && box.top >= (header?.bottom ?? 0) - 1 && box.bottom <= window.innerHeight && box.top >= 0;
    }).length;
  });
}

/** The operator's Santos board (`openSantosBoard`) in a window of the given size. */
async function boardAt(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await signIn(page, "operator@demo.local");
  return openSantosBoard(page);
}

/** How far the page itself scrolls sideways, in pixels (nothing should stick out at the right). */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("at 1440×900 the board opens with at least 10 rows of the first terminal in view, and nothing is left under the page edge", async ({
  page,
}) => {
  const { grid } = await boardAt(page, 1440, 900);
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeInViewport();
  await expect(grid.locator("[role=row][row-index='9']")).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const inView = await rowsInView(grid);
  console.log(`rows of TGG in view at 1440×900: ${inView}`);
  expect(inView).toBeGreaterThanOrEqual(10);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  // The last row: the page scrolled to its end and the table to its last row, it is wholly in the window.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await grid.locator(".ag-grid-viewport").evaluate((el) => (el.scrollTop = el.scrollHeight));
  const lastIndex = await grid.evaluate((el) =>
    Math.max(...[...el.querySelectorAll("[role=row][row-index]")].map((r) => Number(r.getAttribute("row-index")))),
  );
  expect(lastIndex).toBeGreaterThan(9);
  // Its Vessel cell wholly in the window, and not under the table's own sideways scroll bar (the row itself is wider than the window).
  const lastVessel = grid.locator(`[role=row][row-index="${lastIndex}"] [col-id="navio_id"]`);
  await expect(lastVessel).toBeInViewport({ ratio: 1 });
  expect(
    await lastVessel.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.left + box.width / 2, box.bottom - 2));
    }),
  ).toBe(true);

  // A new line and its errors show at once, wherever the person was in the table.
  const toolbar = page.getByRole("toolbar", { name: "TGG table actions" });
  await toolbar.getByRole("button", { name: "Edit lines" }).click();
  await grid.locator(".ag-grid-viewport").evaluate((el) => (el.scrollTop = 0));
  await toolbar.getByRole("button", { name: "New line" }).click();
  const fresh = grid.locator("[role=row].lineup-row-new").first();
  await expect(fresh.locator('[col-id="navio_id"]')).toBeInViewport({ ratio: 1 });
  await toolbar.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.checkAllLines)).toBeVisible();
  await expect(fresh.locator('[col-id="carga_id"]')).toHaveClass(/lineup-cell-error/);
  await expect(fresh.locator('[col-id="carga_id"]')).toBeInViewport({ ratio: 1 });
  // The new line is unsaved work: Cancel edit asks before dropping it.
  await toolbar.getByRole("button", { name: "Cancel edit" }).click();
  await page.getByRole("dialog", { name: "Confirm" }).getByRole("button", { name: "Yes" }).click();
  await expect(fresh).toHaveCount(0);
});

test("from the top of the page the table is at most three Tab presses away", async ({ page }) => {
  const { grid } = await boardAt(page, 1440, 900);
  await page.reload();
  await expect(grid.locator("[role=row][row-index='0']")).toBeVisible();

  let tabs = 0;
  const onGridCell = () =>
    grid.evaluate(
      (el) => el.contains(document.activeElement) && document.activeElement?.getAttribute("role") === "gridcell",
    );
  while (tabs < 3 && !(await onGridCell())) {
    await page.keyboard.press("Tab");
    tabs += 1;
    const skip = page.getByRole("link", { name: "Skip to table" });
    if (await skip.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
    }
  }
  console.log(`Tab presses to a cell of the table: ${tabs}`);
  expect(await onGridCell()).toBe(true);
  expect(tabs).toBeLessThanOrEqual(3);
  await expect(grid.locator('[row-index="0"] [col-id="navio_id"]')).toBeFocused();
  // And the keyboard works on from there: the arrow goes down a row.
  await page.keyboard.press("ArrowDown");
  await expect(grid.locator('[row-index="1"] [col-id="navio_id"]')).toBeFocused();
});

test("the cargo-type tab and the filters live in the address: Back and reload keep them", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "operator@demo.local");
  await page.goto("/lineups/listar");
  await page.getByRole("tab", { name: "CHEMICAL" }).click();
  await chooseOption(page, page.getByRole("textbox", { name: "Port", exact: true }), "Santos");
  // One port selector.
  await expect(page.getByRole("textbox", { name: /^Ports?$/ })).toHaveCount(1);

  // Sailed rows too, from the Filters drawer; the bar shows it as a chip.
  await page.getByRole("button", { name: "Filters", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  // The drawer slides in: its field is clicked once it is on screen, and again if that click missed it.
  const statusField = drawer.getByRole("textbox", { name: "Status" });
  await expect(statusField).toBeInViewport();
  // Its chosen statuses' pills cover the text field: the click lands on the field's box.
  await chooseOption(page, statusField, "Sailed", { force: true });
  await drawer.getByRole("button", { name: "Show line-ups" }).click();
  await expect(drawer).toBeHidden();
  const chip = page.getByText(/^Status: .*Sailed/);
  await expect(chip).toBeVisible();
  await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
  await expect(page).toHaveURL(/type=\d+.*port=\d+.*status=.*Sailed/);

  const kept = async () => {
    await expect(page.getByRole("tab", { name: "CHEMICAL" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("textbox", { name: "Port", exact: true })).toHaveValue("Santos");
    await expect(chip).toBeVisible();
  };
  // Away and Back.
  await mainMenuLinks(page).filter({ hasText: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goBack();
  await kept();
  // Reload.
  await page.reload();
  await kept();

  // The chip's ✕ removes that filter (and only it).
  await page.getByRole("button", { name: "Remove filter Status" }).click();
  await expect(chip).toHaveCount(0);
  await expect(page).not.toHaveURL(/status=/);
  await expect(page).toHaveURL(/port=/);

  // A comm in the bar: every line of the table is of that comm.
  await page.getByRole("tab", { name: "AGRI COMMODITIES" }).click();
  await expect(page).not.toHaveURL(/type=/);
  await page.getByRole("textbox", { name: "Commodities" }).click();
  await page.getByRole("option", { name: "WHEAT", exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/comm=\d+/);
  const grid = page.getByRole("region", { name: "TGG line-up" });
  const lines = grid.locator("[role=row][row-index]").filter({ has: page.locator('[col-id="status"] .lineup-pill') });
  await expect(lines.first()).toBeVisible();
  await expect
    .poll(async () => new Set(await lines.locator('[col-id="carga_id"]').allInnerTexts()))
    .toEqual(new Set(["WHEAT"]));
});

test("at 1024 px the table stays usable: Vessel pinned, header in place while it scrolls, nothing sticking out", async ({
  page,
}) => {
  const { grid } = await boardAt(page, 1024, 768);
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeInViewport();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await expect(
    page.getByRole("toolbar", { name: "TGG table actions" }).getByRole("button", { name: "Edit lines" }),
  ).toBeInViewport();
  const inView = await rowsInView(grid);
  console.log(`rows of TGG in view at 1024×768: ${inView}`);
  // Below 1280 px the cargo-type tabs take a line of their own so every tab can be reached (issue 21),
  // which costs the table one row here (5 before); issue 21 keeps open getting it back.
  expect(inView).toBeGreaterThanOrEqual(4);

  const vesselHeader = grid.getByRole("columnheader", { name: "Vessel" });
  const berthHeader = grid.getByRole("columnheader", { name: "Berth" });
  const firstVessel = grid.locator('[row-index="0"] [col-id="navio_id"]');
  const before = { header: await vesselHeader.boundingBox(), berth: await berthHeader.boundingBox() };

  // Sideways, as with a trackpad: Vessel stays where it was, the other columns move under it.
  await grid.locator('[row-index="0"] [col-id="qty"]').hover();
  await page.mouse.wheel(600, 0);
  await expect.poll(async () => (await berthHeader.boundingBox())?.x ?? 0).toBeLessThan((before.berth?.x ?? 0) - 100);
  await expect(grid.getByRole("columnheader", { name: "Oceanic client" })).toBeInViewport();
  expect((await vesselHeader.boundingBox())?.x).toBe(before.header?.x);
  await expect(firstVessel).toBeInViewport();

  // Down: the header row stays in view above the rows that scroll.
  await page.mouse.wheel(0, 400);
  await expect(firstVessel).not.toBeInViewport();
  await expect(vesselHeader).toBeInViewport({ ratio: 1 });
  await expect(grid.getByRole("columnheader", { name: "Oceanic client" })).toBeInViewport({ ratio: 1 });
  const rowsBelowHeader = await rowsInView(grid);
  expect(rowsBelowHeader).toBeGreaterThanOrEqual(4); // 5 before the tabs' own line (above)
});

test("on a phone each row is a card with its vessel, status, dates and quantity; Edit opens the row in the form", async ({
  page,
  request,
}) => {
  // A terminal someone just saved carries "Updated … ago by …" and Mark as updated beside its buttons: the header must still fit.
  const admin = await apiAs(request, "admin@demo.local");
  const board = await admin.get<{
    portos: {
      terminais: {
        id: number;
        name: string;
        lineups: { id: number; version: number; qty: string | null; is_observacao: number }[];
      }[];
    }[];
  }>("/lineups");
  const tgg = board.portos.flatMap((p) => p.terminais).find((t) => t.name === "TGG");
  const row = tgg?.lineups.find((r) => r.is_observacao === 0);
  if (tgg && row)
    await admin.post("/lineups/list", {
      terminal_id: tgg.id,
      list: [{ id: row.id, version: row.version, qty: row.qty }],
      deleted_lines: [],
    });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "operator@demo.local");
  await page.goto("/lineups/listar");
  await chooseOption(page, page.getByRole("textbox", { name: "Port", exact: true }), "Santos");
  const cards = page.getByRole("list", { name: "TGG line-up" });
  await expect(cards).toBeVisible();
  await expect(page.locator(".ag-root")).toHaveCount(0);
  // Once laid out, nothing sticks out sideways (the cards mount while the tab strip and headers settle).
  await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);

  const card = cards
    .getByRole("listitem")
    .filter({ has: page.locator(".lineup-pill") })
    .first();
  await expect(card).toBeVisible();
  // On opening, the first card is on screen without scrolling, and the top bar fits the phone's width.
  await expect(cards.getByRole("listitem").first()).toBeInViewport();
  expect(await page.getByRole("banner").evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const vessel = (await card.getAttribute("aria-label")) ?? "";
  expect(vessel).not.toBe("");
  await expect(card.locator(".lineup-pill")).toHaveText(
    /^(Loading|Discharging|Waiting|Expected|Sailed|POB \d\d:\d\d lt)/,
  );
  for (const label of ["QTTY", "ETA", "ETB", "ETC"]) await expect(card.getByText(label, { exact: true })).toBeVisible();
  await expect(card).toContainText(/\d+,\d{3} t/);
  // Inside the screen's width.
  const box = await card.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);

  await card.getByRole("button", { name: `Edit ${vessel}` }).click();
  const modal = page.getByRole("dialog", { name: "Edit line-up" });
  await expect(modal.getByRole("textbox", { name: "Vessel", exact: true })).toHaveValue(new RegExp(`^${vessel}`));
});

test("a legend says what the row colours mean, and each status is a pill with its words", async ({ page }) => {
  const { grid } = await boardAt(page, 1440, 900);
  const legend = page.getByRole("group", { name: "Legend" });
  await expect(legend).toBeInViewport();
  await expect(legend).toContainText("Oceanic client");
  for (const type of ["HUSBANDRY", "FULL", "PROTECTIVE AGENTS", "SURVEYOR"]) await expect(legend).toContainText(type);
  await expect(legend).toContainText("due");

  // The legend's swatch is the colour of the rows of that client type, whose client column says it.
  const fullRow = grid.locator("[role=row].lineup-client-full").first();
  await expect(fullRow.locator('[col-id="client_type"]')).toHaveText("FULL");
  const rowColour = await fullRow.evaluate((el) => getComputedStyle(el).backgroundColor);
  const swatchColour = await legend
    .locator(".lineup-client-full")
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(swatchColour).toBe(rowColour);

  // Status in words on a pill.
  const pill = grid.locator('[col-id="status"] .lineup-pill').first();
  await expect(pill).toHaveText(/^(Loading|Discharging|Waiting|Expected|Sailed|POB \d\d:\d\d lt)/);
});

test("clients, who see no client types, get no colour key for them", async ({ page }) => {
  await signIn(page, "client@demo.local");
  await openSantosBoard(page);
  const legend = page.getByRole("group", { name: "Legend" });
  await expect(legend).toContainText("due");
  await expect(legend).not.toContainText("HUSBANDRY");
});
