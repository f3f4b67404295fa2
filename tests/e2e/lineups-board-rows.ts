import { expect, type APIRequestContext, type Locator, type Page } from "./test";
import { apiAs, openSantosBoard, revealRow, showNewestRows } from "./helpers";
import { santosTgg, seededFields, type LineupOptions, type Named, type SavedRow } from "./tgg-rows";
import { operatorBoardWithRow, signIn } from "./sign-in";

/*
 * The line-up board's tests (lineups-board.spec.ts, lineups-board-edits.spec.ts): the rows they make and the parts
 * of the board they use.
 */

/** The admin's API client, the options of a line-up row, and Santos / TGG among them. */
export async function adminOptions(request: APIRequestContext) {
  const api = await apiAs(request, "admin@demo.local");
  const o = await api.get<LineupOptions>("/lineups/parametros");
  return { api, o, ...santosTgg(o) };
}

/**
 * Three Waiting rows of new, uniquely named vessels on Santos / TGG (an
 * operator's port), plus a spare vessel for a new line.
 */
async function setUp(request: APIRequestContext) {
  const { api, o, tgg } = await adminOptions(request);
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
export const openSantos = async (page: Page) => (await openSantosBoard(page)).grid;

/**
 * setUp's rows, then the operator on the board: the seeded data, the TGG grid (scrolled to the three rows) and the
 * rows.
 */
export async function operatorBoard(page: Page, request: APIRequestContext) {
  const s = await setUp(request);
  const [r1, r2, r3] = s.rows;
  if (!r1 || !r2 || !r3) throw new Error("rows not created");
  await signIn(page, "operator@demo.local");
  const grid = await openSantos(page);
  await revealRow(grid, r1.id);
  return { s, grid, r1, r2, r3 };
}

/** `operatorBoard`, in Edit lines. */
export async function operatorEditing(page: Page, request: APIRequestContext) {
  const board = await operatorBoard(page, request);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  return board;
}

export const toolbar = (page: Page) => page.getByRole("toolbar", { name: "TGG table actions" });
export const rowOf = (grid: ReturnType<Page["getByRole"]>, id: number) =>
  grid.locator(`[role=row][row-id="row-${id}"]`);
export const cellOf = (grid: ReturnType<Page["getByRole"]>, id: number, col: string) =>
  rowOf(grid, id).locator(`[col-id="${col}"]`);

/** Chooses an option in a cell's list editor: double-click the cell, choose in the grid's list `list`, Enter. */
export async function pickInCell(grid: Locator, cell: Locator, list: string, option: string | { label: string }) {
  await cell.dblclick();
  await grid.getByRole("combobox", { name: list }).selectOption(option);
  await grid.page().keyboard.press("Enter");
}

/**
 * A fresh TGG row on the operator's live board, its quantity typed as `qty` and not yet saved, and the statuses of
 * the table saves the page gets answers to from here on.
 */
export async function typedQty(page: Page, request: APIRequestContext, prefix: string, qty: string) {
  const board = await operatorBoardWithRow(page, request, prefix);
  await expect(board.section.getByText("Live", { exact: true })).toBeVisible();
  await showNewestRows(board.grid, board.row.id);
  const saves: number[] = [];
  page.on("response", (res) => {
    if (res.url().endsWith("/api/v1/lineups/list")) saves.push(res.status());
  });
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  await cellOf(board.grid, board.row.id, "qty").dblclick();
  await board.grid.getByRole("textbox", { name: "Quantity" }).fill(qty);
  await page.keyboard.press("Enter");
  return { ...board, saves };
}
