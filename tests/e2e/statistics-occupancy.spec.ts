import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiAs, dayOffset, handleComms, isoDay, logIn, typeDate, type Named, type SavedRow } from "./helpers";

/**
 * Berth occupancy on the Statistics screen. Calls of a new commodity are
 * saved through the API at Santos/TGG, Berth 1: one set Waiting then Loading
 * (it berths now and is still there), one left Waiting (never at a berth).
 */

type Options = {
  portos: (Named & { terminais: (Named & { bercos: Named[] })[] })[];
  cargas: (Named & { tipo_id: number })[];
  recebedores: Named[];
  lineups_portos: Named[];
};

async function makeBerthedCall(request: APIRequestContext) {
  const admin = await apiAs(request, "admin@demo.local");
  const o = await admin.get<Options>("/lineups/parametros");
  const santos = o.portos.find((p) => p.name === "Santos");
  const tgg = santos?.terminais.find((t) => t.name === "TGG");
  const berth = tgg?.bercos.find((b) => b.name === "Berth 1");
  if (!santos || !tgg || !berth || !o.recebedores[1] || !o.lineups_portos[1] || !o.cargas[0])
    throw new Error("seed data missing");
  const tipo = o.cargas[0].tipo_id;
  const stamp = Date.now();
  const comm = await admin.post<Named>("/cargas", {
    name: `Occupying ${stamp}`,
    synonym: `OCC${stamp % 100000}`,
    tipo_id: tipo,
  });
  await handleComms(admin, santos.id, tgg.id, [comm.id]);
  const charterer = await admin.post<Named>("/afretadores", { name: `Occupancy ${stamp}` });
  const save = (list: object[]) =>
    admin.post<{ lineups: SavedRow[] }>("/lineups/list", { terminal_id: tgg.id, list, deleted_lines: [] });
  const vessels: Named[] = [];
  const saved: SavedRow[] = [];
  for (const name of [`BERTHED ${stamp}`, `ANCHORED ${stamp}`]) {
    const vessel = await admin.post<Named>("/navios", { name });
    vessels.push(vessel);
    const [row] = (
      await save([
        {
          carga_tipo_id: tipo,
          status: "Waiting",
          berco_id: berth.id,
          navio_id: vessel.id,
          carga_id: comm.id,
          afretador_id: charterer.id,
          recebedor_id: o.recebedores[1].id,
          destination_porto: o.lineups_portos[1].id,
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
  return { comm, berthed: vessels[0]!, anchored: vessels[1]! };
}

const iso = isoDay;
const day = (d: Date) => `${iso(d).slice(8, 10)}/${iso(d).slice(5, 7)}/${iso(d).slice(0, 4)}`;

test("an operator sees the call they made berth on the berth timeline; the address keeps the choices; a client without that commodity sees none", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { comm, berthed, anchored } = await makeBerthedCall(request);

  await logIn(page, "operator@demo.local");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Statistics" }).click();
  const section = page.getByRole("region", { name: "Berth occupancy", exact: true });
  await expect(section).toBeVisible();
  // Yesterday and today (at Santos), the new commodity only.
  await typeDate(section, "From", dayOffset(-1));
  await typeDate(section, "To", dayOffset(0));
  await section.getByRole("textbox", { name: "Commodities" }).click();
  await page.getByRole("option", { name: comm.name }).click();
  await page.keyboard.press("Escape");

  const table = section.getByRole("table", { name: "Calls at each berth" });
  const rows = table.getByRole("row");
  // The berthed call, still at Berth 1; the one left at anchorage is not listed.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`Berth 1 · TGG (Santos)${berthed.name}${comm.name}${day(dayOffset(0))}`);
  await expect(rows.nth(1)).toContainText("still at berth");
  await expect(table).not.toContainText(anchored.name);
  await expect(section.getByRole("img", { name: /^Timeline of 1 berth lanes/ })).toBeVisible();
  await expect(section.getByRole("list", { name: "Colours of the commodities" })).toHaveText(comm.name);
  // No serious accessibility fault in the section as shown (WCAG 2.1 A and AA).
  const { violations } = await new AxeBuilder({ page })
    .include('[aria-labelledby="stats-berth-occupancy"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.filter((v) => v.impact === "critical" || v.impact === "serious").map((v) => v.id)).toEqual([]);

  // The choices are in the address under the section's own names and survive a reload.
  await expect(page).toHaveURL(
    new RegExp(`/statistics\\?occ_from=${iso(dayOffset(-1))}&occ_to=${iso(dayOffset(0))}&occ_comm=${comm.id}$`),
  );
  await page.reload();
  await expect(section.getByRole("textbox", { name: "From", exact: true })).toHaveValue(day(dayOffset(-1)));
  await expect(rows.nth(1)).toContainText(berthed.name);
  await expect(section.getByRole("img", { name: /^Timeline of 1 berth lanes/ })).toBeVisible();

  // The calls as a spreadsheet.
  const download = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download xlsx" }).click();
  expect((await download).suggestedFilename()).toBe(`berth-occupancy-${iso(dayOffset(-1))}-${iso(dayOffset(0))}.xlsx`);

  // Days before the call berthed: said in words.
  await typeDate(section, "From", dayOffset(-30));
  await typeDate(section, "To", dayOffset(-29));
  await expect(
    section.getByText("No call was at a berth on these days for the chosen ports and commodities."),
  ).toBeVisible();
  // An end before the start is refused in words.
  await typeDate(section, "To", dayOffset(-31));
  await expect(section.getByRole("alert")).toHaveText("The end of the period must not be before its start.");

  // The demo client does not follow the new commodity: nothing of it.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, "client@demo.local");
  await page.goto(`/statistics?occ_from=${iso(dayOffset(-1))}&occ_to=${iso(dayOffset(0))}&occ_comm=${comm.id}`);
  const occupancy = page.getByRole("region", { name: "Berth occupancy", exact: true });
  await expect(
    occupancy.getByText("No call was at a berth on these days for the chosen ports and commodities."),
  ).toBeVisible();
  await expect(occupancy.getByRole("table")).toHaveCount(0);
});
