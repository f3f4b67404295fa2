import { expect, test, type APIRequestContext } from "./test";
import { isoInZone, wallClockMs } from "../../shared/src/index";
import { apiAs, handleComms, type Named, type SavedRow } from "./helpers";
import { signIn } from "./sign-in";
import { sectionsLoaded } from "./statistics-calls";

/**
 * Volumes by commodity on the Statistics screen. A call of a new commodity is
 * made through the API at Santos / TGG and taken through Waiting, Loading and
 * Sailed today, with 12.345 t of that commodity and a split line of 655 t of
 * it; a second call of it berths as Discharging and has not sailed, so it is
 * not counted. The demo client does not follow the new commodity.
 */
async function sailCall(request: APIRequestContext) {
  const admin = await apiAs(request, "admin@demo.local");
  const o = await admin.get<{
    portos: (Named & { terminais: Named[] })[];
    cargas: (Named & { tipo_id: number })[];
    recebedores: Named[];
    agencias: Named[];
    lineups_portos: (Named & { pais: string })[];
  }>("/lineups/parametros");
  const santos = o.portos.find((p) => p.name === "Santos");
  const tgg = santos?.terminais.find((t) => t.name === "TGG");
  // A Sailed row needs every party known (no TBI).
  const agency = o.agencias.find((a) => a.name !== "TBI");
  const destination = o.lineups_portos.find((d) => d.pais !== "TBI");
  if (!santos || !tgg || !o.recebedores[1] || !agency || !destination || !o.cargas[0])
    throw new Error("seed data missing");
  const tipo = o.cargas[0].tipo_id;
  const comm = await admin.post<Named>("/cargas", {
    name: `Volume ${Date.now()}`,
    synonym: `VOL${Date.now() % 100000}`,
    tipo_id: tipo,
  });
  await handleComms(admin, santos.id, tgg.id, [comm.id]);
  const charterer = await admin.post<Named>("/afretadores", { name: `Volumes ${Date.now()}` });
  const save = async (list: object[]) =>
    (await admin.post<{ lineups: SavedRow[] }>("/lineups/list", { terminal_id: tgg.id, list, deleted_lines: [] }))
      .lineups;
  const call = async (status: string, qty: string, lines: object[] = []) => {
    const vessel = await admin.post<Named>("/navios", { name: `VOLUME ${Date.now()}` });
    const [row] = await save([
      {
        carga_tipo_id: tipo,
        status,
        navio_id: vessel.id,
        carga_id: comm.id,
        afretador_id: charterer.id,
        recebedor_id: o.recebedores[1]!.id,
        agencia_id: agency.id,
        destination_porto: destination.id,
        qty,
        cargas_afretadores: lines,
      },
    ]);
    if (!row) throw new Error("row not saved");
    return row;
  };
  let sailing = await call("Waiting", "12345", [{ carga_id: comm.id, qty: "655", afretador_id: charterer.id }]);
  for (const status of ["Loading", "Sailed"])
    [sailing] = (await save([{ id: sailing!.id, version: sailing!.version, status }])) as [SavedRow];
  await call("Discharging", "999");
  return { comm };
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** The Monday (UTC) of the week of a day. */
const monday = (d: Date) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7)));

test("an operator sees the volume of a call that sailed by week and by month; the address keeps the choices; a client without that commodity sees none", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { comm } = await sailCall(request);
  // Santos counts its days in its own zone: today there, read with the UTC getters below.
  const today = new Date(wallClockMs(isoInZone(Date.now(), "America/Sao_Paulo")));
  const from = iso(new Date(today.getTime() - 86_400_000));
  const to = iso(today);

  await signIn(page, "operator@demo.local");
  // A shared link with the period (yesterday and today in Santos).
  await page.goto(`/statistics?vol_from=${from}&vol_to=${to}`);
  const section = page.getByRole("region", { name: "Volumes by commodity", exact: true });
  await expect(section).toBeVisible();
  await sectionsLoaded(page);
  await section.getByRole("textbox", { name: "Commodities" }).click();
  await page.getByRole("option", { name: comm.name }).click();
  await page.keyboard.press("Escape");

  // By week: the week of today (from Monday); the row's 12.345 t and its split line's 655 t, loaded; the call still at berth is not counted.
  const table = section.getByRole("table", { name: "Volumes by commodity" });
  await expect(table.getByRole("row")).toHaveText([
    "WeekCommodityLoadedDischargedCalls",
    `Week of ${dmy(iso(monday(today)))}${comm.name}13.000,000 t0,000 t1`,
  ]);
  await expect(
    section.getByRole("img", { name: "Volume per week in tonnes (t): loaded and discharged, stacked by commodity" }),
  ).toBeVisible();

  // By month.
  const per = section.getByRole("radiogroup", { name: "Per" });
  await per.getByText("Month", { exact: true }).click();
  const month = today.toLocaleString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
  await expect(table.getByRole("row")).toHaveText([
    "MonthCommodityLoadedDischargedCalls",
    `${month}${comm.name}13.000,000 t0,000 t1`,
  ]);
  await expect(
    section.getByRole("img", { name: "Volume per month in tonnes (t): loaded and discharged, stacked by commodity" }),
  ).toBeVisible();

  // The choices are in the address and survive a reload.
  await expect(page).toHaveURL(
    new RegExp(`/statistics\\?vol_from=${from}&vol_to=${to}&vol_comm=${comm.id}&vol_interval=month$`),
  );
  await page.reload();
  await expect(per.getByRole("radio", { name: "Month" })).toBeChecked();
  await expect(table.getByRole("row").last()).toHaveText(`${month}${comm.name}13.000,000 t0,000 t1`);

  // The table as a spreadsheet.
  const download = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download xlsx" }).click();
  expect((await download).suggestedFilename()).toBe(`volumes-month-${from}-${to}.xlsx`);

  // Back to weeks; an end before the start is refused in words.
  await per.getByText("Week", { exact: true }).click();
  await expect(table.getByRole("row").last()).toHaveText(
    `Week of ${dmy(iso(monday(today)))}${comm.name}13.000,000 t0,000 t1`,
  );
  await page.goto(`/statistics?vol_from=${to}&vol_to=${from}`);
  await expect(section.getByRole("alert")).toHaveText("The end of the period must not be before its start.");

  // The demo client does not follow this commodity: no volume, said in words.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, "client@demo.local");
  await page.goto(`/statistics?vol_from=${from}&vol_to=${to}&vol_comm=${comm.id}`);
  await expect(
    section.getByText(
      "No call sailed in this period after loading or discharging for the chosen ports and commodities.",
    ),
  ).toBeVisible();
  await expect(section.getByRole("table")).toHaveCount(0);
});
