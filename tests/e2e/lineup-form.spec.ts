import { expect, test } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { quickAddVessel } from "./helpers";
import { signIn } from "./sign-in";
import { api, choose, newAgriLineup, santosTggForm, saveForm } from "./lineup-form-steps";

/** A new line-up's form: how its fields depend on each other, quick-created options, and a full save. */

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
  await signIn(page, "admin@demo.local");
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
