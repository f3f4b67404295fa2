import { expect, test, type Locator, type Page } from "./test";
import { mainMenuLinks } from "./helpers";
import { signIn } from "./sign-in";

/*
 * A form with typed data is not left silently (issue 12: no work ever lost):
 * Back to list or a menu link asks first; No keeps what was typed, Yes leaves.
 * An untouched form leaves at once.
 */

const question = (page: Page) => page.getByRole("dialog", { name: "Confirm" });

/** Types into `field`, then: Back to list asks and No keeps the text; a menu link asks and Yes leaves. */
async function askedBeforeLeaving(page: Page, field: Locator) {
  await field.fill("Half typed");
  await page.getByRole("link", { name: "Back to list" }).click();
  await expect(question(page)).toContainText("You have typed data in this form. Leave without saving it?");
  await question(page).getByRole("button", { name: "No", exact: true }).click();
  await expect(field).toHaveValue("Half typed");

  await mainMenuLinks(page).filter({ hasText: "Dashboard" }).first().click();
  await question(page).getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("the port, user and comm type forms ask before typed data is left; an untouched form leaves at once", async ({
  page,
}) => {
  await signIn(page, "admin@demo.local");

  await page.goto("/portos/adicionar");
  await askedBeforeLeaving(page, page.getByRole("group", { name: "Port", exact: true }).getByLabel("Name"));

  await page.goto("/usuarios/adicionar");
  await askedBeforeLeaving(page, page.getByRole("textbox", { name: "Name", exact: true }));

  await page.goto("/cargas_tipos/adicionar");
  await askedBeforeLeaving(page, page.getByRole("textbox", { name: "Comm type" }));

  // Nothing typed: Back to list goes straight back.
  await page.goto("/portos/adicionar");
  await page.getByRole("link", { name: "Back to list" }).click();
  await expect(page).toHaveURL(/\/portos\/listar$/);
  await expect(question(page)).toHaveCount(0);
});
