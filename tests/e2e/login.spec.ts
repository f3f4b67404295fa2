import { expect, test } from "./test";
import { MESSAGES, menuFor } from "../../shared/src/index";
import { DEMO_USERS, logIn, mainMenuLinks } from "./helpers";

for (const { email, roleId } of DEMO_USERS) {
  test(`${email} sees exactly the menu of role ${roleId}`, async ({ page }) => {
    await logIn(page, email);
    const expected = menuFor({ id: 0, role_id: roleId }).map((item) => item.label);
    await expect(mainMenuLinks(page)).toHaveText(expected);
  });
}

test("a wrong password shows the error and stays on the login screen", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill("admin@demo.local");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: MESSAGES.invalidCredentials })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a new account can register and then log in", async ({ page }) => {
  const email = `new-${Date.now()}@example.com`;
  await page.goto("/register");
  await page.getByLabel("Name").fill("New Client");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("brand-new-pass");
  await page.getByLabel("Password confirmation").fill("brand-new-pass");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, "brand-new-pass");
  await expect(page.getByTestId("user-name")).toHaveText("New Client");
  await expect(mainMenuLinks(page)).toHaveText(["Dashboard", "Statistics", "Line-ups", "Watches", "Webhooks"]);
});

test("the side menu is grouped, and its hide control says what it does", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, "admin@demo.local");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  const section = (name: string) => menu.getByRole("group", { name });
  await expect(section("Line-ups").getByRole("link")).toHaveText([
    "Dashboard",
    "Statistics",
    "Line-ups",
    "New line-up",
    "Distribution lists",
    "Watches",
    "Webhooks",
  ]);
  await expect(section("Reference data").getByRole("link", { name: "Ports", exact: true })).toBeVisible();
  await expect(section("Reference data").getByRole("link", { name: "Vessels" })).toBeVisible();
  await expect(section("Administration").getByRole("link")).toHaveText([
    "Users",
    "New user",
    "Activities",
    "Displays",
    "Backups",
  ]);
  // A labelled button, not an ✕ that reads as "close".
  await expect(page.getByRole("button", { name: "Hide menu" })).toHaveText(/Hide menu/);
  // A page reached from the menu has the focus on its main heading, not on the link left behind.
  await section("Line-ups").getByRole("link", { name: "Line-ups" }).click();
  await expect(page.getByRole("main").getByRole("heading", { name: "Line-ups", exact: true })).toBeFocused();
  await section("Reference data").getByRole("link", { name: "Vessels" }).click();
  await expect(page.getByRole("main").getByRole("heading").first()).toBeFocused();
});

test("Statistics is a page of its own: counts per port and each terminal's average waiting time", async ({ page }) => {
  await logIn(page, "operator@demo.local");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Statistics" }).click();
  await expect(page).toHaveURL(/\/statistics$/);
  await expect(page.getByRole("heading", { name: "Statistics" })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  const counts = (await (
    await page.request.get("/api/v1/statistics/counts", { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { porto: { name: string }; berthed: number; waiting: number; expected: number }[];
  const byPort = page.getByRole("table", { name: "Line-ups by port" });
  await expect(byPort.getByRole("row")).toHaveCount(counts.length + 1);
  for (const c of counts)
    await expect(byPort.getByRole("row").filter({ hasText: c.porto.name })).toHaveText(
      `${c.porto.name}${c.berthed}${c.waiting}${c.expected}`,
    );
  const waiting = page.getByRole("table", { name: "Average waiting time by terminal" });
  await expect(waiting.getByRole("row").filter({ hasText: "TGG" })).toContainText(/Santos\s*TGG\s*(—|[\d,]+ days?)/);
  await page.getByRole("textbox", { name: "Cargo type" }).click();
  await page.getByRole("option", { name: "FERTILIZER" }).click();
  await expect(page.getByRole("textbox", { name: "Cargo type" })).toHaveValue("FERTILIZER");
  await expect(waiting.or(page.getByText("No line-ups of this cargo type."))).toBeVisible();
});
