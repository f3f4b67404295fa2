import { expect, test } from "./test";
import { chooseOption } from "./helpers";
import { signInOnDashboard } from "./sign-in";

test("an operator makes a distribution list of Santos, sends it now, sees each address delivered, and finds it in the list", async ({
  page,
}) => {
  const name = `Morning traders ${Date.now()}`;
  await signInOnDashboard(page, "operator@demo.local");
  await page.getByRole("link", { name: "Distribution lists" }).click();
  await expect(page.getByRole("heading", { name: "Distribution lists" })).toBeVisible();

  await page.getByRole("button", { name: "New list" }).first().click();
  await expect(page.getByRole("heading", { name: "New distribution list" })).toBeVisible();
  // What is missing is said before anything is sent.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter at least one e-mail address.")).toBeVisible();
  await expect(page.getByText("Tick at least one weekday.")).toBeVisible();

  await page.getByLabel("Name").fill(name);
  await chooseOption(page, page.getByRole("textbox", { name: "Port" }), "Santos");
  await page.getByRole("textbox", { name: "Comm type" }).click();
  await page.getByRole("option").first().click();
  await page.getByLabel("Addresses").fill("Trader@Example.com\nops@example.com, trader@example.com");
  await page.getByRole("checkbox", { name: "Mon" }).check();
  await page.getByRole("checkbox", { name: "Thu" }).check();
  await page.getByLabel("Send at").fill("07:30");
  await page.getByLabel("E-mail text").fill("Good morning,\nthe line-up of today.");
  await page.getByRole("button", { name: "Save" }).click();

  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Mon, Thu at 07:30 America/Sao_Paulo", { exact: true })).toBeVisible();
  const runs = page.getByRole("region", { name: "Last runs" });
  await expect(runs).toContainText("Not sent yet");

  const sent = page.waitForResponse((r) => /\/api\/v1\/distribution-lists\/\d+\/send$/.test(r.url()));
  await page.getByRole("button", { name: "Send now" }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText("Sent to 2 addresses")).toBeVisible();
  await expect(runs).toContainText("trader@example.com");
  await expect(runs).toContainText("ops@example.com");

  await page.getByRole("link", { name: "Distribution lists" }).click();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Santos");
  await expect(row).toContainText("Mon, Thu at 07:30 America/Sao_Paulo");
});
