import { expect, test } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { logIn } from "./helpers";
import { signIn, signInOnDashboard } from "./sign-in";

test("a guest opening a protected page is sent to the login screen, which remembers the page", async ({ page }) => {
  await page.goto("/usuarios/listar");
  await expect(page).toHaveURL(/\/login\?next=%2Fusuarios%2Flistar$/);
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
});

test("a logged-in user opening the login screen is sent to the dashboard", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an operator opening the users list is sent to the login screen", async ({ page }) => {
  await signIn(page, "operator@demo.local");
  await page.goto("/usuarios/listar");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(MESSAGES.forbidden)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Users" })).toHaveCount(0);
});

test("an admin opens the users list from the menu and unknown pages say so", async ({ page }) => {
  await signInOnDashboard(page, "admin@demo.local");
  await page.getByRole("link", { name: "Users", exact: true }).click();
  await expect(page).toHaveURL(/\/usuarios\/listar$/);
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("logging out returns to login and protected pages stay closed", async ({ page }) => {
  await logIn(page, "client@demo.local");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
});

test("a dead session (bad access and refresh tokens) ends at login with a notice", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.evaluate(() => {
    localStorage.setItem("access_token", "corrupt-access");
    localStorage.setItem("refresh_token", "corrupt-refresh");
  });
  await page.goto("/perfil");
  await expect(page.getByText(MESSAGES.unauthenticated)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fperfil$/);
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
});

test("an expired access token is refreshed once and the user stays in", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.evaluate(() => localStorage.setItem("access_token", "expired-access"));
  await page.goto("/perfil");
  await expect(page.getByRole("heading", { name: "Edit profile" })).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("access_token"))).not.toBe("expired-access");
});
