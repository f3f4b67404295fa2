import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from "./test";
import { presenceColor } from "../../shared/src/index";
import { apiAs, openLiveSantosBoard } from "./helpers";
import { liveBoardFor } from "./sign-in";

/**
 * Issue 12, presence that tells the truth: viewing vs editing, one outline per
 * person at their current cell with their name, gone when they move or leave,
 * one avatar per person however many tabs (the palette's contrast and "never
 * blue" are unit-tested in shared/test/presence-palette.test.ts).
 */
test.describe.configure({ timeout: 90_000 });

interface Me {
  id: number;
  name: string;
}

/** Ana (the admin, as `/me` names her) and Olga (the operator), each in a browser of their own on the live board. */
async function anaAndOlga(browser: Browser, request: APIRequestContext) {
  const ana = await apiAs(request, "admin@demo.local").then((api) => api.get<Me>("/me"));
  const olga = await liveBoardFor(browser, "operator@demo.local");
  const anaTab = await liveBoardFor(browser, "admin@demo.local");
  return { ana, olga, anaTab };
}

/** Avatars of the others in TGG's header. */
const avatarsOf = (section: Locator) => section.getByRole("list", { name: "Also here" }).getByRole("listitem");

/** The cells with someone's outline, as [row-id, col-id, outline style, outline colour, name tag]. */
async function outlined(grid: Locator) {
  return grid.locator(".ag-cell").evaluateAll((cells) =>
    cells
      .map((c) => ({ c, style: getComputedStyle(c) }))
      .filter(({ style }) => style.outlineStyle !== "none" && style.outlineWidth !== "0px")
      .map(({ c, style }) => [
        c.closest(".ag-row")?.getAttribute("row-id"),
        c.getAttribute("col-id"),
        style.outlineStyle,
        style.outlineColor,
        getComputedStyle(c, "::after").content,
      ]),
  );
}

/** The first two rows' ids of TGG's table (their row-id attributes). */
async function twoRows(grid: Locator) {
  const ids = await grid
    .locator('.ag-row[row-id^="row-"]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("row-id") ?? ""));
  const [a, b] = [...new Set(ids.filter((id) => /^row-\d+$/.test(id)))];
  if (!a || !b) throw new Error("TGG needs two rows");
  return [a, b] as const;
}

const cell = (grid: Locator, rowId: string, col: string) => grid.locator(`[row-id="${rowId}"] [col-id="${col}"]`);
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

test("a colleague's click shows as viewing, an open editor as editing, one named outline that follows them and goes when they leave", async ({
  browser,
  request,
}) => {
  const { ana, olga, anaTab } = await anaAndOlga(browser, request);
  const [first, second] = await twoRows(olga.grid);
  const colour = rgb(presenceColor(ana.id));

  // Ana only clicks a cell: Olga sees her viewing it, dashed, her name on it.
  await cell(anaTab.grid, first, "status").click();
  await expect(avatarsOf(olga.section)).toHaveCount(1);
  await expect(avatarsOf(olga.section).first()).toHaveAccessibleName(new RegExp(`^${ana.name} — viewing .+, Status$`));
  await expect.poll(() => outlined(olga.grid)).toEqual([[first, "status", "dashed", colour, `"${ana.name}"`]]);

  // Her name tag sits above the value's line, so the value stays readable under it.
  const overlap = await cell(olga.grid, first, "status").evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const textTop = range.getClientRects()[0]?.top ?? el.getBoundingClientRect().bottom;
    return el.getBoundingClientRect().top + parseFloat(getComputedStyle(el, "::after").height) - textTop;
  });
  expect(overlap).toBeLessThanOrEqual(1);

  // She moves: one outline, at the new cell only.
  await cell(anaTab.grid, second, "eta").click();
  await expect.poll(() => outlined(olga.grid)).toEqual([[second, "eta", "dashed", colour, `"${ana.name}"`]]);

  // She opens an editor: editing, solid.
  await anaTab.page
    .getByRole("toolbar", { name: "TGG table actions" })
    .getByRole("button", { name: "Edit lines" })
    .click();
  await cell(anaTab.grid, second, "qty").dblclick();
  await expect(anaTab.grid.locator(".ag-cell-inline-editing")).toHaveCount(1);
  await expect(avatarsOf(olga.section).first()).toHaveAccessibleName(new RegExp(`^${ana.name} — editing .+, QTTY$`));
  await expect.poll(() => outlined(olga.grid)).toEqual([[second, "qty", "solid", colour, `"${ana.name} editing"`]]);

  // Escape closes the editor: back to viewing the same cell.
  await anaTab.page.keyboard.press("Escape");
  await expect.poll(() => outlined(olga.grid)).toEqual([[second, "qty", "dashed", colour, `"${ana.name}"`]]);

  // Ana leaves: no avatar, no outline.
  await anaTab.context.close();
  await expect(avatarsOf(olga.section)).toHaveCount(0);
  await expect.poll(() => outlined(olga.grid)).toEqual([]);
  await olga.context.close();
});

test("one person in two tabs is one avatar and one outline, where they went last, and never sees themself", async ({
  browser,
  request,
}) => {
  const { ana, olga, anaTab } = await anaAndOlga(browser, request);
  const anaSecond: Page = await anaTab.context.newPage();
  const second = await openLiveSantosBoard(anaSecond);
  const [rowA, rowB] = await twoRows(olga.grid);

  await expect(avatarsOf(olga.section)).toHaveCount(1);
  await cell(anaTab.grid, rowA, "status").click();
  await expect
    .poll(() => outlined(olga.grid))
    .toEqual([[rowA, "status", "dashed", rgb(presenceColor(ana.id)), `"${ana.name}"`]]);
  await cell(second.grid, rowB, "eta").click();
  await expect
    .poll(() => outlined(olga.grid))
    .toEqual([[rowB, "eta", "dashed", rgb(presenceColor(ana.id)), `"${ana.name}"`]]);
  await expect(avatarsOf(olga.section)).toHaveCount(1);
  // Ana's own tabs do not show her to herself: only Olga, and no outline of her other tab.
  await expect(avatarsOf(anaTab.section)).toHaveCount(1);
  await expect(avatarsOf(anaTab.section).first()).toHaveAccessibleName(/Olga/);
  expect(await outlined(anaTab.grid)).toEqual([]);

  // Closing one tab leaves the person (still in the other), not a second ghost.
  await anaSecond.close();
  await expect
    .poll(() => outlined(olga.grid))
    .toEqual([[rowA, "status", "dashed", rgb(presenceColor(ana.id)), `"${ana.name}"`]]);
  await expect(avatarsOf(olga.section)).toHaveCount(1);
  await anaTab.context.close();
  await olga.context.close();
});
