import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { apiAs, openSantosBoard } from "./helpers";
import { signIn } from "./sign-in";

/**
 * Issue 12, accessible: no critical or serious axe-core violation on the
 * screens people work in, checked as they are shown (WCAG 2.1 A and AA rules).
 */
test.describe.configure({ timeout: 90_000 });

/** The critical and serious violations on the page as it is now, as readable lines (rule, impact, where). */
async function seriousViolations(page: Page): Promise<string[]> {
  // Checked as shown once the page and any dialog have faded in (150–500 ms, later on a busy machine): mid-fade,
  // text is paler. Endless animations (a loader's spin) never end and are not a fade.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .flatMap((v) =>
      v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `${v.id} (${v.impact}): ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1, 2).join(" ").trim() ?? ""}`,
        ),
    );
}

/** Opens each page, waits for its heading and for its data to load, and finds no serious violation on it. */
async function expectPagesClean(page: Page, pages: [path: string, heading: string][]) {
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole("main").locator(".mantine-Loader-root")).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }
}

test("the login screen", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // With the form's errors shown too.
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("The e-mail is required.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the board, viewed and in edit mode with a cell editor open", async ({ page }) => {
  // axe weighs every cell of Santos' tables for contrast: slow on a busy machine.
  test.setTimeout(240_000);
  await signIn(page, "operator@demo.local");
  const { section, grid } = await openSantosBoard(page);
  await expect(section.getByText("Live", { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("toolbar", { name: "TGG table actions" }).getByRole("button", { name: "Edit lines" }).click();
  await grid.locator('[row-id^="row-"] [col-id="qty"]').first().dblclick();
  await expect(grid.locator(".ag-cell-inline-editing")).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the line-up form", async ({ page }) => {
  await signIn(page, "operator@demo.local");
  await page.goto("/lineups/adicionar");
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test("the admin lists: users, ports, comms, fields, displays, backups, activity, distribution lists", async ({
  page,
}) => {
  await signIn(page, "admin@demo.local");
  await expectPagesClean(page, [
    ["/usuarios/listar", "Users"],
    ["/portos/listar", "Ports"],
    ["/cargas_tipos/listar", "Comm"],
    ["/campos/navios", "Vessels"],
    ["/displays", "Displays"],
    ["/backups", "Backups"],
    ["/usuarios/atividades", "User activities"],
    ["/distribution-lists", "Distribution lists"],
    ["/distribution-lists/new", "New distribution list"],
  ]);
});

test("the watches and webhooks pages, and the open notification centre", async ({ page }) => {
  await signIn(page, "operator@demo.local");
  await expectPagesClean(page, [
    ["/watches", "Watches"],
    ["/webhooks", "Webhooks"],
  ]);
  await page.getByRole("button", { name: /^Notifications, / }).click();
  // Visible from its first frame, at opacity 0: measured once it has faded in.
  await expect(page.getByRole("dialog", { name: "Notifications" })).toHaveCSS("opacity", "1");
  expect(await seriousViolations(page), "notification centre").toEqual([]);
});

test("the wall screen, and its invalid-token state", async ({ page, request }) => {
  const admin = await apiAs(request, "admin@demo.local");
  const options = await admin.get<{ portos: { id: number; name: string }[] }>("/lineups/parametros");
  const santos = options.portos.find((p) => p.name === "Santos");
  if (!santos) throw new Error("no port Santos");
  const display = await admin.post<{ token: string }>("/displays", {
    name: `A11y wall ${Date.now()}`,
    porto_ids: [santos.id],
  });
  await page.goto(`/wall/${display.token}`);
  await expect(page.getByRole("heading", { name: santos.name })).toBeVisible();
  await expect(page.getByRole("table", { name: "Line-up" }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/wall/not-a-real-token");
  await expect(page.getByRole("alert").filter({ hasText: "not valid any more" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
