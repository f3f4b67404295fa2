import { expect, test } from "./test";
import { signIn } from "./sign-in";

test("an operator subscribes to a weekly report from the profile, sees it after a reload, and unsubscribes", async ({
  page,
}) => {
  await signIn(page, "operator@demo.local");
  await page.goto("/perfil");
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Weekly report" }) });
  await expect(card.getByText("You are not subscribed to any weekly report.")).toBeVisible();
  await expect(card.getByText(/An e-mail Mondays at 07:00 UTC per port and comm type/)).toBeVisible();

  // Subscribing without a choice says what is missing.
  await card.getByRole("button", { name: "Subscribe" }).click();
  await expect(card.getByRole("alert")).toHaveText("Choose a port and a comm type.");

  // The operator is offered their own ports only.
  await card.getByRole("textbox", { name: "Port" }).click();
  const ports = page.getByRole("option");
  await expect(ports.first()).toBeVisible();
  expect((await ports.allTextContents()).sort()).toEqual(["Paranaguá", "Santos"]);
  await page.getByRole("option", { name: "Santos", exact: true }).click();
  await card.getByRole("textbox", { name: "Comm type" }).click();
  const type = (await page.getByRole("option").first().textContent()) ?? "";
  await page.getByRole("option").first().click();
  await card.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(`Subscribed to the weekly report of Santos ${type}.`)).toBeVisible();

  const table = card.getByRole("table", { name: "My weekly reports" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText(`Santos${type}`);

  await page.reload();
  await expect(table.getByRole("row").nth(1)).toContainText(`Santos${type}`);

  await table.getByRole("button", { name: `Unsubscribe from Santos ${type}` }).click();
  await expect(page.getByText(`Unsubscribed from the weekly report of Santos ${type}.`)).toBeVisible();
  await expect(card.getByText("You are not subscribed to any weekly report.")).toBeVisible();
});
