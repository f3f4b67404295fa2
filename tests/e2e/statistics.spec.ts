import { expect, test, type APIRequestContext, type Page } from "./test";
import { apiAs, ddmmyyyy, dayOffset, handleComms, isoDay, shownDay, typeDate } from "./helpers";
import { followedBy, type LineupOptions, type Named, type SavedRow } from "./tgg-rows";
import {
  callsOfNewComm,
  choosePeriodAndComm,
  downloadXlsx,
  operatorSectionAfter,
  sectionsLoaded,
} from "./statistics-calls";
import { signInAgain } from "./sign-in";

/**
 * Waiting times on the Statistics screen. The calls are made through the API
 * (saved as Waiting, then set to Loading), so each waits a few seconds: the
 * screen shows 0,0 days for them; what the test controls, and checks, is which
 * calls are counted for whom. Their charterer is new, so its row holds only them.
 */

/** Calls of a new charterer: Santos/TGG ×3 (two of a comm the demo client follows, one of a comm they do not), Rio Grande ×1 (not followed); each Waiting, then Loading. */
async function makeCalls(request: APIRequestContext) {
  const admin = await apiAs(request, "admin@demo.local");
  const client = await apiAs(request, "client@demo.local");
  const o = await admin.get<LineupOptions>("/lineups/parametros");
  const followed = await followedBy(client);
  const comm = o.cargas.find((c) => c.tipo_id === 1 && followed.has(c.id));
  const other = o.cargas.find((c) => !followed.has(c.id));
  const terminal = (port: string, name: string) =>
    o.portos.find((p) => p.name === port)?.terminais.find((t) => t.name === name);
  const tgg = terminal("Santos", "TGG");
  const termasa = terminal("Rio Grande", "Termasa");
  if (!comm || !other || !tgg || !termasa || !o.recebedores[1] || !o.lineups_portos[1])
    throw new Error("seed data missing");
  const portId = (name: string) => o.portos.find((p) => p.name === name)?.id ?? 0;
  // A comm the demo client does not follow, at terminals of other types: each must handle it.
  await handleComms(admin, portId("Santos"), tgg.id, [other.id]);
  await handleComms(admin, portId("Rio Grande"), termasa.id, [other.id]);
  const charterer = await admin.post<Named>("/afretadores", { name: `Waits ${Date.now()}` });
  const calls: [number, { id: number; tipo_id: number }][] = [
    [tgg.id, comm],
    [tgg.id, comm],
    [tgg.id, other],
    [termasa.id, other],
  ];
  for (const [terminalId, { id: commId, tipo_id }] of calls) {
    const vessel = await admin.post<Named>("/navios", { name: `WAIT ${Date.now()}` });
    const row = {
      carga_tipo_id: tipo_id,
      status: "Waiting",
      navio_id: vessel.id,
      carga_id: commId,
      afretador_id: charterer.id,
      recebedor_id: o.recebedores[1].id,
      destination_porto: o.lineups_portos[1].id,
      qty: "1000",
    };
    const saved = (
      await admin.post<{ lineups: SavedRow[] }>("/lineups/list", {
        terminal_id: terminalId,
        list: [row],
        deleted_lines: [],
      })
    ).lineups[0];
    if (!saved) throw new Error("row not saved");
    await admin.post("/lineups/list", {
      terminal_id: terminalId,
      list: [{ id: saved.id, version: saved.version, status: "Loading" }],
      deleted_lines: [],
    });
  }
  return { charterer, santos: portId("Santos"), paranagua: portId("Paranaguá") };
}

// Each test signs in two or three people and makes a dozen choices, on a shared machine.
test.describe.configure({ timeout: 90_000 });

const iso = isoDay;

const waitingTable = (page: Page) => page.getByRole("table", { name: "Waiting times" });

test("an operator studies waiting times by charterer for a period; the address keeps the choices; a client sees their comms' calls only", async ({
  page,
  request,
}) => {
  const { charterer, santos, paranagua, section } = await operatorSectionAfter(page, "Waiting times", () =>
    makeCalls(request),
  );

  // The period around today, by charterer.
  await typeDate(section, "From", dayOffset(-1));
  await typeDate(section, "To", dayOffset(1));
  await section.getByRole("textbox", { name: "Group by" }).click();
  await page.getByRole("option", { name: "Charterer" }).click();
  const table = waitingTable(page);
  await expect(table.getByRole("columnheader").first()).toHaveText("Charterer");
  // The operator's ports are Santos and Paranaguá: the Rio Grande call is not theirs.
  const mine = table.getByRole("row").filter({ hasText: charterer.name });
  await expect(mine).toHaveText(`${charterer.name}30,00,00,0`);
  await expect(section.getByRole("img", { name: /Waiting time in days by charterer/ })).toBeVisible();

  // A port filter: Paranaguá has none of these calls.
  await section.getByRole("textbox", { name: "Ports" }).click();
  await page.getByRole("option", { name: "Paranaguá" }).click();
  await page.keyboard.press("Escape");
  await expect(mine).toHaveCount(0);

  await expect(page).toHaveURL(
    new RegExp(`/statistics\\?from=${iso(dayOffset(-1))}&to=${iso(dayOffset(1))}&group=charterer&port=${paranagua}$`),
  );
  await page.reload();
  await expect(section.getByRole("textbox", { name: "From", exact: true })).toHaveValue(
    ddmmyyyy(dayOffset(-1)).replace(/^(\d\d)(\d\d)/, "$1/$2/"),
  );
  await expect(section.getByRole("textbox", { name: "Group by" })).toHaveValue("Charterer");
  await expect(section.getByText("Paranaguá")).toBeVisible();
  await expect(mine).toHaveCount(0);
  // Santos instead: the three TGG calls.
  await sectionsLoaded(page);
  await section.getByRole("textbox", { name: "Ports" }).click();
  await page.getByRole("option", { name: "Paranaguá" }).click();
  await page.getByRole("option", { name: "Santos" }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`group=charterer&port=${santos}$`));
  await expect(mine).toHaveText(`${charterer.name}30,00,00,0`);

  // The table as a spreadsheet.
  expect(await downloadXlsx(page, section)).toBe(`waiting-times-${iso(dayOffset(-1))}-${iso(dayOffset(1))}.xlsx`);

  // A period without calls says so in words.
  await typeDate(section, "From", dayOffset(-400));
  await typeDate(section, "To", dayOffset(-399));
  await expect(
    section.getByText(
      "No call berthed in this period after waiting at anchorage for the chosen ports and commodities.",
    ),
  ).toBeVisible();
  // An end before the start is refused in words.
  await typeDate(section, "From", dayOffset(-1));
  await typeDate(section, "To", dayOffset(-3));
  await expect(section.getByRole("alert")).toHaveText("The end of the period must not be before its start.");

  // The client: the two TGG calls of their comm only.
  await signInAgain(page, "client@demo.local");
  await page.goto(`/statistics?from=${iso(dayOffset(-1))}&to=${iso(dayOffset(1))}&group=charterer`);
  await expect(waitingTable(page).getByRole("row").filter({ hasText: charterer.name })).toHaveText(
    `${charterer.name}20,00,00,0`,
  );
  // The admin sees all four.
  await signInAgain(page, "admin@demo.local");
  await page.goto(`/statistics?from=${iso(dayOffset(-1))}&to=${iso(dayOffset(1))}&group=charterer`);
  await expect(waitingTable(page).getByRole("row").filter({ hasText: charterer.name })).toHaveText(
    `${charterer.name}40,00,00,0`,
  );
});

/** Three calls of a new commodity at Santos/TGG, saved through the API today: one set Waiting then Loading, one Waiting, one Expected. */
async function makeCountedCalls(request: APIRequestContext) {
  const stamp = Date.now();
  const { comm } = await callsOfNewComm(request, {
    comm: `Counted ${stamp}`,
    synonym: `CNT${stamp % 100000}`,
    charterer: `Counts ${stamp}`,
    calls: ["Waiting", "Waiting", "Expected"].map((status, i) => ({ vessel: `COUNT ${stamp} ${i + 1}`, status })),
  });
  return { comm };
}

test("an operator follows line-up counts per day for a commodity; the address keeps the choices; a client without that commodity sees none", async ({
  page,
  request,
}) => {
  const { comm, section } = await operatorSectionAfter(page, "Line-up counts", () => makeCountedCalls(request));
  // Yesterday and today (at Santos), this commodity only.
  await choosePeriodAndComm(page, section, dayOffset(-1), dayOffset(0), comm.name);
  const table = section.getByRole("table", { name: "Line-up counts per day" });
  const day = shownDay;
  await expect(table.getByRole("row")).toHaveText([
    "DayBerthedWaitingExpected",
    `${day(dayOffset(-1))}000`,
    `${day(dayOffset(0))}111`,
  ]);
  await expect(
    section.getByRole("img", { name: "Calls per day: berthed, waiting and expected, stacked" }),
  ).toBeVisible();

  // The choices are in the address and survive a reload.
  await expect(page).toHaveURL(
    new RegExp(
      `/statistics\\?counts_from=${iso(dayOffset(-1))}&counts_to=${iso(dayOffset(0))}&counts_comm=${comm.id}$`,
    ),
  );
  await page.reload();
  await expect(table.getByRole("row").last()).toHaveText(`${day(dayOffset(0))}111`);

  // The table as a spreadsheet.
  expect(await downloadXlsx(page, section)).toBe(`lineup-counts-${iso(dayOffset(-1))}-${iso(dayOffset(0))}.xlsx`);

  // An end before the start is refused in words.
  await typeDate(section, "To", dayOffset(-3));
  await expect(section.getByRole("alert")).toHaveText("The end of the period must not be before its start.");

  // The demo client does not follow this new commodity: no calls.
  await signInAgain(page, "client@demo.local");
  await page.goto(`/statistics?counts_from=${iso(dayOffset(0))}&counts_to=${iso(dayOffset(0))}&counts_comm=${comm.id}`);
  const counts = page.getByRole("region", { name: "Line-up counts", exact: true });
  await expect(
    counts.getByText("No call was berthed, waiting or expected on these days for the chosen ports and commodities."),
  ).toBeVisible();
  await expect(counts.getByRole("table")).toHaveCount(0);
});
