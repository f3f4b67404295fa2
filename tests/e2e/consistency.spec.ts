import { expect, test } from "./test";
import { apiAs, mainMenuLinks } from "./helpers";
import { signInOnDashboard } from "./sign-in";

/**
 * Issue 23, "one name per party": a vessel entered twice under two spellings shows in the basic
 * admin's Data checks, with what to do; an operator has no such screen. (A second vessel with
 * one IMO is refused by the API; the server's consistency test lists those stored before.)
 */
test("a vessel entered under two spellings shows in Data checks, with what to do", async ({ page, request }) => {
  const admin = await apiAs(request, "admin@demo.local");
  const stamp = Date.now();
  await admin.post("/navios", { name: `CHECKED STAR ${stamp}` });
  // Confirmed as a second vessel (a near-duplicate name is refused otherwise, party-names.test.ts).
  await admin.post("/navios", { name: `Checked Star ${stamp} S.A.`, allow_similar: true });

  await signInOnDashboard(page, "basic@demo.local");
  await mainMenuLinks(page).filter({ hasText: "Data checks" }).click();
  await expect(page.getByRole("heading", { name: "Data checks", exact: true })).toBeVisible();
  const similar = page.getByRole("region", { name: "Parties entered under several names" });
  await expect(similar.getByText(`Vessel: CHECKED STAR ${stamp}, Checked Star ${stamp} S.A.`)).toBeVisible();
  await expect(similar).toContainText("Keep one name");
  // Every check says how many, none included.
  await expect(page.getByRole("main").getByRole("region")).toHaveCount(6);
});

test("an operator has no Data checks", async ({ page }) => {
  await signInOnDashboard(page, "operator@demo.local");
  await expect(mainMenuLinks(page).filter({ hasText: "Data checks" })).toHaveCount(0);
  await page.goto("/consistency");
  await expect(page.getByRole("heading", { name: "Data checks" })).toHaveCount(0);
});
