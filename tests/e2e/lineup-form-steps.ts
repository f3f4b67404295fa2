import { expect, type APIRequestContext, type Page } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { signIn } from "./sign-in";

/* The line-up form's steps, shared by lineup-form.spec.ts and lineup-form-saves.spec.ts. */

/** Opens a select by its label and picks one option. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole("textbox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: typeof option === "string" }).click();
}

/** The API as the logged-in browser user (the token the app keeps in localStorage). */
export async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  const headers = { Authorization: `Bearer ${token ?? ""}` };
  const call = async (request: APIRequestContext, method: "get" | "post", path: string, data?: unknown) => {
    const res = await request[method](`/api/v1${path}`, { headers, data });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  return {
    get: (path: string) => call(page.request, "get", path),
    post: (path: string, data: unknown) => call(page.request, "post", path, data),
  };
}

/** The API as the browser user, the form's options, Santos and TGG among them, and an option's id by its name. */
export async function santosTggForm(page: Page) {
  const call = await api(page);
  const options = await call.get("/lineups/parametros");
  const santos = options.portos.find((p: { name: string }) => p.name === "Santos");
  // TGG handles the agricultural comms (a save takes only a comm its terminal handles).
  const terminal = santos.terminais.find((t: { name: string }) => t.name === "TGG");
  const byName = (list: { id: number; name: string }[], name: string) => list.find((x) => x.name === name)?.id;
  return { call, options, santos, terminal, byName };
}

/** Signs in and opens a new line-up's form on one of Santos' terminals, for agricultural comms. */
export async function newAgriLineup(page: Page, email: string, terminal: string) {
  await signIn(page, email);
  await page.goto("/lineups/adicionar");
  await choose(page, "Type", "AGRI COMMODITIES");
  await choose(page, "Port", "Santos");
  await choose(page, "Terminal", terminal);
}

/** Clicks Save and answers Yes to the confirmation. */
export async function saveForm(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(MESSAGES.confirmForm)).toBeVisible();
  await page.getByRole("button", { name: "Yes" }).click();
}
