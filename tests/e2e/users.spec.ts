import { expect, test } from "./test";
import { logIn } from "./helpers";
import { signIn } from "./sign-in";

test("admin creates, finds, edits and deletes an operator who can log in", async ({ page }) => {
  const name = `Otto Operator ${Date.now()}`;
  const email = `otto${Date.now()}@demo.local`;
  await signIn(page, "admin@demo.local");
  await page.goto("/usuarios/adicionar");
  await expect(page.getByRole("heading", { name: "New user" })).toBeVisible();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Email").fill("operator@demo.local");
  await page.getByRole("textbox", { name: "Profile" }).click();
  await page.getByRole("option", { name: "Operator", exact: true }).click();
  await page.getByRole("textbox", { name: "Ports" }).click();
  await page.getByRole("option", { name: "Santos" }).click();
  await page.keyboard.press("Escape");
  await page.getByLabel(/^Password( \*)?$/).fill("secret1234");
  await page.getByLabel("Password Confirmation").fill("secret9999");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The password field confirmation does not match.")).toBeVisible();

  await page.getByLabel("Password Confirmation").fill("secret1234");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The email has already been taken.")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("User created successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/usuarios\/listar$/);

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(email);
  await expect(row).toContainText("Operator");

  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit user" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "New user" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  await page.getByLabel("Role", { exact: true }).fill("Night shift");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/usuarios\/listar$/);

  await page.goto("/usuarios/atividades");
  await page.getByLabel("Search").fill(name);
  const edited = page.getByRole("row", { name: /edited/ }).first();
  await edited.getByRole("link", { name: "See Updates" }).click();
  // The field is named as the form labels it.
  const change = page.getByRole("row", { name: /^Role/ });
  await expect(change).toContainText("Night shift");

  await page.goto("/usuarios/listar");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByText(`Would you like to delete the user ${name}?`)).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No users found")).toBeVisible();
});

test("a new operator can log in", async ({ page }) => {
  const email = `olly${Date.now()}@demo.local`;
  await signIn(page, "admin@demo.local");
  await page.goto("/usuarios/adicionar");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Olly Login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Profile" }).click();
  await page.getByRole("option", { name: "Operator", exact: true }).click();
  await page.getByLabel(/^Password( \*)?$/).fill("secret1234");
  await page.getByLabel("Password Confirmation").fill("secret1234");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("User created successfully!")).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, email, "secret1234");
});
