import { expect, type APIRequestContext, type Locator, type Page } from "./test";
import { apiAs, handleComms, typeDate } from "./helpers";
import { signInOnDashboard } from "./sign-in";
import { byName, santosTgg, type LineupOptions, type Named, type SavedRow } from "./tgg-rows";

/*
 * Calls of a commodity of their own for the Statistics screen's sections, and the steps the sections' tests share.
 */

/** Names of what callsOfNewComm creates. */
interface NewCalls {
  comm: string;
  synonym: string;
  charterer: string;
  /** A new vessel each, with the status its call is saved in. */
  calls: { vessel: string; status: string }[];
  /** The TGG berth the calls are at, if any. */
  berth?: string;
}

/**
 * Calls of a new commodity (TGG made to handle it) and a new charterer at Santos / TGG, saved through the API today
 * by the admin; then the first call berths (Loading).
 */
export async function callsOfNewComm(request: APIRequestContext, names: NewCalls) {
  const admin = await apiAs(request, "admin@demo.local");
  const o = await admin.get<LineupOptions>("/lineups/parametros");
  const { santos, tgg } = santosTgg(o);
  const berth = names.berth === undefined ? undefined : byName(tgg.bercos, names.berth);
  const [receiver, destination, anyComm] = [o.recebedores[1], o.lineups_portos[1], o.cargas[0]];
  if (!receiver || !destination || !anyComm) throw new Error("seed data missing");
  const tipo = anyComm.tipo_id;
  const comm = await admin.post<Named>("/cargas", { name: names.comm, synonym: names.synonym, tipo_id: tipo });
  await handleComms(admin, santos.id, tgg.id, [comm.id]);
  const charterer = await admin.post<Named>("/afretadores", { name: names.charterer });
  const save = (list: object[]) =>
    admin.post<{ lineups: SavedRow[] }>("/lineups/list", { terminal_id: tgg.id, list, deleted_lines: [] });
  const vessels: Named[] = [];
  const saved: SavedRow[] = [];
  for (const { vessel: name, status } of names.calls) {
    const vessel = await admin.post<Named>("/navios", { name });
    vessels.push(vessel);
    const [row] = (
      await save([
        {
          carga_tipo_id: tipo,
          status,
          ...(berth && { berco_id: berth.id }),
          navio_id: vessel.id,
          carga_id: comm.id,
          afretador_id: charterer.id,
          recebedor_id: receiver.id,
          destination_porto: destination.id,
          qty: "1000",
        },
      ])
    ).lineups;
    if (!row) throw new Error("row not saved");
    saved.push(row);
  }
  const [first] = saved;
  if (!first) throw new Error("no call saved");
  await save([{ id: first.id, version: first.version, status: "Loading" }]);
  return { comm, vessels };
}

/**
 * Makes a test's calls, then signs the operator in, opens Statistics from the menu and gives the calls and the
 * section named `name`, once shown. Calls first: the screen reads its lists (a new commodity among them) as it opens.
 */
export async function operatorSectionAfter<T extends object>(page: Page, name: string, makeCalls: () => Promise<T>) {
  const calls = await makeCalls();
  await signInOnDashboard(page, "operator@demo.local");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Statistics" }).click();
  const section = page.getByRole("region", { name, exact: true });
  await expect(section).toBeVisible();
  await sectionsLoaded(page);
  return { ...calls, section };
}

/** Waits until no section of the Statistics screen is loading, so that no section changes size under the test's clicks. */
export async function sectionsLoaded(page: Page) {
  await expect(page.getByRole("region", { name: "Volumes by commodity", exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Loading /)).toHaveCount(0, { timeout: 20_000 });
}

/** Sets a section's period (From, then To) and keeps only the commodity named `comm`. */
export async function choosePeriodAndComm(page: Page, section: Locator, from: Date, to: Date, comm: string) {
  await typeDate(section, "From", from);
  await typeDate(section, "To", to);
  await section.getByRole("textbox", { name: "Commodities" }).click();
  await page.getByRole("option", { name: comm }).click();
  await page.keyboard.press("Escape");
}

/** Downloads a section's table as a spreadsheet; returns the file's name as the browser would save it. */
export async function downloadXlsx(page: Page, section: Locator) {
  const download = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download xlsx" }).click();
  return (await download).suggestedFilename();
}
