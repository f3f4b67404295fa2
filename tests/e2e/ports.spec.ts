import { expect, test, type Page } from "./test";
import { MESSAGES } from "../../shared/src/index";
import { fillPortFields } from "./helpers";
import { signIn } from "./sign-in";

const terminal = (page: Page, n: number) => page.getByRole("group", { name: `Terminal ${n}`, exact: true });

async function fillTerminal(page: Page, n: number, values: { name?: string; berth: string }) {
  const t = terminal(page, n);
  if (values.name !== undefined) await t.getByLabel("Name").fill(values.name);
  await t.getByLabel("Loading/discharging rate").fill("10000");
  await t.getByLabel("A.V W/D").fill("2");
  await t.getByLabel("Max draft").fill("12,5");
  await t.getByLabel("Air draft").fill("30");
  await t.getByRole("textbox", { name: "Loa", exact: true }).fill("250");
  await t.getByRole("button", { name: "Add berth" }).click();
  await t.getByRole("textbox", { name: "Berth 1", exact: true }).fill(values.berth);
}

test("admin creates a port with two terminals, edits it and removes a berth on save", async ({ page }) => {
  // Seven screens and some forty fields: about 20 s alone here, and over the suite's 60 s on a CI machine twice as slow.
  test.setTimeout(120_000);
  const name = `Porto E2E ${Date.now()}`;
  await signIn(page, "admin@demo.local");
  await page.goto("/portos/listar");
  await page.getByRole("link", { name: "New Port", exact: true }).click();
  await expect(page).toHaveURL(/\/portos\/adicionar$/);

  const port = await fillPortFields(page, { name, maxDraft: "13.5", order: "7" });
  // A new port is in São Paulo's time; this one is in Manaus's (searched by typing).
  const zone = port.getByRole("textbox", { name: "Time zone" });
  await expect(zone).toHaveValue("America/Sao_Paulo");
  await zone.fill("Manaus");
  await page.getByRole("option", { name: "America/Manaus" }).click();

  await page.getByRole("button", { name: "Add terminal" }).click();
  await fillTerminal(page, 1, { name: "Alpha", berth: "A-1" });
  await terminal(page, 1).getByLabel("Comms").click();
  await page.getByRole("option", { name: "UREA (URE)" }).click();
  await page.keyboard.press("Escape");
  // A new terminal goes on top: the first one moves down.
  await page.getByRole("button", { name: "Add terminal" }).click();
  await expect(terminal(page, 2).getByLabel("Name")).toHaveValue("Alpha");
  await fillTerminal(page, 1, { berth: "B-1" });

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.checkForm)).toBeVisible();
  await expect(terminal(page, 1).getByText("The name field is required.")).toBeVisible();
  await expect(terminal(page, 2).getByText("The name field is required.")).toHaveCount(0);

  await terminal(page, 1).getByLabel("Name").fill("Bravo");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.portSaved).first()).toBeVisible();
  await expect(page).toHaveURL(/\/portos\/listar$/);

  await page.getByLabel("Port", { exact: true }).fill(name);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Alpha")).toBeVisible();
  await expect(row.getByText("Bravo")).toBeVisible();
  await expect(row.getByRole("cell", { name: "7", exact: true })).toBeVisible();

  // Edit: rename a terminal.
  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/portos\/editar\/\d+$/);
  const editUrl = page.url();
  // Terminals keep the order of the form: Bravo (added last, on top) first.
  await expect(terminal(page, 1).getByLabel("Name")).toHaveValue("Bravo");
  await expect(
    page.getByRole("group", { name: "Port", exact: true }).getByRole("textbox", { name: "Time zone" }),
  ).toHaveValue("America/Manaus");
  const alpha = terminal(page, 2);
  await expect(alpha.getByLabel("Name")).toHaveValue("Alpha");
  await expect(alpha.getByLabel("Max draft")).toHaveValue(/^12\.50?$/);
  await expect(alpha.getByText("UREA (URE)")).toBeVisible();
  await expect(terminal(page, 1).getByText("UREA (URE)")).toHaveCount(0);
  await alpha.getByLabel("Name").fill("Alpha Renamed");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.portSaved).first()).toBeVisible();

  // Removing a berth takes effect only on save.
  await page.goto(editUrl);
  const berthA = terminal(page, 2).getByRole("textbox", { name: "Berth 1", exact: true });
  await expect(terminal(page, 2).getByLabel("Name")).toHaveValue("Alpha Renamed");
  await terminal(page, 2).getByRole("button", { name: "Remove berth 1" }).click();
  await expect(page.getByText(MESSAGES.berthRemoved)).toBeVisible();
  await expect(berthA).toHaveCount(0);
  await page.reload();
  await expect(berthA).toHaveValue("A-1");

  await terminal(page, 2).getByRole("button", { name: "Remove berth 1" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.portSaved).first()).toBeVisible();
  await page.goto(editUrl);
  await expect(terminal(page, 2).getByLabel("Name")).toHaveValue("Alpha Renamed");
  await expect(terminal(page, 2).getByText("No berths")).toBeVisible();
  await expect(terminal(page, 1).getByRole("textbox", { name: "Berth 1", exact: true })).toHaveValue("B-1");
});

test("removing a terminal asks first, then takes effect on save", async ({ page }) => {
  const name = `Porto Two ${Date.now()}`;
  await signIn(page, "admin@demo.local");
  await page.goto("/portos/adicionar");
  await fillPortFields(page, { name, maxDraft: "10", order: "3" });
  await page.getByRole("button", { name: "Add terminal" }).click();
  await fillTerminal(page, 1, { name: "Keep", berth: "K-1" });
  await page.getByRole("button", { name: "Add terminal" }).click();
  await fillTerminal(page, 1, { name: "Drop", berth: "D-1" });

  await terminal(page, 1).getByRole("button", { name: "Remove terminal" }).click();
  await expect(page.getByText(MESSAGES.confirmTerminalDelete)).toBeVisible();
  await page.getByRole("button", { name: "No", exact: true }).click();
  await expect(terminal(page, 1).getByLabel("Name")).toHaveValue("Drop");

  await terminal(page, 1).getByRole("button", { name: "Remove terminal" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText(MESSAGES.terminalRemoved)).toBeVisible();
  await expect(terminal(page, 1).getByLabel("Name")).toHaveValue("Keep");
  await expect(terminal(page, 2)).toHaveCount(0);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.portSaved).first()).toBeVisible();

  await page.getByLabel("Port", { exact: true }).fill(name);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText("Keep")).toBeVisible();
  await expect(row.getByText("Drop")).toHaveCount(0);
});

// The empty text and a port that does not exist: empty-lists.spec.ts.
test("filters narrow the ports list; deleting a port in use shows the refusal", async ({ page }) => {
  await signIn(page, "admin@demo.local");
  await page.goto("/portos/listar");
  await expect(page.getByRole("row", { name: /Santos/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Paranaguá/ })).toBeVisible();

  await page.getByLabel("Terminal", { exact: true }).fill("Fospar");
  await expect(page.getByRole("row", { name: /Santos/ })).toHaveCount(0);
  await expect(page.getByRole("row", { name: /Paranaguá/ })).toBeVisible();
  await page.getByLabel("Terminal", { exact: true }).fill("");
  await page.getByLabel("Berth", { exact: true }).fill("TEG 2");
  await expect(page.getByRole("row", { name: /Paranaguá/ })).toHaveCount(0);
  await expect(page.getByRole("row", { name: /Santos/ })).toBeVisible();

  // Santos has line-up rows: the server's refusal is shown.
  await page.getByRole("button", { name: "Actions for Santos" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByText("Would you like to delete the port Santos?")).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/Port Santos has \d+ line-up rows and cannot be deleted\./)).toBeVisible();
});

test("an unused port can be deleted", async ({ page }) => {
  const name = `Porto Gone ${Date.now()}`;
  await signIn(page, "admin@demo.local");
  await page.goto("/portos/adicionar");
  const port = page.getByRole("group", { name: "Port", exact: true });
  // Empty required fields: each says so under its input.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(port.getByText("The name field is required.")).toBeVisible();
  await expect(port.getByText("The max draft field is required.")).toBeVisible();
  await expect(port.getByText("The bunker field is required.")).toBeVisible();
  await expect(port.getByText("The order field is required.")).toBeVisible();
  await fillPortFields(page, { name, maxDraft: "9", order: "1" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.portSaved).first()).toBeVisible();

  await page.getByLabel("Port", { exact: true }).fill(name);
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(MESSAGES.deleted)).toBeVisible();
  await expect(page.getByText("No port found")).toBeVisible();
});

test("operators edit ports but cannot create, delete, or add and remove terminals and berths", async ({ page }) => {
  await signIn(page, "operator@demo.local");
  await page.goto("/portos/listar");
  const row = page.getByRole("row", { name: /Santos/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole("link", { name: "New Port", exact: true })).toHaveCount(0);
  await row.getByRole("button", { name: "Actions for Santos" }).click();
  await expect(page.getByRole("menuitem", { name: "Edit" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Delete" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Edit" }).click();

  await expect(page.getByRole("group", { name: "Port", exact: true }).getByLabel("Name")).toHaveValue("Santos");
  await expect(terminal(page, 1).getByLabel("Name")).toHaveValue("TGG");
  await expect(terminal(page, 1).getByRole("textbox", { name: "Berth 1", exact: true })).toHaveValue("Berth 1");
  await expect(page.getByRole("button", { name: "Add terminal" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove terminal" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add berth" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Remove berth/ })).toHaveCount(0);
  // Saving unchanged terminals and berths is allowed.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.portSaved).first()).toBeVisible();
  await expect(page).toHaveURL(/\/portos\/listar$/);
});

test("Save and Back to list stay on screen on a long port form", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "admin@demo.local");
  await page.goto("/portos/listar");
  await page
    .getByRole("row", { name: /Santos/ })
    .getByRole("button", { name: "Actions for Santos" })
    .click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(terminal(page, 4)).toBeAttached();
  // The form is far taller than the screen…
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1800);
  const actions = page.getByRole("group", { name: "Form actions" });
  // …yet its actions are on screen at the top, the middle and the end.
  for (const y of [0, 900, 100_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(actions.getByRole("button", { name: "Save" })).toBeInViewport();
    await expect(actions.getByRole("link", { name: "Back to list" })).toBeInViewport();
  }
});
