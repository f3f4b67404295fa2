import { expect, type APIRequestContext, type Page } from "@playwright/test";
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

/** A small API client logged in as `email`. */
export async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post("/api/v1/oauth/token", { data: { grant_type: "password", username: email, password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const call = async <T>(method: "get" | "post", path: string, data?: unknown): Promise<T> => {
    const res = await request[method](`/api/v1${path}`, { headers, data });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  return { get: <T>(path: string) => call<T>("get", path), post: <T>(path: string, data: unknown) => call<T>("post", path, data) };
}
