import { expect, test, type APIRequestContext, type Page } from "./test";
import { logIn, openSantosBoard } from "./helpers";
import { signIn, signInOnDashboard } from "./sign-in";

// Text found in AG Grid's and TipTap's (ProseMirror's) code, and in no other chunk of the app.
const GRID = "ag-grid";
const EDITOR = "ProseMirror";
// Text found in AG Charts' code only (the Statistics screen's chart).
const CHARTS = "ag-charts-community";

/** Every script the page downloads from now on, with its text (a 304 revalidates one downloaded before). */
function recordScripts(page: Page) {
  const pending: Promise<{ url: string; body: string }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && response.status() === 200)
      pending.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  return {
    all: () => Promise.all(pending),
    /** Whether a script downloaded so far holds the text. */
    some: async (text: string) => (await Promise.all(pending)).some((script) => script.body.includes(text)),
  };
}

async function wallToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/v1/oauth/token", {
    data: { grant_type: "password", username: "admin@demo.local", password: "demo12345" },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const board = (await (await request.get("/api/v1/lineups", { headers })).json()) as { portos: { id: number }[] };
  const port = board.portos[0];
  if (!port) throw new Error("no seeded port");
  const display = await request.post("/api/v1/displays", {
    headers,
    data: { name: `Chunks ${Date.now()}`, porto_ids: [port.id] },
  });
  expect(display.status()).toBe(201);
  return ((await display.json()) as { token: string }).token;
}

test("the login screen downloads neither the grid nor the editor; the board and the e-mail screen fetch theirs", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await logIn(page, "admin@demo.local");
  expect((await scripts.all()).length).toBeGreaterThan(1);
  expect(await scripts.some(GRID)).toBe(false);
  expect(await scripts.some(EDITOR)).toBe(false);
  expect(await scripts.some(CHARTS)).toBe(false);

  await openSantosBoard(page);
  expect(await scripts.some(GRID)).toBe(true);
  expect(await scripts.some(EDITOR)).toBe(false);

  await page.goto("/email_information");
  await expect(page.getByRole("textbox", { name: "E-mail body" })).toBeVisible();
  expect(await scripts.some(EDITOR)).toBe(true);
  expect(await scripts.some(CHARTS)).toBe(false);
});

test("the Statistics screen downloads AG Charts only when it has numbers to draw", async ({ page }) => {
  const scripts = recordScripts(page);
  await signIn(page, "admin@demo.local");
  // A period with no call yet, in every section: each says so, and no chart library is needed.
  await page.goto(
    "/statistics?from=2001-01-01&to=2001-01-31&counts_from=2001-01-01&counts_to=2001-01-31&occ_from=2001-01-01&occ_to=2001-01-31&vol_from=2001-01-01&vol_to=2001-01-31",
  );
  await expect(page.getByText(/^No call berthed in this period/)).toBeVisible();
  await expect(page.getByText("No call was berthed, waiting or expected on these days.")).toBeVisible();
  await expect(page.getByText("No call was at a berth on these days.")).toBeVisible();
  await expect(page.getByText("No call sailed in this period after loading or discharging.")).toBeVisible();
  expect(await scripts.some(CHARTS)).toBe(false);
});

test("a wall screen downloads its own screen only: no back-office screen, no grid, no editor", async ({
  page,
  request,
}) => {
  const token = await wallToken(request);
  const scripts = recordScripts(page);
  await page.goto(`/wall/${token}?seconds=600`);
  await expect(page.getByRole("table").first()).toBeVisible();
  const screens = (await scripts.all())
    .map((script) => /\/assets\/([a-z-]+-page)-[^/]+\.js$/.exec(script.url)?.[1])
    .filter(Boolean);
  expect(screens).toEqual(["wall-page"]);
  expect(await scripts.some(GRID)).toBe(false);
  expect(await scripts.some(EDITOR)).toBe(false);
});

test("a screen whose chunk is gone after a deploy loads the new build instead of failing", async ({ page }) => {
  await signInOnDashboard(page, "admin@demo.local");
  // The first request of the users list's chunk gets a 404, as from a server that now runs another build.
  let requests = 0;
  await page.route(/\/assets\/users-list-page-[^/]+\.js$/, async (route) => {
    requests += 1;
    if (requests === 1) await route.fulfill({ status: 404, body: "" });
    else await route.continue();
  });
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Users", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Users", exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/usuarios\/listar$/);
  expect(requests).toBe(2);
});
