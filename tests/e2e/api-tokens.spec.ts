import { expect, test } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { signIn } from "./sign-in";

/**
 * Issue 23, personal API tokens: made in the profile and shown once, it works as its
 * owner within its access; revoked there, it stops at once.
 */
test("an operator makes a read-only API token, uses it once, sees where it was used, and revokes it", async ({
  page,
  request,
}) => {
  await signIn(page, "operator@demo.local");
  await page.goto("/perfil");
  const card = page.getByRole("region", { name: "API tokens" });
  const name = `ERP sync ${Date.now()}`;
  await card.getByLabel("Name").fill(name);
  await card.getByRole("button", { name: "Make token" }).click();
  const shown = card.getByLabel("New API token");
  await expect(shown).toHaveText(/^lub_[\w-]{43}$/);
  const token = (await shown.textContent()) ?? "";

  // It reads as the operator; being read-only, it changes nothing.
  const auth = { Authorization: `Bearer ${token}` };
  const me = await request.get("/api/v1/me", { headers: auth });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe("operator@demo.local");
  const write = await request.post("/api/v1/me/weekly-reports", {
    headers: auth,
    data: { porto_id: 1, carga_tipo_id: 1 },
  });
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { message: string }).message).toBe(MESSAGES.apiTokenReadOnly);

  // Shown once: after Done and a reload, the list names it by its first characters only.
  await card.getByRole("button", { name: "Done" }).click();
  await page.reload();
  const row = page.getByRole("table", { name: "My API tokens" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Read only");
  await expect(row).toContainText(token.slice(0, 12));
  await expect(row).toContainText("from 127.0.0.1");
  await expect(page.getByText(token)).toHaveCount(0);

  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await page.getByRole("dialog", { name: "Confirm" }).getByRole("button", { name: "Yes" }).click();
  await expect(row).toHaveCount(0);
  expect((await request.get("/api/v1/me", { headers: auth })).status()).toBe(401);
});

test("a token without a name is refused with the reason, and the form keeps its choices", async ({ page }) => {
  await signIn(page, "client@demo.local");
  await page.goto("/perfil");
  const card = page.getByRole("region", { name: "API tokens" });
  await card.getByLabel("Access").click();
  await page.getByRole("option", { name: "Read and write" }).click();
  await card.getByRole("button", { name: "Make token" }).click();
  await expect(card.getByRole("alert")).toContainText("name");
  await expect(card.getByLabel("Access")).toHaveValue("Read and write");
  await expect(card.getByLabel("New API token")).toHaveCount(0);
});
