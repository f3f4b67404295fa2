import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import { expect, test } from "./test";
import { apiAs, DEMO_PASSWORD, makeTggRow, openSantosBoard, revealRow, type Named } from "./helpers";
import { signInOnDashboard } from "./sign-in";

test("an operator watches a call; another person's save of its status rings the bell, and the entry leads to the row", async ({
  page,
  request,
}) => {
  const { row, vessel, saveField } = await makeTggRow(request, "Watched");
  await signInOnDashboard(page, "operator@demo.local");
  const bell = page.getByRole("button", { name: /^Notifications, / });
  await bell.click();
  const centre = page.getByRole("dialog", { name: "Notifications" });
  await expect(centre).toBeVisible();
  await page.keyboard.press("Escape");

  const { grid } = await openSantosBoard(page);
  await revealRow(grid, row.id);
  await grid.locator(`[row-id="row-${row.id}"]`).getByRole("button", { name: "Row actions" }).click();
  await page.getByRole("menuitem", { name: "Watch this call" }).click();
  const form = page.getByRole("dialog", { name: `Watch ${vessel.name}` });
  // The defaults: each status change, moved by more than 24 h, removals; no e-mail.
  await expect(form.getByRole("radio", { name: "Each status change" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "ETA, ETB or ETC moved by more than" })).toBeChecked();
  await expect(form.getByRole("textbox", { name: "E-mail" })).toHaveValue("Off");
  await form.getByRole("button", { name: "Watch", exact: true }).click();
  await expect(form).toBeHidden();
  await grid.locator(`[row-id="row-${row.id}"]`).getByRole("button", { name: "Row actions" }).click();
  await expect(page.getByRole("menuitem", { name: "Stop watching" })).toBeVisible();
  await page.keyboard.press("Escape");

  // Someone else starts loading it.
  await saveField({ status: "Loading" });
  await expect(page.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("link", { name: "Watches" }).click();
  await expect(page.getByRole("table", { name: "Watches" })).toContainText(vessel.name);

  await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
  const entry = centre.getByRole("listitem").filter({ hasText: vessel.name });
  await expect(entry).toContainText("Loading");
  await expect(entry).toContainText("TGG (Santos)");
  await entry.getByRole("button").click();
  await expect(page).toHaveURL(new RegExp(`/lineups/listar\\?.*row=${row.id}`));
  await expect(
    page.getByRole("region", { name: "TGG line-up" }).locator(`[row-id="row-${row.id}"]`).first(),
  ).toBeInViewport();
  await expect(page.getByRole("button", { name: "Notifications, none unread" })).toBeVisible();
});

test("the bell shows the newest 30 entries, and Show older the rest", async ({ page, request }) => {
  const { admin, row, vessel, saveField } = await makeTggRow(request, "Busy");
  const santos = (await admin.get<{ portos: Named[] }>("/lineups/parametros")).portos.find((p) => p.name === "Santos");
  const email = `watcher${Date.now()}@demo.local`;
  await admin.post("/users", {
    name: "Wanda Watcher",
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
    role_id: 3,
    porto_ids: [santos?.id],
  });
  const watcher = await apiAs(request, email);
  await watcher.post("/watches", { kind: "row", lineup_id: row.id, name: vessel.name });
  // 35 status changes by someone else: 35 entries, the newest first.
  for (let i = 0; i < 35; i += 1) await saveField({ status: i % 2 ? "Waiting" : "Loading" });
  await expect.poll(async () => (await watcher.get<{ unread: number }>("/notifications")).unread).toBe(35);

  await signInOnDashboard(page, email);
  await page.getByRole("button", { name: "Notifications, 35 unread" }).click();
  const entries = page.getByRole("list", { name: "Latest notifications" }).getByRole("listitem");
  await expect(entries).toHaveCount(30);
  await page.getByRole("button", { name: "Show older" }).click();
  await expect(entries).toHaveCount(35);
  // The oldest is the first change, Waiting → Loading; nothing older is left to show.
  await expect(entries.last()).toContainText("Loading");
  await expect(page.getByRole("button", { name: "Show older" })).toHaveCount(0);
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByRole("button", { name: "Notifications, none unread" })).toBeVisible();
});

// An operator may not point a webhook at this machine or the agency's network (SSRF): only an admin may allow it.
test("the webhooks page explains the signature, and a URL on this machine is refused under the field", async ({
  page,
}) => {
  await signInOnDashboard(page, "operator@demo.local");
  await page.getByRole("link", { name: "Webhooks" }).click();
  await expect(page.getByRole("heading", { name: "Webhooks", exact: true })).toBeVisible();
  await expect(page.getByText("X-Lineup-Signature", { exact: true })).toBeVisible();
  await expect(page.getByText("X-Lineup-Event-Id", { exact: true })).toBeVisible();
  const form = page.getByRole("form", { name: "New webhook" });
  // A receiver on this machine is refused to anyone but an admin (SSRF).
  await form.getByLabel("Name").fill(`Ops hook ${Date.now()}`);
  await form.getByLabel("URL").fill("http://127.0.0.1:9/hook");
  await form.getByRole("button", { name: "Create webhook" }).click();
  await expect(form.getByLabel("URL")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: "Signing secret" })).toHaveCount(0);
});

test("an admin adds a receiver on the agency's network: its secret is shown once, and Send test reaches it signed", async ({
  page,
}) => {
  const received: { signature: string; timestamp: string; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({
        signature: String(req.headers["x-lineup-signature"]),
        timestamp: String(req.headers["x-lineup-timestamp"]),
        body,
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const address = receiver.address();
  const port = typeof address === "object" && address ? address.port : 0;
  try {
    await signInOnDashboard(page, "admin@demo.local");
    await page.getByRole("link", { name: "Webhooks" }).click();
    const form = page.getByRole("form", { name: "New webhook" });
    const name = `Agency receiver ${Date.now()}`;
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("URL").fill(`http://127.0.0.1:${port}/hook`);
    await form.getByRole("checkbox", { name: /Allow private networks/ }).check();
    await form.getByRole("button", { name: "Create webhook" }).click();
    const secretBox = page.getByRole("textbox", { name: "Signing secret" });
    await expect(secretBox).toHaveValue(/^whsec_/);
    const secret = await secretBox.inputValue();
    await page.getByRole("button", { name: "I have kept it" }).click();
    await expect(secretBox).toHaveCount(0);

    await page.getByRole("link", { name }).click();
    await page.getByRole("button", { name: "Send test" }).click();
    const log = page.getByRole("table", { name: "Delivery log" });
    await expect(log).toContainText("204");
    expect(received).toHaveLength(1);
    const [hit] = received;
    const expected = `v1=${createHmac("sha256", secret).update(`${hit?.timestamp}.${hit?.body}`).digest("hex")}`;
    expect(hit?.signature).toBe(expected);
    expect(JSON.parse(hit?.body ?? "{}")).toMatchObject({ type: "test", event_id: null });
  } finally {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
});
