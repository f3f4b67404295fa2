import { expect, test, type Page } from "./test";
import { logIn } from "./helpers";

interface PortCounts {
  porto: { name: string };
  berthed: number;
  waiting: number;
  expected: number;
}

/** What the API says this page's user may see, read with the page's own token. */
async function countsFor(page: Page): Promise<PortCounts[]> {
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  const res = await page.request.get("/api/v1/statistics/counts", { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as PortCounts[];
}

async function expectCards(page: Page, counts: PortCounts[]) {
  const cards = page.getByRole("region");
  await expect(cards).toHaveCount(counts.length);
  for (const port of counts) {
    const card = page.getByRole("region", { name: port.porto.name, exact: true });
    await expect(card.getByTestId("berthed-count")).toHaveText(String(port.berthed));
    await expect(card.getByTestId("waiting-count")).toHaveText(String(port.waiting));
    await expect(card.getByTestId("expected-count")).toHaveText(String(port.expected));
  }
}

test("an operator's dashboard counts only its ports; an admin sees every port", async ({ page }) => {
  await logIn(page, "operator@demo.local");
  const mine = await countsFor(page);
  expect(mine.length).toBeGreaterThan(0);
  await expectCards(page, mine);
  await expect(page.getByText("BERTHED").first()).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await logIn(page, "admin@demo.local");
  const all = await countsFor(page);
  expect(all.length).toBeGreaterThan(mine.length);
  await expectCards(page, all);
});
