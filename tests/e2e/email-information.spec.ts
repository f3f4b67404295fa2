import { expect, test } from "./test";
import { signIn } from "./sign-in";

test("admin writes a formatted e-mail body, saves it and finds it after a reload", async ({ page }) => {
  const stamp = Date.now();
  await signIn(page, "admin@demo.local");
  await page.goto("/email_information");
  await expect(page.getByRole("heading", { name: "Email Information" })).toBeVisible();

  const editor = page.getByRole("textbox", { name: "E-mail body" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.type(`Plain text ${stamp} `);
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("bold part");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved successfully!")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("textbox", { name: "E-mail body" })).toContainText(`Plain text ${stamp}`);
  await expect(page.getByRole("textbox", { name: "E-mail body" }).locator("strong")).toHaveText("bold part");
});

test("a script posted through the API is removed and the rest of the body shows", async ({ page }) => {
  const stamp = Date.now();
  await signIn(page, "admin@demo.local");
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  expect(token).toBeTruthy();
  const headers = { Authorization: `Bearer ${token ?? ""}` };
  const posted = await page.request.post("/api/v1/email_information", {
    headers,
    data: { description: `<p>Safe words ${stamp}</p><script>window.hacked = 1</script>` },
  });
  expect(posted.ok()).toBe(true);

  const got = await page.request.get("/api/v1/email_information", { headers });
  const body = (await got.json()) as { description: string };
  expect(body.description).toContain(`Safe words ${stamp}`);
  expect(body.description).not.toContain("<script");
  expect(body.description).not.toContain("hacked");

  await page.goto("/email_information");
  await expect(page.getByRole("textbox", { name: "E-mail body" })).toContainText(`Safe words ${stamp}`);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
});
