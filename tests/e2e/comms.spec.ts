import { expect, test, type Page } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { signIn } from "./sign-in";

const comm = (page: Page, n: number) => page.getByRole("group", { name: `Comm ${n}`, exact: true });
const typeRow = (page: Page, name: string) => page.getByRole("row", { name: new RegExp(name) });

test("admin creates a comm type with two comms, removes one on save and sees the chip list it", async ({ page }) => {
  const name = `TYPE E2E ${Date.now()}`;
  await signIn(page, "admin@demo.local");
  await page.goto("/cargas_tipos/listar");
  await page.getByRole("link", { name: "New Comm type" }).click();
  await expect(page).toHaveURL(/\/cargas_tipos\/adicionar$/);

  await page.getByRole("textbox", { name: "Comm type" }).fill(name);
  await page.getByRole("button", { name: "Add comm" }).click();
  // New comms start black and not to analyze.
  await expect(comm(page, 1).getByRole("textbox", { name: "Color" })).toHaveValue("#000000");
  await expect(comm(page, 1).getByRole("switch", { name: "To analyze" })).not.toBeChecked();
  await comm(page, 1).getByRole("textbox", { name: "Name" }).fill("KEEP COMM");
  await comm(page, 1).getByRole("textbox", { name: "Synonym" }).fill("KPC");
  await comm(page, 1).getByRole("textbox", { name: "Color" }).fill("#ff0000");
  await page.keyboard.press("Escape");
  await comm(page, 1).getByRole("switch", { name: "To analyze" }).check();
  await page.getByRole("button", { name: "Add comm" }).click();
  await comm(page, 2).getByRole("textbox", { name: "Name" }).fill("DROP COMM");

  // The synonym is required: the server's message shows under that input.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.checkForm)).toBeVisible();
  await expect(comm(page, 2).getByText("The synonym field is required.")).toBeVisible();
  await expect(comm(page, 1).getByText("The synonym field is required.")).toHaveCount(0);
  await comm(page, 2).getByRole("textbox", { name: "Synonym" }).fill("DRC");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.commsSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/cargas_tipos\/listar$/);

  await page.getByRole("textbox", { name: "Comm type" }).fill(name);
  await expect(typeRow(page, name).getByRole("button", { name: "2 Comms" })).toBeVisible();

  await typeRow(page, name)
    .getByRole("button", { name: `Actions for ${name}` })
    .click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/cargas_tipos\/editar\/\d+$/);
  const editUrl = page.url();
  // Comms come back by name: DROP COMM first.
  await expect(comm(page, 1).getByRole("textbox", { name: "Name" })).toHaveValue("DROP COMM");
  await expect(comm(page, 2).getByRole("textbox", { name: "Color" })).toHaveValue("#ff0000");
  await expect(comm(page, 2).getByRole("switch", { name: "To analyze" })).toBeChecked();

  await page.getByRole("button", { name: "Remove comm 1" }).click();
  await expect(page.getByText(MESSAGES.commRemoved)).toBeVisible();
  await expect(comm(page, 2)).toHaveCount(0);
  await page.reload();
  await expect(comm(page, 2).getByRole("textbox", { name: "Name" })).toHaveValue("KEEP COMM");

  await page.getByRole("button", { name: "Remove comm 1" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.commsSaved)).toBeVisible();

  await page.getByRole("textbox", { name: "Comm type" }).fill(name);
  const chip = typeRow(page, name).getByRole("button", { name: "1 Comms" });
  await expect(chip).toHaveAttribute("aria-expanded", "false");
  await expect(typeRow(page, name).getByText("KEEP COMM (KPC)")).toBeHidden();
  await chip.click();
  await expect(chip).toHaveAttribute("aria-expanded", "true");
  await expect(typeRow(page, name).getByText("KEEP COMM (KPC)")).toBeVisible();
  await expect(typeRow(page, name).getByText(/DROP COMM/)).toHaveCount(0);

  await page.goto(editUrl);
  await expect(comm(page, 1).getByRole("textbox", { name: "Name" })).toHaveValue("KEEP COMM");
  await expect(comm(page, 2)).toHaveCount(0);
});

// The empty text and a comm type that does not exist: empty-lists.spec.ts.
test("filters narrow the comm types", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.goto("/cargas_tipos/listar");
  await expect(typeRow(page, "FERTILIZER")).toBeVisible();
  await expect(typeRow(page, "CHEMICAL")).toBeVisible();

  await page.getByLabel("Comm", { exact: true }).fill("UREA");
  await expect(typeRow(page, "CHEMICAL")).toHaveCount(0);
  await expect(typeRow(page, "FERTILIZER")).toBeVisible();
  await page.getByLabel("Comm", { exact: true }).fill("");
  await page.getByRole("textbox", { name: "Comm type" }).fill("chemi");
  await expect(typeRow(page, "FERTILIZER")).toHaveCount(0);
  await expect(typeRow(page, "CHEMICAL").getByRole("button", { name: "3 Comms" })).toBeVisible();
});

test("deleting a comm type asks first; one still in use is refused with the server's reason", async ({ page }) => {
  const name = `TYPE GONE ${Date.now()}`;
  await signIn(page, "admin@demo.local");
  await page.goto("/cargas_tipos/adicionar");
  await page.getByRole("textbox", { name: "Comm type" }).fill(name);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.commsSaved)).toBeVisible();

  await page.getByRole("textbox", { name: "Comm type" }).fill(name);
  await typeRow(page, name)
    .getByRole("button", { name: `Actions for ${name}` })
    .click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByText(`Would you like to delete the comm ${name}?`)).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(MESSAGES.deleted)).toBeVisible();
  await expect(page.getByText("No comms found")).toBeVisible();

  await page.getByRole("textbox", { name: "Comm type" }).fill("AGRI");
  await typeRow(page, "AGRI COMMODITIES").getByRole("button", { name: "Actions for AGRI COMMODITIES" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/is used by \d+ line-up rows and cannot be deleted\./)).toBeVisible();
  await expect(typeRow(page, "AGRI COMMODITIES")).toBeVisible();
});
