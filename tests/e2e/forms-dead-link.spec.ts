import { expect } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { test } from "./dead-link";
import { signIn } from "./sign-in";

/**
 * A form's save on a link that died without saying so (dead-link.ts): the browser would wait many minutes on it, the
 * Save button spinning, on a screen without live rooms to tell it the server is gone. The save is given up after 30 s
 * (`WRITE_LIMIT_MS`, web/src/api/client.ts) as one that could not reach the server, the form keeps what was typed,
 * and Save sends it once the link is back. The page's clock is run forward over the 30 s.
 */
test("a form's save on a link that died without a word is given up in 30 s, keeps the form, and goes through once back", async ({
  page,
  link,
}) => {
  const name = `Dead link type ${Date.now()}`;
  await page.clock.install();
  await signIn(page, "admin@demo.local");
  await page.goto("/cargas_tipos/adicionar");
  const field = page.getByRole("textbox", { name: "Comm type" });
  await field.fill(name);
  const save = page.getByRole("button", { name: "Save" });

  link.down();
  await save.click();
  const notReached = page.getByText(/The server could not be reached: what you entered is kept here/);
  // Still waiting well past a normal answer: nothing said yet.
  await page.clock.runFor(5_000);
  await expect(notReached).toHaveCount(0);
  await page.clock.fastForward(25_000);
  await expect(notReached).toBeVisible();
  await expect(page).toHaveURL(/\/cargas_tipos\/adicionar$/);
  await expect(field).toHaveValue(name);

  link.up();
  await save.click();
  await expect(page.getByText(MESSAGES.commsSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/cargas_tipos\/listar$/);
  await page.getByRole("textbox", { name: "Comm type" }).fill(name);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
});

/**
 * The same save whose answer was lost on the way back (applied by the server, then the connection reset): Save pressed
 * again carries the first request's `Idempotency-Key`, so the server answers it as the first time instead of creating
 * the comm type twice.
 */
test("a create whose answer was lost is made once when Save is pressed again", async ({ page }) => {
  const name = `Lost answer type ${Date.now()}`;
  await signIn(page, "admin@demo.local");
  await page.goto("/cargas_tipos/adicionar");
  await page.getByRole("textbox", { name: "Comm type" }).fill(name);
  const keys: (string | undefined)[] = [];
  await page.route("**/api/v1/cargas_tipos", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    keys.push(route.request().headers()["idempotency-key"]);
    if (keys.length > 1) return route.fallback();
    // Applied by the server; the answer never arrives.
    await route.fetch();
    await route.abort("connectionreset");
  });

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/The server could not be reached: what you entered is kept here/)).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.commsSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/cargas_tipos\/listar$/);
  await page.getByRole("textbox", { name: "Comm type" }).fill(name);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});
