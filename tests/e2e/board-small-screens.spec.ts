import { expect, test, type Locator } from "./test";
import { openSantosBoard } from "./helpers";
import { signIn } from "./sign-in";

test.describe.configure({ timeout: 60_000 });

/** Whether a person can see and click the element: inside the window and not covered by anything at its centre. */
async function reachable(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.width === 0 || box.right > window.innerWidth || box.left < 0 || box.bottom > window.innerHeight)
      return false;
    const hit = document.elementFromPoint(x, y);
    return !!hit && el.contains(hit);
  });
}

test("at 1024×768 every cargo-type tab is on screen and can be chosen, none under New line-up", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, "admin@demo.local");
  await openSantosBoard(page);
  const tabs = page.getByRole("tab");
  await expect(tabs.first()).toBeVisible();
  const names = await tabs.allInnerTexts();
  expect(names).toContain("SPODUMENE");
  for (const name of names) expect(await reachable(page.getByRole("tab", { name, exact: true })), name).toBe(true);
  await expect(page.getByRole("button", { name: "New line-up" })).toBeInViewport();
  await page.getByRole("tab", { name: "SPODUMENE", exact: true }).click();
  await expect(page.getByRole("tab", { name: "SPODUMENE", exact: true })).toHaveAttribute("aria-selected", "true");
});
