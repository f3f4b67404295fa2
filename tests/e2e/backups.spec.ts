import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { expect, test } from "./test";
import { mainMenuLinks } from "./helpers";
import { signInOnDashboard } from "./sign-in";
import { suiteDataDir, suitePort } from "./own-server";

// The BACKUP_DIR of this worker's server (playwright.config.ts: DATA_DIR/backups), where scheduled backups are written.
const backupDir = () => path.join(suiteDataDir(suitePort(test.info().parallelIndex)), "backups");
const scheduled = "lineup-backup-20261101T030000Z.ndjson.gz";

test.afterEach(async () => {
  await rm(backupDir(), { recursive: true, force: true });
});

test("the admin lists the scheduled backups with a failure, downloads one, and takes one now", async ({ page }) => {
  const bytes = Buffer.alloc(1234, 7);
  await mkdir(backupDir(), { recursive: true });
  await writeFile(path.join(backupDir(), scheduled), bytes);
  await writeFile(
    path.join(backupDir(), "last-failure.json"),
    JSON.stringify({ at: "2026-11-02T03:00:00.000Z", message: "No space left on device." }),
  );

  await signInOnDashboard(page, "admin@demo.local");
  await mainMenuLinks(page).filter({ hasText: "Backups" }).click();
  await expect(page.getByRole("heading", { name: "Backups", exact: true })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("No space left on device.");
  await expect(page.getByText("Scheduled backups are off")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(scheduled) });
  await expect(row).toContainText("1.2 kB");
  await expect(row).toContainText(
    new Date("2026-11-01T03:00:00Z").toLocaleString("en-GB", { dateStyle: "short", timeStyle: "short" }),
  );

  let downloading = page.waitForEvent("download");
  await row.getByRole("button", { name: `Download ${scheduled}` }).click();
  let download = await downloading;
  expect(download.suggestedFilename()).toBe(scheduled);
  expect(await readFile(await download.path())).toEqual(bytes);

  downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download a backup now" }).click();
  download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lineup-backup-\d{8}T\d{6}Z\.ndjson\.gz$/);
  const header: unknown = JSON.parse(
    gunzipSync(await readFile(await download.path()))
      .toString()
      .split("\n")[0] ?? "",
  );
  expect(header).toMatchObject({ format: "lineup-board-backup", database: expect.stringMatching(/pglite|postgres/) });
});

test("an operator is offered no backups", async ({ page }) => {
  await signInOnDashboard(page, "operator@demo.local");
  await expect(mainMenuLinks(page).filter({ hasText: "Displays" })).toHaveCount(0);
  await expect(mainMenuLinks(page).filter({ hasText: "Backups" })).toHaveCount(0);
  await page.goto("/backups");
  await expect(page.getByRole("heading", { name: "Backups", exact: true })).toHaveCount(0);
});
