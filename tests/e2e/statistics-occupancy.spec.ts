import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "./test";
import { dayOffset, isoDay, shownDay, typeDate } from "./helpers";
import { callsOfNewComm, choosePeriodAndComm, downloadXlsx, operatorSectionAfter } from "./statistics-calls";
import { signInAgain } from "./sign-in";

/**
 * Berth occupancy on the Statistics screen. Calls of a new commodity are
 * saved through the API at Santos/TGG, Berth 1: one set Waiting then Loading
 * (it berths now and is still there), one left Waiting (never at a berth).
 */

/** A new commodity's calls at Berth 1: one berthed (Waiting, then Loading), one left Waiting at anchorage. */
async function makeBerthedCall(request: APIRequestContext) {
  const stamp = Date.now();
  const { comm, vessels } = await callsOfNewComm(request, {
    comm: `Occupying ${stamp}`,
    synonym: `OCC${stamp % 100000}`,
    charterer: `Occupancy ${stamp}`,
    calls: [
      { vessel: `BERTHED ${stamp}`, status: "Waiting" },
      { vessel: `ANCHORED ${stamp}`, status: "Waiting" },
    ],
    berth: "Berth 1",
  });
  return { comm, berthed: vessels[0]!, anchored: vessels[1]! };
}

// Two sign-ins and a dozen choices, on a shared machine.
test.describe.configure({ timeout: 90_000 });

const iso = isoDay;
const day = shownDay;

test("an operator sees the call they made berth on the berth timeline; the address keeps the choices; a client without that commodity sees none", async ({
  page,
  request,
}) => {
  const { comm, berthed, anchored, section } = await operatorSectionAfter(page, "Berth occupancy", () =>
    makeBerthedCall(request),
  );
  // Yesterday and today (at Santos), the new commodity only.
  await choosePeriodAndComm(page, section, dayOffset(-1), dayOffset(0), comm.name);

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
  expect(await downloadXlsx(page, section)).toBe(`berth-occupancy-${iso(dayOffset(-1))}-${iso(dayOffset(0))}.xlsx`);

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
  await signInAgain(page, "client@demo.local");
  await page.goto(`/statistics?occ_from=${iso(dayOffset(-1))}&occ_to=${iso(dayOffset(0))}&occ_comm=${comm.id}`);
  const occupancy = page.getByRole("region", { name: "Berth occupancy", exact: true });
  await expect(
    occupancy.getByText("No call was at a berth on these days for the chosen ports and commodities."),
  ).toBeVisible();
  await expect(occupancy.getByRole("table")).toHaveCount(0);
});
