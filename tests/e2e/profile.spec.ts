import { expect, test } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { signIn } from "./sign-in";

test("changing the name shows the notice and the new name in the top bar", async ({ page }) => {
  await signIn(page, "basic@demo.local");
  await page.goto("/perfil");
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Edit profile" }) });
  await card.getByLabel("Name").fill("Basic Renamed");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.profileSaved)).toBeVisible();
  await expect(page.getByTestId("user-name")).toHaveText("Basic Renamed");
  await page.reload();
  await expect(page.getByTestId("user-name")).toHaveText("Basic Renamed");
});

test("the password card asks for both fields before calling the server", async ({ page }) => {
  await signIn(page, "operator@demo.local");
  await page.goto("/perfil");
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Change password" }) });
  let called = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/v1/me")) called = true;
  });
  await card.getByLabel("New password").fill("only-one-field");
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(MESSAGES.passwordFieldsRequired)).toBeVisible();
  expect(called).toBe(false);
});

test("mismatched passwords show 'Confira os dados!' and the field error", async ({ page }) => {
  await signIn(page, "subagent@demo.local");
  await page.goto("/perfil");
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Change password" }) });
  await card.getByLabel("New password").fill("first-password");
  await card.getByLabel("Password confirmation").fill("other-password");
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(MESSAGES.checkData)).toBeVisible();
  await expect(card.getByText("The password field confirmation does not match.")).toBeVisible();
});
