import { expect, test } from "@playwright/test";
import { logIn } from "./helpers";

test("a search that matches nothing says so", async ({ page }) => {
  await logIn(page, "admin@demo.local");
  await page.goto("/usuarios/atividades");
  await page.getByLabel("Search").fill(`nothing-${Date.now()}`);
  await expect(page.getByText("No user activities found")).toBeVisible();
});

test("a missing activity sends the admin back to the log", async ({ page }) => {
  await logIn(page, "admin@demo.local");
  await page.goto("/usuarios/atividades/999999");
  await expect(page).toHaveURL(/\/usuarios\/atividades$/);
  await expect(page.getByRole("heading", { name: "User activities" })).toBeVisible();
});
