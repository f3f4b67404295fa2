import { expect, test, type APIRequestContext, type Locator, type Page } from "./test";
import { MESSAGES, formatLineupDate, parseTypedDate } from "../../shared/src/index";
import { apiAs, logIn, openSantosBoard, revealRow } from "./helpers";
import { santosTgg, seededFields, type LineupOptions, type Named, type SavedRow } from "./tgg-rows";
import { signIn } from "./sign-in";

/**
 * Three Waiting rows of new, uniquely named vessels on Santos / TGG (an
 * operator's port), plus a spare vessel for a new line.
 */
async function setUp(request: APIRequestContext) {
  const api = await apiAs(request, "admin@demo.local");
  const o = await api.get<LineupOptions>("/lineups/parametros");
  const { tgg } = santosTgg(o);
  const stamp = Date.now();
  const names = [1, 2, 3, 4].map((i) => `BOARD ${stamp} V${i}`);
  const vessels = await Promise.all(names.map((name) => api.post<Named>("/navios", { name })));
  const fields = { ...seededFields(o), status: "Waiting" };
  const saved = await api.post<{ lineups: SavedRow[] }>("/lineups/list", {
    terminal_id: tgg.id,
    list: vessels.slice(0, 3).map((v) => ({ ...fields, navio_id: v.id })),
    deleted_lines: [],
  });
  return { api, tgg, names, rows: saved.lineups };
}

/** Opens the board on Santos as this user and returns the TGG table. */
const openSantos = async (page: Page) => (await openSantosBoard(page)).grid;

/** setUp's rows, then the operator on the board: the seeded data, the TGG grid (scrolled to the three rows) and the rows. */
async function operatorBoard(page: Page, request: APIRequestContext) {
  const s = await setUp(request);
  const [r1, r2, r3] = s.rows;
  if (!r1 || !r2 || !r3) throw new Error("rows not created");
  await logIn(page, "operator@demo.local");
  const grid = await openSantos(page);
  await revealRow(grid, r1.id);
  return { s, grid, r1, r2, r3 };
}

// Wide enough for every column of the table without a horizontal scroll bar.
test.use({ viewport: { width: 1800, height: 1000 } });
// Each test drives a whole edit session through real cell editors; room for a slow CI machine.
test.describe.configure({ timeout: 60_000 });

const toolbar = (page: Page) => page.getByRole("toolbar", { name: "TGG table actions" });
const rowOf = (grid: ReturnType<Page["getByRole"]>, id: number) => grid.locator(`[role=row][row-id="row-${id}"]`);
const cellOf = (grid: ReturnType<Page["getByRole"]>, id: number, col: string) =>
  rowOf(grid, id).locator(`[col-id="${col}"]`);

/** Chooses an option in a cell's list editor: double-click the cell, choose in the grid's list `list`, Enter. */
async function pickInCell(grid: Locator, cell: Locator, list: string, option: string | { label: string }) {
  await cell.dblclick();
  await grid.getByRole("combobox", { name: list }).selectOption(option);
  await grid.page().keyboard.press("Enter");
}

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
  const { s, grid, r1 } = await operatorBoard(page, request);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();

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
  const api = await apiAs(request, "admin@demo.local");
  const o = await api.get<LineupOptions>("/lineups/parametros");
  const { tgg } = santosTgg(o);
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
  // Rio Grande and Itaqui have no agri or chemical terminal in the demo.
  await expect(page.getByRole("option")).toHaveText(["Santos", "Paranaguá", "Vitória"]);
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

test("a save over a colleague's change of the same field is refused; taking their value keeps the other edits", async ({
  page,
  request,
}) => {
  const { s, grid, r1, r2 } = await operatorBoard(page, request);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  await cellOf(grid, r1.id, "qty").dblclick();
  await grid.getByRole("textbox", { name: "Quantity" }).fill("3000");
  await page.keyboard.press("Enter");
  await pickInCell(grid, cellOf(grid, r2.id, "status"), "Status", "Loading");

  // Meanwhile a colleague saves another quantity on the first row.
  await s.api.post("/lineups/list", {
    terminal_id: s.tgg.id,
    list: [{ id: r1.id, version: r1.version, qty: "5555" }],
    deleted_lines: [],
  });

  await toolbar(page).getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("dialog", { name: "Someone else changed what you are editing" });
  const conflict = dialog.getByTestId("conflict-row");
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toContainText(`${s.names[0]} — TGG`);
  await expect(conflict).toContainText("QTTY");
  await expect(conflict).toContainText("3.000,000 t");
  await expect(conflict).toContainText("5.555,000 t");
  await expect(conflict).toContainText("Ana Admin");
  await conflict.getByRole("button", { name: /^Take theirs/ }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Your value 3.000,000 t for QTTY of ${s.names[0]} — TGG was replaced by 5.555,000 t`),
  ).toBeVisible();
  await expect(cellOf(grid, r1.id, "qty")).toHaveText("5.555,000 t");
  await expect(cellOf(grid, r2.id, "status")).toHaveText("Loading");
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();

  const row2 = await s.api.get<{ status: string; qty: string }>(`/lineups/${r2.id}`);
  const row1 = await s.api.get<{ status: string; qty: string }>(`/lineups/${r1.id}`);
  expect(row2.status).toBe("Loading");
  expect(row1.qty).toBe("5555.000");
});

test("row menu: a copy comes and goes with Cancel edit; a split line takes the charterer and is saved", async ({
  page,
  request,
}) => {
  const board = await operatorBoard(page, request);
  const { s, r1, r2 } = board;
  let grid = board.grid;
  const menuOf = (id: number) =>
    grid.locator(`[row-id="row-${id}"] [col-id="menu"]`).getByRole("button", { name: "Row actions" });

  await menuOf(r2.id).click();
  await page.getByRole("menuitem", { name: "Add copy" }).click();
  const copies = grid.locator("[role=row]").filter({ hasText: s.names[1] ?? "" });
  await expect(copies).toHaveCount(2);
  await toolbar(page).getByRole("button", { name: "Cancel edit" }).click();
  await page.getByRole("dialog", { name: "Confirm" }).getByRole("button", { name: "Yes" }).click();
  await expect(copies).toHaveCount(1);

  await menuOf(r1.id).click();
  await page.getByRole("menuitem", { name: "Add split line" }).click();
  const split = grid.locator(`[role=row][row-id="row-${r1.id}/split-0"]`);
  await expect(split.locator('[col-id="afretador_id"]')).toHaveText("Bunge");
  await split.locator('[col-id="qty"]').dblclick();
  await grid.getByRole("textbox", { name: "Quantity" }).fill("250");
  await page.keyboard.press("Enter");
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();

  await page.reload();
  grid = await openSantos(page);
  await revealRow(grid, r1.id);
  await expect(split).toContainText("250,000 t");
  await expect(split.locator('[col-id="afretador_id"]')).toHaveText("Bunge");
});

test("year locks: DD/MM fills in the year, unlocked takes the full date, and the choice is remembered", async ({
  page,
  request,
}) => {
  const board = await operatorBoard(page, request);
  const { r1, r2 } = board;
  let grid = board.grid;
  const lock = (name: string) => grid.getByRole("button", { name: `${name} year lock` });
  // The locks belong to edit mode.
  await expect(lock("ETA")).toHaveCount(0);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  for (const name of ["ETA", "ETB", "ETC"]) await expect(lock(name)).toHaveAttribute("aria-pressed", "true");

  // Locked: four digits are a date, and the editor shows the year it will store.
  await cellOf(grid, r1.id, "eta").dblclick();
  await grid.getByRole("textbox", { name: "ETA" }).pressSequentially("0501");
  const january = parseTypedDate("05/01") ?? "";
  await expect(grid.getByLabel("ETA year", { exact: true })).toHaveText(`/${january.slice(0, 4)}`);
  await page.keyboard.press("Enter");
  await expect(cellOf(grid, r1.id, "eta")).toHaveText(formatLineupDate(january));

  // Opening a locked cell and leaving it keeps its year (2031), whatever the rule would give.
  await cellOf(grid, r2.id, "etb").dblclick();
  await expect(grid.getByRole("textbox", { name: "ETB" })).toHaveValue("05/03");
  await expect(grid.getByLabel("ETB year", { exact: true })).toHaveText("/2031");
  await page.keyboard.press("Enter");
  await expect(cellOf(grid, r2.id, "etb")).toHaveText("05 - Mar 2031");

  // Unlocked: the full date.
  await lock("ETC").click();
  await expect(lock("ETC")).toHaveAttribute("aria-pressed", "false");
  await cellOf(grid, r1.id, "etc").dblclick();
  await grid.getByRole("textbox", { name: "ETC" }).pressSequentially("20112033");
  await page.keyboard.press("Enter");
  await expect(cellOf(grid, r1.id, "etc")).toHaveText("20 - Nov 2033");
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();

  await page.reload();
  grid = await openSantos(page);
  await revealRow(grid, r1.id);
  await expect(cellOf(grid, r1.id, "eta")).toHaveText(formatLineupDate(january));
  await expect(cellOf(grid, r1.id, "etc")).toHaveText("20 - Nov 2033");
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  await expect(lock("ETC")).toHaveAttribute("aria-pressed", "false");
  await expect(lock("ETA")).toHaveAttribute("aria-pressed", "true");
});

test("keys typed at full speed into quantity and date cells are all kept, as in a spreadsheet", async ({
  page,
  request,
}) => {
  const { grid, r1 } = await operatorBoard(page, request);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  const qty = cellOf(grid, r1.id, "qty");
  // The first key opens the editor; the next ones arrive before it has focus.
  for (const [typed, shown] of [
    ["4321", "4.321,000 t"],
    ["98765", "98.765,000 t"],
    ["1234.5", "1.234,500 t"],
  ] as const) {
    await qty.click();
    await page.keyboard.type(typed);
    await page.keyboard.press("Enter");
    await expect(qty).toHaveText(shown);
  }
  // Enter opens the editor on the whole value; End and a digit add to it.
  await qty.click();
  await page.keyboard.press("Enter");
  await page.keyboard.press("End");
  await page.keyboard.type("6");
  await page.keyboard.press("Enter");
  await expect(qty).toHaveText("1.234,560 t");

  const eta = cellOf(grid, r1.id, "eta");
  await eta.click();
  await page.keyboard.type("0502");
  await page.keyboard.press("Enter");
  await expect(eta).toHaveText(formatLineupDate(parseTypedDate("05/02")));
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();
  await expect(qty).toHaveText("1.234,560 t");
});

test("a morning update from the keyboard: Edit lines, type, Enter and Tab to move, Escape to undo a cell, Ctrl+S to save", async ({
  page,
  request,
}) => {
  const { grid, r1, r2, r3 } = await operatorBoard(page, request);
  // Edit lines by keyboard puts the focus on the Vessel cell of the first row in view.
  await toolbar(page).getByRole("button", { name: "Edit lines" }).focus();
  await page.keyboard.press("Enter");
  await expect(grid.locator('.ag-cell-focus[col-id="navio_id"]')).toBeFocused();

  await revealRow(grid, r1.id);
  await cellOf(grid, r1.id, "qty").click();
  await page.keyboard.type("5000");
  await page.keyboard.press("Enter"); // commits and moves down a row
  await expect(cellOf(grid, r2.id, "qty")).toBeFocused();
  await page.keyboard.type("6000,25");
  await page.keyboard.press("Tab"); // commits and edits the next cell: Comm, then ETA
  await page.keyboard.press("Tab");
  await expect(grid.getByRole("textbox", { name: "ETA" })).toBeFocused();
  await page.keyboard.type("0304");
  await page.keyboard.press("Enter");
  await expect(cellOf(grid, r3.id, "eta")).toBeFocused();
  await page.keyboard.type("09");
  await page.keyboard.press("Escape"); // the cell keeps its value
  await expect(cellOf(grid, r3.id, "eta")).toHaveText("01 - Mar 2031");

  await page.keyboard.press("Control+s");
  await expect(page.getByText(MESSAGES.linesSaved)).toBeVisible();
  await page.reload();
  const again = await openSantos(page);
  await revealRow(again, r1.id);
  await expect(cellOf(again, r1.id, "qty")).toHaveText("5.000,000 t");
  await expect(cellOf(again, r2.id, "qty")).toHaveText("6.000,250 t");
  await expect(cellOf(again, r2.id, "eta")).toHaveText(formatLineupDate(parseTypedDate("03/04")));
  await expect(cellOf(again, r3.id, "eta")).toHaveText("01 - Mar 2031");
});

test("on a 1440 px screen with the menu put away, every column of the table fits without sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, "operator@demo.local");
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
