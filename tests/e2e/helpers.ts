import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext, type Locator, type Page } from "./test";
import { dayInZone, ROLE, type RoleId } from "../../shared/src/index";
import { spawnServer, stopServer, suiteBasePort, suiteDataDir } from "./own-server";
import { followedBy, partiesAt, saveTggRow, type Named, type SavedRow } from "./tgg-rows";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type { Named, SavedRow } from "./tgg-rows";

export const DEMO_PASSWORD = "demo12345";

export const DEMO_USERS: ReadonlyArray<{ email: string; roleId: RoleId }> = [
  { email: "admin@demo.local", roleId: ROLE.admin },
  { email: "basic@demo.local", roleId: ROLE.basicAdmin },
  { email: "operator@demo.local", roleId: ROLE.operator },
  { email: "client@demo.local", roleId: ROLE.client },
  { email: "subagent@demo.local", roleId: ROLE.subAgent },
];

/**
 * Logs in through the login screen and waits for the dashboard: for the tests of that screen and of the way from it
 * (sign-in.ts logs in without it).
 */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
}

/** The side menu's entries, in order. */
export function mainMenuLinks(page: Page) {
  return page.getByRole("navigation", { name: "Main menu" }).getByRole("link");
}

/**
 * Opens a select box and picks the option named exactly `option` (its list opens at the page's root); opens it again
 * if the list is not showing, as a person would: a screen still drawing the last choice (a tab just chosen, on a slow
 * machine) may close it (a CI run once retried a detached option for 60 s), and a click on a box still sliding in
 * (a drawer's) may miss it. The box is clicked only while its list is not showing, so a select whose box toggles its
 * list is not closed again. `force` clicks a box whose chosen values' pills cover its text field.
 */
export async function chooseOption(page: Page, box: Locator, option: string, { force = false } = {}) {
  const choice = page.getByRole("option", { name: option, exact: true });
  // The first click is not bounded here: four browsers loading boards at once on two cores took up to 28 s for it.
  await box.click({ force });
  await expect(async () => {
    if (!(await choice.isVisible())) await box.click({ force });
    await choice.click({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Makes the page's CPU `rate` times slower (Chromium's throttling) until the returned function is called: a busy
 * office PC, on which an editor is drawn a frame or more before it has the focus.
 */
export async function slowCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return async () => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();
  };
}

/** Opens the line-up board on Santos and waits for TGG's table: its section and grid. */
export async function openSantosBoard(page: Page) {
  await page.goto("/lineups/listar");
  await chooseOption(page, page.getByRole("textbox", { name: "Port", exact: true }), "Santos");
  const grid = page.getByRole("region", { name: "TGG line-up" });
  await expect(grid).toBeVisible();
  // A big table fills in over a few frames (terminal-grid.tsx): done when it says so. Frames come late when several
  // browsers load boards at once on the CI's two cores, hence more than the default wait.
  await expect(grid).toHaveAttribute("data-filled", "true", { timeout: 30_000 });
  return { section: page.getByRole("region", { name: "Terminal TGG" }), grid };
}

/** Opens the line-up board on Santos and waits until TGG's table is live. */
export async function openLiveSantosBoard(page: Page) {
  const board = await openSantosBoard(page);
  await expect(board.section.getByText("Live", { exact: true })).toBeVisible();
  return board;
}

/**
 * Routes the page's live sockets through a switch, a network that can go down: while `down` is set, open sockets
 * are cut within 0.1 s and new ones refused.
 */
export async function switchableNetwork(page: Page) {
  const network = { down: false };
  await page.routeWebSocket(/\/api\/v1\/live\//, (ws) => {
    if (network.down) return void ws.close({ code: 1006, reason: "network down" });
    const server = ws.connectToServer();
    const timer = setInterval(() => {
      if (!network.down) return;
      clearInterval(timer);
      void ws.close({ code: 1006, reason: "network down" });
      void server.close();
    }, 100);
  });
  return network;
}

/**
 * Scrolls a terminal's grid until a row is drawn, then brings it into view, as a
 * person scrolls to find it: the grid draws only the rows near its scroll
 * position (row virtualisation). The row is named by its id, or by a text it shows.
 */
export async function revealRow(grid: Locator, row: number | string) {
  const seek = () =>
    grid.evaluate(async (el, target) => {
      const viewport = el.querySelector<HTMLElement>(".ag-grid-viewport");
      const find = () =>
        [...el.querySelectorAll<HTMLElement>("[role=row][row-id]")].find((r) =>
          typeof target === "number" ? r.getAttribute("row-id") === `row-${target}` : r.textContent?.includes(target),
        );
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
      if (!viewport) return !!find();
      for (let top = 0; ; top += viewport.clientHeight / 2) {
        const hit = find();
        if (hit) {
          hit.scrollIntoView({ block: "center" });
          // A row that moved (its ETB set: rows are in ETB order) is drawn where it was while AG Grid slides it to its
          // new place (400 ms), and dropped there when out of view: found only if still drawn in view after the slide.
          await new Promise((resolve) => setTimeout(resolve, 450));
          const box = hit.getBoundingClientRect();
          const view = viewport.getBoundingClientRect();
          if (hit.isConnected && box.top >= view.top - 1 && box.bottom <= view.bottom + 1) return true;
        }
        if (top > viewport.scrollHeight) return false;
        viewport.scrollTop = top;
        await frame();
      }
    }, row);
  // Again until found: the row may still be on its way (a save, a live update, a table filling in on a busy machine).
  // The first call also waits for the grid itself, which a slow CI machine once took 12 s to draw.
  await expect.poll(seek, { message: `row ${row} in the grid`, timeout: 30_000 }).toBe(true);
}

/**
 * Scrolls a terminal's grid to its end, where a test's newest rows are (rows
 * without an ETB come last, then by id): the grid draws only the rows near its
 * scroll position.
 */
export async function showNewestRows(grid: Locator, rowId?: number) {
  await expect(grid.locator("[role=row][row-index]").first()).toBeVisible();
  const scroll = () => grid.locator(".ag-grid-viewport").evaluate((el) => (el.scrollTop = el.scrollHeight));
  if (rowId === undefined) return void (await scroll());
  // The table may still grow (restored work, live rows) after a first scroll: scroll again until the row is drawn.
  await expect(async () => {
    await scroll();
    await expect(grid.locator(`[row-id="row-${rowId}"]`)).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** A small API client logged in as `email`. */
export async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post("/api/v1/oauth/token", {
    data: { grant_type: "password", username: email, password: DEMO_PASSWORD },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const call = async <T>(method: "get" | "post" | "delete", path: string, data?: unknown): Promise<T> => {
    const res = await request[method](`/api/v1${path}`, { headers, data });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  return {
    get: <T>(path: string) => call<T>("get", path),
    post: <T>(path: string, data: unknown) => call<T>("post", path, data),
    delete: <T>(path: string) => call<T>("delete", path),
  };
}

type Api = Awaited<ReturnType<typeof apiAs>>;
/** A terminal as GET /portos/{id} gives it, which is what its PUT takes back. */
export interface TerminalForm extends Named {
  rate: string;
  av_dw_bw: string;
  max_draft: string;
  draft_berth: string;
  loa: string;
  remark: string | null;
  cargas_ids: number[];
  bercos: Named[];
}
interface PortForm extends Named {
  max_draft: string;
  bunker: string;
  ordem: number;
  latitude: number | null;
  longitude: number | null;
  terminais: TerminalForm[];
}

/** Edits a port's terminals through the port form's PUT: every terminal and berth is sent back (those left out are removed). */
export async function editTerminals(api: Api, portId: number, change: (t: TerminalForm) => Partial<TerminalForm>) {
  const { name, max_draft, bunker, ordem, latitude, longitude, terminais } = await api.get<PortForm>(
    `/portos/${portId}`,
  );
  await api.post(`/portos/${portId}`, {
    _method: "put",
    ...{ name, max_draft, bunker, ordem, latitude, longitude },
    terminais: terminais.map((t) => {
      const { id, name, rate, av_dw_bw, max_draft, draft_berth, loa, remark, cargas_ids, bercos } = {
        ...t,
        ...change(t),
      };
      const berths = bercos.map((b) => ({ id: b.id, name: b.name }));
      return { id, name, rate, av_dw_bw, max_draft, draft_berth, loa, remark, cargas_ids, bercos: berths };
    }),
  });
}

/** Adds comms to those a terminal handles (its `cargas_ids`): a save takes only a comm its terminal handles. */
export const handleComms = (api: Api, portId: number, terminalId: number, commIds: number[]) =>
  editTerminals(api, portId, (t) =>
    t.id === terminalId ? { cargas_ids: [...new Set([...t.cargas_ids, ...commIds])] } : {},
  );

/**
 * One Waiting row of a new vessel (named `prefix` and the time) on Santos / TGG,
 * with a comm the demo client follows, saved by the admin; `saveField` is
 * another person's save of some fields of it, as the board sends it.
 */
export async function makeTggRow(request: APIRequestContext, prefix: string) {
  const admin = await apiAs(request, "admin@demo.local");
  const followed = await followedBy(await apiAs(request, "client@demo.local"));
  const { tgg, vessel, row } = await saveTggRow(admin, prefix, {
    choose: (o) => partiesAt(o, 1, (c) => followed.has(c.id)),
  });
  const saveField = async (patch: Record<string, unknown>) => {
    const current = await admin.get<SavedRow>(`/lineups/${row.id}`);
    await admin.post("/lineups/list", {
      terminal_id: tgg.id,
      list: [{ id: row.id, version: current.version, ...patch }],
      deleted_lines: [],
    });
  };
  return { admin, row, vessel, tggId: tgg.id, saveField };
}

/** A day (its UTC fields) as typed into a date field: "24112026". */
export const ddmmyyyy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, "0")}${String(d.getUTCMonth() + 1).padStart(2, "0")}${d.getUTCFullYear()}`;
/** A day (its UTC fields) as the address and the API write it: "2026-11-24". */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** A day as the screens write it: "24/11/2026". */
export const shownDay = (d: Date) => isoDay(d).split("-").reverse().join("/");
/**
 * Today at the demo's ports (America/Sao_Paulo), moved by a number of days, as noon UTC of that day: Statistics
 * and the board count a port's days in its own zone, which between 00:00 and 03:00 UTC is still yesterday.
 */
export const dayOffset = (days: number) =>
  new Date(`${dayInZone(Date.now() + days * 86_400_000, "America/Sao_Paulo")}T12:00:00Z`);

/** Types a day into a date field of one screen section (statistics sections each have a From and a To). */
export async function typeDate(scope: Locator, label: string, d: Date) {
  const input = scope.getByRole("textbox", { name: label, exact: true });
  await input.fill("");
  await input.pressSequentially(ddmmyyyy(d));
  await input.press("Tab");
}

/** Quick-creates a vessel from a line-up form (the page, or the dialog holding the form); it is then selected. */
export async function quickAddVessel(page: Page, form: Page | Locator, vessel: string) {
  await form.getByRole("button", { name: "Add new vessel" }).click();
  const quick = page.getByRole("dialog", { name: "Add new vessel" });
  await quick.getByLabel("Name").fill(vessel);
  await quick.getByRole("button", { name: "Save" }).click();
  await expect(quick).toBeHidden();
  await expect(form.getByRole("textbox", { name: "Vessel", exact: true })).toHaveValue(vessel);
}

/** Fills the Port group of the port form (bunker chosen from its list) and gives that group. */
export async function fillPortFields(
  page: Page,
  values: { name: string; maxDraft: string; order: string; bunker?: string },
) {
  const port = page.getByRole("group", { name: "Port", exact: true });
  await port.getByLabel("Name").fill(values.name);
  await port.getByLabel("Max draft").fill(values.maxDraft);
  await port.getByLabel("Bunker").click();
  await page.getByRole("option", { name: values.bunker ?? "NOT ALLOWED", exact: true }).click();
  await port.getByLabel("Order").fill(values.order);
  return port;
}

/**
 * A server of the suite's build with a database of its own (the demo seeded anew), for the tests of one describe
 * block: started before them on the suite's port + `portOffset`, stopped and removed after them; `env` over the
 * suite's settings. Gives its address.
 */
export function ownServer(portOffset: number, env: Record<string, string> = {}): string {
  const port = suiteBasePort + portOffset;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = suiteDataDir(port);
  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    // Migrating and seeding a fresh database takes a while on a busy machine (the suite's own server is given 90 s).
    test.setTimeout(120_000);
    rmSync(dataDir, { recursive: true, force: true });
    // A server left on the port (another run with the same E2E_PORT) would answer for this one, then vanish mid-test.
    const taken = await fetch(`${url}/login`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`port ${port} already answers: another run uses it (give each run its own E2E_PORT)`);
    server = spawnServer(port, dataDir, {
      ...env,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: path.resolve(root, process.env.E2E_WEB_DIST) } : {}),
    });
    await expect(async () => {
      expect(server?.exitCode, `the server on port ${port} exited`).toBeNull();
      expect((await fetch(`${url}/login`)).ok).toBe(true);
    }).toPass({ timeout: 110_000 });
  });
  test.afterAll(async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return url;
}
