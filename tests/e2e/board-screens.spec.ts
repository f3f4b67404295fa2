import { expect, test, type APIRequestContext, type Locator, type Page } from "./test";
import { apiAs, mainMenuLinks, revealRow, type Named, type SavedRow } from "./helpers";
import { santosTgg, seededFields, type LineupOptions } from "./tgg-rows";
import { signIn } from "./sign-in";

// Wide enough for every column of the table.
test.use({ viewport: { width: 1800, height: 1000 } });
test.describe.configure({ timeout: 60_000 });

/** Two rows of new vessels on Santos / TGG, saved by the admin: one Waiting, one Sailed. */
async function twoRows(request: APIRequestContext) {
  const api = await apiAs(request, "admin@demo.local");
  const o = await api.get<LineupOptions>("/lineups/parametros");
  const { santos, tgg } = santosTgg(o);
  const fields = seededFields(o);
  const stamp = Date.now();
  const [waiting, sailed] = await Promise.all(
    [`SCREENS ${stamp} W`, `SCREENS ${stamp} S`].map((name) => api.post<Named>("/navios", { name })),
  );
  if (!waiting || !sailed) throw new Error("vessels not created");
  const saved = await api.post<{ lineups: SavedRow[] }>("/lineups/list", {
    terminal_id: tgg.id,
    list: [
      { ...fields, status: "Waiting", navio_id: waiting.id },
      { ...fields, status: "Sailed", navio_id: sailed.id },
    ],
    deleted_lines: [],
  });
  const [w, s] = saved.lineups;
  if (!w || !s) throw new Error("rows not saved");
  return { api, santos, tgg, waiting: { ...w, name: waiting.name }, sailed: { ...s, name: sailed.name }, options: o };
}

const toolbar = (page: Page) => page.getByRole("toolbar", { name: "TGG table actions" });
const grid = (page: Page) => page.getByRole("region", { name: "TGG line-up" });
const cellOf = (page: Page, id: number, col: string) =>
  grid(page).locator(`[role=row][row-id="row-${id}"] [col-id="${col}"]`);

test("a client is offered no Disport filter, and a stale disport in its address is ignored", async ({
  page,
  request,
  browser,
}) => {
  const { santos, options } = await twoRows(request);
  const jeddah = options.lineups_portos.find((d) => d.name === "Jeddah");
  if (!jeddah) throw new Error("Jeddah missing");
  await signIn(page, "client@demo.local");
  // A link made by staff, with a Disport filter, opened by the client.
  await page.goto(`/lineups/listar?port=${santos.id}&disport=${jeddah.id}`);
  await expect(grid(page)).toBeVisible();
  await expect(page.getByText(/^Disport:/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Filters", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer.getByRole("textbox", { name: "Charterers" })).toBeVisible();
  await expect(drawer.getByRole("textbox", { name: "Disport" })).toHaveCount(0);
  await expect(drawer.getByText("Receivers | Shippers")).toHaveCount(0);

  // Staff keep it, and the same link shows it as a chip.
  const staff = await browser.newPage();
  await signIn(staff, "admin@demo.local");
  await staff.goto(`/lineups/listar?port=${santos.id}&disport=${jeddah.id}`);
  await expect(staff.getByText("Disport: Jeddah")).toBeVisible();
  await staff.getByRole("button", { name: "Filters (1)" }).click();
  await expect(staff.getByRole("dialog", { name: "Filters" }).getByRole("textbox", { name: "Disport" })).toBeVisible();
  await staff.close();
});

test("a Sailed row stays read-only in Edit lines while the other rows open", async ({ page, request }) => {
  const { santos, waiting, sailed } = await twoRows(request);
  await signIn(page, "operator@demo.local");
  // Sailed rows are hidden by default: every status is chosen here.
  await page.goto(`/lineups/listar?port=${santos.id}&status=`);
  await revealRow(grid(page), sailed.id);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();

  // The Waiting row opens an editor.
  await revealRow(grid(page), waiting.id);
  await cellOf(page, waiting.id, "qty").dblclick();
  await expect(grid(page).getByRole("textbox", { name: "Quantity" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The Sailed one does not, by double click or by typing.
  await revealRow(grid(page), sailed.id);
  await cellOf(page, sailed.id, "qty").dblclick();
  await cellOf(page, sailed.id, "status").dblclick();
  await cellOf(page, sailed.id, "qty").click();
  await page.keyboard.type("5");
  await expect(grid(page).locator(".ag-cell-inline-editing, .ag-popup-editor")).toHaveCount(0);
  await expect(cellOf(page, sailed.id, "qty")).toHaveText("1.000,000 t");
  // Nor does its menu offer to edit it in line; the modal stays.
  await cellOf(page, sailed.id, "menu").getByRole("button", { name: "Row actions" }).click();
  await expect(page.getByRole("menuitem", { name: "Edit in modal" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Edit in line" })).toHaveCount(0);
});

test("a receiver that does not exist is created from its cell and chosen", async ({ page, request }) => {
  const { santos, waiting, api } = await twoRows(request);
  const name = `Nova Agro ${Date.now()}`;
  await signIn(page, "operator@demo.local");
  await page.goto(`/lineups/listar?port=${santos.id}`);
  await revealRow(grid(page), waiting.id);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  await cellOf(page, waiting.id, "recebedor_id").dblclick();
  const input = grid(page).getByRole("combobox", { name: "Receiver" });
  await expect(input).toHaveValue("Raízen");
  // Typing narrows the list; an existing name offers no creation.
  await input.fill("raizen");
  await expect(grid(page).getByRole("option", { name: "Raízen" })).toBeVisible();
  await expect(grid(page).getByRole("option", { name: /^Create / })).toHaveCount(0);
  await input.fill(name);
  await grid(page)
    .getByRole("option", { name: `Create ${name}` })
    .click();
  await expect(cellOf(page, waiting.id, "recebedor_id")).toHaveText(name);
  await toolbar(page).getByRole("button", { name: "Save" }).click();
  await expect(toolbar(page).getByRole("button", { name: "Edit lines" })).toBeVisible();

  const row = await api.get<{ recebedor: Named | null }>(`/lineups/${waiting.id}`);
  expect(row.recebedor?.name).toBe(name);
  // The new receiver is in the lists at once: the next cell offers it by keyboard.
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  await cellOf(page, waiting.id, "recebedor_id").click();
  await page.keyboard.press("Enter");
  await input.fill(name.slice(0, 12));
  await expect(grid(page).getByRole("option", { name, exact: true })).toBeVisible();
  // Tab takes the highlighted name and moves on, as in a spreadsheet.
  await input.fill("raiz");
  await page.keyboard.press("Tab");
  await expect(input).toHaveCount(0);
  await expect(cellOf(page, waiting.id, "recebedor_id")).toHaveText("Raízen");
});

test("a refused creation says why in words and keeps the typed name", async ({ page, request }) => {
  const { santos, waiting } = await twoRows(request);
  await signIn(page, "operator@demo.local");
  await page.goto(`/lineups/listar?port=${santos.id}`);
  await revealRow(grid(page), waiting.id);
  await toolbar(page).getByRole("button", { name: "Edit lines" }).click();
  // A name longer than the server takes: refused by the real API.
  const long = `Refused ${"R".repeat(250)}`;
  await cellOf(page, waiting.id, "recebedor_id").dblclick();
  const input = grid(page).getByRole("combobox", { name: "Receiver" });
  await input.fill(long);
  await page.keyboard.press("ArrowDown");
  await expect(grid(page).getByRole("option", { name: /^Create Refused R+$/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("Enter");
  await expect(grid(page).getByRole("alert")).toHaveText("The name field must not be greater than 255 characters.");
  await expect(input).toHaveValue(long);
  await expect(input).toBeFocused();
  // Escape leaves the cell as it was.
  await page.keyboard.press("Escape");
  await expect(cellOf(page, waiting.id, "recebedor_id")).toHaveText("Raízen");
});

test.describe("the spec's timings", () => {
  test.use({ viewport: { width: 1280, height: 500 } });

  /** Records the page-in animations and the window's scroll steps. */
  const record = (page: Page) =>
    page.addInitScript(() => {
      const w = window as unknown as {
        pageAnimations: number[];
        scrolls: { top: number; at: number }[];
        clickedAt: number;
      };
      w.pageAnimations = [];
      w.scrolls = [];
      window.addEventListener("click", () => (w.clickedAt = performance.now()), true);
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, ...args: Parameters<typeof animate>) {
        const timing = args[1];
        if (this.hasAttribute("data-page-transition"))
          w.pageAnimations.push(typeof timing === "number" ? timing : Number(timing?.duration));
        return animate.apply(this, args);
      };
      const scrollTo = window.scrollTo.bind(window);
      window.scrollTo = ((...args: [ScrollToOptions]) => {
        w.scrolls.push({ top: Number(args[0]?.top), at: performance.now() });
        scrollTo(...args);
      }) as typeof window.scrollTo;
    });

  /** Records (see above), logs the admin in on a new line-up's form and opens its quick-create of a receiver. */
  async function openReceiverModal(page: Page) {
    await record(page);
    await signIn(page, "admin@demo.local");
    await page.goto("/lineups/adicionar");
    await page.getByRole("button", { name: "Add new receiver | shipper" }).click();
    const dialog = page.getByRole("dialog", { name: "Add new receiver | shipper" });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** How long a modal's opening transition lasts, as its CSS says. */
  const transitionOf = (dialog: Locator) =>
    dialog.evaluate((el) => getComputedStyle(el.closest(".mantine-Modal-content") ?? el).transitionDuration);

  test("modals open in 500 ms, a page fades in over 200 ms, the header menu scrolls up in a second", async ({
    page,
  }) => {
    const dialog = await openReceiverModal(page);
    expect(await transitionOf(dialog)).toMatch(/^0\.5s/);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    // Down the page, then the menu: the page scrolls back up over about a second, in steps.
    await page.evaluate(() => window.scrollTo({ top: 400 }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.evaluate(() => ((window as unknown as { scrolls: unknown[] }).scrolls = []));
    await mainMenuLinks(page)
      .filter({ hasText: /^Dashboard$/ })
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { scrolls: { top: number }[] }).scrolls.at(-1)?.top))
      .toBe(0);
    const scrolls = await page.evaluate(
      () => (window as unknown as { scrolls: { top: number; at: number }[] }).scrolls,
    );
    expect(scrolls.length).toBeGreaterThan(3);
    expect(scrolls.some((s) => s.top > 0)).toBe(true);
    // The last step comes a second after the click, however late the frames: the animation counts from its first
    // frame's timestamp, which can precede the click's own clock reading by part of a frame (one frame's leeway).
    const clickedAt = await page.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt);
    expect((scrolls.at(-1)?.at ?? 0) - clickedAt).toBeGreaterThanOrEqual(1000 - 17);
    // The new page faded in over 200 ms.
    expect(await page.evaluate(() => (window as unknown as { pageAnimations: number[] }).pageAnimations)).toContain(
      200,
    );
  });

  test("with reduced motion, nothing animates", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 1280, height: 500 } });
    const page = await context.newPage();
    expect(await transitionOf(await openReceiverModal(page))).toMatch(/^0s/);
    await page.keyboard.press("Escape");
    await page.evaluate(() => window.scrollTo({ top: 400 }));
    await page.evaluate(() => ((window as unknown as { scrolls: unknown[] }).scrolls = []));
    await mainMenuLinks(page)
      .filter({ hasText: /^Dashboard$/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // One jump to the top, no steps, and no page-in animation.
    expect(
      await page.evaluate(() => (window as unknown as { scrolls: { top: number }[] }).scrolls.map((s) => s.top)),
    ).toEqual([0]);
    expect(await page.evaluate(() => (window as unknown as { pageAnimations: number[] }).pageAnimations)).toEqual([]);
    await context.close();
  });
});
