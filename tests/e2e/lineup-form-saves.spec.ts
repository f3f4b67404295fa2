import { expect, test, type Page } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { signIn } from "./sign-in";
import { api, choose, newAgriLineup, santosTggForm, saveForm } from "./lineup-form-steps";

/** The line-up form's refusals, an existing row's edit and a colleague's change, and the form's layout. */

/** Clicks Save on a form with problems: they show under the inputs before any "Do you confirm…?". */
async function saveRefused(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // The spec's words for the line-up form.
  await expect(page.getByText(MESSAGES.checkLineup).first()).toBeVisible();
  await expect(page.getByText(MESSAGES.confirmForm)).toHaveCount(0);
}

/** An Expected call of CORN at TGG made through the API as the signed-in user: the body sent, and the line-up. */
async function expectedCornCall(page: Page) {
  const { call, options, santos, terminal, byName } = await santosTggForm(page);
  const body = {
    porto_id: santos.id,
    terminal_id: terminal.id,
    carga_tipo_id: byName(options.cargas_tipos, "AGRI COMMODITIES"),
    status: "Expected",
    carga_id: byName(options.cargas, "CORN"),
    afretador_id: byName(options.afretadores, "COFCO"),
    recebedor_id: byName(options.recebedores, "Coamo"),
    destination_porto: byName(options.lineups_portos, "Ghent"),
  };
  const { lineup } = await call.post("/lineups", body);
  return { call, body, lineup };
}

test("empty required fields are shown under the inputs before the confirmation is asked", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.goto("/lineups/adicionar");
  await saveRefused(page);
  await expect(page.getByText(MESSAGES.checkLineup)).toBeVisible();
  await expect(page.getByText("The port field is required.")).toBeVisible();
  await expect(page.getByText("The terminal field is required.")).toBeVisible();

  await choose(page, "Port", "Santos");
  await choose(page, "Terminal", "TEG");
  await page.getByRole("button", { name: "Add Comm +" }).click();
  await saveRefused(page);
  await expect(page.getByText("The comm field is required.")).toHaveCount(2);
  // An extra comm row needs what a split line of the table needs: its comm, charterer and quantity.
  await expect(page.getByText("The charterer field is required.")).toHaveCount(2);
  await expect(page.getByText("The receiver field is required.")).toBeVisible();
  await expect(page.getByText("The destination port field is required.")).toBeVisible();
  const commRow = page.getByRole("group", { name: "Comm row 1" });
  await expect(commRow.getByText("The comm field is required.")).toBeVisible();
  await expect(commRow.getByText("The charterer field is required.")).toBeVisible();
  await expect(commRow.getByText("The quantity field is required.")).toBeVisible();
  await expect(page).toHaveURL(/\/lineups\/adicionar$/);

  // POB needs its time, typed 24-hour as the board shows it.
  await choose(page, "Status", "POB hh:mm lt");
  await saveRefused(page);
  await expect(page.getByText("The POB time is required for the POB status.")).toBeVisible();
  await page.getByLabel("POB time (lt)").pressSequentially("1730");
  await expect(page.getByLabel("POB time (lt)")).toHaveValue("17:30");
});

test("Sailed with a TBI party is refused; declining the house agency's confirmation clears it", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.goto("/lineups/adicionar");
  await choose(page, "Vessel", "TBI");
  await choose(page, "Status", "Sailed");
  await expect(page.getByText(MESSAGES.informAllFields)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Status", exact: true })).toHaveValue("");

  await choose(page, "Type", "FERTILIZER");
  await choose(page, "Vessel", /^NORD VENUS/);
  await choose(page, "Comm", "UREA");
  await choose(page, "Charterer", "Yara");
  await choose(page, "Destination port", /^Rotterdam/);
  await choose(page, "Agency", "Oceanic");
  await choose(page, "Status", "Sailed");
  await expect(page.getByText(MESSAGES.confirmForm)).toBeVisible();
  await page.getByRole("button", { name: "No", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Status", exact: true })).toHaveValue("");
  // Escape declines too; Yes keeps Sailed.
  await choose(page, "Status", "Sailed");
  await expect(page.getByText(MESSAGES.confirmForm)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByText(MESSAGES.confirmForm)).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Status", exact: true })).toHaveValue("");
  await choose(page, "Status", "Sailed");
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText(MESSAGES.confirmForm)).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Status", exact: true })).toHaveValue("Sailed");
});

test("editing an existing row shows its values and saves the change", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  const { call, options, santos, terminal, byName } = await santosTggForm(page);
  const created = await call.post("/lineups", {
    porto_id: santos.id,
    terminal_id: terminal.id,
    berco_id: terminal.bercos[0].id,
    carga_tipo_id: byName(options.cargas_tipos, "AGRI COMMODITIES"),
    status: "Expected",
    navio_id: byName(options.navios, "SEA PEARL"),
    carga_id: byName(options.cargas, "SUGAR"),
    afretador_id: byName(options.afretadores, "Bunge"),
    recebedor_id: byName(options.recebedores, "Raízen"),
    destination_porto: byName(options.lineups_portos, "Jeddah"),
    qty: "1234.5",
    eta: "2031-02-01",
  });
  const id = created.lineup.id;

  await page.goto(`/lineups/editar/${id}`);
  await expect(page.getByRole("textbox", { name: "Port", exact: true })).toHaveValue("Santos");
  await expect(page.getByRole("textbox", { name: "Terminal", exact: true })).toHaveValue("TGG");
  await expect(page.getByRole("textbox", { name: "Comm", exact: true })).toHaveValue("SUGAR");
  await expect(page.getByRole("textbox", { name: "Status", exact: true })).toHaveValue("Expected");
  await expect(page.getByRole("textbox", { name: "QTTY", exact: true }).first()).toHaveValue("1.234,500");
  await expect(page.getByLabel("ETA")).toHaveValue("01/02/2031");

  await choose(page, "Status", "Discharging");
  await page.getByLabel("ETC").pressSequentially("05022031");
  await saveForm(page);
  await expect(page.getByText(MESSAGES.lineupSaved)).toBeVisible();
  const row = await call.get(`/lineups/${id}`);
  expect(row).toMatchObject({
    status: "Discharging",
    etc: "2031-02-05",
    eta: "2031-02-01",
    carga: { name: "SUGAR" },
    qty: "1234.500",
  });
  expect(row.version).toBeGreaterThan(created.lineup.version);
  // A second save from the same page sends the new version and succeeds.
  await choose(page, "Status", "Loading");
  await saveForm(page);
  await expect(page.getByText(MESSAGES.lineupSaved)).toHaveCount(2);
  expect((await call.get(`/lineups/${id}`)).status).toBe("Loading");
});

test("a save over someone else's change of the same field is refused with the reason", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  const { call, body, lineup } = await expectedCornCall(page);
  await page.goto(`/lineups/editar/${lineup.id}`);
  await expect(page.getByRole("textbox", { name: "Status", exact: true })).toHaveValue("Expected");
  // Meanwhile a colleague sets the status.
  await call.post(`/lineups/${lineup.id}`, { _method: "put", ...body, status: "Waiting", version: lineup.version });
  await page.getByLabel("ETA").pressSequentially("01062031");
  await saveForm(page);
  await expect(page.getByText(/Someone else changed the same fields/)).toBeVisible();
  expect(await call.get(`/lineups/${lineup.id}`)).toMatchObject({ status: "Waiting", eta: null });
});

test("a save without a connection says the server was not reached, keeps the form, and goes through once back", async ({
  page,
  context,
}) => {
  await signIn(page, "admin@demo.local");
  const { call, lineup } = await expectedCornCall(page);
  await page.goto(`/lineups/editar/${lineup.id}`);
  await expect(page.getByRole("textbox", { name: "Status", exact: true })).toHaveValue("Expected");
  await choose(page, "Status", "Waiting");
  await page.getByLabel("ETA").pressSequentially("01062031");

  await context.setOffline(true);
  await saveForm(page);
  await expect(page.getByText(/The server could not be reached: what you entered is kept here/)).toBeVisible();
  await expect(page.getByText(MESSAGES.systemError)).toHaveCount(0);
  // Nothing typed is lost, and the page did not move: the same Save goes through once the connection is back.
  await expect(page).toHaveURL(new RegExp(`/lineups/editar/${lineup.id}$`));
  await expect(page.getByRole("textbox", { name: "Status", exact: true })).toHaveValue("Waiting");
  await expect(page.getByLabel("ETA")).toHaveValue("01/06/2031");

  await context.setOffline(false);
  await saveForm(page);
  await expect(page.getByText(MESSAGES.lineupSaved)).toBeVisible();
  expect(await call.get(`/lineups/${lineup.id}`)).toMatchObject({ status: "Waiting", eta: "2031-06-01" });
});

test("a new call whose answer was lost on the way back is created once when Save is clicked again", async ({
  page,
}) => {
  await newAgriLineup(page, "operator@demo.local", "TGG");
  await choose(page, "Status", "Expected");
  await choose(page, "Comm", "CORN");
  await choose(page, "Charterer", "COFCO");
  await choose(page, "Receiver | Shipper", "Coamo");
  await choose(page, "Destination port", /^Ghent/);
  // An ETA no other call has, to count this one's rows by.
  const year = 2040 + Math.floor(Math.random() * 50);
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, "0");
  await page.getByLabel("ETA").pressSequentially(`${day}07${year}`);
  const callsWithEta = async () => {
    const { call, santos } = await santosTggForm(page);
    const board = JSON.stringify(await call.get(`/lineups?porto_id[]=${santos.id}`));
    return board.split(`"eta":"${year}-07-${day}"`).length - 1;
  };

  // The first save reaches the server, which creates the call, and its answer is cut on the way back.
  let posts = 0;
  await page.route("**/api/v1/lineups", async (route) => {
    if (route.request().method() !== "POST" || posts++ > 0) return route.fallback();
    await route.fetch();
    await route.abort("connectionreset");
  });
  await saveForm(page);
  await expect(page.getByText(/The server could not be reached: what you entered is kept here/)).toBeVisible();
  await expect(page).toHaveURL(/\/lineups\/adicionar$/);
  expect(await callsWithEta()).toBe(1);

  // Sent again, the same save is answered with the call it made: no second call.
  await saveForm(page);
  await expect(page.getByText(MESSAGES.lineupSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/lineups\/editar\/\d+$/);
  expect(posts).toBe(2);
  expect(await callsWithEta()).toBe(1);
});

test("a line-up that does not exist says so, with the way back to the listing", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.goto("/lineups/editar/999999");
  await expect(page.getByText("Line-up not found.")).toBeVisible();
  await page.getByRole("link", { name: "Back to list" }).click();
  await expect(page).toHaveURL(/\/lineups\/listar$/);
});

test("Save stays on screen on a long form, and a POB time is kept 24-hour", async ({ page }) => {
  // Many steps (three ways to close, a whole form filled and saved).
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "operator@demo.local");
  await page.goto("/lineups/adicionar");
  for (let i = 0; i < 4; i++) await page.getByRole("button", { name: "Add Comm +" }).click();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1200);
  const save = page.getByRole("button", { name: "Save", exact: true });
  for (const y of [0, 700, 100_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(save).toBeInViewport();
    await expect(page.getByRole("link", { name: "Back to list" })).toBeInViewport();
  }
  for (let i = 0; i < 4; i++)
    await page
      .getByRole("button", { name: /^Remove comm row/ })
      .first()
      .click();

  await choose(page, "Type", "AGRI COMMODITIES");
  await choose(page, "Port", "Santos");
  await choose(page, "Terminal", "TGG");
  await choose(page, "Status", "POB hh:mm lt");
  await page.getByLabel("POB time (lt)").pressSequentially("1730");
  await choose(page, "Comm", "CORN");
  await choose(page, "Charterer", "Cargill");
  await choose(page, "Receiver | Shipper", "Coamo");
  await choose(page, "Destination port", /^Qingdao/);
  await saveForm(page);
  await expect(page).toHaveURL(/\/lineups\/editar\/\d+$/);
  const id = /(\d+)$/.exec(page.url())?.[1];
  expect(await (await api(page)).get(`/lineups/${id}`)).toMatchObject({
    status: "POB hh:mm lt",
    pob: expect.stringMatching(/^17:30/),
  });
  await expect(page.getByLabel("POB time (lt)")).toHaveValue("17:30");
});
