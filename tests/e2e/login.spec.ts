import { expect, test } from "@playwright/test";
import { MESSAGES, menuFor } from "../../shared/src/index";
import { DEMO_USERS, logIn, mainMenuLinks } from "./helpers";

for (const { email, roleId } of DEMO_USERS) {
  test(`${email} sees exactly the menu of role ${roleId}`, async ({ page }) => {
    await logIn(page, email);
    const expected = menuFor({ id: 0, role_id: roleId }).map((item) => item.label);
    await expect(mainMenuLinks(page)).toHaveText(expected);
  });
}

test("a wrong password shows the error and stays on the login screen", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill("admin@demo.local");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: MESSAGES.invalidCredentials })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a new account can register and then log in", async ({ page }) => {
  const email = `new-${Date.now()}@example.com`;
  await page.goto("/register");
  await page.getByLabel("Name").fill("New Client");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("brand-new-pass");
  await page.getByLabel("Password confirmation").fill("brand-new-pass");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, "brand-new-pass");
  await expect(page.getByTestId("user-name")).toHaveText("New Client");
  await expect(mainMenuLinks(page)).toHaveText(["Dashboard", "Statistics", "Line-ups"]);
});
