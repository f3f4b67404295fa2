import { expect, test } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { apiAs, revealRow } from "./helpers";
import { signIn, signInOnDashboard } from "./sign-in";
import {
  adminOptions,
  cellOf,
  openSantos,
  operatorBoard,
  operatorEditing,
  pickInCell,
  rowOf,
  toolbar,
} from "./lineups-board-rows";
import { type LineupOptions, type Named } from "./tgg-rows";

/**
 * The line-up board's edit session (lineups-board-edits.spec.ts has the rest): edits, new lines, notes and removals,
 * saved or cancelled; the server's refusals; what a client sees; the table on a 1440 px screen.
 */

// Wide enough for every column of the table without a horizontal scroll bar.
test.use({ viewport: { width: 1800, height: 1000 } });
// Each test drives a whole edit session through real cell editors; room for a slow CI machine.
test.describe.configure({ timeout: 60_000 });

test("an operator edits, adds, removes and cancels: everything comes back", async ({ page, request }) => {
  const { grid, r1, r2, r3 } = await operatorBoard(page, request);
  await expect(cellOf(grid, r1.id, "qty")).toHaveText("1.000,000 t");

  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  // Quantity by keyboard, at a typing pace: a digit on a focused cell starts the editor with it, Enter commits.
  await cellOf(grid, r1.id, "qty").click();
  await page.keyboard.type("2500");
  await page.keyboard.press("Enter");
  await expect(cellOf(grid, r1.id, "qty")).toHaveText("2.500,000 t");
  // Status by its select.
  await pickInCell(grid, cellOf(grid, r2.id, "status"), "Status", "Loading");
  await expect(cellOf(grid, r2.id, "status")).toHaveText("Loading");

  await toolbar(page).getByRole("button", { name: "New line" }).click();
  await toolbar(page).getByRole("button", { name: "Add note" }).click();
  const news = grid.locator("[role=row].lineup-row-new");
  await expect(news).toHaveCount(2);
  await news.nth(1).locator('[col-id="navio_id"]').dblclick();
  // Typed once the note's editor has the focus (keys pressed before it opens go to the grid, as in any grid).
  await expect(page.getByRole("textbox", { name: "Note" })).toBeFocused();
  await page.keyboard.type("Pilots on strike");
  await page.keyboard.press("Enter");
  await expect(grid.getByText("Pilots on strike")).toBeVisible();

  await revealRow(grid, r3.id);
  await grid.locator(`[row-id="row-${r3.id}"] [col-id="menu"]`).getByRole("button", { name: "Row actions" }).click();
  await page.getByRole("menuitem", { name: "Remove" }).click();
  // Pending removal: struck through and saying so until Save.
  await expect(rowOf(grid, r3.id)).toHaveClass(/lineup-row-removed/);
  await expect(cellOf(grid, r3.id, "navio_id")).toContainText("pending removal");

  // Unsaved work: Cancel edit asks before dropping it.
  await toolbar(page).getByRole("button", { name: "Cancel edit" }).click();
  await page.getByRole("dialog", { name: "Confirm" }).getByRole("button", { name: "Yes" }).click();
  await revealRow(grid, r1.id);
  await expect(rowOf(grid, r3.id)).not.toHaveClass(/lineup-row-removed/);
  await expect(cellOf(grid, r1.id, "qty")).toHaveText("1.000,000 t");
  await expect(cellOf(grid, r2.id, "status")).toHaveText("Waiting");
  await expect(rowOf(grid, r3.id)).toHaveCount(1);
  await expect(news).toHaveCount(0);
  await expect(grid.getByText("Pilots on strike")).toHaveCount(0);
  await expect(toolbar(page).getByRole("button", { name: "Save" })).toHaveCount(0);
});

test("an operator saves edits, a new line, a note and a removal in one go; a reload shows the same", async ({
  page,
  request,
}) => {
  const board = await operatorBoard(page, request);
  const { s, r1, r2, r3 } = board;
  let grid = board.grid;
  const note = `Note ${Date.now()}`;

  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  await cellOf(grid, r1.id, "qty").dblclick();
  await grid.getByRole("textbox", { name: "Quantity" }).fill("7654,5");
  await page.keyboard.press("Enter");
  // A date in another year: unlock ETB's year first.
  await grid.getByRole("button", { name: "ETB year lock" }).click();
  await cellOf(grid, r2.id, "etb").dblclick();
  await grid.getByRole("textbox", { name: "ETB" }).pressSequentially("10042031");
  await page.keyboard.press("Enter");
  await expect(cellOf(grid, r2.id, "etb")).toHaveText("10 - Apr 2031");

  await toolbar(page).getByRole("button", { name: "New line" }).click();
  const fresh = grid.locator("[role=row].lineup-row-new").first();
  const pick = async (col: string, label: string, option: string) => {
    await pickInCell(grid, fresh.locator(`[col-id="${col}"]`), label, { label: option });
  };
  await pick("navio_id", "Vessel", s.names[3] ?? "");
  await pick("carga_id", "Comm", "CORN");
  await pick("afretador_id", "Charterer", "Cargill");
  // The receiver cell is typed into (it can also create one): the text narrows the list, a click picks.
  await fresh.locator('[col-id="recebedor_id"]').dblclick();
  await grid.getByRole("combobox", { name: "Receiver" }).fill("Coa");
  await grid.getByRole("option", { name: "Coamo", exact: true }).click();
  await pick("destination_porto", "Disport", "Jeddah (Saudi Arabia)");
  await toolbar(page).getByRole("button", { name: "Add note" }).click();
  await grid.locator("[role=row].lineup-row-note.lineup-row-new [col-id='navio_id']").dblclick();
  await expect(page.getByRole("textbox", { name: "Note" })).toBeFocused();
  await page.keyboard.type(note);
  await page.keyboard.press("Enter");
  await revealRow(grid, r3.id);
  await grid.locator(`[row-id="row-${r3.id}"] [col-id="menu"]`).getByRole("button", { name: "Row actions" }).click();
  await page.getByRole("menuitem", { name: "Remove" }).click();

  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();
  await expect(toolbar(page).getByRole("button", { name: "Edit lines" })).toBeVisible();

  await page.reload();
  grid = await openSantos(page);
  await revealRow(grid, r1.id);
  await expect(cellOf(grid, r1.id, "qty")).toHaveText("7.654,500 t");
  await expect(cellOf(grid, r2.id, "etb")).toHaveText("10 - Apr 2031");
  await expect(rowOf(grid, r3.id)).toHaveCount(0);
  await revealRow(grid, s.names[3] ?? "");
  const added = grid.locator("[role=row]").filter({ hasText: s.names[3] ?? "" });
  await expect(added).toHaveCount(1);
  await expect(added).toContainText("CORN");
  await expect(added).toContainText("Cargill");
  await revealRow(grid, note);
  await expect(grid.getByText(note)).toBeVisible();
});

test("the server's refusals show on the cells, and Sailed needs every party", async ({ page, request }) => {
  const { s, grid, r1 } = await operatorEditing(page, request);

  // A new line with nothing but its status: comm, charterer, receiver and disport are required.
  await toolbar(page).getByRole("button", { name: "New line" }).click();
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.checkAllLines)).toBeVisible();
  const fresh = grid.locator("[role=row].lineup-row-new").first();
  const comm = fresh.locator('[col-id="carga_id"]');
  await expect(comm).toHaveClass(/lineup-cell-error/);
  // The notice names the first refused cell, and the focus is on it, ready to correct.
  await expect(page.getByText(/^Line \d+ \(new\), Comm: The comm field is required\.$/)).toBeVisible();
  await expect(comm).toBeFocused();
  await expect(fresh.locator('[col-id="destination_porto"]')).toHaveClass(/lineup-cell-error/);
  await comm.hover();
  await expect(page.locator(".ag-tooltip")).toHaveText("The comm field is required.");
  // Choosing a comm clears that cell's error.
  await pickInCell(grid, comm, "Comm", { label: "CORN" });
  await expect(comm).not.toHaveClass(/lineup-cell-error/);

  // Sailed with the TBI vessel: a warning, and the status is cleared.
  await revealRow(grid, r1.id);
  await pickInCell(grid, cellOf(grid, r1.id, "navio_id"), "Vessel", { label: "TBI" });
  await pickInCell(grid, cellOf(grid, r1.id, "status"), "Status", "Sailed");
  await expect(page.getByText(MESSAGES.informAllFields)).toBeVisible();
  await expect(cellOf(grid, r1.id, "status")).toHaveText("");

  // Sailed with the house agency asks first; No clears the status.
  const [, r2] = s.rows;
  if (!r2) throw new Error("rows not created");
  await pickInCell(grid, cellOf(grid, r2.id, "agencia_id"), "Agency", { label: "Oceanic" });
  await pickInCell(grid, cellOf(grid, r2.id, "status"), "Status", "Sailed");
  await expect(page.getByText(MESSAGES.confirmSailed)).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "No", exact: true }).click();
  await expect(cellOf(grid, r2.id, "status")).toHaveText("");

  // A date that does not exist: 'Invalid date!' and the cell is cleared.
  await cellOf(grid, r1.id, "eta").dblclick();
  await grid.getByRole("textbox", { name: "ETA" }).pressSequentially("31022031");
  await page.keyboard.press("Enter");
  await expect(page.getByText(MESSAGES.invalidDate)).toBeVisible();
  await expect(cellOf(grid, r1.id, "eta")).toHaveText("");
});

test("a client sees the rows without receiver, disport, agency or client columns, and cannot edit", async ({
  page,
  request,
}) => {
  const { api, o, tgg } = await adminOptions(request);
  // The client's comms (the server scopes the list to them).
  const client = await apiAs(request, "client@demo.local");
  const clientComms = (await client.get<LineupOptions>("/lineups/parametros")).cargas;
  const comm = clientComms.find((c) => c.tipo_id === 1);
  if (!comm) throw new Error("seed data missing");
  const vessel = await api.post<Named>("/navios", { name: `CLIENT VIEW ${Date.now()}` });
  const pick = (list: Named[], name: string) => list.find((x) => x.name === name)?.id;
  await api.post("/lineups/list", {
    terminal_id: tgg.id,
    list: [
      {
        carga_tipo_id: 1,
        status: "Expected",
        navio_id: vessel.id,
        carga_id: comm.id,
        afretador_id: pick(o.afretadores, "Bunge"),
        recebedor_id: pick(o.recebedores, "Coamo"),
        destination_porto: pick(o.lineups_portos, "Jeddah"),
        qty: "4321",
      },
    ],
    deleted_lines: [],
  });

  await signIn(page, "client@demo.local");
  await page.goto("/lineups/listar");
  await expect(page.getByText("Choose a port to see its line-up.")).toBeVisible();
  // Only the cargo types of the comms it follows (agri and chemical in the demo), and only ports that handle one.
  await expect(page.getByRole("tab")).toHaveText(["AGRI COMMODITIES", "CHEMICAL"]);
  await page.getByRole("textbox", { name: "Port", exact: true }).click();
  // Rio Grande and Itaqui have no agri or chemical terminal in the demo (the ports other tests make may be listed too).
  const ports = page.getByRole("option");
  await expect(ports.filter({ hasText: /^(Santos|Paranaguá|Vitória)$/ })).toHaveText([
    "Santos",
    "Paranaguá",
    "Vitória",
  ]);
  await expect(ports.filter({ hasText: /^(Rio Grande|Itaqui)$/ })).toHaveCount(0);
  await page.keyboard.press("Escape");
  // A link to a cargo type it follows no comm of opens its first one.
  await page.goto("/lineups/listar?type=3");
  await expect(page.getByRole("tab", { name: "AGRI COMMODITIES" })).toHaveAttribute("aria-selected", "true");
  const grid = await openSantos(page);
  await revealRow(grid, vessel.name);
  // The port's head: counts and the weather strip, one drawn icon per day.
  await expect(page.getByLabel("Santos counts")).toContainText("EXPECTED TO CALL");
  await expect(page.getByLabel("Santos weather").getByRole("img").first()).toBeVisible();
  const row = grid.locator("[role=row]").filter({ hasText: vessel.name });
  await expect(row).toContainText("4.321,000 t");
  await expect(row).toContainText("Bunge");
  const headers = grid.getByRole("columnheader");
  await expect(headers.filter({ hasText: "Charter" })).toHaveCount(1);
  for (const hidden of ["Receiver|Shipper", "Disport", "Agency", "client"])
    await expect(headers.filter({ hasText: hidden })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit lines" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Row actions" })).toHaveCount(0);
  await page.getByRole("button", { name: "Filters", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer.getByRole("textbox", { name: "Charterers" })).toBeVisible();
  await expect(drawer.getByRole("textbox", { name: "Receivers | Shippers" })).toHaveCount(0);
});

test("on a 1440 px screen with the menu put away, every column of the table fits without sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInOnDashboard(page, "operator@demo.local");
  await page.getByRole("button", { name: "Hide menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main menu" })).not.toBeInViewport();
  const grid = await openSantos(page);
  await expect(grid.getByRole("columnheader", { name: "Oceanic client" })).toBeInViewport();
  const overflow = await grid
    .locator(".ag-body-horizontal-scroll-viewport")
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The choice is remembered.
  await page.reload();
  await expect(page.getByRole("button", { name: "Show menu" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main menu" })).not.toBeInViewport();
  await page.getByRole("button", { name: "Show menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeInViewport();
});
