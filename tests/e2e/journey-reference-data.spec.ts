import { expect, test, type Page } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { fillPortFields } from "./helpers";
import { signIn } from "./sign-in";

/**
 * Issue 3's "done when", as a new admin would do it: the reference data of a
 * new port, an operator for it who sees only that port, and every change in
 * the activity log with its before and after.
 */
test.setTimeout(120_000);

const terminal = (page: Page, n: number) => page.getByRole("group", { name: `Terminal ${n}`, exact: true });

async function addTerminal(page: Page, name: string, berths: string[]) {
  await page.getByRole("button", { name: "Add terminal" }).click();
  // New terminals go on top.
  const t = terminal(page, 1);
  await t.getByLabel("Name").fill(name);
  await t.getByLabel("Loading/discharging rate").fill("12000");
  await t.getByLabel("A.V W/D").fill("3");
  await t.getByLabel("Max draft").fill("12,5");
  await t.getByLabel("Air draft").fill("35");
  await t.getByRole("textbox", { name: "Loa", exact: true }).fill("240");
  for (const [i, berth] of berths.entries()) {
    await t.getByRole("button", { name: "Add berth" }).click();
    await t.getByRole("textbox", { name: `Berth ${i + 1}`, exact: true }).fill(berth);
  }
}

async function createField(page: Page, tipo: string, name: string, extra: Record<string, string> = {}) {
  await page.goto(`/campos/${tipo}`);
  await page.getByRole("button", { name: "New", exact: true }).click();
  const modal = page.getByRole("dialog");
  await modal.getByLabel("Name").fill(name);
  for (const [label, value] of Object.entries(extra)) await modal.getByLabel(label).fill(value);
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.saved).first()).toBeVisible();
  await page.getByLabel("Search", { exact: true }).fill(name);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(1);
}

test("an admin sets up a port and its operator, who sees only that port, and the log shows each change", async ({
  page,
}) => {
  const stamp = Date.now();
  const port = `Porto Novo ${stamp}`;
  const commType = `JOURNEY TYPE ${stamp}`;
  const operatorEmail = `journey${stamp}@demo.local`;
  await signIn(page, "admin@demo.local");

  // A comm type with two comms.
  await page.goto("/cargas_tipos/adicionar");
  await page.getByRole("textbox", { name: "Comm type" }).fill(commType);
  for (const [n, name] of [
    [1, "JOURNEY SOY"],
    [2, "JOURNEY CORN"],
  ] as const) {
    await page.getByRole("button", { name: "Add comm" }).click();
    const comm = page.getByRole("group", { name: `Comm ${n}`, exact: true });
    await comm.getByRole("textbox", { name: "Name" }).fill(name);
    await comm.getByRole("textbox", { name: "Synonym" }).fill(name.slice(-4));
  }
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.commsSaved)).toBeVisible();

  // A port with two terminals and their berths.
  await page.goto("/portos/adicionar");
  await fillPortFields(page, { name: port, maxDraft: "13", order: "9", bunker: "ALLOWED AT ANCHORAGE" });
  await addTerminal(page, "North Quay", ["N1", "N2"]);
  await addTerminal(page, "South Quay", ["S1"]);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.portSaved).first()).toBeVisible();

  // The parties a line-up names.
  await createField(page, "navios", `MV JOURNEY ${stamp}`, { IMO: "9300001" });
  await createField(page, "agencias", `Journey Agency ${stamp}`);
  await createField(page, "afretadores", `Journey Charterer ${stamp}`);
  await createField(page, "recebedores", `Journey Receiver ${stamp}`);
  await createField(page, "lineup_porto", `Journey Destination ${stamp}`, { Country: "Portugal" });

  // An operator assigned to the new port.
  await page.goto("/usuarios/adicionar");
  await page.getByLabel("Name").fill(`Journey Operator ${stamp}`);
  await page.getByLabel("Email").fill(operatorEmail);
  await page.getByRole("textbox", { name: "Profile" }).click();
  await page.getByRole("option", { name: "Operator", exact: true }).click();
  await page.getByRole("textbox", { name: "Ports" }).click();
  await page.getByRole("option", { name: port }).click();
  await page.keyboard.press("Escape");
  await page.getByLabel(/^Password( \*)?$/).fill("journey1234");
  await page.getByLabel("Password Confirmation").fill("journey1234");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.userCreated)).toBeVisible();

  // The admin renames the port: the log must show the before and after.
  await page.goto("/portos/listar");
  await page.getByLabel("Port", { exact: true }).fill(port);
  await page.getByRole("button", { name: `Actions for ${port}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await page.getByRole("group", { name: "Port", exact: true }).getByLabel("Name").fill(`${port} East`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.portSaved).first()).toBeVisible();

  await page.goto("/usuarios/atividades");
  await page.getByLabel("Search").fill(String(stamp));
  for (const text of [
    `created comm type ${commType}`,
    `created port ${port}`,
    `vessel MV JOURNEY ${stamp}`,
    `Journey Agency ${stamp}`,
    `Journey Charterer ${stamp}`,
    `Journey Receiver ${stamp}`,
    `Journey Destination ${stamp}`,
    `edited port ${port} East`,
  ]) {
    await expect(page.getByRole("row", { name: new RegExp(text) }).first()).toBeVisible();
  }
  await page
    .getByRole("row", { name: new RegExp(`edited port ${port} East`) })
    .getByRole("link", { name: "See Updates" })
    .click();
  const nameChange = page.getByRole("row", { name: /^name\b/i });
  await expect(nameChange).toContainText(port);
  await expect(nameChange).toContainText(`${port} East`);

  // The operator sees that port and no other.
  await page.getByRole("button", { name: "Logout" }).click();
  await signIn(page, operatorEmail, "journey1234");
  await page.goto("/portos/listar");
  await expect(page.getByRole("row", { name: new RegExp(`${port} East`) })).toBeVisible();
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row", { name: /Santos/ })).toHaveCount(0);
});
