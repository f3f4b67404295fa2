import { expect, test } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { signIn } from "./sign-in";

/**
 * A board whose first reads fail says so, and why, instead of a loader that never ends; it loads with Try again, or
 * by itself when the connection returns (CI once saw a board spin for 90 s after its option lists failed to load).
 */
test.describe.configure({ timeout: 60_000 });

test("the board's option lists not reached: said, and loaded by Try again", async ({ page }) => {
  await signIn(page, "operator@demo.local");
  await page.route("**/api/v1/lineups/parametros*", (route) => route.abort("connectionfailed"));
  await page.goto("/lineups/listar");
  const alert = page.getByRole("alert").filter({ hasText: "The line-up board could not be loaded." });
  await expect(alert).toContainText("The server could not be reached.");
  await expect(page.getByLabel("Loading the line-ups")).toHaveCount(0);

  await page.unroute("**/api/v1/lineups/parametros*");
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("textbox", { name: "Port", exact: true })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("the board's option lists not reached: loaded by themselves when the browser is back online", async ({
  page,
  context,
}) => {
  await signIn(page, "operator@demo.local");
  await page.route("**/api/v1/lineups/parametros*", (route) => route.abort("internetdisconnected"));
  await page.goto("/lineups/listar");
  const alert = page.getByRole("alert").filter({ hasText: "The line-up board could not be loaded." });
  await expect(alert).toBeVisible();

  await page.unroute("**/api/v1/lineups/parametros*");
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole("textbox", { name: "Port", exact: true })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("the line-ups answered with an error: said with its status, and loaded by Try again", async ({ page }) => {
  await signIn(page, "operator@demo.local");
  // Every read of the rows fails (the reload's preload and the page's own) until the server is mended.
  let broken = true;
  await page.route(/\/api\/v1\/lineups\?/, (route) =>
    broken ? route.fulfill({ status: 500, json: { message: "boom" } }) : route.fallback(),
  );
  await page.goto("/lineups/listar");
  const alert = page.getByRole("alert").filter({ hasText: "The line-ups could not be loaded." });
  await expect(alert).toContainText("The server answered with an error (500).");

  // Tried again too soon: the same alert, and no notice telling to reload the page besides.
  const tryAgain = alert.getByRole("button", { name: "Try again" });
  await tryAgain.click();
  await expect(tryAgain).not.toHaveAttribute("data-loading", "true");
  await expect(alert).toContainText("The server answered with an error (500).");
  // Counted now, not waited for: a notice closes by itself after a few seconds.
  expect(await page.getByText(MESSAGES.systemError).count()).toBe(0);

  broken = false;
  await tryAgain.click();
  await expect(page.getByRole("region", { name: /^Terminal / }).first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});
