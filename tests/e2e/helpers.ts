import { expect, type Page } from "@playwright/test";
import { ROLE, type RoleId } from "../../shared/src/index";

export const DEMO_PASSWORD = "demo12345";

export const DEMO_USERS: ReadonlyArray<{ email: string; roleId: RoleId }> = [
  { email: "admin@demo.local", roleId: ROLE.admin },
  { email: "basic@demo.local", roleId: ROLE.basicAdmin },
  { email: "operator@demo.local", roleId: ROLE.operator },
  { email: "client@demo.local", roleId: ROLE.client },
  { email: "subagent@demo.local", roleId: ROLE.subAgent },
];

/** Logs in through the form and waits for the dashboard. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
}

/** The side menu's entries, in order. */
export function mainMenuLinks(page: Page) {
  return page.getByRole("navigation", { name: "Main menu" }).getByRole("link");
}

/** Opens the line-up board on Santos and waits for TGG's table: its section and grid. */
export async function openSantosBoard(page: Page) {
  await page.goto("/lineups/listar");
  await page.getByRole("textbox", { name: "Port", exact: true }).click();
  await page.getByRole("option", { name: "Santos", exact: true }).click();
  const grid = page.getByRole("region", { name: "TGG line-up" });
  await expect(grid).toBeVisible();
  return { section: page.getByRole("region", { name: "Terminal TGG" }), grid };
}
