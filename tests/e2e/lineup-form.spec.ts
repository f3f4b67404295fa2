import { expect, test, type APIRequestContext, type Page } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { logIn, quickAddVessel } from "./helpers";
import { signIn } from "./sign-in";

/** Opens a select by its label and picks one option. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole("textbox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: typeof option === "string" }).click();
}

/** The API as the logged-in browser user (the token the app keeps in localStorage). */
async function api(page: Page) {
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
async function santosTggForm(page: Page) {
  const call = await api(page);
  const options = await call.get("/lineups/parametros");
  const santos = options.portos.find((p: { name: string }) => p.name === "Santos");
  // TGG handles the agricultural comms (a save takes only a comm its terminal handles).
  const terminal = santos.terminais.find((t: { name: string }) => t.name === "TGG");
  const byName = (list: { id: number; name: string }[], name: string) => list.find((x) => x.name === name)?.id;
  return { call, options, santos, terminal, byName };
}

/** Signs in and opens a new line-up's form on one of Santos' terminals, for agricultural comms. */
async function newAgriLineup(page: Page, email: string, terminal: string) {
  await signIn(page, email);
  await page.goto("/lineups/adicionar");
  await choose(page, "Type", "AGRI COMMODITIES");
  await choose(page, "Port", "Santos");
  await choose(page, "Terminal", terminal);
}

/** Clicks Save and answers Yes to the confirmation. */
async function saveForm(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(MESSAGES.confirmForm)).toBeVisible();
  await page.getByRole("button", { name: "Yes" }).click();
}

test("the terminal waits for a port, and changing the port clears terminal and berth", async ({ page }) => {
  await signIn(page, "operator@demo.local");
  await page.goto("/lineups/adicionar");
  await expect(page.getByRole("textbox", { name: "Status", exact: true })).toHaveValue("Loading");
  await expect(page.getByRole("textbox", { name: "Terminal", exact: true })).toBeDisabled();
  await choose(page, "Port", "Santos");
  await expect(page.getByRole("textbox", { name: "Terminal", exact: true })).toBeEnabled();
  await choose(page, "Terminal", "TGG");
  await choose(page, "Berth", "Berth 2");
  await expect(page.getByRole("textbox", { name: "Berth", exact: true })).toHaveValue("Berth 2");
  // Changing the terminal clears the berth.
  await choose(page, "Terminal", "Cutrale");
  await expect(page.getByRole("textbox", { name: "Berth", exact: true })).toHaveValue("");
  await choose(page, "Berth", "Berth 36");
  await choose(page, "Port", "Paranaguá");
  await expect(page.getByRole("textbox", { name: "Terminal", exact: true })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Berth", exact: true })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Berth", exact: true })).toBeDisabled();
  // The operator's ports only: Rio Grande is not theirs.
  await page.getByRole("textbox", { name: "Port", exact: true }).click();
  await expect(page.getByRole("option", { name: "Rio Grande" })).toHaveCount(0);
  await page.keyboard.press("Escape");
});

test("a type change starts the form over keeping the type; comms follow the type; POB reveals its time", async ({
  page,
}) => {
  await signIn(page, "operator@demo.local");
  await page.goto("/lineups/adicionar");
  await choose(page, "Type", "CHEMICAL");
  await page.getByRole("textbox", { name: "Comm", exact: true }).click();
  await expect(page.getByRole("option", { name: "SOYBEANS" })).toHaveCount(0);
  await page.getByRole("option", { name: "METHANOL", exact: true }).click();
  await choose(page, "Port", "Santos");
  await choose(page, "Status", "Waiting");
  await choose(page, "Type", "FERTILIZER");
  await expect(page.getByRole("textbox", { name: "Type", exact: true })).toHaveValue("FERTILIZER");
  await expect(page.getByRole("textbox", { name: "Comm", exact: true })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Port", exact: true })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Status", exact: true })).toHaveValue("Loading");
  await expect(page.getByLabel("POB time (lt)")).toHaveCount(0);
  await choose(page, "Status", "POB hh:mm lt");
  await expect(page.getByLabel("POB time (lt)")).toBeVisible();
});

test("a terminal without berths disables Berth with the hint", async ({ page }) => {
  await logIn(page, "admin@demo.local");
  const name = `Berthless ${Date.now()}`;
  await (
    await api(page)
  ).post("/portos", {
    name,
    max_draft: "10",
    bunker: "NOT ALLOWED",
    ordem: 99,
    terminais: [
      { name: "Open quay", rate: "1000", av_dw_bw: "0", max_draft: "10", draft_berth: "10", loa: "200", bercos: [] },
    ],
  });
  await page.goto("/lineups/adicionar");
  await choose(page, "Port", name);
  await choose(page, "Terminal", "Open quay");
  await expect(page.getByRole("textbox", { name: "Berth", exact: true })).toBeDisabled();
  await expect(page.getByText(MESSAGES.noBerths)).toBeVisible();
});

test("an admin quick-creates a vessel and it is selected; a comm needs the type first", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.goto("/lineups/adicionar");
  await page.getByRole("button", { name: "Add new comm" }).click();
  await expect(page.getByText(MESSAGES.selectCommType)).toBeVisible();

  const vessel = `E2E VESSEL ${Date.now()}`;
  await quickAddVessel(page, page, vessel);
  // The modal's save did not submit the line-up form.
  await expect(page.getByText(MESSAGES.confirmForm)).toHaveCount(0);
  // It is among the options too.
  await page.getByRole("textbox", { name: "Vessel", exact: true }).click();
  await expect(page.getByRole("option", { name: vessel })).toBeVisible();
});

test("the comm list offers the terminal's comms; a comm quick-created there joins the terminal", async ({ page }) => {
  // Cutrale handles fertilizers: none of this type's comms is offered there.
  await newAgriLineup(page, "admin@demo.local", "Cutrale");
  await page.getByRole("textbox", { name: "Comm", exact: true }).click();
  await expect(page.getByRole("option", { name: "SUGAR", exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await choose(page, "Terminal", "TGG");
  await page.getByRole("textbox", { name: "Comm", exact: true }).click();
  await expect(page.getByRole("option", { name: "SUGAR", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");

  const comm = `E2E COMM ${Date.now()}`;
  await page.getByRole("button", { name: "Add new comm" }).click();
  const modal = page.getByRole("dialog", { name: "Add new comm" });
  await modal.getByLabel("Name").fill(comm);
  await modal.getByLabel("Synonym").fill("E2E");
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Comm", exact: true })).toHaveValue(comm);
  const { options, terminal: tgg } = await santosTggForm(page);
  const created = options.cargas.find((c: { name: string }) => c.name === comm);
  expect(tgg.cargas_ids).toContain(created.id);
});

test("an operator sees no quick-create for vessels but may add a receiver", async ({ page }) => {
  await signIn(page, "operator@demo.local");
  await page.goto("/lineups/adicionar");
  await expect(page.getByRole("textbox", { name: "Receiver | Shipper", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add new vessel" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add new agency" })).toHaveCount(0);
  const receiver = `E2E Receiver ${Date.now()}`;
  await page.getByRole("button", { name: "Add new receiver | shipper" }).click();
  const modal = page.getByRole("dialog");
  await modal.getByLabel("Name").fill(receiver);
  await modal.getByLabel("Name").press("Enter");
  await expect(page.getByRole("textbox", { name: "Receiver | Shipper", exact: true })).toHaveValue(receiver);
});

test("saving a full form creates the row with every value", async ({ page }) => {
  await newAgriLineup(page, "operator@demo.local", "TGG");
  await choose(page, "Berth", "Berth 1");
  await choose(page, "Vessel", /^ATLANTIC GRACE/);
  await choose(page, "Status", "Waiting");
  await choose(page, "Comm", "CORN");
  await page.getByRole("textbox", { name: "QTTY", exact: true }).first().pressSequentially("25000,5");
  await expect(page.getByRole("textbox", { name: "QTTY", exact: true }).first()).toHaveValue("25.000,5");
  await page.getByLabel("ETA").pressSequentially("10032031");
  await page.getByLabel("ETB").pressSequentially("12032031");
  await choose(page, "Charterer", "Cargill");
  await choose(page, "Receiver | Shipper", "Coamo");
  await choose(page, "Destination port", /^Qingdao/);
  await choose(page, "Agency", "Williams");
  await choose(page, "Client type", "FULL");
  await page.getByRole("button", { name: "Add Comm +" }).click();
  const extra = page.getByRole("group", { name: "Comm row 1" });
  // The extra row starts with the call's charterer.
  await expect(extra.getByRole("textbox", { name: "Charterer", exact: true })).toHaveValue("Cargill");
  await extra.getByRole("textbox", { name: "Comm", exact: true }).click();
  await page.getByRole("option", { name: "WHEAT", exact: true }).click();
  await extra.getByRole("textbox", { name: "QTTY", exact: true }).pressSequentially("500");

  await saveForm(page);
  await expect(page.getByText(MESSAGES.lineupSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/lineups\/editar\/\d+$/);
  const id = /(\d+)$/.exec(page.url())?.[1];
  const row = await (await api(page)).get(`/lineups/${id}`);
  expect(row).toMatchObject({
    status: "Waiting",
    qty: "25000.500",
    qty_unidade: "t",
    eta: "2031-03-10",
    etb: "2031-03-12",
    client_type: "FULL",
    navio: { name: "ATLANTIC GRACE" },
    carga: { name: "CORN" },
    afretador: { name: "Cargill" },
    recebedor: { name: "Coamo" },
    destination_port: { name: "Qingdao" },
    agencia: { name: "Williams" },
    berco: { name: "Berth 1" },
  });
  expect(row.cargas_afretadores).toMatchObject([
    { carga: { name: "WHEAT" }, qty: "500.000", afretador: { name: "Cargill" } },
  ]);
  // The edit page shows what was saved.
  await expect(page.getByRole("textbox", { name: "Terminal", exact: true })).toHaveValue("TGG");
  await expect(page.getByLabel("ETB")).toHaveValue("12/03/2031");
});

/** Clicks Save on a form with problems: they show under the inputs before any "Do you confirm…?". */
async function saveRefused(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // The spec's words for the line-up form.
  await expect(page.getByText(MESSAGES.checkLineup).first()).toBeVisible();
  await expect(page.getByText(MESSAGES.confirmForm)).toHaveCount(0);
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
  await page.goto(`/lineups/editar/${lineup.id}`);
  await expect(page.getByRole("textbox", { name: "Status", exact: true })).toHaveValue("Expected");
  // Meanwhile a colleague sets the status.
  await call.post(`/lineups/${lineup.id}`, { _method: "put", ...body, status: "Waiting", version: lineup.version });
  await page.getByLabel("ETA").pressSequentially("01062031");
  await saveForm(page);
  await expect(page.getByText(/Someone else changed the same fields/)).toBeVisible();
  expect(await call.get(`/lineups/${lineup.id}`)).toMatchObject({ status: "Waiting", eta: null });
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
