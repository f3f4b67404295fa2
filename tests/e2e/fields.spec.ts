import { expect, test } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { signIn } from "./sign-in";

test("admin creates, finds, renames and deletes a vessel in a modal", async ({ page }) => {
  const name = `Vessel E2E ${Date.now()}`;
  await signIn(page, "admin@demo.local");
  await page.goto("/campos/navios");
  await expect(page.getByRole("heading", { name: "Vessels" })).toBeVisible();

  await page.getByRole("button", { name: "New", exact: true }).click();
  const modal = page.getByRole("dialog");
  await modal.getByLabel("Name").fill(name);
  await modal.getByLabel("IMO").fill("9876543");
  await modal.getByLabel("Agency client").check();
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.saved)).toBeVisible();
  await expect(modal).toBeHidden();

  await page.getByLabel("Search", { exact: true }).fill(name);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "9876543" })).toBeVisible();

  // Edit keeps IMO and the switch, and renames.
  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(modal.getByLabel("IMO")).toHaveValue("9876543");
  await expect(modal.getByLabel("Agency client")).toBeChecked();
  await modal.getByLabel("Name").fill(`${name} renamed`);
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(modal).toBeHidden();
  const renamed = page.getByRole("row", { name: new RegExp(`${name} renamed`) });
  await expect(renamed).toHaveCount(1);

  await renamed.getByRole("button", { name: `Actions for ${name} renamed` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByText("Would you like to delete?")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(MESSAGES.deleted)).toBeVisible();
  await expect(page.getByText("Nothing found")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
});

test("a port of destination needs a country and is found by it", async ({ page }) => {
  const stamp = Date.now();
  const name = `Destino E2E ${stamp}`;
  const country = `Pais E2E ${stamp}`;
  await signIn(page, "admin@demo.local");
  await page.goto("/campos/lineup_porto");
  await expect(page.getByRole("heading", { name: "Ports of destination" })).toBeVisible();

  await page.getByRole("button", { name: "New", exact: true }).click();
  const modal = page.getByRole("dialog");
  // Both fields the server requires are marked so before anything is sent.
  for (const label of ["Name", "Country"])
    await expect(modal.locator("label", { hasText: label }).locator(".mantine-InputWrapper-required")).toHaveText("*");
  await modal.getByLabel("Name").fill(name);
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.checkForm)).toBeVisible();
  await expect(modal.getByLabel("Country")).toHaveAccessibleDescription(/required/i);

  await modal.getByLabel("Country").fill(country);
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.saved)).toBeVisible();
  await expect(modal).toBeHidden();

  await page.getByLabel("Search country").fill(country);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: country })).toBeVisible();
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
});

test("each field route shows its title and an unknown one says so", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  const titles: Array<[string, string]> = [
    ["navios", "Vessels"],
    ["agencias", "Agencies"],
    ["afretadores", "Charterers"],
    ["recebedores", "Receivers | Shippers"],
    ["lineup_porto", "Ports of destination"],
  ];
  for (const [tipo, title] of titles) {
    await page.goto(`/campos/${tipo}`);
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await page.goto("/campos/nada");
  await expect(page.getByText("Page not found")).toBeVisible();
});

test("a near-duplicate charterer is refused naming the listed one, and created only when confirmed", async ({
  page,
}) => {
  const name = `Trading Co E2E ${Date.now()}`;
  await signIn(page, "admin@demo.local");
  await page.goto("/campos/afretadores");
  const modal = page.getByRole("dialog");
  await page.getByRole("button", { name: "New", exact: true }).click();
  await modal.getByLabel("Name").fill(name);
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(modal).toBeHidden();

  // The same name in capitals with a company form: the listed one is named, nothing is created yet.
  await page.getByRole("button", { name: "New", exact: true }).click();
  await modal.getByLabel("Name").fill(`${name.toUpperCase()} S.A.`);
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(modal.getByText(`Looks like charterer ${name}, already listed`)).toBeVisible();
  await modal.getByRole("button", { name: `Create anyway (not ${name})` }).click();
  await expect(modal).toBeHidden();
  await page.getByLabel("Search", { exact: true }).fill(name.slice(0, 20));
  await expect(page.getByRole("row", { name: new RegExp(`${name} S\\.A\\.`, "i") })).toHaveCount(1);
  await expect(page.getByRole("row", { name: new RegExp(name, "i") })).toHaveCount(2);

  // They are one party after all: merged into the first, the second is gone.
  const twin = `${name.toUpperCase()} S.A.`;
  await page.getByRole("button", { name: `Actions for ${twin}` }).click();
  await page.getByRole("menuitem", { name: "Merge into…" }).click();
  const merge = page.getByRole("dialog", { name: `Merge ${twin} into…` });
  await merge.getByRole("textbox", { name: "Keep" }).fill(name.slice(0, 20));
  await page.getByRole("option", { name, exact: true }).click();
  await merge.getByRole("button", { name: `Merge into ${name}` }).click();
  await expect(page.getByText(`Merged: 0 line-up rows and 0 split lines now name ${name}.`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name, "i") })).toHaveCount(1);
});
