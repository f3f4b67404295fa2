import { expect, test } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { fillPortFields } from "./helpers";
import { signIn } from "./sign-in";

// The machine running the suite is shared: a port form round trip takes a while there.
test.describe.configure({ timeout: 60_000 });

test("the demo ports come with their places", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.goto("/portos/listar");
  await page.getByLabel("Port", { exact: true }).fill("Santos");
  await page
    .getByRole("row", { name: /Santos/ })
    .getByRole("button", { name: "Actions for Santos" })
    .click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/portos\/editar\/\d+$/);
  const form = page.getByRole("group", { name: "Port", exact: true });
  await expect(form.getByLabel("Latitude")).toHaveValue("-23.96");
  await expect(form.getByLabel("Longitude")).toHaveValue("-46.3");
});

test("admin gives a port its coordinates for the weather forecast; they are checked, kept and cleared", async ({
  page,
}) => {
  const name = `Porto Weather ${Date.now()}`;
  await signIn(page, "admin@demo.local");
  await page.goto("/portos/adicionar");
  const form = await fillPortFields(page, { name, maxDraft: "11", order: "9" });
  await expect(form.getByText(/Decimal degrees, south negative/)).toBeVisible();

  // Out of range, then without its pair: the server's words under the field, nothing saved.
  await form.getByLabel("Latitude").fill("91");
  await form.getByLabel("Longitude").fill("-38.48");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("The latitude field must not be greater than 90.")).toBeVisible();
  await form.getByLabel("Latitude").fill("-3.72");
  await form.getByLabel("Longitude").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("The longitude field is required when latitude is present.")).toBeVisible();
  await expect(page).toHaveURL(/\/portos\/adicionar$/);

  await form.getByLabel("Longitude").fill("-38.48");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.portSaved).first()).toBeVisible();
  await expect(page).toHaveURL(/\/portos\/listar$/);

  await page.getByLabel("Port", { exact: true }).fill(name);
  await page
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("button", { name: `Actions for ${name}` })
    .click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/portos\/editar\/\d+$/);
  await page.reload();
  await expect(form.getByLabel("Latitude")).toHaveValue("-3.72");
  await expect(form.getByLabel("Longitude")).toHaveValue("-38.48");

  // Emptied, the port has no place (and so no forecast) any more.
  await form.getByLabel("Latitude").fill("");
  await form.getByLabel("Longitude").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.portSaved).first()).toBeVisible();
  await page.goBack();
  await page.reload();
  await expect(form.getByLabel("Name")).toHaveValue(name);
  await expect(form.getByLabel("Latitude")).toHaveValue("");
  await expect(form.getByLabel("Longitude")).toHaveValue("");
});
