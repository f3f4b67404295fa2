import { expect, test } from "@playwright/test";
import { apiAs, logIn, mainMenuLinks } from "./helpers";

/**
 * Issue 23, "one name per party": a vessel entered twice under two spellings and one IMO shows
 * in the basic admin's Data checks, with what to do; an operator has no such screen.
 */
test("a vessel entered under two spellings and one IMO shows in Data checks, with what to do", async ({ page, request }) => {
  const admin = await apiAs(request, "admin@demo.local");
  const stamp = Date.now();
  const imo = String(9_000_000 + (stamp % 999_999));
  await admin.post("/navios", { name: `CHECKED STAR ${stamp}`, imo });
  await admin.post("/navios", { name: `Checked Star ${stamp} S.A.`, imo });

  await logIn(page, "basic@demo.local");
  await mainMenuLinks(page).filter({ hasText: "Data checks" }).click();
  await expect(page.getByRole("heading", { name: "Data checks", exact: true })).toBeVisible();
  const similar = page.getByRole("region", { name: "Parties entered under several names" });
  await expect(similar.getByText(`Vessel: CHECKED STAR ${stamp}, Checked Star ${stamp} S.A.`)).toBeVisible();
  await expect(similar).toContainText("Keep one name");
  const imos = page.getByRole("region", { name: "Vessels sharing an IMO number" });
  await expect(imos.getByText(`IMO ${imo}: CHECKED STAR ${stamp}, Checked Star ${stamp} S.A.`)).toBeVisible();
  // Every check says how many, none included.
  await expect(page.getByRole("main").getByRole("region")).toHaveCount(6);
});

test("an operator has no Data checks", async ({ page }) => {
  await logIn(page, "operator@demo.local");
  await expect(mainMenuLinks(page).filter({ hasText: "Data checks" })).toHaveCount(0);
  await page.goto("/consistency");
  await expect(page.getByRole("heading", { name: "Data checks" })).toHaveCount(0);
});
