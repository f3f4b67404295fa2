import { expect, test } from "./test";
import { chooseOption } from "./helpers";
import { signIn } from "./sign-in";

test("admin creates a wall display, opens its link, then revokes it", async ({ page }) => {
  const name = `Lobby ${Date.now()}`;
  await signIn(page, "admin@demo.local");
  await page.goto("/displays");
  await expect(page.getByRole("heading", { name: "Displays" })).toBeVisible();

  await page.getByRole("button", { name: "New display" }).click();
  const form = page.getByRole("dialog", { name: "New display" });
  // Required fields are checked before anything is sent.
  await form.getByRole("button", { name: "Create" }).click();
  await expect(form.getByText("Enter a name.")).toBeVisible();
  await expect(form.getByText("Choose at least one port.")).toBeVisible();

  await form.getByLabel("Name").fill(name);
  await chooseOption(page, form.getByRole("textbox", { name: "Ports" }), "Santos");
  await page.keyboard.press("Escape");
  await expect(form.getByLabel("Rotate seconds")).toHaveValue("20");
  await form.getByRole("button", { name: "Create" }).click();

  const shown = page.getByRole("dialog", { name: `Display ${name} created` });
  const link = shown.getByLabel("Wall link");
  await expect(link).toHaveValue(/\/wall\/.+/);
  const url = await link.inputValue();
  await expect(shown.getByRole("link", { name: "Open" })).toHaveAttribute("href", url);
  await shown.locator("button", { hasText: "Close" }).click();

  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Santos");
  await expect(row).toContainText("Active");

  // The wall link is a public page showing the chosen port.
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "Santos" })).toBeVisible();

  await page.goto("/displays");
  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await expect(page.getByText(`Revoke the display ${name}? Its screens stop at once.`)).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button", { name: `Revoke ${name}` })).toHaveCount(0);

  // The revoked link no longer shows the board.
  await page.goto(url);
  await expect(page.getByRole("alert").filter({ hasText: "This display is not valid any more." })).toBeVisible();
});
