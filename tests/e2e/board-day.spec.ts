import { expect, test } from "./test";
import { dayInZone, instantInZone } from "../../shared/src/index";
import { makeTggRow, openSantosBoard, revealRow } from "./helpers";
import { cellOf, rowOf } from "./lineups-board-rows";
import { signIn } from "./sign-in";

/*
 * What a row looks like follows what it is now, on a board left open: a call that berthed is no longer shown as an
 * Expected call, and an Expected call is due from its ETA's day at its port (Santos: America/Sao_Paulo), neither
 * earlier nor later, whatever the reader's time zone and UTC's day say.
 */

const SANTOS = "America/Sao_Paulo";
const DAY_MS = 86_400_000;

// A reader far from the port: Tokyo's day is the next one while Santos is still in its evening.
test.use({ viewport: { width: 1600, height: 900 }, timezoneId: "Asia/Tokyo" });
test.describe.configure({ timeout: 90_000 });

test("a call that berths loses Expected's warning colour, and a new client type the old one's colour", async ({
  page,
  request,
}) => {
  const { row, saveField } = await makeTggRow(request, "BERTHS");
  await saveField({ status: "Expected", eta: "2020-01-01", client_type: "FULL" });
  await signIn(page, "operator@demo.local");
  const { grid } = await openSantosBoard(page);
  await revealRow(grid, row.id);
  const shown = rowOf(grid, row.id);
  await expect(shown).toHaveClass(/lineup-row-expected/);
  await expect(shown).toHaveClass(/lineup-row-due/);
  await expect(cellOf(grid, row.id, "status")).toHaveText("Expected due");

  // Another person's saves reach the open board live.
  await saveField({ status: "Loading", client_type: "HUSBANDRY" });
  await expect(cellOf(grid, row.id, "status")).toHaveText("Loading");
  await expect(shown).toHaveClass(/lineup-row-loading/);
  await expect(shown).toHaveClass(/lineup-client-husbandry/);
  for (const gone of ["lineup-row-expected", "lineup-row-due", "lineup-client-full"])
    await expect(shown).not.toHaveClass(new RegExp(gone));
});

test("an Expected call is due from its ETA's day at its port, from the port's midnight under an open board", async ({
  page,
  request,
}) => {
  // The next 22:30 at Santos: there it is still today, in UTC and in Tokyo already tomorrow.
  const now = Date.now();
  const evening = (day: string) => instantInZone(`${day}T22:30`, SANTOS);
  let at = evening(dayInZone(now, SANTOS));
  if (at < now + 10 * 60_000) at = evening(dayInZone(now + DAY_MS, SANTOS));
  const today = dayInZone(at, SANTOS);
  const tomorrow = dayInZone(at + DAY_MS / 2, SANTOS);
  expect(dayInZone(at, "UTC")).toBe(tomorrow);

  const arrivesToday = await makeTggRow(request, "DUE TODAY");
  await arrivesToday.saveField({ status: "Expected", eta: today });
  const arrivesTomorrow = await makeTggRow(request, "DUE TOMORROW");
  await arrivesTomorrow.saveField({ status: "Expected", eta: tomorrow });

  await page.clock.install({ time: at });
  await signIn(page, "operator@demo.local");
  const { grid } = await openSantosBoard(page);
  const todays = arrivesToday.row.id;
  const tomorrows = arrivesTomorrow.row.id;
  await revealRow(grid, todays);
  await expect(cellOf(grid, todays, "status")).toHaveText("Expected due");
  await expect(rowOf(grid, todays)).toHaveClass(/lineup-row-due/);
  await revealRow(grid, tomorrows);
  await expect(cellOf(grid, tomorrows, "status")).toHaveText("Expected");
  await expect(rowOf(grid, tomorrows)).not.toHaveClass(/lineup-row-due/);

  // Two hours later (00:30 at Santos) on the same open board, without a reload.
  await page.clock.fastForward("02:00:00");
  await expect(cellOf(grid, tomorrows, "status")).toHaveText("Expected due");
  await expect(rowOf(grid, tomorrows)).toHaveClass(/lineup-row-due/);
  await expect(cellOf(grid, todays, "status")).toHaveText("Expected due");
});
