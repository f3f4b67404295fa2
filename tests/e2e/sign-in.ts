import { expect, type APIRequestContext, type Browser, type Page } from "./test";
import { DEMO_PASSWORD, makeTggRow, openLiveSantosBoard, openSantosBoard } from "./helpers";

/*
 * Ways into the app that skip the login screen, which login.spec.ts and the few tests about logging in still type
 * into (`logIn` in helpers.ts).
 */

/**
 * Logs `email` in without the login screen: the session the screen would store (the password grant's tokens and
 * `GET /me`) is written to the origin's storage, on a page of the API that loads no app, so the test's next
 * `page.goto` opens its screen already logged in.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const login = await page.request.post("/api/v1/oauth/token", {
    data: { grant_type: "password", username: email, password },
  });
  expect(login.ok(), `logging in as ${email}: ${await login.text()}`).toBe(true);
  const tokens: unknown = await login.json();
  if (!isTokenPair(tokens)) throw new Error(`logging in as ${email}: no token pair`);
  const me = await page.request.get("/api/v1/me", { headers: { Authorization: `Bearer ${tokens.access_token}` } });
  expect(me.ok(), `GET /me as ${email}`).toBe(true);
  const user = await me.text();
  await page.goto("/api/v1/health");
  await page.evaluate(
    ({ access, refresh, user }) => {
      localStorage.setItem("access_token", access);
      localStorage.setItem("refresh_token", refresh);
      localStorage.setItem("user", user);
    },
    { access: tokens.access_token, refresh: tokens.refresh_token, user },
  );
}

function isTokenPair(value: unknown): value is { access_token: string; refresh_token: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    "access_token" in value &&
    typeof value.access_token === "string" &&
    "refresh_token" in value &&
    typeof value.refresh_token === "string"
  );
}

/**
 * Signs `email` in and opens the dashboard, for a test that goes on from the side menu or the top bar: once the
 * welcome shows, the menu is drawn too (a menu entry's absence is then a real one).
 */
export async function signInOnDashboard(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
}

/** Logs out with the top bar's Logout, then signs `email` in: the test's next `page.goto` opens its screen. */
export async function signInAgain(page: Page, email: string): Promise<void> {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email);
}

/** A person signed in in a browser context of their own, on the Santos board, live. */
export async function liveBoardFor(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page, ...(await openLiveSantosBoard(page)) };
}

/** A fresh TGG row (`makeTggRow`), and the operator signed in on the Santos board: its section and TGG's table. */
export async function operatorBoardWithRow(page: Page, request: APIRequestContext, prefix: string) {
  const made = await makeTggRow(request, prefix);
  await signIn(page, "operator@demo.local");
  return { ...made, ...(await openSantosBoard(page)) };
}
