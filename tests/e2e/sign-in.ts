import { expect, type Page } from "./test";
import { DEMO_PASSWORD } from "./helpers";

/**
 * Logs `email` in without the login screen (login.spec.ts and `logIn` cover that screen): the session the screen
 * would store (the password grant's tokens and `GET /me`) is written to the origin's storage, on a page of the API
 * that loads no app, so the test's next `page.goto` opens its screen already logged in. A test that starts on the
 * dashboard uses `logIn`.
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
