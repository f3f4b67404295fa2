import { expect, test, type Page } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { apiAs, openSantosBoard, ownServer } from "./helpers";
import { saveTggRow } from "./tgg-rows";
import { signIn, signInOnDashboard } from "./sign-in";
import { lagStorage, refreshAnswers } from "./storage-lag";

/**
 * Issue 12, sessions: one user in two tabs outlives many access-token expiries
 * (refresh tokens rotate, so the tabs must share one refresh), the live socket
 * renews its token instead of saying "No access", and login returns to the page asked for.
 */

/** Access tokens of the second server live this many seconds. */
const TTL = 4;

test.describe("with access tokens that expire every few seconds", () => {
  test.describe.configure({ timeout: 90_000 });
  // A second server of the same build, with ACCESS_TOKEN_TTL set short; the suite's own server keeps the default.
  const shortUrl = ownServer(1000, { ACCESS_TOKEN_TTL: String(TTL) });
  test.use({ baseURL: shortUrl });

  test("the same user in two tabs keeps working and stays live across token expiries, with one refresh for both, each tab learning the other's tokens late", async ({
    context,
    page,
    request,
  }) => {
    // Two seconds: longer than the client ever waited for another tab's pair to show in its storage (it spent the
    // other tab's spent token, and the server ended the session for both).
    await lagStorage(context, 2_000);
    const refreshes = refreshAnswers(context);
    const noAccess: string[] = [];
    const watch = async (p: Page) => {
      await p.exposeFunction("sawNoAccess", (url: string) => noAccess.push(url));
      // Any moment the badge says "No access", however briefly, fails the test.
      await p.addInitScript(() => {
        new MutationObserver(() => {
          if (document.body?.innerText.includes("No access to live updates"))
            (window as unknown as { sawNoAccess: (u: string) => void }).sawNoAccess(location.href);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
    };
    await watch(page);
    await signIn(page, "operator@demo.local");
    const first = await openSantosBoard(page);
    const second = await context.newPage();
    await watch(second);
    const other = await openSantosBoard(second);
    for (const tab of [first, other]) await expect(tab.section.getByText("Live", { exact: true })).toBeVisible();

    // Both tabs hold the same access token: both sockets are closed at its expiry at once, twice over.
    await page.waitForTimeout(TTL * 2_000 + 1_500);
    for (const tab of [first, other]) await expect(tab.section.getByText("Live", { exact: true })).toBeVisible();

    // A line saved elsewhere still reaches both tabs live.
    const { vessel } = await saveTggRow(await apiAs(request, "admin@demo.local"), "SESSION");
    for (const tab of [first, other]) await expect(tab.grid.getByText(vessel.name)).toBeVisible({ timeout: 5_000 });

    // After another expiry, both tabs still read the API (the dashboard) instead of being sent to login.
    await page.waitForTimeout(TTL * 1_000 + 500);
    for (const p of [page, second]) {
      await p.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Dashboard" }).click();
      await expect(p.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
      await expect(p).toHaveURL(/\/dashboard$/);
      await expect(p.getByText(MESSAGES.unauthenticated)).toHaveCount(0);
    }
    expect(noAccess).toEqual([]);
    // Tokens really expired and were refreshed, and no tab ever spent a refresh token another had already spent.
    expect(refreshes.length).toBeGreaterThanOrEqual(2);
    expect(
      refreshes.every((status) => status === 200),
      `refresh answers: ${refreshes.join(", ")}`,
    ).toBe(true);
  });
});

test("a deep link sends a guest to login and, once logged in, to the page asked for", async ({ page }) => {
  await page.goto("/usuarios/listar?page=1");
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("E-mail").fill("admin@demo.local");
  await page.getByLabel("Password", { exact: true }).fill("demo12345");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/usuarios\/listar\?page=1$/);
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
});

test("a login address naming another site lands on the dashboard", async ({ page }) => {
  await page.goto("/login?next=//evil.example/phish");
  await page.getByLabel("E-mail").fill("admin@demo.local");
  await page.getByLabel("Password", { exact: true }).fill("demo12345");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
});

test("Logout without a connection says the person is still signed in; once back online it signs out", async ({
  page,
  context,
}) => {
  await signInOnDashboard(page, "admin@demo.local");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText(/The server could not be reached\. You are still signed in/)).toBeVisible();
  await expect(page.getByText(MESSAGES.logoutFailed)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);

  await context.setOffline(false);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("refresh_token"))).toBeNull();
});
